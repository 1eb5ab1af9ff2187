import { ABOUT_PAGE_SLUG, PAGES_PATH_PREFIX } from '@guide/vocabulary';

/**
 * The content types the storefront routes (the seeded ones of the cms, shared facts): each slug is its path
 * (`/blog`, `/recettes`…). Mirrored by infra/src/web/storefront-routes.ts (checked by its spec).
 */
export const EDITORIAL_TYPES = [
  'blog',
  'actualites',
  'recettes',
  'routes-gourmandes',
  'bons-plans',
  'sejours-et-week-ends',
  'evenements',
  'revue-de-presse',
  'partenaires',
  // Owners' posts once staff approved them (cms owner-posts).
  'actualites-des-etablissements',
] as const;
export type EditorialType = (typeof EDITORIAL_TYPES)[number];

export function isEditorialType(slug: string): slug is EditorialType {
  return (EDITORIAL_TYPES as readonly string[]).includes(slug);
}

/** How each type's lists are ordered: events by start date, the rest newest first. */
export function listOrder(type: EditorialType): 'START_DATE_ASC' | 'PUBLISHED_DESC' {
  return type === 'evenements' ? 'START_DATE_ASC' : 'PUBLISHED_DESC';
}

/** Other editorial pages (French and English paths). */
export const EDITORIAL_PATHS = {
  agenda: '/agenda',
  pressSpace: { fr: '/espace-presse', en: '/press-space' },
  about: { fr: '/qui-sommes-nous', en: '/about-us' },
  /** Generic pages by name (@guide/vocabulary's pagePath). */
  pages: PAGES_PATH_PREFIX,
} as const;

/** The cms page shown by the about-us paths. */
export { ABOUT_PAGE_SLUG };
