import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminRefreshSessionDocument,
  ContestEditionsDocument,
  ContestRegistrationDocument,
  ContestRegistrationsDocument,
  ContestWinnerEstablishmentOptionsDocument,
  ContestWinnerRegistrationOptionsDocument,
  ContestWinnersDocument,
  CreateContestEditionDocument,
  DeleteContestRegistrationsDocument,
  ExportContestRegistrationsDocument,
  PublishContestWinnersDocument,
  SetContestWinnersDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, type Stubbed } from './stubs';
import type { EditionRow, RegistrationRow, WinnerRow } from '../../frontends/admin/src/contest/contest.graphql';

/**
 * The back office's breakfast-contest screens (editions, registrations and the jury's export, winners),
 * built, behind the real web server; GraphQL answered by the STUB gateway (browser.ts) with answers typed by
 * the admin's generated documents. The contest service itself is covered by its own specs.
 */
describe('admin contest screens (browser, stub gateway)', () => {
  // A browser far from Paris: the contest's dates are still entered and shown on the Paris clock.
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'America/New_York', viewport: { width: 1366, height: 900 } } });

  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  const choose = async (testId: string, option: string) => {
    await suite.page.getByTestId(testId).click();
    await suite.page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  };

  function signedIn(permissions: readonly string[] = ALL_PERMISSIONS) {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'jury@example.com',
          firstName: 'Claire',
          lastName: 'Jury',
          permissions: [...permissions],
          role: { __typename: 'Role', id: 'r-1', name: 'admin' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
  }

  const edition = (year: number, extra: Partial<Stubbed<EditionRow>> = {}): Stubbed<EditionRow> => ({
    __typename: 'ContestEdition',
    year,
    open: false,
    // 1 March 00:00 to 31 May 23:59, Paris time (UTC+1, then UTC+2 from the end of March).
    opensAt: `${year}-02-28T23:00:00.000Z`,
    closesAt: `${year}-05-31T21:59:00.000Z`,
    theme: `Thème ${year}`,
    themeEn: null,
    rules: null,
    rulesEn: null,
    winnersPublishedAt: null,
    registrationCount: 0,
    ...extra,
  });

  describe('editions', () => {
    it('creates an edition: inverted dates on their field, the year taken from the server, then saved in ISO instants', async () => {
      const { page, gateway } = suite;
      signedIn();
      const editions = [edition(2025, { registrationCount: 42, winnersPublishedAt: '2025-06-20T10:00:00.000Z' })];
      answer(gateway, ContestEditionsDocument, () => ({ data: { contestEditions: [...editions].sort((a, b) => b.year - a.year) } }));
      answer(gateway, CreateContestEditionDocument, ({ variables: { input } }) => {
        if (editions.some((e) => e.year === input.year)) return refusal('CONFLICT', 'year taken', { fieldErrors: { year: 'YEAR_TAKEN' } });
        editions.push(edition(input.year, { opensAt: input.opensAt, closesAt: input.closesAt, theme: input.theme ?? null }));
        return { data: { createContestEdition: { __typename: 'ContestEdition', year: input.year } } };
      });

      await page.goto(url('/contest/editions'));
      const table = page.getByTestId('editions-table');
      await table.getByText('Thème 2025').waitFor();
      expect(await page.title()).toBe('Éditions du concours · Guide Gourmand');
      expect(await page.getByTestId('edition-period-2025').textContent()).toBe('du 01/03/2025 00:00 au 31/05/2025 23:59');
      expect(await page.getByTestId('edition-state-2025').textContent()).toBe('Close');
      const row = await table.locator('tbody tr.ant-table-row').first().textContent();
      expect(row).toContain('42');
      expect(row).toContain('Publié');
      expect(sent('ContestEditions')[0].variables).toEqual({ withCount: true });

      await page.getByTestId('edition-new').click();
      await page.getByRole('dialog', { name: 'Nouvelle édition' }).waitFor();
      await page.getByTestId('edition-year').fill('2026');
      await page.getByTestId('edition-opensAt').fill('2026-03-01T09:00');
      await page.getByTestId('edition-closesAt').fill('2026-02-01T18:00');
      await page.getByTestId('edition-theme').fill('Le petit-déjeuner du terroir');
      await page.getByTestId('edition-save').click();
      await page.getByTestId('field-error-closesAt').getByText("La clôture doit être postérieure à l'ouverture").waitFor();
      expect(sent('CreateContestEdition')).toHaveLength(0);

      await page.getByTestId('edition-closesAt').fill('2026-05-31T23:59');
      await page.getByTestId('edition-year').fill('2025');
      await page.getByTestId('edition-save').click();
      await page.getByTestId('field-error-year').getByText('Une édition existe déjà pour cette année').waitFor();
      expect(await page.getByTestId('field-error-closesAt').count()).toBe(0);

      await page.getByTestId('edition-year').fill('2026');
      await page.getByTestId('edition-save').click();
      await notice("L'édition 2026 a été créée.");
      await page.getByTestId('edition-period-2026').getByText('du 01/03/2026 09:00 au 31/05/2026 23:59').waitFor();
      expect(await page.getByTestId('edition-state-2026').textContent()).toBe('Close');
      expect(sent('CreateContestEdition').map((r) => r.variables.input)).toEqual([
        expect.objectContaining({ year: 2025 }),
        // Paris is UTC+1 on 1 March and UTC+2 on 31 May.
        {
          year: 2026,
          opensAt: '2026-03-01T08:00:00.000Z',
          closesAt: '2026-05-31T21:59:00.000Z',
          theme: 'Le petit-déjeuner du terroir',
          themeEn: null,
          rules: null,
          rulesEn: null,
        },
      ]);
    });
  });

  describe('registrations', () => {
    const REG = ['5b0c3c3e-0d6f-4d2a-9a51-1f7f0c6b0a01', '5b0c3c3e-0d6f-4d2a-9a51-1f7f0c6b0a02', '5b0c3c3e-0d6f-4d2a-9a51-1f7f0c6b0a03'];
    const registration = (
      id: string,
      year: number,
      category: RegistrationRow['category'],
      name: string,
      establishmentName: string,
    ): Stubbed<RegistrationRow> => ({
      __typename: 'ContestRegistration',
      id,
      edition: year,
      category,
      name,
      establishmentName,
      email: `${name.split(' ')[0].toLowerCase()}@example.fr`,
      phone: '03.80.22.35.48',
      createdAt: '2026-03-02T08:15:00.000Z',
    });
    const ALL = [
      registration(REG[0], 2026, 'HOTEL_SCHOOL', 'Paul Martin', 'Lycée hôtelier de Dijon'),
      registration(REG[1], 2026, 'PROFESSIONAL', 'Marie Durand', 'Auberge du Lac'),
      registration(REG[2], 2025, 'HOTEL_SCHOOL', 'Léa Bernard', 'Lycée Saint-Louis'),
    ];

    it('filters by edition and category, searches, shows one, deletes the selection and exports the CSV for the jury', async () => {
      const { page, gateway } = suite;
      signedIn();
      let rows = [...ALL];
      answer(gateway, ContestEditionsDocument, () => ({ data: { contestEditions: [edition(2026, { open: true }), edition(2025)] } }));
      answer(gateway, ContestRegistrationsDocument, ({ variables }) => {
        const found = rows.filter(
          (r) =>
            (variables.edition == null || r.edition === variables.edition) &&
            (variables.category == null || r.category === variables.category) &&
            (!variables.search || `${r.name} ${r.establishmentName}`.toLowerCase().includes(variables.search.toLowerCase())),
        );
        return {
          data: {
            contestRegistrations: {
              __typename: 'ContestRegistrationConnection',
              totalCount: found.length,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              edges: found.map((node, i) => ({ __typename: 'ContestRegistrationEdge', cursor: `c${i}`, node })),
            },
          },
        };
      });
      answer(gateway, ContestRegistrationDocument, ({ variables }) => ({ data: { contestRegistration: rows.find((r) => r.id === variables.id) ?? null } }));
      answer(gateway, DeleteContestRegistrationsDocument, ({ variables }) => {
        rows = rows.filter((r) => !variables.ids.includes(r.id));
        return { data: { deleteContestRegistrations: variables.ids.length } };
      });
      const csv =
        'Catégorie,Nom,Établissement,E-mail,Téléphone,Inscrit le\r\nPrix des écoles hôtelières,Paul Martin,Lycée hôtelier de Dijon,paul@example.fr,03.80.22.35.48,02/03/2026 09:15\r\n';
      answer(gateway, ExportContestRegistrationsDocument, () => ({ data: { exportContestRegistrations: csv } }));

      await page.goto(url('/contest/registrations'));
      const table = page.getByTestId('registrations-table');
      await table.getByText('Léa Bernard').waitFor();
      expect(await page.getByTestId('registrations-page-info').textContent()).toBe('Page 1 sur 1 · 3 inscriptions');
      expect(await page.getByTestId('registrations-export').isDisabled()).toBe(true);
      expect(sent('ContestRegistrations')[0].variables).toEqual({ edition: null, category: null, search: null, first: 20, after: null });

      await choose('registrations-edition-filter', '2026');
      await until(() => sent('ContestRegistrations').find((r) => r.variables.edition === 2026), 'the edition filter');
      await choose('registrations-category-filter', 'Prix des écoles hôtelières');
      await page.getByTestId('registrations-page-info').getByText('Page 1 sur 1 · 1 inscription').waitFor();
      expect(sent('ContestRegistrations').pop()?.variables).toEqual({ edition: 2026, category: 'HOTEL_SCHOOL', search: null, first: 20, after: null });
      expect(new URL(page.url()).search).toBe('?edition=2026&category=HOTEL_SCHOOL');
      const first = await table.locator('tbody tr.ant-table-row').first().textContent();
      expect(first).toContain('Paul Martin');
      expect(first).toContain('Prix des écoles hôtelières');
      // Received at 08:15 UTC: 09:15 in Paris.
      expect(first).toContain('02/03/2026 09:15');

      await page.getByTestId('registrations-search').locator('input').fill('lycée');
      await page.getByTestId('registrations-search').locator('input').press('Enter');
      // The search request itself, not the last one: a refetch of the list may follow it.
      const searched = await until(() => sent('ContestRegistrations').find((r) => r.variables.search === 'lycée'), 'the search');
      expect(searched.variables).toEqual({ edition: 2026, category: 'HOTEL_SCHOOL', search: 'lycée', first: 20, after: null });

      // The jury's file: the edition's CSV with a BOM, named after the edition.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('registrations-export').click()]);
      expect(download.suggestedFilename()).toBe('concours-2026-inscriptions.csv');
      expect(await streamText(await download.createReadStream())).toBe(`\uFEFF${csv}`);
      expect(sent('ExportContestRegistrations').map((r) => r.variables)).toEqual([{ edition: 2026 }]);

      // The detail, then the selection deleted after confirming.
      await page.getByTestId(`registration-view-${REG[0]}`).click();
      const drawer = page.getByTestId('registration-drawer');
      await drawer.getByText('paul@example.fr').waitFor();
      expect(await drawer.textContent()).toContain('Lycée hôtelier de Dijon');
      await page.keyboard.press('Escape');
      await table.locator('tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
      await page.getByTestId('registrations-selection').getByText('1 inscription sélectionnée').waitFor();
      await page.getByTestId('registrations-mass-delete').click();
      await page.getByTestId('registrations-mass-delete-confirm').click();
      await notice('1 inscription supprimée.');
      await page.getByText('Aucune inscription ne correspond à ces critères').waitFor();
      expect(sent('DeleteContestRegistrations').map((r) => r.variables)).toEqual([{ ids: [REG[0]] }]);
    });
  });

  describe('winners', () => {
    const REG_MARIE = '7d1e0a52-3c4b-4f9e-8a6d-2b1c0e9f8a01';
    const REG_PAUL = '7d1e0a52-3c4b-4f9e-8a6d-2b1c0e9f8a02';
    const EST_TABLE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';

    it('sets the winners: RANK_TAKEN and a server refusal on the right row, then saved and published', async () => {
      const { page, gateway } = suite;
      signedIn();
      let winners: Stubbed<WinnerRow>[] = [
        {
          __typename: 'ContestWinner',
          id: 'w-1',
          category: 'PROFESSIONAL',
          rank: 1,
          name: 'Marie Durand',
          establishmentName: 'Auberge du Lac',
          registrationId: REG_MARIE,
          establishment: null,
        },
      ];
      let publishedAt: string | null = null;
      answer(gateway, ContestWinnersDocument, () => ({
        data: { contestEdition: { __typename: 'ContestEdition', year: 2026, theme: 'Le petit-déjeuner du terroir', winnersPublishedAt: publishedAt, winners } },
      }));
      answer(gateway, ContestWinnerRegistrationOptionsDocument, ({ variables }) => ({
        data: {
          contestRegistrations: {
            __typename: 'ContestRegistrationConnection',
            edges:
              variables.category === 'HOTEL_SCHOOL'
                ? [
                    {
                      __typename: 'ContestRegistrationEdge',
                      node: {
                        __typename: 'ContestRegistration',
                        id: REG_PAUL,
                        name: 'Paul Martin',
                        establishmentName: 'Lycée hôtelier de Dijon',
                        email: 'paul@example.fr',
                      },
                    },
                  ]
                : [],
          },
        },
      }));
      answer(gateway, ContestWinnerEstablishmentOptionsDocument, () => ({
        data: {
          adminEstablishments: {
            __typename: 'EstablishmentConnection',
            edges: [
              {
                __typename: 'EstablishmentEdge',
                node: { __typename: 'Establishment', id: EST_TABLE, name: 'La Table du Lycée', city: { __typename: 'City', name: 'Dijon' } },
              },
            ],
          },
        },
      }));
      answer(gateway, SetContestWinnersDocument, ({ variables }) => {
        // The registration was deleted meanwhile: the API says so on the winner's row.
        const stale = variables.winners.findIndex((w) => w.registrationId === REG_PAUL);
        if (stale >= 0) return refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { [`winners.${stale}.registrationId`]: 'NOT_FOUND' } });
        winners = variables.winners.map((w, i) => ({
          __typename: 'ContestWinner',
          id: `w-${i + 10}`,
          category: w.category,
          rank: w.rank,
          name: w.name,
          establishmentName: w.establishmentName,
          registrationId: w.registrationId ?? null,
          establishment: w.establishmentId ? { __typename: 'Establishment', id: w.establishmentId, name: 'La Table du Lycée' } : null,
        }));
        return { data: { setContestWinners: { __typename: 'ContestEdition', year: variables.year, winnersPublishedAt: publishedAt, winners } } };
      });
      answer(gateway, PublishContestWinnersDocument, ({ variables }) => {
        publishedAt = variables.published ? '2026-06-15T10:00:00.000Z' : null;
        return { data: { publishContestWinners: { __typename: 'ContestEdition', year: variables.year, winnersPublishedAt: publishedAt } } };
      });

      await page.goto(url('/contest/editions/2026/winners'));
      await until(async () => (await page.getByTestId('winner-PROFESSIONAL-0-name').inputValue()) === 'Marie Durand', 'the saved winner');
      expect(await page.title()).toBe('Lauréats 2026 · Guide Gourmand');
      expect(await page.getByTestId('winners-state').textContent()).toBe('Brouillon');
      const cards = await page.locator('[data-testid^="winners-"].ant-card .ant-card-head-title').allTextContents();
      expect(cards).toEqual(['Professionnels', 'Établissements hôteliers', 'Grand public', 'Prix des écoles hôtelières']);

      // A second professional, entered by hand, given the first rank too.
      await page.getByTestId('winner-add-PROFESSIONAL').click();
      expect(await page.getByTestId('winner-PROFESSIONAL-1-rank').inputValue()).toBe('2');
      await page.getByTestId('winner-PROFESSIONAL-1-source').getByText('Saisie libre').click();
      await page.getByTestId('winner-PROFESSIONAL-1-rank').fill('1');
      await page.getByTestId('winner-PROFESSIONAL-1-name').fill('Jean Petit');
      await page.getByTestId('winner-PROFESSIONAL-1-establishmentName').fill('Café des Halles');
      // A hotel-school winner chosen from the registrations, linked to the guide.
      await page.getByTestId('winner-add-HOTEL_SCHOOL').click();
      await choose('winner-HOTEL_SCHOOL-0-registration', 'Paul Martin — Lycée hôtelier de Dijon');
      expect(await page.getByTestId('winner-HOTEL_SCHOOL-0-name').inputValue()).toBe('Paul Martin');
      expect(await page.getByTestId('winner-HOTEL_SCHOOL-0-establishmentName').inputValue()).toBe('Lycée hôtelier de Dijon');
      await page.getByTestId('winner-HOTEL_SCHOOL-0-establishment').click();
      await page.keyboard.type('Table');
      await page
        .locator('.ant-select-item-option:visible')
        .filter({ hasText: /^La Table du Lycée \(Dijon\)$/ })
        .click();

      await page.getByTestId('winners-save').click();
      await page.getByTestId('field-error-winner-PROFESSIONAL-1-rank').getByText('Ce rang est déjà attribué dans cette catégorie').waitFor();
      expect(await page.getByTestId('field-error-winner-PROFESSIONAL-0-rank').count()).toBe(0);
      expect(sent('SetContestWinners')).toHaveLength(0);

      await page.getByTestId('winner-PROFESSIONAL-1-rank').fill('2');
      await page.getByTestId('winners-save').click();
      await page
        .getByTestId('field-error-winner-HOTEL_SCHOOL-0-registrationId')
        .getByText("Cette inscription n'appartient pas à cette édition (ou a été supprimée)")
        .waitFor();
      expect(await page.getByTestId('field-error-winner-PROFESSIONAL-1-rank').count()).toBe(0);

      await page.getByTestId('winner-HOTEL_SCHOOL-0-source').getByText('Saisie libre').click();
      await page.getByTestId('winners-save').click();
      await notice('Les lauréats 2026 ont été enregistrés.');
      expect(sent('SetContestWinners').pop()?.variables).toEqual({
        year: 2026,
        winners: [
          { category: 'PROFESSIONAL', rank: 1, name: 'Marie Durand', establishmentName: 'Auberge du Lac', establishmentId: null, registrationId: REG_MARIE },
          { category: 'PROFESSIONAL', rank: 2, name: 'Jean Petit', establishmentName: 'Café des Halles', establishmentId: null, registrationId: null },
          {
            category: 'HOTEL_SCHOOL',
            rank: 1,
            name: 'Paul Martin',
            establishmentName: 'Lycée hôtelier de Dijon',
            establishmentId: EST_TABLE,
            registrationId: null,
          },
        ],
      });

      await until(async () => (await page.getByTestId('winners-publish').isEnabled()) || undefined, 'the publish button');
      await page.getByTestId('winners-publish').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publier le palmarès' }).click();
      await notice('Le palmarès 2026 est publié.');
      // 10:00 UTC in June: noon in Paris.
      await page.getByTestId('winners-state').getByText('Publié le 15/06/2026 12:00').waitFor();
      expect(sent('PublishContestWinners').map((r) => r.variables)).toEqual([{ year: 2026, published: true }]);
      await page.getByTestId('winners-unpublish').waitFor();
    });
  });

  describe('menu and permissions', () => {
    it('shows the Contest menu to contest staff and hides it, and refuses the screens, without contest permissions', async () => {
      let { page } = suite;
      signedIn();
      answer(suite.gateway, ContestEditionsDocument, () => ({ data: { contestEditions: [edition(2026)] } }));
      await page.goto(url('/dashboard'));
      const sider = () => suite.page.locator('.ant-layout-sider');
      await sider().getByText('Concours', { exact: true }).click();
      for (const entry of ['Éditions', 'Inscriptions', 'Demandes de partenariat']) await sider().getByRole('link', { name: entry, exact: true }).waitFor();
      await sider().getByRole('link', { name: 'Éditions', exact: true }).click();
      await page.waitForURL(url('/contest/editions'));
      await page.getByTestId('editions-table').getByText('Thème 2026').waitFor();

      page = await suite.open();
      suite.gateway.reset();
      signedIn(ALL_PERMISSIONS.filter((key) => !key.startsWith('contest.')));
      await page.goto(url('/dashboard'));
      await sider().getByText('Catalogue', { exact: true }).waitFor();
      expect(await sider().getByText('Concours', { exact: true }).count()).toBe(0);
      for (const path of [
        '/contest/editions',
        '/contest/registrations',
        '/contest/editions/2026/winners',
        '/contest/editions/2026/partners',
        '/contest/partner-applications',
      ]) {
        await page.goto(url(path));
        await page.getByText('Accès refusé').waitFor();
      }
      expect(suite.gateway.requests.filter((r) => r.operationName?.startsWith('Contest'))).toEqual([]);
    });
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
