import { validateWith } from './errors';
import { ESTABLISHMENT_LIMITS, establishmentSchema, normalizeOpeningHours } from './establishment';
import { ALL_MESSAGE_KEYS } from './messages';

const base = { name: 'Le Relais', type: 'HOTEL', cityCode: '21231', lat: 47.32, lon: 5.04 };
const schema = establishmentSchema();
const errorsOf = (input: object) => {
  const result = validateWith(schema, { ...base, ...input });
  return result.ok ? null : result.fieldErrors;
};

describe('establishmentSchema', () => {
  it('bounds the name at the API limit (120), for the form and the service alike', () => {
    expect(ESTABLISHMENT_LIMITS.name).toBe(120);
    expect(errorsOf({ name: 'x'.repeat(120) })).toBeNull();
    expect(errorsOf({ name: 'x'.repeat(121) })).toEqual({ name: 'TOO_LONG' });
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'REQUIRED' });
  });

  it('fills defaults and cleans what it accepts', () => {
    const result = validateWith(schema, { ...base, cityCode: ' 2a004 ', postalCode: '', mealCategory: '', cups: null });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        cityCode: '2A004',
        postalCode: null,
        mealCategory: null,
        cups: 0,
        toques: 0,
        published: true,
        menus: [],
        openingHours: [],
      }),
    });
  });

  it('answers with one key of the shared list per faulty field', () => {
    const errors = errorsOf({ postalCode: '7500', cityCode: 'Dijon', priceFrom: -1, cups: 4, type: 'CASTLE', lat: null, mealCategory: 'FAST_FOOD' });
    expect(errors).toEqual({
      postalCode: 'POSTAL_CODE_INVALID',
      cityCode: 'UNKNOWN_CITY',
      priceFrom: 'INVALID_AMOUNT',
      cups: 'OUT_OF_RANGE',
      type: 'INVALID_CHOICE',
      lat: 'REQUIRED',
      mealCategory: 'INVALID_CHOICE',
    });
    for (const key of Object.values(errors ?? {})) expect(ALL_MESSAGE_KEYS).toContain(key);
  });

  it('checks vocabulary codes only when told how', () => {
    const strict = establishmentSchema({ knownCode: (vocabulary, code) => vocabulary === 'equipment' && code === 'wifi' });
    expect(validateWith(strict, { ...base, equipment: ['wifi', ' wifi '] })).toEqual({ ok: true, value: expect.objectContaining({ equipment: ['wifi'] }) });
    expect(validateWith(strict, { ...base, equipment: ['heliport'] })).toEqual({ ok: false, fieldErrors: { equipment: 'UNKNOWN_CODE' } });
    expect(errorsOf({ equipment: ['heliport'] })).toBeNull();
  });
});

describe('opening hours (one rule for the form and the API)', () => {
  const slot = (dayOfWeek: number, opens: string, closes: string) => ({ dayOfWeek, opens, closes });

  it('sorts valid slots and accepts a slot running past midnight', () => {
    expect(normalizeOpeningHours([slot(2, '19:00', '01:00'), slot(1, '12:00', '14:00'), slot(2, '12:00', '14:00')])).toEqual([
      slot(1, '12:00', '14:00'),
      slot(2, '12:00', '14:00'),
      slot(2, '19:00', '01:00'),
    ]);
    expect(normalizeOpeningHours([slot(7, '18:00', '24:00')])).not.toBeNull();
  });

  it('refuses overlaps, a fourth slot, equal times and unknown days', () => {
    expect(normalizeOpeningHours([slot(1, '12:00', '15:00'), slot(1, '14:30', '18:00')])).toBeNull();
    expect(normalizeOpeningHours([slot(1, '20:00', '02:00'), slot(1, '22:00', '23:00')])).toBeNull();
    expect(normalizeOpeningHours([slot(3, '08:00', '09:00'), slot(3, '10:00', '11:00'), slot(3, '12:00', '13:00'), slot(3, '14:00', '15:00')])).toBeNull();
    expect(normalizeOpeningHours([slot(1, '12:00', '12:00')])).toBeNull();
    expect(normalizeOpeningHours([slot(8, '12:00', '14:00')])).toBeNull();
    expect(errorsOf({ openingHours: [slot(1, '12:00', '15:00'), slot(1, '14:00', '16:00')] })).toEqual({ openingHours: 'INVALID_HOURS' });
  });
});
