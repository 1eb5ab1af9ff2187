import { Navigate, type RouteObject } from 'react-router-dom';
import { ERROR_PAGE_CODES } from '@guide/ui';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { StatusPage } from './pages/StatusPage';
import { EN_PREFIX } from './locale';
import { loadStrings } from './i18n';
import { PATHS } from './paths';
import { SITE_SEARCH_PATH } from './site-search/paths';
import { GUIDE_SECTIONS, SEARCH_RESULTS_SLUG, type GuideSectionKey } from './guide/sections';
import { CONTEST_PAGES, contestPattern, type ContestPageKey, type SlugLanguage } from './contest/paths';
import { editorialRoutes, notFoundRoute } from './editorial/routes';
import { DEVELOPERS_PATH, REFERENCE_PATH } from './developers/paths';

/**
 * The storefront's route table: every public path that exists today (the named ones in paths.ts), each served
 * twice: as is (French) and under the `/en` prefix (English). The guide's routes are built from
 * `guide/sections.ts` (its slugs and categories), the contest's from `contest/paths.ts` (French and English slugs).
 */
const homePage = async () => ({ Component: (await import('./pages/HomePage')).HomePage });

/** One lazily loaded page component (its own chunk). */
const page =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/**
 * Route `handle`: pages marked `clientOnly` are not rendered on the server (the customer's own pages, and
 * sign-in forms with nothing for a search engine): the server sends the app's shell and the browser renders.
 */
export interface RouteHandle {
  clientOnly?: boolean;
  /**
   * Source of the route's lazy module, as Vite's manifest names it: the server preloads its chunk
   * (`<link rel="modulepreload">`) so hydration does not wait for the entry to ask for it.
   */
  chunk?: string;
}
const GUIDE_PAGES: RouteHandle = { chunk: 'src/guide/pages/index.ts' };
const CLIENT_ONLY: RouteHandle = { clientOnly: true };

/**
 * A route of the customer's (sign-in, account, cart, checkout): client-only, and each of its lazy modules
 * (its children's too) loads with the customer's strings and the field errors' texts, which public pages
 * never download (i18n.ts).
 */
function customerRoute(route: RouteObject): RouteObject {
  const withStrings = (r: RouteObject): RouteObject => {
    const { lazy, children } = r;
    return {
      ...r,
      ...(typeof lazy === 'function' ? { lazy: async () => (await Promise.all([lazy(), loadStrings('customer'), loadStrings('formErrors')]))[0] } : {}),
      ...(children ? { children: children.map(withStrings) } : {}),
    } as RouteObject;
  };
  return { ...withStrings(route), handle: CLIENT_ONLY } as RouteObject;
}

/** Sign-in pages and the account area (auth/, account/). */
function identityRoutes(): RouteObject[] {
  return (
    [
      { path: PATHS.login.slice(1), lazy: page(() => import('./auth/LoginPage'), 'LoginPage') },
      { path: PATHS.logout.slice(1), lazy: page(() => import('./auth/LogoutPage'), 'LogoutPage') },
      { path: PATHS.register.slice(1), lazy: page(() => import('./auth/RegisterPage'), 'RegisterPage') },
      { path: PATHS.forgotPassword.slice(1), lazy: page(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage') },
      { path: `${PATHS.resetPassword.slice(1)}/:token`, lazy: page(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage') },
      { path: `${PATHS.verifyEmail.slice(1)}/:token`, lazy: page(() => import('./auth/VerifyEmailPage'), 'VerifyEmailPage') },
      { path: 'account-deleted', lazy: page(() => import('./account/privacy/AccountDeletedPage'), 'AccountDeletedPage') },
      {
        path: PATHS.account.slice(1),
        lazy: page(() => import('./account/AccountLayout'), 'AccountLayout'),
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          { path: 'profile', lazy: page(() => import('./account/ProfilePage'), 'ProfilePage') },
          { path: 'addresses', lazy: page(() => import('./account/AddressesPage'), 'AddressesPage') },
          { path: 'addresses/create', lazy: page(() => import('./account/AddressFormPage'), 'AddressFormPage') },
          { path: 'addresses/edit/:id', lazy: page(() => import('./account/AddressFormPage'), 'AddressFormPage') },
          { path: 'password', lazy: page(() => import('./account/ChangePasswordPage'), 'ChangePasswordPage') },
          { path: 'orders', lazy: page(() => import('./account/OrdersPage'), 'OrdersPage') },
          { path: 'orders/:number', lazy: page(() => import('./account/OrderDetailPage'), 'OrderDetailPage') },
          { path: 'quotes', lazy: page(() => import('./account/OrdersPage'), 'QuotesPage') },
          { path: 'quotes/:number', lazy: page(() => import('./account/OrderDetailPage'), 'QuoteDetailPage') },
          { path: 'wishlist', lazy: page(() => import('./account/WishlistPage'), 'WishlistPage') },
          // "Mes données" (RGPD): export and account deletion (account/privacy/, identity).
          { path: 'privacy', lazy: page(() => import('./account/privacy/PrivacyPage'), 'PrivacyPage') },
          // "Contacter le support": the customer's support requests (account/support/, support-tickets).
          { path: 'support', lazy: page(() => import('./account/support/SupportListPage'), 'SupportListPage') },
          { path: 'support/new', lazy: page(() => import('./account/support/SupportNewPage'), 'SupportNewPage') },
          { path: 'support/:id', lazy: page(() => import('./account/support/SupportTicketPage'), 'SupportTicketPage') },
          // After the order: the customer's return requests (account/returns/, commerce returns).
          { path: 'rma', lazy: page(() => import('./account/returns/ReturnsListPage'), 'ReturnsListPage') },
          { path: 'rma/create', lazy: page(() => import('./account/returns/ReturnCreatePage'), 'ReturnCreatePage') },
          { path: 'rma/edit/:id', lazy: page(() => import('./account/returns/ReturnPage'), 'ReturnPage') },
          // Owners' posts about their establishment, moderated by staff (account/posts/, cms owner-posts).
          { path: 'posts', lazy: page(() => import('./account/posts/PostsListPage'), 'PostsListPage') },
          { path: 'posts/create', lazy: page(() => import('./account/posts/PostFormPage'), 'PostFormPage') },
          { path: 'posts/edit/:id', lazy: page(() => import('./account/posts/PostFormPage'), 'PostFormPage') },
          // Owners: "Mon établissement (images)" (owner/, the guide feature).
          { path: 'establishment', lazy: page(() => import('./owner/OwnerEstablishmentPage'), 'OwnerEstablishmentPage') },
        ],
      },
    ] satisfies RouteObject[]
  ).map(customerRoute);
}

const checkoutPage = (name: 'AddressesStep' | 'ShippingStep' | 'InformationStep' | 'QuoteStep' | 'PaymentStep') => async () => {
  const Page = (await import('./checkout/steps-pages'))[name];
  return { Component: Page };
};
const resultPage = (name: 'SuccessPage' | 'BankTransferPage' | 'TestCardPage' | 'PaymentFailedPage' | 'ProviderRedirectPage') =>
  page(() => import('./checkout/ResultPages'), name);

/** The cart and the checkout steps (spec §2, shop routes): client-only, the checkout for signed-in customers. */
function shopClientRoutes(): RouteObject[] {
  return (
    [
      { path: PATHS.cart.slice(1), lazy: page(() => import('./cart/CartPage'), 'CartPage') },
      {
        path: PATHS.checkout.slice(1),
        lazy: page(() => import('./checkout/CheckoutLayout'), 'CheckoutLayout'),
        children: [
          { index: true, element: <Navigate to="addresses" replace /> },
          { path: 'addresses', lazy: checkoutPage('AddressesStep') },
          { path: 'shipping', lazy: checkoutPage('ShippingStep') },
          { path: 'information', lazy: checkoutPage('InformationStep') },
          { path: 'quote', lazy: checkoutPage('QuoteStep') },
          { path: 'payment', lazy: checkoutPage('PaymentStep') },
          { path: 'success', lazy: resultPage('SuccessPage') },
          { path: 'payment/banktransfer', lazy: resultPage('BankTransferPage') },
          { path: 'payment/test-card', lazy: resultPage('TestCardPage') },
          { path: 'payment/crypto', lazy: resultPage('ProviderRedirectPage') },
          { path: 'payment/paypal/standard/redirect', lazy: resultPage('ProviderRedirectPage') },
          { path: 'payment/payzen/redirect', lazy: resultPage('ProviderRedirectPage') },
          // One failed page under every provider's name (spec §2).
          { path: 'payment/failed', lazy: resultPage('PaymentFailedPage') },
          { path: 'payment/paypal/standard/failed', lazy: resultPage('PaymentFailedPage') },
          { path: 'payment/payzen/failed', lazy: resultPage('PaymentFailedPage') },
          { path: 'payment/payplug/failed', lazy: resultPage('PaymentFailedPage') },
        ],
      },
    ] satisfies RouteObject[]
  ).map(customerRoute);
}

type ShopPage = 'ShopHomePage' | 'ProductListPage' | 'CategoriesPage' | 'GiftStorePage';
const SHOP_PAGES: RouteHandle = { chunk: 'src/shop/pages/index.ts' };
const shopPage = (name: ShopPage) => async () => ({ Component: (await import('./shop/pages'))[name] });
/** The product page: its own chunk, as the guide's detail page (its reviews, wishlist and cart code). */
const SHOP_PRODUCT: RouteHandle = { chunk: 'src/shop/pages/product.ts' };
const productPage = async () => ({ Component: (await import('./shop/pages/product')).ProductPage });

/** The shop's catalogue: public, server-rendered (ADR 0014). */
function shopRoutes(): RouteObject[] {
  return [
    { path: PATHS.shop.slice(1), lazy: shopPage('ShopHomePage'), handle: SHOP_PAGES },
    { path: `${PATHS.shop.slice(1)}/:slug`, lazy: productPage, handle: SHOP_PRODUCT },
    { path: PATHS.products.slice(1), lazy: shopPage('ProductListPage'), handle: SHOP_PAGES },
    { path: PATHS.productCategories.slice(1), lazy: shopPage('CategoriesPage'), handle: SHOP_PAGES },
    { path: PATHS.giftStore.slice(1), lazy: shopPage('GiftStorePage'), handle: SHOP_PAGES },
  ];
}

const CONTEST_CHUNK: RouteHandle = { chunk: 'src/contest/pages/index.ts' };
const CONTEST_COMPONENTS = {
  home: 'ContestHomePage',
  rules: 'ContestRulesPage',
  registration: 'RegistrationPage',
  previousEditions: 'PreviousEditionsPage',
  winners: 'WinnersPage',
  winnersYear: 'WinnersPage',
  partners: 'PartnersPage',
  becomePartner: 'BecomePartnerPage',
} as const satisfies Record<ContestPageKey, string>;
/** A contest page: its module and the contest's strings (i18n.ts). */
const contestPage = (key: ContestPageKey, slugs: SlugLanguage) => async () => {
  const [pages] = await Promise.all([import('./contest/pages'), loadStrings('contest')]);
  const Page = pages[CONTEST_COMPONENTS[key]];
  return { Component: () => <pages.ContestRoute slugs={slugs} page={Page} /> };
};

/**
 * The breakfast contest (contest/): public, server-rendered. Both slug families under both prefixes: a page
 * in the other language's slugs redirects to the English one (`/breakfast-contest`, `/en/concours-petit-dejeuner`).
 */
function contestRoutes(): RouteObject[] {
  return (['fr', 'en'] as const).flatMap((slugs) =>
    CONTEST_PAGES.map((p): RouteObject => ({ path: contestPattern(p.key, slugs), lazy: contestPage(p.key, slugs), handle: CONTEST_CHUNK })),
  );
}

type GuidePage = 'SectionHomePage' | 'SearchResultsPage' | 'SegmentPage' | 'TwoSegmentPage';
const guidePage = (name: GuidePage, sectionKey: GuideSectionKey) => async () => {
  const Page = (await import('./guide/pages'))[name];
  return { Component: () => <Page sectionKey={sectionKey} /> };
};
/** The detail page: its own chunk (its reviews form brings Formik and Yup, which the list pages do without). */
const GUIDE_DETAIL: RouteHandle = { chunk: 'src/guide/pages/detail.ts' };
const establishmentPage = (sectionKey: GuideSectionKey) => async () => {
  const { EstablishmentPage } = await import('./guide/pages/detail');
  return { Component: () => <EstablishmentPage sectionKey={sectionKey} /> };
};

/**
 * Per guide section (and its alias slugs): the section page, its search results, `/{category}` or `/{dep}`,
 * `/{dep}/{citySlug}` or `/{category}/{slug}` (redirect), and the canonical detail `/{dep}/{citySlug}/{slug}`.
 */
function guideRoutes(): RouteObject[] {
  return GUIDE_SECTIONS.flatMap((section) =>
    [section.slug, ...section.aliases].flatMap((slug): RouteObject[] =>
      [
        { path: slug, lazy: guidePage('SectionHomePage', section.key) },
        ...(section.hasSearchResults ? [{ path: `${slug}/${SEARCH_RESULTS_SLUG}`, lazy: guidePage('SearchResultsPage', section.key) }] : []),
        { path: `${slug}/:segment`, lazy: guidePage('SegmentPage', section.key) },
        { path: `${slug}/:first/:second`, lazy: guidePage('TwoSegmentPage', section.key) },
      ]
        .map((route): RouteObject => ({ ...route, handle: GUIDE_PAGES }))
        .concat({ path: `${slug}/:departmentCode/:citySlug/:slug`, lazy: establishmentPage(section.key), handle: GUIDE_DETAIL }),
    ),
  );
}

const FORMS_CHUNK: RouteHandle = { chunk: 'src/forms/index.ts' };
type FormsPage = 'ContactUsPage' | 'JoinUsPage' | 'NewsletterConfirmPage' | 'NewsletterUnsubscribePage';
const formsPage = (name: FormsPage) => async () => ({ Component: (await import('./forms'))[name] });

/**
 * The site forms (forms/): contact and join-us (each under two paths), server-rendered; the newsletter
 * links are client-only (their token is acted on in the browser, never rendered by the server).
 */
function formsRoutes(): RouteObject[] {
  return [
    { path: 'contact', lazy: formsPage('ContactUsPage'), handle: FORMS_CHUNK },
    { path: 'contact-us', lazy: formsPage('ContactUsPage'), handle: FORMS_CHUNK },
    { path: 'join-us', lazy: formsPage('JoinUsPage'), handle: FORMS_CHUNK },
    { path: 'rejoindre-le-mouvement', lazy: formsPage('JoinUsPage'), handle: FORMS_CHUNK },
    { path: 'newsletter/confirm/:token', lazy: formsPage('NewsletterConfirmPage'), handle: CLIENT_ONLY },
    { path: 'newsletter/unsubscribe/:token', lazy: formsPage('NewsletterUnsubscribePage'), handle: CLIENT_ONLY },
  ];
}

const DEVELOPERS_CHUNK: RouteHandle = { chunk: 'src/developers/index.ts' };
const developersPage = (name: 'DevelopersPage' | 'SchemaReferencePage') => async () => ({ Component: (await import('./developers'))[name] });

/** Children shared by both language prefixes; built fresh for each so route ids stay distinct. */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: homePage, handle: { chunk: 'src/pages/HomePage.tsx' } satisfies RouteHandle },
    ...guideRoutes(),
    ...shopRoutes(),
    ...shopClientRoutes(),
    ...contestRoutes(),
    ...identityRoutes(),
    ...formsRoutes(),
    // The site's global search (site-search/): server-rendered.
    {
      path: SITE_SEARCH_PATH.slice(1),
      lazy: page(() => import('./site-search/SiteSearchPage'), 'SiteSearchPage'),
      handle: { chunk: 'src/site-search/SiteSearchPage.tsx' } satisfies RouteHandle,
    },
    // The partners' guide and schema reference (developers/): server-rendered, one chunk of their own.
    { path: DEVELOPERS_PATH.slice(1), lazy: developersPage('DevelopersPage'), handle: DEVELOPERS_CHUNK },
    { path: REFERENCE_PATH.slice(1), lazy: developersPage('SchemaReferencePage'), handle: DEVELOPERS_CHUNK },
    // The editorial site (editorial/): content types, agenda, press space, about-us, pages by name.
    ...editorialRoutes(),
    // Error pages are reachable directly (/401 … /503).
    ...ERROR_PAGE_CODES.map((code) => ({ path: String(code), element: <StatusPage code={code} /> })),
    // Any other path: the 404 page, or a 301 when the cms knows where it moved (editorial/components/NotFound.tsx).
    notFoundRoute(),
  ];
}

export const routes: RouteObject[] = [
  { path: '/', element: <AppLayout lang="fr" />, errorElement: <RouteErrorPage />, children: pageRoutes() },
  { path: EN_PREFIX, element: <AppLayout lang="en" />, errorElement: <RouteErrorPage />, children: pageRoutes() },
];
