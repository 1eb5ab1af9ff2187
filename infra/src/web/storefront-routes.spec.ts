// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the storefront's Vite globals, outside this package
/// <reference path="../../../frontends/storefront/src/vite-env.d.ts" />
// The app's route table is imported for real; only modules that need a browser (layout, i18n, CSS)
// are replaced, which changes no path.
jest.mock('../../../frontends/ui/src/ui.css', () => ({}));
jest.mock('../../../frontends/storefront/src/layout/AppLayout', () => ({ AppLayout: () => null }));
jest.mock('../../../frontends/storefront/src/pages/RouteErrorPage', () => ({ RouteErrorPage: () => null }));
jest.mock('../../../frontends/storefront/src/pages/StatusPage', () => ({ StatusPage: () => null }));

import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../frontends/storefront/src/routes';
import * as app from '../../../frontends/storefront/src/guide/sections';
import * as appContest from '../../../frontends/storefront/src/contest/paths';
import { ERROR_PAGE_CODES } from '../../../frontends/ui/src/error-pages';
import {
  CONTEST_PAGES,
  CONTEST_ROOT,
  DEPARTMENT_CODE,
  GUIDE_SECTIONS,
  MEAL_CATEGORY_SLUGS,
  SEARCH_RESULTS_SLUG,
  STOREFRONT_ROUTES,
  englishContestPath,
  matchStorefrontRoute,
} from './storefront-routes';

/** Every full path pattern of a route tree, except the catch-all (the app's 404 page). */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index
      ? parent
      : route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    // A layout (children) is a page through its index child; a leaf is a page itself.
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...patterns(route.children ?? [], path)];
  });
}

describe("the web server's copy of the storefront routes", () => {
  it('lists exactly the patterns of the app route table (French, and each under /en)', () => {
    const appPatterns = new Set(patterns(routes));
    expect(appPatterns.size).toBeGreaterThan(80);
    const server = STOREFRONT_ROUTES.map((r) => r.pattern);
    const expected = new Set([...server, ...server.map((p) => (p === '/' ? '/en' : `/en${p}`))]);
    expect([...appPatterns].sort()).toEqual([...expected].sort());
  });

  it('uses the same guide vocabulary (sections, meal category slugs, department codes, error pages)', () => {
    expect(GUIDE_SECTIONS.map(({ slug, aliases, types, hasSearchResults, categories }) => ({ slug, aliases, types, hasSearchResults, categories }))).toEqual(
      app.GUIDE_SECTIONS.map(({ slug, aliases, types, hasSearchResults, categories }) => ({ slug, aliases, types, hasSearchResults, categories })),
    );
    expect(MEAL_CATEGORY_SLUGS).toEqual(app.MEAL_CATEGORY_SLUGS.map((c) => c.slug));
    expect(SEARCH_RESULTS_SLUG).toBe(app.SEARCH_RESULTS_SLUG);
    for (const code of ['01', '21', '2A', '2b', '971', '0', '100', '2C', 'ab']) expect(DEPARTMENT_CODE.test(code)).toBe(app.isDepartmentCode(code));
    expect(STOREFRONT_ROUTES.filter((r) => /^\/\d+$/.test(r.pattern)).map((r) => Number(r.pattern.slice(1)))).toEqual([...ERROR_PAGE_CODES]);
  });

  it("pairs the contest's French and English slugs as the app does", () => {
    expect(CONTEST_ROOT).toEqual(appContest.CONTEST_ROOT);
    expect(CONTEST_PAGES).toEqual(appContest.CONTEST_PAGES);
    expect(englishContestPath('winnersYear', { year: '2025' })).toBe(appContest.contestPath('winnersYear', 'en', { year: 2025 }));
    expect(matchStorefrontRoute('/en/concours-petit-dejeuner/laureats/2025')).toMatchObject({
      lang: 'en',
      route: { kind: 'contest', contest: { key: 'winnersYear', slugs: 'fr' } },
      params: { year: '2025' },
    });
  });

  it('matches like React Router: static segments first, case-insensitive, trailing slash allowed', () => {
    expect(matchStorefrontRoute('/hotels-restaurants/resultats-de-la-recherche')?.route.kind).toBe('page');
    expect(matchStorefrontRoute('/Hotels-Restaurants/tables-terroir/')?.route.kind).toBe('guideSegment');
    expect(matchStorefrontRoute('/en/account/addresses/create')).toMatchObject({ lang: 'en', route: { pattern: '/account/addresses/create' } });
    expect(matchStorefrontRoute('/account/addresses/edit/7')?.params).toEqual({ id: '7' });
    // A one- to three-segment path no static route claims may be a content type's (page-status.ts asks the cms).
    expect(matchStorefrontRoute('/nope')).toMatchObject({ route: { kind: 'contentList' }, params: { contentType: 'nope' } });
    expect(matchStorefrontRoute('/panier')?.route.kind).toBe('page');
    expect(matchStorefrontRoute('/nope/a/b/c')).toBeUndefined();
    expect(matchStorefrontRoute('/login//x')).toBeUndefined();
  });
});
