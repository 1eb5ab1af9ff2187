import type { Page } from 'playwright-core';
import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import {
  AdminEstablishmentsDocument,
  AdminMeDocument,
  EstablishmentVocabulariesDocument as AdminEstablishmentVocabulariesDocument,
  type AdminMeQuery,
} from '../../frontends/admin/src/gql/graphql';
import { MeDocument, MyEstablishmentsDocument, SiteMenuDocument, type MeQuery, type SiteMenuQuery } from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite } from './browser';
import { card, fakeMediaAndTiles, RESTAURANTS, useGuideDefaults } from './guide-fixtures';
import { answer, type Stubbed } from './stubs';

/**
 * Layouts at a common laptop size (1366×768): the storefront header stays on one line when a customer is
 * signed in, in French and English; the back office's establishments table shows every column without
 * horizontal scrolling. Built apps, real web server, STUB gateway.
 */
const CUSTOMER: Stubbed<NonNullable<MeQuery['me']>> = {
  __typename: 'Customer',
  id: 'c-1',
  email: 'claire@example.fr',
  customerType: 'INDIVIDUAL',
  firstName: 'Claire',
  lastName: 'Martin',
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

type MenuItem = Stubbed<NonNullable<SiteMenuQuery['menu']>['items'][number]>;
const item = (label: string, labelEn: string, url: string, children: MenuItem[] = []): MenuItem => ({
  __typename: 'MenuItem',
  label,
  labelEn,
  url,
  openInNewTab: false,
  children,
});
/** The seeded header menu's top level (cms migration 1700000003300-menus), with its longest labels. */
const HEADER_MENU: MenuItem[] = [
  item('Hôtels & restaurants', 'Hotels & restaurants', '/hotels-restaurants', [
    item('Tables du terroir', 'Local cuisine', '/hotels-restaurants/tables-terroir'),
  ]),
  item('Producteurs locaux', 'Local producers', '/producteurs-locaux'),
  item('Le monde du vin', 'Wine world', '/le-monde-du-vin'),
  item('Inspirations', 'Inspiration', '/blog', [item('Blog', 'Blog', '/blog'), item('Agenda', 'Events calendar', '/agenda')]),
  item('Boutique', 'Shop', '/guide-et-goodies', [item('Nos produits', 'Our products', '/nos-produits')]),
  item('Concours', 'Contest', '/concours-petit-dejeuner'),
];

/** The vertical extent of each direct part of the header and of each main menu entry (top level). */
function headerRows(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.site-header__inner > *, .main-nav > ul > li')].map((element) => {
      const box = element.getBoundingClientRect();
      return { what: element.className || element.textContent, top: Math.round(box.top), bottom: Math.round(box.bottom) };
    });
    const menuTops = [...document.querySelectorAll('.main-nav > ul > li')].map((li) => Math.round(li.getBoundingClientRect().top));
    return { boxes, menuTops, headerHeight: Math.round(document.querySelector('.site-header')!.getBoundingClientRect().height) };
  });
}

describe('layouts at 1366×768 (browser)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1366, height: 768 } },
    beforeEach: ({ gateway }) => {
      useGuideDefaults(gateway);
      answer(gateway, MeDocument, () => ({ data: { me: CUSTOMER } }));
      answer(gateway, SiteMenuDocument, ({ variables }) => ({
        data: { menu: { __typename: 'Menu', code: variables.code, items: variables.code === 'header' ? HEADER_MENU : [] } },
      }));
      answer(gateway, MyEstablishmentsDocument, () => ({ data: { myEstablishments: [{ __typename: 'Establishment', id: 'e1' }] } }));
      answer(gateway, AdminMeDocument, () => ({ data: { adminMe: ADMIN } }));
    },
    preparePage: (page) => fakeMediaAndTiles(page),
  });

  for (const prefix of ['', '/en']) {
    it(`keeps the storefront header on one line for a signed-in customer (${prefix || '/'})`, async () => {
      const { page } = suite;
      await page.goto(`${suite.stack.baseUrl}${prefix}/hotels-restaurants`);
      await page.getByTestId('nav-account').waitFor();
      const { boxes, menuTops, headerHeight } = await headerRows(page);
      expect(menuTops).toHaveLength(HEADER_MENU.length);
      expect(new Set(menuTops).size).toBe(1);
      // Every part is on the same line: each box overlaps the first one vertically.
      const first = boxes[0];
      const offLine = boxes.filter((b) => b.top >= first.bottom || b.bottom <= first.top);
      expect(offLine).toEqual([]);
      expect(headerHeight).toBeLessThan(80);
    });
  }

  for (const lang of ['fr', 'en']) {
    it(`shows every column of the establishments table without horizontal scrolling (${lang})`, async () => {
      const { page, gateway } = suite;
      // Long real-life values: names and towns as the demo data has them.
      const rows = RESTAURANTS.slice(0, 6).map((spec, i) => {
        const c = card(spec);
        return {
          ...c,
          name: i === 0 ? 'Auberge du Terroir et des Vignes de la Côte de Beaune' : c.name,
          city: i === 0 ? { ...c.city, name: 'Saint-Rémy-de-Provence' } : c.city,
          published: i !== 1,
          updatedAt: '2025-11-20T09:30:00.000Z',
        };
      });
      // The back office's own vocabularies document (same operation name as the storefront's default).
      answer(gateway, AdminEstablishmentVocabulariesDocument, () => ({
        data: {
          establishmentVocabularies: {
            __typename: 'EstablishmentVocabularies',
            equipment: [],
            services: [],
            paymentModes: [],
            languages: [],
            producerCategories: [],
          },
        },
      }));
      answer(gateway, AdminEstablishmentsDocument, () => ({
        data: {
          adminEstablishments: {
            __typename: 'EstablishmentConnection',
            totalCount: rows.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: rows.map((node) => ({ __typename: 'EstablishmentEdge', cursor: `c-${node.id}`, node })),
          },
        },
      }));
      if (lang === 'en') await page.addInitScript(() => window.localStorage.setItem('guide.admin.language', 'en'));
      await page.goto(`${suite.stack.baseUrl}/admin/catalog/establishments`);
      const table = page.getByTestId('establishments-table');
      await table.getByText('Brasserie Georges').waitFor();
      const layout = await page.evaluate(() => {
        const scrollers = [
          ...document.querySelectorAll('[data-testid="establishments-table"] .ant-table-content, [data-testid="establishments-table"] .ant-table-body'),
        ];
        const headers = [...document.querySelectorAll('[data-testid="establishments-table"] thead th')].map((th) => {
          const box = th.getBoundingClientRect();
          return { text: th.textContent, left: Math.round(box.left), right: Math.round(box.right) };
        });
        return {
          overflowing: scrollers.filter((s) => s.scrollWidth > s.clientWidth + 1).length,
          viewport: document.documentElement.clientWidth,
          pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          headers,
        };
      });
      expect(layout.overflowing).toBe(0);
      expect(layout.pageScrolls).toBe(false);
      for (const header of layout.headers) expect(header.right).toBeLessThanOrEqual(layout.viewport);
      expect(layout.headers.map((h) => h.text)).toEqual(
        lang === 'fr'
          ? ['', 'Nom', 'Type', 'Catégorie', 'Commune', 'Prix à partir de', 'Publié', 'Modifié le', 'Actions']
          : expect.arrayContaining(['Name', 'Type', 'Actions']),
      );
    });
  }
});
