import type { RouteObject } from 'react-router-dom';
import { ABOUT_PAGE_SLUG, EDITORIAL_PATHS } from './types';

/** Source of the editorial pages' chunk, as Vite's manifest names it (the server preloads it). */
const EDITORIAL_CHUNK = { chunk: 'src/editorial/pages/index.ts' };
type Pages = typeof import('./pages');

const lazyPage = (render: (pages: Pages) => React.ComponentType) => async () => ({ Component: render(await import('./pages')) });

/**
 * The editorial site (routes.tsx spreads it into both language prefixes): per content type (the cms's, whose
 * slugs are their paths: `ContentTypeGate` asks which exist, staff create them) its list, its `/{segment}` (a
 * category, or a content without category) and its details; the agenda, the press space, about-us and its
 * subpages, pages by name under `/pages/`. Static paths win over `:contentType`, as they do for the web server,
 * which mirrors these routes in infra/src/web/storefront-routes.ts.
 */
export function editorialRoutes(): RouteObject[] {
  const perType: RouteObject[] = [
    {
      path: ':contentType',
      lazy: lazyPage((p) => () => (
        <p.ContentTypeGate>{(type) => (type === 'partenaires' ? <p.PartnersPage /> : <p.ContentTypePage type={type} />)}</p.ContentTypeGate>
      )),
    },
    { path: ':contentType/:segment', lazy: lazyPage((p) => () => <p.ContentTypeGate>{(type) => <p.SegmentPage type={type} />}</p.ContentTypeGate>) },
    { path: ':contentType/:category/:slug', lazy: lazyPage((p) => () => <p.ContentTypeGate>{(type) => <p.DetailPage type={type} />}</p.ContentTypeGate>) },
  ];
  const about = [EDITORIAL_PATHS.about.fr, EDITORIAL_PATHS.about.en].flatMap((path): RouteObject[] => [
    { path: path.slice(1), lazy: lazyPage((p) => () => <p.CmsPage kind="about" />) },
    { path: `${path.slice(1)}/:slug`, lazy: lazyPage((p) => () => <p.CmsPage kind="aboutChild" />) },
  ]);
  return [
    ...perType,
    { path: EDITORIAL_PATHS.agenda.slice(1), lazy: lazyPage((p) => p.AgendaPage) },
    { path: EDITORIAL_PATHS.pressSpace.fr.slice(1), lazy: lazyPage((p) => p.PressSpacePage) },
    { path: EDITORIAL_PATHS.pressSpace.en.slice(1), lazy: lazyPage((p) => p.PressSpacePage) },
    ...about,
    { path: `${EDITORIAL_PATHS.pages.slice(1)}/:slug`, lazy: lazyPage((p) => () => <p.CmsPage kind="generic" />) },
  ].map((route) => ({ ...route, handle: EDITORIAL_CHUNK }));
}

/** The catch-all: the 404 page, or a 301 when the path moved (contentRedirect). */
export const notFoundRoute = (): RouteObject => ({ path: '*', lazy: lazyPage((p) => p.NotFound), handle: EDITORIAL_CHUNK });

export { ABOUT_PAGE_SLUG };
