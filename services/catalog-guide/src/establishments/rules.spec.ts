import { COPY_SUFFIX, copyName } from './establishments.service';
import { LIMITS, validateEstablishmentInput } from './establishment.validation';
import { normalizeOpeningHours, minutesOf } from './opening-hours';
import { TYPE_SECTION, establishmentPath, slugify } from '@guide/vocabulary';
import { PRODUCER_CATEGORIES, VOCABULARIES, isVocabularyCode, unknownCodes, vocabularyLabel } from './vocabularies';

const base = { name: 'Le Relais', type: 'HOTEL' as const, cityCode: '21231', lat: 47.32, lon: 5.04 };
const fieldErrors = (input: object) => {
  try {
    validateEstablishmentInput({ ...base, ...input } as never);
    return null;
  } catch (error) {
    return (error as { extensions: { fieldErrors: Record<string, string> } }).extensions.fieldErrors;
  }
};

describe('vocabularies', () => {
  it('have unique slug-like codes and both labels', () => {
    for (const [name, list] of Object.entries(VOCABULARIES)) {
      const codes = list.map((e) => e.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const e of list) {
        expect(e.code).toMatch(name === 'languages' ? /^[a-z]{2,3}$/ : /^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(e.labelFr.trim()).not.toBe('');
        expect(e.labelEn.trim()).not.toBe('');
      }
    }
  });

  it('list the producer trades of the storefront routes, codes being their slugs', () => {
    const codes = PRODUCER_CATEGORIES.map((e) => e.code);
    for (const code of [
      'domaine-viticole',
      'fromages',
      'chocolat',
      'fruits-et-legumes',
      'boulangerie-patisserie',
      'charcuterie',
      'miel',
      'huiles-et-vinaigres',
      'biere-artisanale',
      'spiritueux',
      'escargots',
      'foie-gras',
      'poissons-et-fruits-de-mer',
      'volailles',
      'confitures',
    ]) {
      expect(codes).toContain(code);
    }
    for (const code of codes) expect(slugify(code)).toBe(code);
  });

  it('tell known codes from unknown ones and label them', () => {
    expect(isVocabularyCode('equipment', 'terrasse')).toBe(true);
    expect(isVocabularyCode('equipment', 'Terrasse')).toBe(false);
    expect(unknownCodes('paymentModes', ['especes', 'bitcoin', 'cheque'])).toEqual(['bitcoin']);
    expect(vocabularyLabel('languages', 'de', 'fr')).toBe('Allemand');
    expect(vocabularyLabel('languages', 'de', 'en')).toBe('German');
    expect(vocabularyLabel('services', 'gone')).toBe('gone');
  });
});

describe('opening hours', () => {
  it('reads HH:MM on the 24-hour clock', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('24:00', true)).toBe(1440);
    for (const bad of ['7:00', '07:60', '25:00', '0700', '07:00:00', '']) expect(minutesOf(bad)).toBeNull();
  });

  it('sorts valid slots by day then time', () => {
    const slots = [
      { dayOfWeek: 2, opens: '19:00', closes: '22:00' },
      { dayOfWeek: 1, opens: '12:00', closes: '14:00' },
      { dayOfWeek: 2, opens: '12:00', closes: '14:00' },
      { dayOfWeek: 7, opens: '18:00', closes: '01:00' }, // past midnight
      { dayOfWeek: 6, opens: '08:00', closes: '24:00' },
    ];
    expect(normalizeOpeningHours(slots)?.map((s) => `${s.dayOfWeek} ${s.opens}`)).toEqual(['1 12:00', '2 12:00', '2 19:00', '6 08:00', '7 18:00']);
    expect(normalizeOpeningHours([])).toEqual([]);
  });

  it('refuses unknown days, malformed or empty slots, overlaps and too many slots a day', () => {
    const bad = [
      [{ dayOfWeek: 0, opens: '12:00', closes: '14:00' }],
      [{ dayOfWeek: 8, opens: '12:00', closes: '14:00' }],
      [{ dayOfWeek: 1, opens: '12h', closes: '14:00' }],
      [{ dayOfWeek: 1, opens: '12:00', closes: '12:00' }],
      [{ dayOfWeek: 1, opens: '24:00', closes: '02:00' }],
      [
        { dayOfWeek: 1, opens: '12:00', closes: '15:00' },
        { dayOfWeek: 1, opens: '14:30', closes: '22:00' },
      ],
      [
        { dayOfWeek: 1, opens: '18:00', closes: '02:00' },
        { dayOfWeek: 1, opens: '20:00', closes: '21:00' },
      ],
      [
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
      ].map(([opens, closes]) => ({ dayOfWeek: 3, opens, closes })),
    ];
    for (const slots of bad) expect(normalizeOpeningHours(slots)).toBeNull();
  });
});

describe('slugs and paths', () => {
  it('builds the canonical path from type, department, town and slug', () => {
    expect(establishmentPath({ type: 'RESTAURANT', departmentCode: '2A', citySlug: slugify('Ajaccio'), slug: 'u-caseddu' })).toBe(
      '/hotels-restaurants/2A/ajaccio/u-caseddu',
    );
    expect(establishmentPath({ type: 'LOCAL_PRODUCER', departmentCode: '21', citySlug: slugify('Nuits-Saint-Georges'), slug: 'x' })).toBe(
      '/producteurs-locaux/21/nuits-saint-georges/x',
    );
    expect(establishmentPath({ type: 'WINE', departmentCode: '33', citySlug: slugify('Saint-Émilion'), slug: 'y' })).toBe(
      '/le-monde-du-vin/33/saint-emilion/y',
    );
    expect(Object.keys(TYPE_SECTION).sort()).toEqual(['HOTEL', 'HOTEL_RESTAURANT', 'LOCAL_PRODUCER', 'RESTAURANT', 'WINE']);
  });

  it('names a duplicate "… (copie)" within the name limit, its slug ending in -copie', () => {
    expect(copyName('Auberge du Lac')).toBe('Auberge du Lac (copie)');
    expect(slugify(copyName('Auberge du Lac'))).toBe('auberge-du-lac-copie');
    const long = copyName('x'.repeat(LIMITS.name));
    expect(long).toHaveLength(LIMITS.name);
    expect(long.endsWith(COPY_SUFFIX)).toBe(true);
  });

  it('caps slugs at 80 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('establishment input', () => {
  it('cleans what it accepts', () => {
    const values = validateEstablishmentInput({
      ...base,
      phone: '+33 3 80 22 35 48',
      email: ' Contact@Relais.FR ',
      website: 'www.relais.fr',
      equipment: ['wifi', 'wifi', 'parking'],
      specialties: ['  escargots   de Bourgogne ', '', 'moutarde'],
      menus: [{ name: ' Menu du jour ', priceCents: 2500 }],
      openingHours: [{ dayOfWeek: 2, opens: '12:00', closes: '14:00' }],
      description: '  ',
      ownerId: '00000000-0000-4000-8000-0000000000C1',
    });
    expect(values).toMatchObject({
      phone: '03.80.22.35.48',
      email: 'contact@relais.fr',
      website: 'https://www.relais.fr/',
      equipment: ['wifi', 'parking'],
      specialties: ['escargots de Bourgogne', 'moutarde'],
      menus: [{ name: 'Menu du jour', priceCents: 2500, description: null }],
      description: null,
      ownerId: '00000000-0000-4000-8000-0000000000c1',
      published: true,
    });
  });

  it('names each faulty field with its key', () => {
    expect(fieldErrors({ equipment: ['terrasse', 'héliport'] })).toEqual({ equipment: 'UNKNOWN_CODE' });
    expect(fieldErrors({ services: ['x'], languages: ['klingon'], paymentModes: ['bitcoin'], producerCategory: 'caviar' })).toEqual({
      services: 'UNKNOWN_CODE',
      languages: 'UNKNOWN_CODE',
      paymentModes: 'UNKNOWN_CODE',
      producerCategory: 'UNKNOWN_CODE',
    });
    expect(fieldErrors({ openingHours: [{ dayOfWeek: 9, opens: '12:00', closes: '14:00' }] })).toEqual({ openingHours: 'INVALID_HOURS' });
    expect(fieldErrors({ phone: '12', email: 'nope', website: 'ftp://x.fr' })).toEqual({
      phone: 'PHONE_INVALID',
      email: 'EMAIL_INVALID',
      website: 'URL_INVALID',
    });
    expect(fieldErrors({ roomCount: -1, seatCount: 1.5 })).toEqual({ roomCount: 'OUT_OF_RANGE', seatCount: 'OUT_OF_RANGE' });
    expect(fieldErrors({ menus: [{ name: ' ', priceCents: 100 }] })).toEqual({ menus: 'INVALID_MENU' });
    expect(fieldErrors({ menus: [{ name: 'A', priceCents: -1 }] })).toEqual({ menus: 'INVALID_MENU' });
    expect(fieldErrors({ seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) })).toEqual({ seoTitle: 'TOO_LONG', seoDescription: 'TOO_LONG' });
    expect(fieldErrors({ specialties: Array.from({ length: 21 }, (_, i) => `s${i}`) })).toEqual({ specialties: 'TOO_MANY' });
    expect(fieldErrors({ ownerId: 'someone' })).toEqual({ ownerId: 'INVALID_ID' });
    expect(fieldErrors({ name: ' ', lat: 91, lon: Number.NaN })).toEqual({ name: 'REQUIRED', lat: 'INVALID_COORDINATES', lon: 'INVALID_COORDINATES' });
  });
});
