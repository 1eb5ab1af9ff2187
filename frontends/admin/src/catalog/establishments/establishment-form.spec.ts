/// <reference types="jest" />
import { establishmentSchema, validateWith } from '@guide/validation';
import { emptyEstablishment, toEstablishmentInput, validateEstablishmentForm, type EstablishmentFormValues } from './establishment-form';

const filled: EstablishmentFormValues = { ...emptyEstablishment, name: 'Le Pré', type: 'RESTAURANT', cityCode: '21231', lat: 47.3, lon: 5.0 };

describe('establishment form checks (the API schema on the form input)', () => {
  it('accepts what the API accepts, and the form input passes the API schema', () => {
    expect(validateEstablishmentForm(filled)).toEqual({});
    expect(validateWith(establishmentSchema(), toEstablishmentInput(filled, 'create')).ok).toBe(true);
  });

  it('refuses a name over 120 characters, as the API does (the form allowed 200)', () => {
    expect(validateEstablishmentForm({ ...filled, name: 'x'.repeat(120) })).toEqual({});
    expect(validateEstablishmentForm({ ...filled, name: 'x'.repeat(121) })).toEqual({ name: 'TOO_LONG' });
  });

  it('puts each key on the field that shows it', () => {
    expect(validateEstablishmentForm(emptyEstablishment)).toEqual({
      name: 'REQUIRED',
      type: 'REQUIRED',
      cityCode: 'REQUIRED',
      lat: 'REQUIRED',
      lon: 'REQUIRED',
    });
    expect(
      validateEstablishmentForm({
        ...filled,
        priceFromEuros: -1,
        postalCode: '2100',
        phone: '12',
        menus: [{ name: '', priceEuros: 10, description: '' }],
        openingHours: [
          { dayOfWeek: 1, opens: '12:00', closes: '15:00' },
          { dayOfWeek: 1, opens: '14:00', closes: '16:00' },
        ],
      }),
    ).toEqual({
      priceFromEuros: 'INVALID_AMOUNT',
      postalCode: 'POSTAL_CODE_INVALID',
      phone: 'PHONE_INVALID',
      menus: 'INVALID_MENU',
      openingHours: 'INVALID_HOURS',
    });
  });
});
