import type { EstablishmentType, MealCategory } from './establishments';

/**
 * The guide's public URL vocabulary (PRODUCT-SPEC §2): sections, the establishment types each shows, the
 * category slugs of hotels-restaurants and the search-results slug. The catalog builds `Establishment.path`
 * from it, the storefront its route table and links, the web server its list of known paths.
 */
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
  { key: 'wineWorld', slug: 'le-monde-du-vin', aliases: [], types: ['WINE'], hasSearchResults: false, categories: null },
];

export function guideSection(key: GuideSectionKey): GuideSection {
  return GUIDE_SECTIONS.find((s) => s.key === key)!;
}

/** The section whose pages show an establishment of this type. */
export function sectionOfType(type: EstablishmentType): GuideSection {
  return GUIDE_SECTIONS.find((s) => s.types.includes(type))!;
}

/** Type → canonical first path segment (`LOCAL_PRODUCER` → `producteurs-locaux`). */
export const TYPE_SECTION = Object.fromEntries(GUIDE_SECTIONS.flatMap((s) => s.types.map((t) => [t, s.slug]))) as Readonly<Record<EstablishmentType, string>>;

/** Canonical detail path: /{section}/{department}/{city}/{slug}. */
export function establishmentPath(e: { type: EstablishmentType; departmentCode: string; citySlug: string; slug: string }): string {
  return `/${TYPE_SECTION[e.type]}/${e.departmentCode}/${e.citySlug}/${e.slug}`;
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
export const DEPARTMENT_CODE = /^(?:\d{2}|2[ab]|97\d)$/i;

export function isDepartmentCode(segment: string): boolean {
  return DEPARTMENT_CODE.test(segment);
}

/** The types whose pages live in the same section as `type` (slugs must not collide within a section). */
export function typesOfSection(type: EstablishmentType): EstablishmentType[] {
  return [...sectionOfType(type).types];
}
