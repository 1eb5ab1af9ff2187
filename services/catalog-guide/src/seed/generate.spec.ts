import { validateEstablishmentInput } from '../establishments/establishment.validation';
import { MEAL_CATEGORIES, ESTABLISHMENT_TYPES } from '../search/search.port';
import { DEMO_SIZE } from './demo-seed';
import { generateEstablishments } from './generate';
import { TOWNS } from './towns';
import { PRODUCER_CATEGORIES } from '../establishments/vocabularies';
import { VISUALS_DIR, visualKey, visualVariant } from './visuals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

describe('establishment generator', () => {
  const demo = generateEstablishments(DEMO_SIZE, { seed: 2024 });

  it('is deterministic', () => {
    expect(generateEstablishments(30, { seed: 7 })).toEqual(generateEstablishments(30, { seed: 7 }));
    expect(generateEstablishments(30, { seed: 7 })).not.toEqual(generateEstablishments(30, { seed: 8 }));
  });

  it('produces inputs the API accepts', () => {
    for (const { cityName: _c, ...input } of demo) expect(() => validateEstablishmentInput(input)).not.toThrow();
  });

  it('seeds 250 over the 50 towns with every type, meal category and producer category', () => {
    expect(demo).toHaveLength(250);
    expect(new Set(demo.map((e) => e.cityCode)).size).toBe(TOWNS.length);
    expect(new Set(demo.map((e) => e.type))).toEqual(new Set(ESTABLISHMENT_TYPES));
    expect(new Set(demo.map((e) => e.mealCategory).filter(Boolean))).toEqual(new Set(MEAL_CATEGORIES));
    const producers = demo.filter((e) => e.type === 'LOCAL_PRODUCER');
    for (const { code } of PRODUCER_CATEGORIES) {
      expect({ code, atLeast3: producers.filter((e) => e.producerCategory === code).length >= 3 }).toEqual({ code, atLeast3: true });
    }
    const hotels = demo.filter((e) => e.type === 'HOTEL');
    expect(hotels.every((e) => e.roomCount! > 0 && e.seatCount === null)).toBe(true);
    const restaurants = demo.filter((e) => e.type === 'RESTAURANT');
    expect(restaurants.every((e) => e.seatCount! > 0 && e.menus!.length >= 2 && e.openingHours!.length > 0)).toBe(true);
    expect(demo.every((e) => e.description && e.descriptionEn && e.phone && e.languages!.includes('fr') && e.paymentModes!.length >= 2)).toBe(true);
  });

  it('names establishments distinctly within a town and type, even in a scale run', () => {
    expect(new Set(demo.map((e) => e.name)).size).toBe(demo.length);
    const run = generateEstablishments(2000, { seed: 3 });
    expect(new Set(run.map((e) => `${e.cityCode}|${e.type}|${e.name}`)).size).toBe(run.length);
  });

  it('has a shipped illustration, in every variant, for every kind it seeds', () => {
    const keys = new Set(demo.map(visualKey));
    expect(keys.size).toBe(PRODUCER_CATEGORIES.length + 11); // + 7 meal categories, village inn, hotel, hotel-restaurant, wine
    for (const key of keys)
      for (const v of [0, 1, 2, 3])
        expect([key, v, existsSync(join(VISUALS_DIR, `${key}-${v}.webp`)) && existsSync(join(VISUALS_DIR, `${key}-${v}-thumb.webp`))]).toEqual([key, v, true]);
    expect(new Set(demo.map((e) => visualVariant(e.name)))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('spreads a scale run around the towns within the given radius', () => {
    const run = generateEstablishments(2000, { seed: 3, spreadKm: 25 });
    for (const e of run) {
      const town = TOWNS.find((t) => t.code === e.cityCode)!;
      const km = Math.hypot((e.lat - town.lat) * 111.2, (e.lon - town.lon) * 111.2 * Math.cos((town.lat * Math.PI) / 180));
      expect(km).toBeLessThanOrEqual(25.01);
    }
  });
});
