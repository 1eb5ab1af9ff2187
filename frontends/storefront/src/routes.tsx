import type { RouteObject } from 'react-router-dom';
import { ERROR_PAGE_CODES } from '@guide/ui';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { StatusPage } from './pages/StatusPage';
import { EN_PREFIX } from './locale';

/**
 * The storefront's route table: the one place that names the public paths (spec section 2) that exist
 * today. Each path is served twice: as is (French) and under the `/en` prefix (English).
 * Section pages are placeholders until their features land; their slugs are final.
 */
export const PATHS = {
  home: '/',
  hotelsRestaurants: '/hotels-restaurants',
  localProducers: '/producteurs-locaux',
  localProducersAlias: '/local-producers',
  wineWorld: '/le-monde-du-vin',
  shop: '/guide-et-goodies',
  contest: '/concours-petit-dejeuner',
} as const;

export type SectionKey = 'hotelsRestaurants' | 'localProducers' | 'wineWorld' | 'shop' | 'contest';

/** Main navigation, in display order (header and footer). */
export const NAV_SECTIONS: readonly { key: SectionKey; path: string }[] = [
  { key: 'hotelsRestaurants', path: PATHS.hotelsRestaurants },
  { key: 'localProducers', path: PATHS.localProducers },
  { key: 'wineWorld', path: PATHS.wineWorld },
  { key: 'shop', path: PATHS.shop },
  { key: 'contest', path: PATHS.contest },
];

const homePage = async () => ({ Component: (await import('./pages/HomePage')).HomePage });
const sectionPage = (section: SectionKey) => async () => {
  const { SectionPage } = await import('./pages/SectionPage');
  return { Component: () => <SectionPage section={section} /> };
};

/** Children shared by both language prefixes; built fresh for each so route ids stay distinct. */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: homePage },
    { path: PATHS.hotelsRestaurants.slice(1), lazy: sectionPage('hotelsRestaurants') },
    { path: PATHS.localProducers.slice(1), lazy: sectionPage('localProducers') },
    { path: PATHS.localProducersAlias.slice(1), lazy: sectionPage('localProducers') },
    { path: PATHS.wineWorld.slice(1), lazy: sectionPage('wineWorld') },
    { path: PATHS.shop.slice(1), lazy: sectionPage('shop') },
    { path: PATHS.contest.slice(1), lazy: sectionPage('contest') },
    // Error pages are reachable directly (/401 … /503); any other path is the 404 page.
    ...ERROR_PAGE_CODES.map((code) => ({ path: String(code), element: <StatusPage code={code} /> })),
    { path: '*', element: <StatusPage code={404} /> },
  ];
}

export const routes: RouteObject[] = [
  { path: '/', element: <AppLayout lang="fr" />, errorElement: <RouteErrorPage />, children: pageRoutes() },
  { path: EN_PREFIX, element: <AppLayout lang="en" />, errorElement: <RouteErrorPage />, children: pageRoutes() },
];
