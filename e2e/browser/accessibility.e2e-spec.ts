import type { Page } from 'playwright-core';
import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { AdminEstablishmentsDocument, AdminMeDocument, type AdminMeQuery } from '../../frontends/admin/src/gql/graphql';
import {
  EstablishmentDetailDocument,
  EstablishmentListDocument,
  MeDocument,
  MyEstablishmentsDocument,
  MyProfileDocument,
  RefreshSessionDocument,
  type CustomerProfileFieldsFragment,
} from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite } from './browser';
import { connection, detail, fakeMediaAndTiles, filterNodes, RESTAURANTS, useGuideDefaults } from './guide-fixtures';
import { answer, type Stubbed } from './stubs';
import { axeViolations, describeViolations } from './axe';

/**
 * axe-core on the key pages of both apps, in French and English: no serious or critical violation.
 * The pages are the built apps behind the real web server, GraphQL answered by the STUB gateway with
 * the guide fixtures, a signed-in customer for the account page and a signed-in admin for the back office.
 */
const CUSTOMER: Stubbed<CustomerProfileFieldsFragment> = {
  __typename: 'Customer',
  id: 'c-1',
  email: 'claire@example.fr',
  customerType: 'INDIVIDUAL',
  firstName: 'Claire',
  lastName: 'Martin',
  gender: null,
  birthDate: null,
  company: null,
  phone: '+33612345678',
  corporateName: null,
  tradeName: null,
  siret: null,
  website: null,
};
const ADMIN: Stubbed<NonNullable<AdminMeQuery['adminMe']>> = {
  __typename: 'Admin',
  id: 'a-1',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ALL_PERMISSIONS,
  role: { __typename: 'Role', id: 'r-1', name: 'admin' },
};

interface KeyPage {
  name: string;
  /** Path without the language prefix (`/admin/...` for the back office). */
  path: string;
  /** What shows that the page has rendered its content. */
  ready(page: Page): Promise<unknown>;
  signedIn?: 'customer' | 'admin';
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const KEY_PAGES: KeyPage[] = [
  { name: 'storefront home', path: '/', ready: (page) => page.getByTestId('home-search-input').waitFor() },
  { name: 'list page', path: '/hotels-restaurants/resultats-de-la-recherche', ready: (page) => page.getByTestId('establishment-card').first().waitFor() },
  { name: 'detail page', path: '/hotels-restaurants/21/beaune/auberge-du-pont', ready: (page) => page.getByTestId('opening-hours').waitFor() },
  { name: 'login', path: '/login', ready: h1 },
  { name: 'register', path: '/register', ready: h1 },
  { name: 'account', path: '/account/profile', ready: (page) => page.getByTestId('profile-email').waitFor(), signedIn: 'customer' },
  { name: 'admin login', path: '/admin/login', ready: (page) => page.getByTestId('admin-login-email').waitFor() },
  {
    name: 'admin establishments',
    path: '/admin/catalog/establishments',
    ready: (page) => page.getByTestId('establishments-table').getByText('Auberge du Pont').waitFor(),
    signedIn: 'admin',
  },
];

describe('accessibility of the key pages (browser, axe-core)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1366, height: 768 } },
    beforeEach: ({ gateway }) => useGuideDefaults(gateway),
    preparePage: (page) => fakeMediaAndTiles(page),
  });

  function signIn(who: KeyPage['signedIn']) {
    const { gateway } = suite;
    if (who === 'customer') {
      answer(gateway, MeDocument, () => ({ data: { me: CUSTOMER } }));
      answer(gateway, MyProfileDocument, () => ({ data: { me: CUSTOMER } }));
      answer(gateway, MyEstablishmentsDocument, () => ({ data: { myEstablishments: [] } }));
      answer(gateway, RefreshSessionDocument, () => ({
        data: { refreshSession: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } },
      }));
    }
    if (who === 'admin') answer(gateway, AdminMeDocument, () => ({ data: { adminMe: ADMIN } }));
    else answer(gateway, AdminMeDocument, () => ({ data: { adminMe: null } }));
    answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
    answer(gateway, AdminEstablishmentsDocument, () => ({
      data: {
        adminEstablishments: {
          __typename: 'EstablishmentConnection',
          totalCount: 5,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: filterNodes(RESTAURANTS.slice(0, 5)).map((node, i) => ({
            __typename: 'EstablishmentEdge',
            cursor: `c-${node.id}`,
            node: { ...node, published: i !== 1, updatedAt: '2025-11-20T09:30:00.000Z' },
          })),
        },
      },
    }));
    answer(gateway, EstablishmentListDocument, ({ variables }) => ({
      data: { establishments: connection(filterNodes(RESTAURANTS, variables.filter ?? undefined).slice(0, 6)) },
    }));
  }

  for (const lang of ['fr', 'en'] as const) {
    for (const key of KEY_PAGES) {
      it(`${key.name} (${lang}) has no serious or critical violation`, async () => {
        signIn(key.signedIn);
        const { page } = suite;
        const admin = key.path.startsWith('/admin');
        if (admin && lang === 'en') await page.addInitScript(() => window.localStorage.setItem('guide.admin.language', 'en'));
        const path = admin || lang === 'fr' ? key.path : `/en${key.path === '/' ? '' : key.path}`;
        await page.goto(`${suite.stack.baseUrl}${path}`);
        await key.ready(page);
        // SCREENSHOTS_DIR=/some/dir keeps a picture of each page, to look at them as a visitor would.
        if (process.env.SCREENSHOTS_DIR)
          await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${key.name.replace(/\W+/g, '-')}-${lang}.png`, fullPage: true });
        const violations = await axeViolations(page);
        if (violations.length) console.log(`${key.name} (${lang}) ${path}\n${describeViolations(violations)}`);
        expect(describeViolations(violations)).toBe('');
      });
    }
  }
});
