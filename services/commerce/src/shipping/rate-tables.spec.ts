import { RateTable, offers, parseRateCsv, priceFor, validateRateTable } from './rate-tables';

const table = (over: Partial<RateTable> = {}): RateTable => ({
  code: 'colissimo',
  name: 'Colissimo à domicile',
  nameEn: null,
  delay: null,
  delayEn: null,
  enabled: true,
  countries: ['FR'],
  freeAboveCents: null,
  bands: [
    { upToGrams: 250, priceCents: 595 },
    { upToGrams: 1000, priceCents: 795 },
  ],
  position: 1,
  ...over,
});

describe('rate tables', () => {
  it('prices by the first band holding the weight, limits included', () => {
    expect(priceFor(table(), 0, 0)).toBe(595);
    expect(priceFor(table(), 250, 0)).toBe(595);
    expect(priceFor(table(), 250.2, 0)).toBe(795); // a started gram counts
    expect(priceFor(table(), 1000, 0)).toBe(795);
  });

  it('does not offer a parcel heavier than every band without an open band; the open band takes it', () => {
    expect(priceFor(table(), 1001, 0)).toBeNull();
    const open = table({ bands: [...table().bands, { upToGrams: null, priceCents: 1500 }] });
    expect(priceFor(open, 80_000, 0)).toBe(1500);
  });

  it('is free from freeAboveCents of subtotal, and never when disabled', () => {
    const free = table({ freeAboveCents: 5000 });
    expect(priceFor(free, 100, 4999)).toBe(595);
    expect(priceFor(free, 100, 5000)).toBe(0);
    expect(priceFor(free, 5000, 9000)).toBeNull(); // free does not make a band out of nothing
    expect(priceFor(table({ enabled: false }), 100, 0)).toBeNull();
  });

  it('offers the tables serving the country (FR by default) that price the parcel, in order', () => {
    const tables = [table(), table({ code: 'intl', countries: ['BE', 'DE'] }), table({ code: 'heavy', bands: [{ upToGrams: null, priceCents: 0 }] })];
    expect(offers(tables, null, 500, 0).map((t) => t.code)).toEqual(['colissimo', 'heavy']);
    expect(offers(tables, 'be', 500, 0).map((t) => t.code)).toEqual(['intl']);
    expect(offers(tables, 'FR', 5000, 0).map((t) => t.code)).toEqual(['heavy']);
    expect(offers(tables, 'US', 500, 0)).toEqual([]);
  });

  it('validates and normalises a table', () => {
    const ok = validateRateTable({
      code: ' Relay ',
      name: 'Point relais',
      enabled: true,
      countries: ['fr', 'FR', 'be'],
      bands: [
        { upToGrams: null, priceCents: 900 },
        { upToGrams: 1000, priceCents: 450 },
      ],
    });
    expect(ok).toEqual({
      table: expect.objectContaining({
        code: 'relay',
        countries: ['FR', 'BE'],
        bands: [
          { upToGrams: 1000, priceCents: 450 },
          { upToGrams: null, priceCents: 900 },
        ],
      }),
    });
    const bad = (over: object) =>
      'errors' in (r = validateRateTable({ code: 'x', name: 'X', enabled: true, countries: ['FR'], bands: [{ priceCents: 1 }], ...over })) ? r.errors : {};
    let r: ReturnType<typeof validateRateTable>;
    expect(bad({ code: 'a b' })).toEqual({ code: 'CODE_INVALID' });
    expect(bad({ name: ' ' })).toEqual({ name: 'REQUIRED' });
    expect(bad({ countries: ['FRA'] })).toEqual({ countries: 'COUNTRY_INVALID' });
    expect(bad({ countries: [] })).toEqual({ countries: 'REQUIRED' });
    expect(bad({ bands: [] })).toEqual({ bands: 'REQUIRED' });
    expect(bad({ bands: [{ priceCents: -1 }] })).toEqual({ bands: 'AMOUNT_OUT_OF_RANGE' });
    expect(bad({ bands: [{ upToGrams: 0, priceCents: 1 }] })).toEqual({ bands: 'OUT_OF_RANGE' });
    expect(bad({ bands: [{ priceCents: 1 }, { upToGrams: null, priceCents: 2 }] })).toEqual({ bands: 'DUPLICATE' });
    expect(bad({ freeAboveCents: -5 })).toEqual({ freeAboveCents: 'AMOUNT_OUT_OF_RANGE' });
  });

  describe('CSV', () => {
    const HEADER = 'code,name,countries,free_above_cents,up_to_grams,price_cents';

    it('reads one line per band, table columns repeated or left empty, ; files and quotes', () => {
      const { tables, errors } = parseRateCsv(
        [
          HEADER,
          'express,"Express, 24 h",FR|BE,10000,500,990',
          'express,,,,2000,1490',
          'express,"Express, 24 h",FR|BE,10000,,2490',
          'eco,Éco,FR,,1000,390',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
      expect(tables).toHaveLength(2);
      expect(tables[0]).toMatchObject({
        code: 'express',
        name: 'Express, 24 h',
        countries: ['FR', 'BE'],
        freeAboveCents: 10000,
        bands: [
          { upToGrams: 500, priceCents: 990 },
          { upToGrams: 2000, priceCents: 1490 },
          { upToGrams: null, priceCents: 2490 },
        ],
      });
      expect(parseRateCsv('code;name;countries;up_to_grams;price_cents\r\neco;Éco;FR;1000;390\r\n').tables).toHaveLength(1);
    });

    it('reports every bad line with its number and keeps nothing', () => {
      const { tables, errors } = parseRateCsv(
        [
          HEADER,
          'eco,Éco,FR,,1000,390',
          'eco,Éco,FRA,,2000,490',
          'eco,Éco,FR,,2000,abc',
          'Bad Code,X,FR,,1,1',
          'eco,Autre,FR,,3000,590',
          'eco,,,,1000,100',
          'x,y',
        ].join('\n'),
      );
      expect(tables).toEqual([]);
      expect(errors).toEqual([
        { line: 3, field: 'countries', code: 'COUNTRY_INVALID' },
        { line: 4, field: 'price_cents', code: 'AMOUNT_OUT_OF_RANGE' },
        { line: 5, field: 'code', code: 'CODE_INVALID' },
        { line: 6, field: null, code: 'INCONSISTENT' },
        { line: 7, field: 'up_to_grams', code: 'DUPLICATE' },
        { line: 8, field: null, code: 'COLUMN_COUNT' },
      ]);
    });

    it('refuses a missing or unknown column, an empty file, a file too large', () => {
      expect(parseRateCsv('code,name,countries,price_cents\neco,E,FR,1').errors).toEqual([{ line: 1, field: 'up_to_grams', code: 'COLUMN_MISSING' }]);
      expect(parseRateCsv(`${HEADER},colour\neco,E,FR,,1,1,red`).errors).toEqual([{ line: 1, field: 'colour', code: 'COLUMN_UNKNOWN' }]);
      expect(parseRateCsv(HEADER).errors).toEqual([{ line: 1, field: null, code: 'EMPTY_FILE' }]);
      expect(parseRateCsv('x'.repeat(80_001)).errors[0].code).toBe('FILE_TOO_LARGE');
    });
  });
});
