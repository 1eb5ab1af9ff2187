import { GUIDE_SECTIONS, SEARCH_RESULTS_SLUG } from '@guide/vocabulary';
import { contentPath } from '../contents/content-path';

/** What the cms knows of the site's paths (French form, lower-case), read once per run. */
export interface SitePaths {
  contentTypes: Set<string>;
  /** `type/categorySlug` */
  categories: Set<string>;
  /** Public contents' paths. */
  contents: Set<string>;
  /** Published pages' slugs. */
  pages: Set<string>;
  /** Paths that answer with a 301 (content_redirect.from_path). */
  redirects: Set<string>;
}

/** Storefront pages with a fixed path (infra/src/web/storefront-routes.ts lists them for the web server). */
const STATIC_PAGES = new Set([
  '/',
  '/agenda',
  '/espace-presse',
  '/press-space',
  '/contact',
  '/contact-us',
  '/join-us',
  '/rejoindre-le-mouvement',
  '/search-results',
  '/guide-et-goodies',
  '/nos-produits',
  '/nos-categories-de-produits',
  '/boutique-cadeaux',
  '/panier',
  '/checkout',
  '/login',
  '/logout',
  '/register',
  '/forgot-password',
  '/account',
  ...GUIDE_SECTIONS.flatMap((s) => [s.slug, ...s.aliases].flatMap((slug) => [`/${slug}`, ...(s.hasSearchResults ? [`/${slug}/${SEARCH_RESULTS_SLUG}`] : [])])),
]);

/**
 * First segments whose deeper paths the cms cannot check on its own: the guide (catalog), the shop's
 * products, the contest, account and checkout pages, media files, the newsletter's links.
 */
const OTHER_SERVICES = new Set([
  ...GUIDE_SECTIONS.flatMap((s) => [s.slug, ...s.aliases]),
  'guide-et-goodies',
  'concours-petit-dejeuner',
  'breakfast-contest',
  'account',
  'checkout',
  'media',
  'newsletter',
  'reset-password',
  'verify-email',
  '401',
  '403',
  '404',
  '419',
  '429',
  '500',
  '503',
]);

const ABOUT = new Set(['qui-sommes-nous', 'about-us']);

/**
 * Whether a site path (from `internalPath`) has a page: `true`, `false` (no page: MISSING_PAGE), or
 * `'unknown'` when another service owns it (the web server is asked when configured).
 */
export function sitePathExists(path: string, site: SitePaths): boolean | 'unknown' {
  if (STATIC_PAGES.has(path) || site.redirects.has(path)) return true;
  const segments = path.slice(1).split('/');
  const [first, second, third] = segments;
  if (site.contentTypes.has(first)) {
    if (segments.length === 1) return true;
    if (segments.length === 2) return site.categories.has(`${first}/${second}`) || site.contents.has(contentPath(first, null, second));
    return segments.length === 3 && site.contents.has(contentPath(first, second, third));
  }
  if (ABOUT.has(first)) return segments.length === 1 ? true : segments.length === 2 && site.pages.has(second);
  if (first === 'pages') return segments.length === 2 && site.pages.has(second);
  if (OTHER_SERVICES.has(first)) return 'unknown';
  return false;
}
