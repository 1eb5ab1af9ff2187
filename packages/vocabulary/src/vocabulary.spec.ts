import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, isEstablishmentType } from './establishments';
import {
  GUIDE_SECTIONS,
  MEAL_CATEGORY_SLUGS,
  TYPE_SECTION,
  establishmentPath,
  isDepartmentCode,
  mealCategoryOfSlug,
  sectionOfType,
  typesOfSection,
} from './sections';
import { SLUG_MAX_LENGTH, isSlug, slugify } from './slug';

describe('slugify', () => {
  it('folds accents, ligatures and punctuation into hyphenated lower case', () => {
    expect(slugify("Auberge du Château d'Aÿ")).toBe('auberge-du-chateau-d-ay');
    expect(slugify('  Œufs & Cœur  ')).toBe('oeufs-coeur');
    expect(slugify('Saint-Émilion')).toBe('saint-emilion');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts at the limit without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(isSlug(slug)).toBe(true);
  });

  it('produces what isSlug accepts', () => {
    for (const text of ['Le Bistrot', 'Ô Saveurs 2024', 'x']) expect(isSlug(slugify(text))).toBe(true);
    expect(isSlug('Le-Bistrot')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
  });
});

describe('guide sections', () => {
  it('place every establishment type in exactly one section', () => {
    const placed = GUIDE_SECTIONS.flatMap((s) => s.types);
    expect([...placed].sort()).toEqual([...ESTABLISHMENT_TYPES].sort());
    for (const type of ESTABLISHMENT_TYPES) expect(TYPE_SECTION[type]).toBe(sectionOfType(type).slug);
  });

  it('build canonical paths and group the types sharing a section', () => {
    expect(establishmentPath({ type: 'RESTAURANT', departmentCode: '2A', citySlug: 'ajaccio', slug: 'u-caseddu' })).toBe(
      '/hotels-restaurants/2A/ajaccio/u-caseddu',
    );
    expect(establishmentPath({ type: 'LOCAL_PRODUCER', departmentCode: '21', citySlug: 'dijon', slug: 'x' })).toBe('/producteurs-locaux/21/dijon/x');
    expect(typesOfSection('HOTEL')).toEqual(['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT']);
    expect(typesOfSection('WINE')).toEqual(['WINE']);
  });

  it('map meal-category slugs to known categories, never to a department code', () => {
    for (const { slug, category } of MEAL_CATEGORY_SLUGS) {
      expect(MEAL_CATEGORIES).toContain(category);
      expect(mealCategoryOfSlug(slug)).toBe(category);
      expect(isDepartmentCode(slug)).toBe(false);
    }
    expect(['01', '2A', '2b', '974'].every(isDepartmentCode)).toBe(true);
    expect(isDepartmentCode('975a')).toBe(false);
  });

  it('recognises establishment types', () => {
    expect(isEstablishmentType('WINE')).toBe(true);
    expect(isEstablishmentType('wine')).toBe(false);
    expect(isEstablishmentType(null)).toBe(false);
  });
});
