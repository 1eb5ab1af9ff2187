import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EstablishmentType } from '../../frontends/storefront/src/gql/graphql';
import { weekHours } from '../../frontends/storefront/src/guide/hours';
import { establishmentJsonLd } from '../../frontends/storefront/src/guide/jsonld';
import { parseListState, toEstablishmentFilter, writeListState } from '../../frontends/storefront/src/guide/list-state';
import { isDepartmentCode, MEAL_CATEGORY_SLUGS, mealCategoryOfSlug, slugOfMealCategory } from '../../frontends/storefront/src/guide/sections';
import { REPO_ROOT } from './browser';
import { detail, RESTAURANTS } from './guide-fixtures';

/** The guide's pure front-end rules (no browser): URL slugs, list state, hours, JSON-LD, strings. The admin's are unit-tested in frontends/admin (apps project). */
describe('guide front-end rules', () => {
  it('maps the seven category slugs to meal categories and back, and never mistakes a department for one', () => {
    expect(MEAL_CATEGORY_SLUGS.map((c) => c.slug)).toEqual([
      'tables-terroir',
      'tables-bistronomiques',
      'tables-de-prestige',
      'tables-de-villages',
      'tables-gastronomiques',
      'auberges-village',
      'brasseries-gourmandes',
    ]);
    for (const { slug, category } of MEAL_CATEGORY_SLUGS) {
      expect(slugOfMealCategory(category)).toBe(slug);
      expect(mealCategoryOfSlug(slug)).toBe(category);
      expect(isDepartmentCode(slug)).toBe(false);
    }
    expect(['01', '21', '2A', '2b', '971'].every(isDepartmentCode)).toBe(true);
    expect(['1', '2C', 'fromages', '9710'].some(isDepartmentCode)).toBe(false);
  });

  it('reads and writes the list state of the URL, dropping unknown values', () => {
    const state = parseListState(
      new URLSearchParams('q=beaune&type=HOTEL,NOPE&category=TERROIR&budget=50&equipment=parking,wifi&dep=21&city=21054&sort=price-asc&view=map&near=1'),
    );
    expect(state).toEqual({
      q: 'beaune',
      sort: 'price-asc',
      view: 'map',
      near: true,
      types: ['HOTEL'],
      mealCategories: ['TERROIR'],
      producerCategories: [],
      budgetMax: 50,
      equipment: ['parking', 'wifi'],
      services: [],
      departments: ['21'],
      cities: ['21054'],
    });
    expect(toEstablishmentFilter(state, { types: ['RESTAURANT', 'HOTEL'] })).toEqual({
      text: 'beaune',
      types: ['HOTEL'],
      mealCategories: ['TERROIR'],
      budgetMax: 5000,
      equipment: ['parking', 'wifi'],
      departmentCodes: ['21'],
      cityCodes: ['21054'],
    });
    // A type outside the page's section falls back to the section's types.
    expect(toEstablishmentFilter(parseListState(new URLSearchParams('type=WINE')), { types: ['LOCAL_PRODUCER'] })).toEqual({ types: ['LOCAL_PRODUCER'] });
    expect(writeListState(new URLSearchParams('q=a&x=1'), { equipment: ['terrasse'], view: 'list', budgetMax: null, q: '' }).toString()).toBe(
      'x=1&equipment=terrasse',
    );
  });

  it('orders opening hours Monday first with every day of the week', () => {
    const week = weekHours([
      { dayOfWeek: 7, opens: '12:00', closes: '14:00' },
      { dayOfWeek: 1, opens: '19:00', closes: '22:00' },
      { dayOfWeek: 1, opens: '9:00', closes: '12:00' },
    ]);
    expect(week.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0].ranges).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '19:00', closes: '22:00' },
    ]);
    expect(week[1].ranges).toEqual([]);
  });

  it('describes establishments for schema.org by type', () => {
    const context = { url: 'https://example.fr/x', images: [], description: null, priceRange: null, paymentAccepted: [], languages: [], amenities: [] };
    const schemaType = (type: EstablishmentType) => establishmentJsonLd({ ...detail(RESTAURANTS[0]), type }, context)['@type'];
    expect(schemaType('RESTAURANT')).toBe('Restaurant');
    expect(schemaType('HOTEL')).toBe('Hotel');
    expect(schemaType('HOTEL_RESTAURANT')).toEqual(['Hotel', 'Restaurant']);
    expect(schemaType('WINE')).toBe('LocalBusiness');
    expect(schemaType('LOCAL_PRODUCER')).toBe('LocalBusiness');
  });

  /** Strings beside a feature exist in both languages, none empty (the admin's: frontends/admin/src/locales.spec.ts). */
  it.each([['frontends/storefront/src/guide/locales']])('%s has the same keys in fr and en', (dir) => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    const load = (lang: string) => JSON.parse(readFileSync(join(REPO_ROOT, dir, `${lang}.json`), 'utf8'));
    const fr = load('fr');
    const en = load('en');
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const file of [fr, en]) expect(keys(file).filter((key) => key.split('.').reduce<any>((n, p) => n[p], file) === '')).toEqual([]);
  });
});
