import { EMPTY_RATE_TABLE, countriesOf, rateTableField, rateTableSchema, toRateTableInput } from './rate-table-form';

const errorsOf = (values: object) => {
  try {
    rateTableSchema.validateSync({ ...EMPTY_RATE_TABLE, code: 'eco', name: 'Éco', bands: [{ upToGrams: 1000, price: 3.9 }], ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: { path: string; message: string }[] }).inner.map((i) => [i.path, i.message]));
  }
};

describe('rate table form', () => {
  it('accepts a valid table and sends cents, lower-case code, unique countries', () => {
    expect(errorsOf({})).toEqual({});
    expect(
      toRateTableInput({
        ...EMPTY_RATE_TABLE,
        code: ' Express ',
        name: ' Express ',
        countries: 'fr, be;FR',
        freeAbove: 49.9,
        bands: [
          { upToGrams: 500, price: 9.9 },
          { upToGrams: null, price: 14.9 },
        ],
      }),
    ).toEqual({
      code: 'express',
      name: 'Express',
      nameEn: null,
      delay: null,
      delayEn: null,
      enabled: true,
      countries: ['FR', 'BE'],
      freeAboveCents: 4990,
      bands: [
        { upToGrams: 500, priceCents: 990 },
        { upToGrams: null, priceCents: 1490 },
      ],
    });
  });

  it('names each problem', () => {
    expect(errorsOf({ code: 'a b', name: '' })).toEqual({ code: 'CODE_INVALID', name: 'REQUIRED' });
    expect(errorsOf({ countries: 'FRA' })).toEqual({ countries: 'COUNTRY_INVALID' });
    expect(errorsOf({ countries: ' ' })).toEqual({ countries: 'REQUIRED' });
    expect(errorsOf({ bands: [] })).toEqual({ bands: 'REQUIRED' });
    expect(errorsOf({ bands: [{ upToGrams: 10, price: null }] })).toEqual({ bands: 'AMOUNT_OUT_OF_RANGE' });
    expect(
      errorsOf({
        bands: [
          { upToGrams: null, price: 1 },
          { upToGrams: null, price: 2 },
        ],
      }),
    ).toEqual({ bands: 'DUPLICATE' });
    expect(errorsOf({ freeAbove: -1 })).toEqual({ freeAbove: 'AMOUNT_OUT_OF_RANGE' });
  });

  it('maps API fields to form fields', () => {
    expect(rateTableField('freeAboveCents')).toBe('freeAbove');
    expect(rateTableField('bands')).toBe('bands');
    expect(rateTableField('nope')).toBeNull();
    expect(countriesOf('be de')).toEqual(['BE', 'DE']);
  });
});
