import type { NextFunction, Request, Response } from 'express';
import {
  ABOUT_PAGE_SLUG,
  DEPARTMENT_CODE,
  EN_PREFIX,
  MEAL_CATEGORY_SLUGS,
  englishContestPath,
  matchStorefrontRoute,
  type GuideSectionRoute,
  type ErrorPageStatus,
  type RouteMatch,
} from './storefront-routes';

/**
 * The HTTP status of a storefront page. The app renders its own 404 page for any path, but crawlers and
 * monitoring read the status: unknown paths answer 404, a known establishment that is no longer
 * published 410, and another path of an establishment 301 to its canonical path, the way the app's
 * detail route redirects; a contest page in the other language's slugs 301 to the English page, a contest
 * year without published winners 404. The HTML is the app's either way. Catalog answers are cached briefly; if the
 * gateway is slow or down the page is served with 200 (the app then decides on screen).
 */
export type PageVerdict = { status: 200 | 404 | 410 | ErrorPageStatus } | { status: 301; location: string };

export interface PageStatusOptions {
  /** How long a catalog answer is reused. Default 30 s. */
  ttlMs?: number;
  /** Longest wait for the gateway before serving 200. Default 1.5 s. */
  timeoutMs?: number;
  /** Most cached answers kept. Default 5,000. */
  maxEntries?: number;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { extensions?: { code?: string } }[];
}

const ESTABLISHMENT = `query PageStatusEstablishment($slug: String!, $type: EstablishmentType) {
  establishment(slug: $slug, type: $type) { path type }
  establishmentGone(slug: $slug, type: $type)
}`;
const TOWN = 'query PageStatusTown($departmentCode: String!, $slug: String!) { guideCity(departmentCode: $departmentCode, slug: $slug) { code } }';
const PRODUCT = 'query PageStatusProduct($slug: String!) { product(slug: $slug) { id } }';
/** Catalogue permalinks: a product's or category's former slug and the current one (catalog-guide). */
const PRODUCT_REDIRECT = 'query PageStatusProductRedirect($slug: String!) { productSlugRedirect(slug: $slug) }';
const PRODUCT_CATEGORIES = 'query PageStatusProductCategories { productCategories { slug } }';
const CATEGORY_REDIRECT = 'query PageStatusCategoryRedirect($slug: String!) { productCategorySlugRedirect(slug: $slug) }';
/** The shop's product list, whose `categorie` parameter names a category (frontends/storefront/src/shop/paths.ts). */
const PRODUCT_LIST = { pattern: '/nos-produits', param: 'categorie' };
/** The product page's path before its slug (frontends/storefront/src/shop/paths.ts). */
const PRODUCT_PATH = '/guide-et-goodies/';
/** Winners are public once published: a year without them is a 404, like an unknown year. */
const CONTEST_WINNERS = 'query PageStatusContestWinners($year: Int!) { contestEdition(year: $year) { winnersPublishedAt } }';
const VOCABULARY = 'query PageStatusVocabulary { departments { code } establishmentVocabularies { producerCategories { code } } }';
/** The editorial site (cms): a content by slug (its canonical path), a type's categories, a page, a moved path. */
const CONTENT = 'query PageStatusContent($contentType: String!, $slug: String!) { content(contentType: $contentType, slug: $slug) { path } }';
const CONTENT_SEGMENT = `query PageStatusContentSegment($contentType: String!, $slug: String!) {
  contentCategories(contentType: $contentType) { slug }
  content(contentType: $contentType, slug: $slug) { path }
}`;
const CMS_PAGE = 'query PageStatusCmsPage($slug: String!) { page(slug: $slug) { id } }';
/**
 * The content types (their slugs are their paths; staff create them). One list rather than a question per slug:
 * every editorial path and every unknown one-segment path (crawlers probe many) needs it, so one cached answer
 * serves them all, and a type staff just created shows within the cache's 30 s.
 */
const CONTENT_TYPES = 'query PageStatusContentTypes { contentTypes { slug } }';
const CONTENT_REDIRECT = 'query PageStatusContentRedirect($path: String!) { contentRedirect(path: $path) }';
/** Longest origin path the cms stores (its SDL). */
const MAX_REDIRECT_PATH = 500;

/** A gateway answer we cannot judge from: the page is served with 200. */
class Unavailable extends Error {}

export function pageStatusResolver(gatewayUrl: string, options: PageStatusOptions = {}) {
  const ttl = options.ttlMs ?? 30_000;
  const timeout = options.timeoutMs ?? 1_500;
  const maxEntries = options.maxEntries ?? 5_000;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** One cached GraphQL call; failures are not cached. */
  function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    const key = `${query}\n${JSON.stringify(variables)}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<GraphQLAnswer<T>>;
    const value = fetch(gatewayUrl, {
      method: 'POST',
      // `x-guide-render`: the web server's own reads, told apart from the browsers' in logs and tests.
      headers: { 'content-type': 'application/json', 'x-guide-client': 'storefront', 'x-guide-render': 'status' },
      // The operation's name too: gateway logs (and the browser suites' stub gateway) tell the checks apart by it.
      body: JSON.stringify({ query, variables, operationName: /^query (\w+)/.exec(query)?.[1] }),
      signal: AbortSignal.timeout(timeout),
    })
      .then(async (answer) => {
        const body = (await answer.json()) as GraphQLAnswer<T>;
        // BAD_USER_INPUT (an unknown department) is an answer; anything else is the gateway's trouble.
        if (!body.data && !body.errors?.every((e) => e.extensions?.code === 'BAD_USER_INPUT')) throw new Unavailable();
        return body;
      })
      .catch((error) => {
        cache.delete(key);
        throw error instanceof Unavailable ? error : new Unavailable(String(error));
      });
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!); // oldest first
    cache.set(key, { at: Date.now(), value });
    return value;
  }

  const typeOf = (section: GuideSectionRoute) => (section.types.length === 1 ? section.types[0] : null);

  async function establishment(section: GuideSectionRoute, slug: string, match: RouteMatch, search: string, canonicalHere: boolean): Promise<PageVerdict> {
    const answer = await ask<{ establishment: { path: string; type: string } | null; establishmentGone: boolean }>(ESTABLISHMENT, {
      slug,
      type: typeOf(section),
    });
    const found = answer.data?.establishment;
    if (found && section.types.includes(found.type)) {
      if (canonicalHere && found.path === match.path) return { status: 200 };
      const location = match.lang === 'en' ? `${EN_PREFIX}${found.path}` : found.path;
      return { status: 301, location: `${encodeURI(location)}${search}` };
    }
    return { status: answer.data?.establishmentGone ? 410 : 404 };
  }

  async function vocabulary() {
    const answer = await ask<{ departments: { code: string }[]; establishmentVocabularies: { producerCategories: { code: string }[] } }>(VOCABULARY);
    return {
      departments: new Set(answer.data?.departments.map((d) => d.code.toUpperCase())),
      producerCategories: new Set(answer.data?.establishmentVocabularies.producerCategories.map((c) => c.code)),
    };
  }

  /** A content reached by another path than its own (a category changed): 301 to its path, in the page's language. */
  function toContent(found: { path: string }, match: RouteMatch, search: string): PageVerdict {
    if (found.path === match.path.replace(/(.)\/+$/, '$1')) return { status: 200 };
    return { status: 301, location: `${encodeURI(match.lang === 'en' ? `${EN_PREFIX}${found.path}` : found.path)}${search}` };
  }

  /** The cms's slug of a content type (paths are matched case-insensitively), or null for no such type. */
  async function contentTypeOf(segment: string): Promise<string | null> {
    const answer = await ask<{ contentTypes: { slug: string }[] }>(CONTENT_TYPES);
    return answer.data?.contentTypes.find((t) => t.slug === segment.toLowerCase())?.slug ?? null;
  }

  async function editorial(match: RouteMatch, search: string): Promise<PageVerdict> {
    const { route, params } = match;
    const contentType = await contentTypeOf(params.contentType);
    if (!contentType) return { status: 404 };
    if (route.kind === 'contentList') return { status: 200 };
    if (route.kind === 'contentSegment') {
      const answer = await ask<{ contentCategories: { slug: string }[]; content: { path: string } | null }>(CONTENT_SEGMENT, {
        contentType,
        slug: params.segment,
      });
      if (answer.data?.contentCategories.some((c) => c.slug === params.segment.toLowerCase())) return { status: 200 };
      return answer.data?.content ? toContent(answer.data.content, match, search) : { status: 404 };
    }
    const answer = await ask<{ content: { path: string } | null }>(CONTENT, { contentType, slug: params.slug });
    return answer.data?.content ? toContent(answer.data.content, match, search) : { status: 404 };
  }

  /**
   * A path with no page may have moved (a content's slug or category changed, a redirect staff typed): 301 to
   * where the cms says, in the page's language; else the 404 stands.
   */
  async function movedOr404(path: string, search: string): Promise<PageVerdict> {
    const lang = path.toLowerCase() === EN_PREFIX || path.toLowerCase().startsWith(`${EN_PREFIX}/`) ? 'en' : 'fr';
    let bare = lang === 'en' ? path.slice(EN_PREFIX.length) || '/' : path;
    try {
      bare = decodeURI(bare).replace(/(.)\/+$/, '$1');
    } catch {
      return { status: 404 };
    }
    if (bare.length > MAX_REDIRECT_PATH) return { status: 404 };
    try {
      const target = (await ask<{ contentRedirect: string | null }>(CONTENT_REDIRECT, { path: bare })).data?.contentRedirect;
      if (!target || target === bare) return { status: 404 };
      if (/^https?:\/\//i.test(target)) return { status: 301, location: target };
      if (!target.startsWith('/') || target.startsWith('//')) return { status: 404 };
      return { status: 301, location: `${encodeURI(lang === 'en' ? `${EN_PREFIX}${target === '/' ? '' : target}` : target)}${search}` };
    } catch (error) {
      if (error instanceof Unavailable) return { status: 404 };
      throw error;
    }
  }

  /**
   * The shop's list filtered on categories (`?categorie=a,b`, slugs) one of which is a former slug: 301 to the same
   * list on the slugs of today. An unknown slug stays (the list says it found nothing).
   */
  async function productList(match: RouteMatch, search: string): Promise<PageVerdict> {
    const query = new URLSearchParams(search);
    const slugs = (query.get(PRODUCT_LIST.param) ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 20);
    if (!slugs.length) return { status: 200 };
    try {
      const live = new Set((await ask<{ productCategories: { slug: string }[] }>(PRODUCT_CATEGORIES)).data?.productCategories?.map((c) => c.slug));
      let moved = false;
      const today = await Promise.all(
        slugs.map(async (slug) => {
          if (live.has(slug)) return slug;
          const now = (await ask<{ productCategorySlugRedirect: string | null }>(CATEGORY_REDIRECT, { slug })).data?.productCategorySlugRedirect;
          if (now) moved = true;
          return now ?? slug;
        }),
      );
      if (!moved) return { status: 200 };
      query.set(PRODUCT_LIST.param, [...new Set(today)].join(','));
      return { status: 301, location: `${match.lang === 'en' ? EN_PREFIX : ''}${PRODUCT_LIST.pattern}?${query.toString()}` };
    } catch (error) {
      if (error instanceof Unavailable) return { status: 200 };
      throw error;
    }
  }

  /** The verdict for a storefront path (`search` is kept on redirects, e.g. `?utm=…`). */
  async function resolve(path: string, search = ''): Promise<PageVerdict> {
    const verdict = await resolveRoute(path, search);
    return verdict.status === 404 ? movedOr404(path, search) : verdict;
  }

  async function resolveRoute(path: string, search: string): Promise<PageVerdict> {
    const match = matchStorefrontRoute(path);
    if (!match) return { status: 404 };
    const { route, params } = match;
    const section = route.section;
    // `/401` … `/503` show their error page with their own status (the pattern is the code).
    if (route.kind === 'errorPage') return { status: Number(route.pattern.slice(1)) as ErrorPageStatus };
    if (route.kind === 'contest' && route.contest) {
      // A contest page in the other language's slugs (`/breakfast-contest`, `/en/concours-petit-dejeuner`): the English page.
      if (route.contest.slugs !== match.lang)
        return { status: 301, location: `${encodeURI(`${EN_PREFIX}${englishContestPath(route.contest.key, params)}`)}${search}` };
      if (route.contest.key !== 'winnersYear') return { status: 200 };
      if (!/^\d{4}$/.test(params.year)) return { status: 404 };
      try {
        const answer = await ask<{ contestEdition: { winnersPublishedAt: string | null } | null }>(CONTEST_WINNERS, { year: Number(params.year) });
        return { status: answer.data?.contestEdition?.winnersPublishedAt ? 200 : 404 };
      } catch (error) {
        if (error instanceof Unavailable) return { status: 200 };
        throw error;
      }
    }
    if (route.kind === 'productDetail') {
      try {
        if ((await ask<{ product: { id: string } | null }>(PRODUCT, { slug: params.slug })).data?.product) return { status: 200 };
        // A former slug: 301 to the product's page today. Else an unknown or unpublished product: 404 (no "gone" notion
        // yet), which also stands when the question fails (the product itself was answered).
        const moved = await ask<{ productSlugRedirect: string | null }>(PRODUCT_REDIRECT, { slug: params.slug }).then(
          (answer) => answer.data?.productSlugRedirect,
          () => null,
        );
        if (!moved) return { status: 404 };
        const location = `${match.lang === 'en' ? EN_PREFIX : ''}${PRODUCT_PATH}${encodeURIComponent(moved)}`;
        return { status: 301, location: `${location}${search}` };
      } catch (error) {
        if (error instanceof Unavailable) return { status: 200 };
        throw error;
      }
    }
    if (route.kind === 'contentList' || route.kind === 'contentSegment' || route.kind === 'contentDetail' || route.kind === 'cmsPage') {
      try {
        if (route.kind !== 'cmsPage') return await editorial(match, search);
        const slug = params.slug ?? ABOUT_PAGE_SLUG;
        return { status: (await ask<{ page: { id: string } | null }>(CMS_PAGE, { slug })).data?.page ? 200 : 404 };
      } catch (error) {
        if (error instanceof Unavailable) return { status: 200 };
        throw error;
      }
    }
    if (route.pattern === PRODUCT_LIST.pattern) return productList(match, search);
    if (!section || route.kind === 'page') return { status: 200 };
    try {
      if (route.kind === 'guideSegment') {
        const { segment } = params;
        if (DEPARTMENT_CODE.test(segment)) return { status: (await vocabulary()).departments.has(segment.toUpperCase()) ? 200 : 404 };
        if (section.categories === 'meal') return { status: MEAL_CATEGORY_SLUGS.includes(segment) ? 200 : 404 };
        if (section.categories === 'producer') return { status: (await vocabulary()).producerCategories.has(segment) ? 200 : 404 };
        return { status: 404 };
      }
      if (route.kind === 'guideTwoSegments') {
        const { first, second } = params;
        if (DEPARTMENT_CODE.test(first)) {
          const town = await ask<{ guideCity: { code: string } | null }>(TOWN, { departmentCode: first.toUpperCase(), slug: second });
          return { status: town.data?.guideCity ? 200 : 404 };
        }
        const isCategory = section.categories === 'meal' ? MEAL_CATEGORY_SLUGS.includes(first) : section.categories === 'producer';
        return isCategory ? await establishment(section, second, match, search, false) : { status: 404 };
      }
      return await establishment(section, params.slug, match, search, true);
    } catch (error) {
      if (error instanceof Unavailable) return { status: 200 }; // fail open: the app shows what it can
      throw error;
    }
  }

  return resolve;
}

/** A path that names a file (`/logo.png`, `/assets/…`) is static: the app's routes never see it. */
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;

/**
 * Express middleware in front of the storefront's index.html fallback: sets 404/410 (the app's HTML
 * still follows) or redirects with 301. Only GET and HEAD page URLs are looked at.
 */
export function pageStatus(gatewayUrl: string, options?: PageStatusOptions) {
  const resolve = pageStatusResolver(gatewayUrl, options);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/') || FILE_LIKE.test(req.path)) return next();
    const query = req.originalUrl.indexOf('?');
    resolve(req.path, query >= 0 ? req.originalUrl.slice(query) : '').then(
      (verdict) => {
        if (verdict.status === 301) {
          res.setHeader('Cache-Control', 'no-cache');
          res.redirect(301, verdict.location);
          return;
        }
        res.status(verdict.status);
        next();
      },
      () => next(), // never let the status check break a page
    );
  };
}
