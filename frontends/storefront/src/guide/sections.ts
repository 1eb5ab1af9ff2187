/**
 * The guide's public URL vocabulary (PRODUCT-SPEC §2): sections, their establishment types, the category
 * slugs of hotels-restaurants and the search-results slug. The one place that maps URL slugs to API enums;
 * `routes.tsx` builds the route table from it and every link is built with the helpers below.
 */
export const ESTABLISHMENT_TYPES = ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT', 'LOCAL_PRODUCER', 'WINE'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];
export const MEAL_CATEGORIES = ['PRESTIGE', 'GASTRONOMIC', 'BISTRONOMIC', 'BRASSERIE', 'TERROIR', 'VILLAGE', 'VILLAGE_INN', 'WINE_BAR'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export type GuideSectionKey = 'hotelsRestaurants' | 'localProducers' | 'wineWorld';

export interface GuideSection {
  key: GuideSectionKey;
  /** Canonical first path segment (the one `Establishment.path` uses). */
  slug: string;
  /** Other first segments serving the same pages (`local-producers`). */
  aliases: readonly string[];
  types: readonly EstablishmentType[];
  /** Whether `{section}/resultats-de-la-recherche` exists (spec §2). */
  hasSearchResults: boolean;
  /** How the section's categories are named in URLs: meal categories, producer categories, or none. */
  categories: 'meal' | 'producer' | null;
}

export const SEARCH_RESULTS_SLUG = 'resultats-de-la-recherche';

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    key: 'hotelsRestaurants',
    slug: 'hotels-restaurants',
    aliases: [],
    types: ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT'],
    hasSearchResults: true,
    categories: 'meal',
  },
  {
    key: 'localProducers',
    slug: 'producteurs-locaux',
    aliases: ['local-producers'],
    types: ['LOCAL_PRODUCER'],
    hasSearchResults: true,
    categories: 'producer',
  },
  {
    key: 'wineWorld',
    slug: 'le-monde-du-vin',
    aliases: [],
    types: ['WINE'],
    hasSearchResults: false,
    categories: null,
  },
];

export function guideSection(key: GuideSectionKey): GuideSection {
  return GUIDE_SECTIONS.find((s) => s.key === key)!;
}

/** The section whose pages show an establishment of this type (mirrors the catalog's TYPE_SECTION). */
export function sectionOfType(type: EstablishmentType): GuideSection {
  return GUIDE_SECTIONS.find((s) => s.types.includes(type))!;
}

/** Hotels-restaurants category pages: URL slug ↔ meal category. WINE_BAR has no page of its own. */
export const MEAL_CATEGORY_SLUGS: readonly { slug: string; category: MealCategory }[] = [
  { slug: 'tables-terroir', category: 'TERROIR' },
  { slug: 'tables-bistronomiques', category: 'BISTRONOMIC' },
  { slug: 'tables-de-prestige', category: 'PRESTIGE' },
  { slug: 'tables-de-villages', category: 'VILLAGE' },
  { slug: 'tables-gastronomiques', category: 'GASTRONOMIC' },
  { slug: 'auberges-village', category: 'VILLAGE_INN' },
  { slug: 'brasseries-gourmandes', category: 'BRASSERIE' },
];

export function mealCategoryOfSlug(slug: string): MealCategory | undefined {
  return MEAL_CATEGORY_SLUGS.find((c) => c.slug === slug)?.category;
}

export function slugOfMealCategory(category: MealCategory): string | undefined {
  return MEAL_CATEGORY_SLUGS.find((c) => c.category === category)?.slug;
}

/** INSEE department codes: 01–95 (2A/2B for Corsica) and 971–976 overseas. Never a category slug. */
const DEPARTMENT_CODE = /^(?:\d{2}|2[ab]|97\d)$/i;
export function isDepartmentCode(segment: string): boolean {
  return DEPARTMENT_CODE.test(segment);
}

/** App paths (French, without the language prefix); `localizePath` adds `/en`. */
export const guidePaths = {
  section: (section: GuideSection) => `/${section.slug}`,
  searchResults: (section: GuideSection) => `/${section.slug}/${SEARCH_RESULTS_SLUG}`,
  mealCategory: (category: MealCategory) => `/hotels-restaurants/${slugOfMealCategory(category) ?? ''}`,
  producerCategory: (code: string, section: GuideSection = guideSection('localProducers')) => `/${section.slug}/${code}`,
  department: (section: GuideSection, departmentCode: string) => `/${section.slug}/${departmentCode}`,
  city: (section: GuideSection, departmentCode: string, citySlug: string) => `/${section.slug}/${departmentCode}/${citySlug}`,
};
