import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import {
  CmsBrokenLinkCheckDocument,
  CmsBrokenLinksDocument,
  CmsCheckBrokenLinksDocument,
  CmsDeleteBrokenLinksDocument,
  CmsSectionSeosDocument,
  CmsSetBrokenLinkIgnoredDocument,
  CmsUpdateSectionSeoDocument,
  type CmsBrokenLinkCheckQuery,
  type CmsBrokenLinksQuery,
  type CmsSectionSeosQuery,
} from '../../frontends/admin/src/gql/graphql';
import { SectionSeoDocument } from '../../frontends/storefront/src/gql/graphql';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { answer, signInStaff, type Stubbed } from './stubs';

/**
 * The back office's broken-links and section SEO screens (frontends/admin/src/cms/{broken-links,seo}), and
 * a storefront section whose head comes from the SEO set there; behind the real web server, GraphQL
 * answered by the STUB gateway playing services/cms.
 */
type LinkRow = Stubbed<CmsBrokenLinksQuery['brokenLinks']['edges'][number]['node']>;
type SeoRow = Stubbed<CmsSectionSeosQuery['sectionSeos'][number]>;
type Check = Stubbed<CmsBrokenLinkCheckQuery['brokenLinkCheck']>;

const link = (i: number, overrides: Partial<LinkRow> = {}): LinkRow => ({
  __typename: 'BrokenLink',
  id: `b1e2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
  url: `https://ailleurs.example/page-${i}`,
  problem: 'NOT_FOUND',
  statusCode: 404,
  error: null,
  sourceKind: 'CONTENT',
  sourceId: `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  sourceTitle: `Recette n° ${i}`,
  sourceContentType: 'recettes',
  field: 'body',
  ignored: false,
  firstSeenAt: '2026-03-01T08:00:00.000Z',
  lastCheckedAt: '2026-03-02T08:00:00.000Z',
  ...overrides,
});
const LINKS: LinkRow[] = [
  link(1),
  link(2, { url: 'https://hors-ligne.example/', problem: 'UNREACHABLE', statusCode: null, error: 'ENOTFOUND' }),
  link(3, {
    url: '/ancienne-rubrique',
    problem: 'MISSING_PAGE',
    sourceKind: 'MENU',
    sourceId: 'footer',
    sourceTitle: 'Pied de page',
    sourceContentType: null,
    field: 'Ancien',
  }),
];
const NO_SEO: { __typename: string } & Record<'metaTitle' | 'metaDescription' | 'ogTitle' | 'ogDescription' | 'ogImageUrl', string | null> = {
  __typename: 'Seo',
  metaTitle: null,
  metaDescription: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
};
const section = (key: string, label: string, labelEn: string, path: string, seo: Partial<typeof NO_SEO> = {}): SeoRow => ({
  __typename: 'SectionSeo',
  section: key,
  label,
  labelEn,
  path,
  seo: { ...NO_SEO, ...seo },
  seoEn: NO_SEO,
  updatedAt: null,
});

describe('admin broken links and section SEO, storefront section head (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();

  function signedIn(permissions: readonly string[] = ALL_PERMISSIONS) {
    signInStaff(suite.gateway, { permissions });
  }

  it('lists broken links with where they are, runs a check with its progress, filters, ignores and deletes', async () => {
    signedIn();
    const { page } = suite;
    let rows = [...LINKS];
    answer(suite.gateway, CmsBrokenLinksDocument, ({ variables }) => {
      const shown = rows.filter(
        (r) => (!variables.problem || r.problem === variables.problem) && (variables.ignored == null || r.ignored === variables.ignored),
      );
      return {
        data: {
          brokenLinks: {
            __typename: 'BrokenLinkConnection',
            totalCount: shown.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: shown.map((node, i) => ({ __typename: 'BrokenLinkEdge', cursor: `c${i}`, node })),
          },
        },
      };
    });
    // Finished yesterday; then running 3 of 8 (twice), then finished.
    const progress: Check[] = [
      { state: 'FINISHED', checked: 40, total: 40, broken: 3, skipped: 0, startedAt: '2026-03-02T07:59:00.000Z', finishedAt: '2026-03-02T08:00:00.000Z' },
      { state: 'RUNNING', checked: 3, total: 8, broken: 3, skipped: 0, startedAt: '2026-03-03T09:00:00.000Z', finishedAt: null },
      { state: 'RUNNING', checked: 3, total: 8, broken: 3, skipped: 0, startedAt: '2026-03-03T09:00:00.000Z', finishedAt: null },
    ];
    const done: Check = {
      state: 'FINISHED',
      checked: 8,
      total: 8,
      broken: 2,
      skipped: 0,
      startedAt: '2026-03-03T09:00:00.000Z',
      finishedAt: '2026-03-03T09:01:00.000Z',
    };
    answer(suite.gateway, CmsBrokenLinkCheckDocument, () => ({ data: { brokenLinkCheck: { __typename: 'LinkCheck', ...(progress.shift() ?? done) } } }));
    answer(suite.gateway, CmsCheckBrokenLinksDocument, () => ({ data: { checkBrokenLinks: { __typename: 'LinkCheck', ...progress[0] } } }));

    await page.goto(url('/admin/cms/broken-links'));
    await page.getByRole('heading', { level: 2, name: 'Liens cassés' }).waitFor();
    const table = page.getByTestId('broken-links-table');
    await table.getByText('https://ailleurs.example/page-1').waitFor();
    expect(await page.getByTestId('broken-links-progress').textContent()).toBe(
      'Dernière vérification terminée le 02/03/2026 09:00 : 40 liens vérifiés, 3 cassés.',
    );
    expect(await page.getByTestId(`broken-link-problem-${LINKS[1].id}`).textContent()).toBe('Injoignable');
    expect(await table.getByText('ENOTFOUND').count()).toBe(1);
    expect(await page.getByText("ce n'est pas une page introuvable").count()).toBe(1);
    expect(await page.getByTestId(`broken-link-source-${LINKS[0].id}`).getAttribute('href')).toBe(`/admin/cms/contents/recettes/edit/${LINKS[0].sourceId}`);
    expect(await page.getByTestId(`broken-link-source-${LINKS[2].id}`).getAttribute('href')).toBe('/admin/cms/menus/footer');
    expect(await table.getByText('Emplacement : Ancien').count()).toBe(1);
    // The menu entry is there, in the content group.
    expect(await page.getByRole('menuitem', { name: 'Liens cassés' }).count()).toBeGreaterThan(0);

    // Run the check: progress while it runs, the list again when it ends.
    rows = rows.slice(1);
    await page.getByTestId('broken-links-start').click();
    await until(
      async () => (await page.getByTestId('broken-links-progress').textContent())?.startsWith('Vérification en cours : 3 liens vérifiés sur 8'),
      'the running progress',
    );
    await until(async () => (await page.getByTestId('broken-links-progress').textContent())?.includes('8 liens vérifiés, 2 cassés'), 'the finished check');
    await table.getByText('https://ailleurs.example/page-1').waitFor({ state: 'detached' });
    expect(sent('CmsCheckBrokenLinks')).toHaveLength(1);

    // Filter by problem.
    await page.getByTestId('broken-links-problem').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Page du site absente' }).click();
    await until(() => sent('CmsBrokenLinks').some((r) => r.variables.problem === 'MISSING_PAGE'), 'the filtered list');
    await table.getByText('https://hors-ligne.example/').waitFor({ state: 'detached' });

    // Ignore, then delete.
    answer(suite.gateway, CmsSetBrokenLinkIgnoredDocument, ({ variables }) => {
      rows = rows.map((r) => (r.id === variables.id ? { ...r, ignored: variables.ignored } : r));
      return { data: { setBrokenLinkIgnored: { __typename: 'BrokenLink', id: variables.id, ignored: variables.ignored } } };
    });
    await page.getByTestId(`broken-link-ignore-${LINKS[2].id}`).click();
    await notice('Le lien /ancienne-rubrique est ignoré');
    expect(sent('CmsSetBrokenLinkIgnored')[0].variables).toEqual({ id: LINKS[2].id, ignored: true });
    await table.getByText('/ancienne-rubrique').waitFor({ state: 'detached' }); // "to fix" hides ignored ones
    answer(suite.gateway, CmsDeleteBrokenLinksDocument, ({ variables }) => {
      rows = rows.filter((r) => !variables.ids.includes(r.id));
      return { data: { deleteBrokenLinks: variables.ids.length } };
    });
    await page.getByTestId('broken-links-ignored').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Ignorés' }).click();
    await table.getByText('/ancienne-rubrique').waitFor();
    await page.getByTestId(`broken-link-delete-${LINKS[2].id}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await notice('Le lien /ancienne-rubrique a été retiré de la liste');
    expect(sent('CmsDeleteBrokenLinks')[0].variables).toEqual({ ids: [LINKS[2].id] });
  });

  it('fits the broken-links table on a 1366 px screen and opens the page holding a link from anywhere on its row', async () => {
    // Issue 21: at 1366 px the last column (the actions) was cut off, and only the source link opened a row.
    signedIn();
    const page = await suite.open({ viewport: { width: 1366, height: 768 } });
    const long = [
      link(1, {
        url: 'https://www.office-de-tourisme-de-la-cote-de-beaune.example/fr/decouvrir/villages-viticoles/meursault-puligny-montrachet?utm_source=guide',
        sourceTitle: 'La véritable pôchouse de Verdun-sur-le-Doubs, ses croûtons aillés et son vin blanc de Bourgogne',
        field: 'body',
      }),
      link(2, { url: 'https://hors-ligne.example/', problem: 'UNREACHABLE', statusCode: null, error: 'getaddrinfo ENOTFOUND hors-ligne.example' }),
      LINKS[2],
    ];
    answer(suite.gateway, CmsBrokenLinksDocument, () => ({
      data: {
        brokenLinks: {
          __typename: 'BrokenLinkConnection',
          totalCount: long.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: long.map((node, i) => ({ __typename: 'BrokenLinkEdge', cursor: `c${i}`, node })),
        },
      },
    }));
    answer(suite.gateway, CmsBrokenLinkCheckDocument, () => ({
      data: {
        brokenLinkCheck: {
          __typename: 'LinkCheck',
          state: 'FINISHED' as const,
          checked: 40,
          total: 40,
          broken: 3,
          skipped: 0,
          startedAt: '2026-03-02T07:59:00.000Z',
          finishedAt: '2026-03-02T08:00:00.000Z',
        },
      },
    }));
    await page.goto(url('/admin/cms/broken-links'));
    const table = page.getByTestId('broken-links-table');
    await table.getByText('Pied de page').waitFor();
    const layout = await page.evaluate(() => {
      const scrollers = [
        ...document.querySelectorAll('[data-testid="broken-links-table"] .ant-table-content, [data-testid="broken-links-table"] .ant-table-body'),
      ];
      const cells = [...document.querySelectorAll('[data-testid="broken-links-table"] th, [data-testid="broken-links-table"] td')];
      return {
        overflowing: scrollers.filter((s) => s.scrollWidth > s.clientWidth + 1).length,
        pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        viewport: document.documentElement.clientWidth,
        right: Math.max(...cells.map((c) => Math.round(c.getBoundingClientRect().right))),
        lastHeader: document.querySelector('[data-testid="broken-links-table"] thead th:last-child')?.textContent,
      };
    });
    expect(layout).toEqual({ overflowing: 0, pageScrolls: false, viewport: 1366, right: expect.any(Number), lastHeader: 'Actions' });
    expect(layout.right).toBeLessThanOrEqual(layout.viewport);
    // Every action button is on screen.
    for (const id of [long[0].id, long[1].id]) {
      const box = await page.getByTestId(`broken-link-delete-${id}`).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    }

    // A click on the row's dates (no link there) opens the menu the third link is in; its own buttons do not.
    const menuRow = table.locator('tbody tr.ant-table-row').nth(2);
    await page.getByTestId(`broken-link-delete-${LINKS[2].id}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Annuler' }).click();
    expect(page.url()).toBe(url('/admin/cms/broken-links'));
    await menuRow.locator('td').nth(4).click();
    await page.waitForURL(url('/admin/cms/menus/footer'));
  });

  it("edits a section's SEO in a drawer with live counters, refusing too long texts before sending", async () => {
    signedIn();
    const { page } = suite;
    let sections: SeoRow[] = [
      section('home', 'Accueil', 'Home', '/'),
      section('hotels-restaurants', 'Hôtels & restaurants', 'Hotels & restaurants', '/hotels-restaurants', { metaTitle: 'Les tables de Bourgogne' }),
      section('recettes', 'Recettes', 'Recipes', '/recettes'),
    ];
    answer(suite.gateway, CmsSectionSeosDocument, () => ({ data: { sectionSeos: sections } }));
    answer(suite.gateway, CmsUpdateSectionSeoDocument, ({ variables }) => {
      sections = sections.map((s) =>
        s.section === variables.section ? { ...s, seo: { ...NO_SEO, ...(variables.input as object) }, updatedAt: '2026-03-03T10:00:00.000Z' } : s,
      );
      const saved = sections.find((s) => s.section === variables.section)!;
      return {
        data: { updateSectionSeo: { __typename: 'SectionSeo', section: saved.section, seo: saved.seo, seoEn: saved.seoEn, updatedAt: saved.updatedAt } },
      };
    });
    await page.goto(url('/admin/cms/seo'));
    await page.getByRole('heading', { level: 2, name: 'SEO des rubriques' }).waitFor();
    const table = page.getByTestId('seo-table');
    await table.getByText('Les tables de Bourgogne').waitFor();
    expect(await page.getByTestId('seo-filled-fr-hotels-restaurants').textContent()).toBe('FR 1/5');

    await page.getByTestId('seo-edit-recettes').click();
    const drawer = page.getByTestId('seo-drawer');
    await drawer.getByText('SEO : Recettes').waitFor();
    await page.getByTestId('seo-metaTitle').fill('x'.repeat(75));
    // The live counter shows the length against the bound.
    await drawer.getByText('75 / 70').waitFor();
    await page.getByTestId('seo-save').click();
    await page.getByTestId('field-error-seo-metaTitle').waitFor();
    expect(await page.getByTestId('field-error-seo-metaTitle').textContent()).toBe('Le titre pour les moteurs de recherche compte 70 caractères au plus');
    expect(sent('CmsUpdateSectionSeo')).toHaveLength(0);

    await page.getByTestId('seo-metaTitle').fill('Recettes de saison en Bourgogne');
    await page.getByTestId('seo-metaDescription').fill('Des recettes du terroir, pas à pas.');
    await drawer.getByRole('tab', { name: 'Anglais' }).click();
    await page.getByTestId('seo-metaTitleEn').fill('Seasonal recipes from Burgundy');
    await page.getByTestId('seo-save').click();
    await notice('Le SEO de « Recettes » est enregistré');
    expect(sent('CmsUpdateSectionSeo')[0].variables).toEqual({
      section: 'recettes',
      input: {
        metaTitle: 'Recettes de saison en Bourgogne',
        metaDescription: 'Des recettes du terroir, pas à pas.',
        ogTitle: null,
        ogDescription: null,
        ogImageUrl: null,
      },
      inputEn: { metaTitle: 'Seasonal recipes from Burgundy', metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
    });
    await table.getByText('Recettes de saison en Bourgogne').waitFor();
  });

  it('gives a storefront section the meta title, description and card set in the back office, in each language', async () => {
    const { page } = suite;
    answer(suite.gateway, SectionSeoDocument, ({ variables }) =>
      variables.section === 'agenda'
        ? {
            data: {
              sectionSeo: {
                __typename: 'SectionSeo',
                section: 'agenda',
                seo: {
                  ...NO_SEO,
                  metaTitle: 'Agenda gourmand de Bourgogne',
                  metaDescription: 'Salons, marchés et fêtes du vin.',
                  ogImageUrl: '/media/files/cms/agenda.jpg',
                },
                seoEn: { ...NO_SEO, metaTitle: 'Burgundy food events' },
              },
            },
          }
        : { data: { sectionSeo: { __typename: 'SectionSeo', section: variables.section, seo: NO_SEO, seoEn: NO_SEO } } },
    );
    // Server-rendered: the title is in the HTML the server sends.
    const html = await (await fetch(url('/agenda'))).text();
    expect(html).toContain('<title>Agenda gourmand de Bourgogne · Guide Gourmand</title>');
    expect(html).toContain('content="Salons, marchés et fêtes du vin."');
    expect(html).toMatch(/property="og:image" content="[^"]*\/media\/files\/cms\/agenda\.jpg"/);
    await page.goto(url('/en/agenda'));
    await until(async () => (await page.title()) === 'Burgundy food events · Guide Gourmand', 'the English meta title');
    // Without texts set, a section keeps its own title.
    await page.goto(url('/recettes'));
    await until(async () => (await page.title()) === 'Recettes · Guide Gourmand', "the page's own title");
  });
});
