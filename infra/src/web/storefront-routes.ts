/**
 * The storefront's route patterns, as the web server needs them to tell a known path from an unknown
 * one. The app's table is `frontends/storefront/src/routes.tsx` (built from `guide/sections.ts`); the
 * server cannot import it (React, a separate build), so this mirrors its shape and `storefront-routes.spec.ts`
 * checks, on the app's real route objects, that both list exactly the same patterns. The guide's URL
 * vocabulary itself (sections, category slugs, department codes) is shared: @guide/vocabulary.
 */
import {
  DEPARTMENT_CODE,
  GUIDE_SECTIONS as SECTIONS,
  MEAL_CATEGORY_SLUGS as MEAL_CATEGORY_ROUTES,
  SEARCH_RESULTS_SLUG,
  type GuideSection,
} from '@guide/vocabulary';

/** A guide section as URLs see it: the one definition in @guide/vocabulary (the app's too). */
export type GuideSectionRoute = Omit<GuideSection, 'types'> & { types: readonly string[] };
export const GUIDE_SECTIONS: readonly GuideSectionRoute[] = SECTIONS;
export { DEPARTMENT_CODE, SEARCH_RESULTS_SLUG };
/** Hotels-restaurants category pages, by URL slug. */
export const MEAL_CATEGORY_SLUGS: readonly string[] = MEAL_CATEGORY_ROUTES.map((c) => c.slug);
/** Error pages reachable directly (mirror of ERROR_PAGE_CODES in @guide/ui). */
export const ERROR_PAGE_CODES = [401, 403, 404, 419, 429, 500, 503] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_CODES)[number];
export const EN_PREFIX = '/en';

/** What a guide route shows, for the checks that need the catalog (page-status.ts). */
export type RouteKind =
  | 'page'
  | 'guideSegment'
  | 'guideTwoSegments'
  | 'guideDetail'
  | 'productDetail'
  | 'contest'
  /** `/{contentType}`: a content type's list (the types are the cms's: page-status.ts asks which exist). */
  | 'contentList'
  /** `/{contentType}/{segment}`: a category, or a content without category. */
  | 'contentSegment'
  /** `/{contentType}/{category}/{slug}`. */
  | 'contentDetail'
  /** A cms page: `/qui-sommes-nous` (the page of that slug), `/qui-sommes-nous/:slug`, `/pages/:slug`. */
  | 'cmsPage'
  /** `/401` … `/503`: the error page, answered with its own status. */
  | 'errorPage';

/**
 * The contest's French and English slugs (mirror of frontends/storefront/src/contest/paths.ts, checked by
 * storefront-routes.spec.ts). Both families are routed under both prefixes: the app moves a page in the other
 * language's slugs to the English page, and so does page-status.ts (301).
 */
export const CONTEST_ROOT = { fr: 'concours-petit-dejeuner', en: 'breakfast-contest' } as const;
export const CONTEST_PAGES: readonly { key: string; fr: string; en: string }[] = [
  { key: 'home', fr: '', en: '' },
  { key: 'rules', fr: 'le-concours', en: 'the-contest' },
  { key: 'registration', fr: 'inscription', en: 'registration' },
  { key: 'previousEditions', fr: 'editions-precedentes', en: 'previous-editions' },
  { key: 'winners', fr: 'laureats', en: 'winners' },
  { key: 'winnersYear', fr: 'laureats/:year', en: 'winners/:year' },
  { key: 'partners', fr: 'partenaires', en: 'partners' },
  { key: 'becomePartner', fr: 'devenir-partenaire', en: 'become-a-partner' },
];

/**
 * The editorial site (frontends/storefront/src/editorial/routes.tsx). A content type's slug is its path, and staff
 * create types in the back office: the types are not listed here but asked of the cms (page-status.ts), so a
 * `/{slug}` no other route claims may be a type's list. Static segments win, as in React Router, so a type never
 * shadows another page (the cms refuses those slugs anyway, RESERVED_CONTENT_TYPE_SLUGS).
 */
/** The cms page the about-us paths show. */
export const ABOUT_PAGE_SLUG = 'qui-sommes-nous';

function editorialRoutes(): RoutePattern[] {
  return [
    { pattern: '/:contentType', kind: 'contentList' },
    { pattern: '/:contentType/:segment', kind: 'contentSegment' },
    { pattern: '/:contentType/:category/:slug', kind: 'contentDetail' },
    page('/agenda'),
    page('/espace-presse'),
    page('/press-space'),
    ...['/qui-sommes-nous', '/about-us'].flatMap((about): RoutePattern[] => [
      { pattern: about, kind: 'cmsPage' },
      { pattern: `${about}/:slug`, kind: 'cmsPage' },
    ]),
    { pattern: '/pages/:slug', kind: 'cmsPage' },
  ];
}

export interface RoutePattern {
  /** React Router syntax, without the language prefix: `/hotels-restaurants/:segment`. */
  pattern: string;
  kind: RouteKind;
  section?: GuideSectionRoute;
  /** A contest page: which one, and in which language's slugs. */
  contest?: { key: string; slugs: 'fr' | 'en' };
}

const page = (pattern: string): RoutePattern => ({ pattern, kind: 'page' });

function guideRoutes(): RoutePattern[] {
  return GUIDE_SECTIONS.flatMap((section) =>
    [section.slug, ...section.aliases].flatMap((slug): RoutePattern[] => [
      { pattern: `/${slug}`, kind: 'page', section },
      ...(section.hasSearchResults ? [{ pattern: `/${slug}/${SEARCH_RESULTS_SLUG}`, kind: 'page' as const, section }] : []),
      { pattern: `/${slug}/:segment`, kind: 'guideSegment', section },
      { pattern: `/${slug}/:first/:second`, kind: 'guideTwoSegments', section },
      { pattern: `/${slug}/:departmentCode/:citySlug/:slug`, kind: 'guideDetail', section },
    ]),
  );
}

function contestRoutes(): RoutePattern[] {
  return (['fr', 'en'] as const).flatMap((slugs) =>
    CONTEST_PAGES.map((p) => ({
      pattern: `/${CONTEST_ROOT[slugs]}${p[slugs] ? `/${p[slugs]}` : ''}`,
      kind: 'contest' as const,
      contest: { key: p.key, slugs },
    })),
  );
}

/** A contest page's path in the English slugs (no prefix), `params` filled in. */
export function englishContestPath(key: string, params: Record<string, string>): string {
  return contestPath(key, params, 'en');
}

/** A contest page's path in one language's slugs (no prefix), `params` filled in. */
export function contestPath(key: string, params: Record<string, string>, slugs: 'fr' | 'en'): string {
  const page = CONTEST_PAGES.find((p) => p.key === key)!;
  const sub = page[slugs].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `/${CONTEST_ROOT[slugs]}${sub ? `/${sub}` : ''}`;
}

/** Every pattern the storefront routes, French form (each also exists under `/en`). */
export const STOREFRONT_ROUTES: readonly RoutePattern[] = [
  page('/'),
  ...guideRoutes(),
  // The shop (frontends/storefront/src/shop, cart, checkout).
  page('/guide-et-goodies'),
  { pattern: '/guide-et-goodies/:slug', kind: 'productDetail' },
  page('/nos-produits'),
  page('/nos-categories-de-produits'),
  page('/boutique-cadeaux'),
  page('/panier'),
  page('/checkout'),
  ...[
    'addresses',
    'shipping',
    'information',
    'quote',
    'payment',
    'success',
    'payment/banktransfer',
    'payment/test-card',
    'payment/crypto',
    'payment/paypal/standard/redirect',
    'payment/payzen/redirect',
    'payment/failed',
    'payment/paypal/standard/failed',
    'payment/payzen/failed',
    'payment/payplug/failed',
  ].map((step) => page(`/checkout/${step}`)),
  // The breakfast contest (frontends/storefront/src/contest).
  ...contestRoutes(),
  page('/login'),
  page('/logout'),
  page('/register'),
  page('/forgot-password'),
  page('/reset-password/:token'),
  page('/verify-email/:token'),
  page('/account'),
  page('/account/profile'),
  page('/account/addresses'),
  page('/account/addresses/create'),
  page('/account/addresses/edit/:id'),
  page('/account/password'),
  page('/account/orders'),
  page('/account/orders/:number'),
  page('/account/quotes'),
  page('/account/quotes/:number'),
  page('/account/wishlist'),
  // "Mes données" (RGPD) and where a deleted account lands (frontends/storefront/src/account/privacy).
  page('/account/privacy'),
  page('/account-deleted'),
  page('/account/support'),
  page('/account/support/new'),
  page('/account/support/:id'),
  // After the order: the customer's return requests (frontends/storefront/src/account/returns).
  page('/account/rma'),
  page('/account/rma/create'),
  page('/account/rma/edit/:id'),
  page('/account/establishment'),
  page('/account/posts'),
  page('/account/posts/create'),
  page('/account/posts/edit/:id'),
  // The site forms and the newsletter links (frontends/storefront/src/forms).
  page('/contact'),
  page('/contact-us'),
  page('/join-us'),
  page('/rejoindre-le-mouvement'),
  page('/newsletter/confirm/:token'),
  page('/newsletter/unsubscribe/:token'),
  // The site's global search (frontends/storefront/src/site-search).
  page('/search-results'),
  // The partners' guide and schema reference (frontends/storefront/src/developers).
  page('/developers'),
  page('/developers/reference'),
  // The editorial site (frontends/storefront/src/editorial).
  ...editorialRoutes(),
  ...ERROR_PAGE_CODES.map((code): RoutePattern => ({ pattern: `/${code}`, kind: 'errorPage' })),
];

export interface RouteMatch {
  route: RoutePattern;
  params: Record<string, string>;
  lang: 'fr' | 'en';
  /** The path without its language prefix. */
  path: string;
}

/**
 * The route a path shows, as React Router would pick it: static segments win over parameters, and
 * segments compare case-insensitively. `undefined` when only the app's catch-all (its 404 page) would.
 */
export function matchStorefrontRoute(rawPath: string): RouteMatch | undefined {
  let lang: 'fr' | 'en' = 'fr';
  let path = rawPath;
  if (path.toLowerCase() === EN_PREFIX || path.toLowerCase().startsWith(`${EN_PREFIX}/`)) {
    lang = 'en';
    path = path.slice(EN_PREFIX.length) || '/';
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  let segments: string[];
  try {
    segments = trimmed === '/' ? [] : trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined; // malformed %-escape: no page has such a path
  }
  if (segments.some((s) => s === '')) return undefined;
  let best: { route: RoutePattern; params: Record<string, string>; score: number } | undefined;
  for (const route of STOREFRONT_ROUTES) {
    const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      score += 1;
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (fits && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params, lang, path };
}
