import { guideSection } from './guide/sections';
import { contestPath } from './contest/paths';

/**
 * The public paths (spec section 2) that the layout, the pages and the route table (routes.tsx) name. Each is
 * served twice: as is (French) and under the `/en` prefix (English). A leaf module, so the layout can link
 * to them without importing the route table that renders the layout.
 */
export const PATHS = {
  home: '/',
  // The guide's sections: their slugs are @guide/vocabulary's (the catalog's paths use the same).
  hotelsRestaurants: `/${guideSection('hotelsRestaurants').slug}`,
  localProducers: `/${guideSection('localProducers').slug}`,
  localProducersAlias: `/${guideSection('localProducers').aliases[0]}`,
  wineWorld: `/${guideSection('wineWorld').slug}`,
  shop: '/guide-et-goodies',
  // The shop (shop/, cart/, checkout/): catalogue pages are public and server-rendered; the cart and checkout are the browser's.
  products: '/nos-produits',
  productCategories: '/nos-categories-de-produits',
  giftStore: '/boutique-cadeaux',
  cart: '/panier',
  checkout: '/checkout',
  contest: contestPath('home'),
  // Auth pages and the customer area (spec section 2); /account/establishment belongs to the owner feature.
  login: '/login',
  logout: '/logout',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
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
