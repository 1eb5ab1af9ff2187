/// <reference types="jest" />
import type { EditableEstablishment } from './establishments.graphql';
import {
  emptyEstablishment,
  formFieldOf,
  fromEstablishment,
  toEstablishmentInput,
  validateEstablishmentForm,
  type EstablishmentFormValues,
} from './establishment-form';

/** What the API answers for an establishment (the generated `EstablishmentEditable` type keeps it complete). */
const saved: EditableEstablishment = {
  id: 'e1',
  slug: 'le-pre',
  name: 'Le Pré',
  type: 'RESTAURANT',
  mealCategory: 'TERROIR',
  producerCategory: null,
  path: '/restaurants/cote-d-or/beaune/le-pre',
  description: 'Cuisine du marché',
  descriptionEn: null,
  street: '2 place Carnot',
  postalCode: '21200',
  city: { code: '21054', name: 'Beaune', postalCodes: ['21200'], department: { code: '21', name: "Côte-d'Or" } },
  lat: 47.02,
  lon: 4.84,
  priceFrom: 2450,
  cups: 1,
  toques: 2,
  equipment: ['terrasse'],
  services: [],
  phone: '+33380223548',
  email: null,
  website: null,
  nearbyPlaces: ['Hospices de Beaune'],
  roomCount: null,
  seatCount: 40,
  menus: [{ name: 'Menu du marché', priceCents: 3250, description: null }],
  openingHours: [{ dayOfWeek: 2, opens: '12:00', closes: '14:00' }],
  closureNote: null,
  languages: ['fr'],
  paymentModes: [],
  specialties: [],
  seoTitle: null,
  seoDescription: null,
  ownerId: null,
  published: false,
  updatedAt: '2026-11-20T09:30:00.000Z',
  images: [],
};

describe('establishment form mapping (form values ⇄ API)', () => {
  it('reads prices in euros, empty texts as "" and shows the commune with its department', () => {
    const values = fromEstablishment(saved);
    expect(values).toMatchObject({
      priceFromEuros: 24.5,
      description: 'Cuisine du marché',
      descriptionEn: '',
      cityCode: '21054',
      cityName: 'Beaune (21)',
      ownerId: '',
    });
    expect(values.menus).toEqual([{ name: 'Menu du marché', priceEuros: 32.5, description: '' }]);
  });

  it('gives back what it read: an untouched form sends the same values (in cents, empty texts as null)', () => {
    const input = toEstablishmentInput(fromEstablishment(saved), 'update');
    expect(input).toMatchObject({ name: 'Le Pré', cityCode: '21054', priceFrom: 2450, descriptionEn: null, email: null, published: false, seatCount: 40 });
    expect(input.menus).toEqual([{ name: 'Menu du marché', priceCents: 3250, description: null }]);
    expect(input.openingHours).toEqual(saved.openingHours);
  });

  it('leaves out empty and default fields on create (server defaults), trims and upper-cases the INSEE code', () => {
    const values: EstablishmentFormValues = {
      ...emptyEstablishment,
      name: ' Le Pré ',
      type: 'RESTAURANT',
      cityCode: '2a004',
      lat: 41.9,
      lon: 8.7,
      priceFromEuros: 19.9,
    };
    expect(toEstablishmentInput(values, 'create')).toEqual({ name: 'Le Pré', type: 'RESTAURANT', cityCode: '2A004', lat: 41.9, lon: 8.7, priceFrom: 1990 });
  });

  it('sends every field on update, so clearing one is explicit', () => {
    const values: EstablishmentFormValues = { ...fromEstablishment(saved), description: '  ', equipment: [], specialties: [' Escargots ', 'Escargots', ''] };
    expect(toEstablishmentInput(values, 'update')).toMatchObject({
      description: null,
      equipment: [],
      specialties: ['Escargots'],
      menus: [{ name: 'Menu du marché' }],
      cups: 1,
      ownerId: null,
    });
  });

  it('sorts opening hours by day, then by opening time', () => {
    const values: EstablishmentFormValues = {
      ...fromEstablishment(saved),
      openingHours: [
        { dayOfWeek: 3, opens: '19:00', closes: '22:00' },
        { dayOfWeek: 1, opens: '19:00', closes: '22:00' },
        { dayOfWeek: 1, opens: '12:00', closes: '14:00' },
      ],
    };
    expect(toEstablishmentInput(values, 'update').openingHours?.map((h) => `${h.dayOfWeek} ${h.opens}`)).toEqual(['1 12:00', '1 19:00', '3 19:00']);
  });

  it('accepts a slot running past midnight beside a lunch slot, refuses overlapping ones (moved from the browser project)', () => {
    const values = fromEstablishment(saved);
    const hours = (...slots: [number, string, string][]) => ({
      ...values,
      openingHours: slots.map(([dayOfWeek, opens, closes]) => ({ dayOfWeek, opens, closes })),
    });
    expect(validateEstablishmentForm(hours([5, '18:00', '01:00'], [5, '12:00', '14:00']))).toEqual({});
    expect(validateEstablishmentForm(hours([1, '12:00', '14:00'], [1, '13:00', '15:00']))).toEqual({ openingHours: 'INVALID_HOURS' });
  });

  it('puts a server field error on the form field that shows it', () => {
    expect(formFieldOf('slug')).toBe('name');
    expect(formFieldOf('coordinates')).toBe('lat');
    expect(formFieldOf('priceFrom')).toBe('priceFromEuros');
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('cityName')).toBeUndefined();
    expect(formFieldOf('unknownField')).toBeUndefined();
  });
});
