import { ABOUT_PAGE_SLUG, PAGES_PATH_PREFIX } from '@guide/vocabulary';

/**
 * A content type, by its slug, which is also its path (`/blog`, `/recettes`…): the cms's types, the seeded ones
 * and those staff create (`content-types.tsx` asks which exist). The web server learns them the same way
 * (infra/src/web/page-status.ts).
 */
export type EditorialType = string;

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
