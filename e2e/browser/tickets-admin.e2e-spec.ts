import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminRefreshSessionDocument,
  TicketCustomFieldsDocument,
  TicketDocument,
  TicketGroupsDocument,
  TicketSavedFiltersDocument,
  TicketsDocument,
  TicketUsersDocument,
  TrackersDocument,
  UpdateTicketDocument,
  UpdateTicketsStatusDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal } from './stubs';
import { GROUPS, REFUNDED, TICKET_IDS, TICKET_ROWS, TRACKERS, USERS, ticketDetail } from './tickets-fixtures';

/**
 * The back office's support-ticket screens (list with filters, sorts and bulk changes; a ticket with its
 * history; errors on their fields in both languages), built, behind the real web server; GraphQL answered
 * by the STUB gateway with answers typed by the admin's generated documents. The service has its own specs.
 */
describe('admin ticket screens (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } } });

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
          email: 'claire@example.com',
          firstName: 'Claire',
          lastName: 'Support',
          permissions: [...permissions],
          role: { __typename: 'Role', id: 'r-1', name: 'support' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
    answer(suite.gateway, TrackersDocument, () => ({ data: { trackers: TRACKERS } }));
    answer(suite.gateway, TicketUsersDocument, () => ({ data: { ticketUsers: USERS } }));
    answer(suite.gateway, TicketGroupsDocument, () => ({ data: { ticketGroups: GROUPS } }));
    answer(suite.gateway, TicketCustomFieldsDocument, () => ({ data: { ticketCustomFields: [REFUNDED] } }));
    answer(suite.gateway, TicketSavedFiltersDocument, () => ({ data: { ticketSavedFilters: [] } }));
  }

  describe('list', () => {
    it('filters by status and creation date in the address, sorts by priority, and changes the status of a selection', async () => {
      const { page, gateway } = suite;
      signedIn();
      const rows = TICKET_ROWS.map((row) => ({ ...row }));
      answer(gateway, TicketsDocument, ({ variables }) => {
        const found = rows.filter(
          (r) => (!variables.status || r.status === variables.status) && (!variables.createdAfter || r.createdAt >= variables.createdAfter),
        );
        return {
          data: {
            tickets: {
              __typename: 'TicketConnection',
              totalCount: found.length,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              edges: found.map((node, i) => ({ __typename: 'TicketEdge', cursor: `c${i}`, node })),
            },
          },
        };
      });
      // The second ticket has an open subtask: it may not be resolved.
      answer(gateway, UpdateTicketsStatusDocument, ({ variables }) => {
        const refused = variables.ids.filter((id) => id === TICKET_IDS[1]).map((id) => ({ __typename: 'TicketBulkRefusal', id, code: 'SUBTASKS_OPEN' }));
        for (const row of rows) if (variables.ids.includes(row.id) && !refused.some((r) => r.id === row.id)) row.status = variables.status;
        return { data: { updateTicketsStatus: { __typename: 'TicketBulkResult', updated: variables.ids.length - refused.length, refused } } };
      });

      await page.goto(url('/tickets'));
      const table = page.getByTestId('tickets-table');
      await table.getByText('Partenariat avec une boulangerie').waitFor();
      expect(await page.title()).toBe('Tickets · Guide Gourmand');
      expect(await page.getByTestId('tickets-page-info').textContent()).toBe('Page 1 sur 1 · 3 tickets');
      expect(sent('Tickets')[0].variables).toEqual({
        subject: null,
        createdAfter: null,
        createdBefore: null,
        status: null,
        trackerId: null,
        assigneeId: null,
        priority: null,
        sort: null,
        first: 20,
        after: null,
      });
      const first = await table.locator('tbody tr.ant-table-row').first().textContent();
      for (const text of ['Colis arrivé abîmé', 'Demande de support', 'Nouveau', 'Haute', 'Léa Martin', '10/03/2026']) expect(first).toContain(text);

      await choose('tickets-status-filter', 'Nouveau');
      await until(() => sent('Tickets').find((r) => r.variables.status === 'NEW'), 'the status filter');
      await page.getByPlaceholder('Créé à partir du').fill('02/03/2026');
      await page.getByPlaceholder('Créé à partir du').press('Enter');
      await page.getByTestId('tickets-page-info').getByText('Page 1 sur 1 · 1 ticket').waitFor();
      expect(sent('Tickets').pop()?.variables).toMatchObject({ status: 'NEW', createdAfter: '2026-03-02', sort: null, first: 20, after: null });
      expect(new URL(page.url()).search).toBe('?after=2026-03-02&status=NEW');

      // The address reproduces the view; the priority header orders by priority, most urgent first.
      await page.goto(url('/tickets?status=NEW'));
      await table.getByText('Colis arrivé abîmé').waitFor();
      expect(sent('Tickets').pop()?.variables).toMatchObject({ status: 'NEW', createdAfter: null });
      await page.getByRole('columnheader', { name: 'Priorité' }).click();
      await until(() => sent('Tickets').find((r) => r.variables.sort === 'PRIORITY_DESC'), 'the priority sort');
      expect(sent('Tickets').pop()?.variables).toMatchObject({ status: 'NEW', sort: 'PRIORITY_DESC' });
      expect(new URL(page.url()).search).toBe('?status=NEW&sort=PRIORITY_DESC');

      // Both new tickets resolved at once: one is, the other has an open subtask.
      for (const checkbox of await table.locator('tbody tr.ant-table-row .ant-checkbox-input').all()) await checkbox.check();
      await page.getByTestId('tickets-selection').getByText('2 tickets sélectionnés').waitFor();
      await choose('tickets-bulk-status', 'Résolu');
      await page.getByTestId('tickets-bulk-apply').click();
      const result = page.getByTestId('tickets-bulk-result');
      await result.getByText('1 ticket mis à jour, 1 refusé').waitFor();
      expect(await result.textContent()).toContain("Remboursement en attente : Résolvez ou fermez d'abord les sous-tâches encore ouvertes");
      expect(sent('UpdateTicketsStatus').map((r) => r.variables)).toEqual([{ ids: [TICKET_IDS[0], TICKET_IDS[1]], status: 'RESOLVED' }]);
    });
  });

  describe('a ticket', () => {
    it('shows its history (changes in words, internal notes marked) and saves a note', async () => {
      const { page, gateway } = suite;
      signedIn();
      answer(gateway, TicketDocument, () => ({ data: { ticket: ticketDetail() } }));
      answer(gateway, TicketsDocument, () => ({
        data: {
          tickets: { __typename: 'TicketConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
        },
      }));
      answer(gateway, UpdateTicketDocument, ({ variables }) => ({
        data: {
          updateTicket: {
            __typename: 'Ticket',
            id: variables.id,
            subject: 'Colis arrivé abîmé',
            status: 'IN_PROGRESS' as const,
            updatedAt: '2026-03-05T10:00:00.000Z',
          },
        },
      }));

      await page.goto(url(`/tickets/${TICKET_IDS[0]}`));
      const journal = page.getByTestId('ticket-journal');
      await journal.getByText('Le client a été rappelé.').waitFor();
      expect(await page.getByTestId('ticket-subject').inputValue()).toBe('Colis arrivé abîmé');
      const changed = (await page.getByTestId('journal-entry-j-1').textContent()) ?? '';
      for (const text of [
        'claire@example.com',
        'le 3 mars 2026 à 14:05',
        'Statut : Nouveau → En cours',
        'Assigné à : (vide) → Léa Martin',
        'Remboursé : (vide) → Oui',
      ]) {
        expect(changed).toContain(text);
      }
      expect(await page.getByTestId('journal-internal-j-1').count()).toBe(0);
      await page.getByTestId('journal-internal-j-2').getByText('Note interne').waitFor();
      expect(await page.getByTestId('journal-entry-j-3').textContent()).toContain('Client');
      const facts = (await page.getByTestId('ticket-facts').textContent()) ?? '';
      for (const text of ['client@example.fr', 'CMD-2026-00042', 'Remboursement en attente']) expect(facts).toContain(text);

      await page.getByTestId('ticket-notes').fill('Un nouveau coffret part demain.');
      await page.getByTestId('ticket-internal').check();
      await page.getByTestId('ticket-save').click();
      await notice('Le ticket « Colis arrivé abîmé » a été mis à jour.');
      expect(sent('UpdateTicket').map((r) => r.variables)).toEqual([
        { id: TICKET_IDS[0], input: { notes: 'Un nouveau coffret part demain.', internalNotes: true } },
      ]);
    });

    it("shows the API's field error under its field, in French then in English", async () => {
      const { page, gateway } = suite;
      signedIn();
      answer(gateway, TicketDocument, () => ({ data: { ticket: ticketDetail() } }));
      answer(gateway, TicketsDocument, () => ({
        data: {
          tickets: { __typename: 'TicketConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
        },
      }));
      // Someone set a later start date meanwhile: the form did not know it, the API refuses.
      answer(gateway, UpdateTicketDocument, () => refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { dueDate: 'DUE_BEFORE_START' } }));

      await page.goto(url(`/tickets/${TICKET_IDS[0]}`));
      await page.getByTestId('ticket-journal').getByText('Le client a été rappelé.').waitFor();
      await page.locator('#ticket-dueDate').fill('01/03/2026');
      // Tab keeps the typed day (Enter would submit the form already).
      await page.locator('#ticket-dueDate').press('Tab');
      await page.getByTestId('ticket-save').click();
      await page.getByTestId('field-error-dueDate').getByText("L'échéance ne peut pas précéder la date de début").waitFor();
      expect(sent('UpdateTicket').map((r) => r.variables)).toEqual([{ id: TICKET_IDS[0], input: { dueDate: '2026-03-01' } }]);

      await page.getByTestId('admin-language-switch').getByText('EN', { exact: true }).click();
      await page.getByTestId('field-error-dueDate').getByText('The due date cannot come before the start date').waitFor();
      await page.getByText('Internal note (hidden from the customer)').waitFor();
      expect(await page.getByTestId('journal-entry-j-1').textContent()).toContain('Status: New → In progress');
    });
  });

  describe('menu and landing', () => {
    it('sends a ticket agent from / to the tickets, with only the ticket entry in the menu', async () => {
      const { page, gateway } = suite;
      signedIn(['support.tickets.list', 'support.tickets.view', 'support.tickets.create', 'support.tickets.update']);
      answer(gateway, TicketsDocument, () => ({
        data: {
          tickets: { __typename: 'TicketConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
        },
      }));
      await page.goto(url('/'));
      await page.waitForURL(url('/tickets'));
      await page.getByText("Aucun ticket pour l'instant").waitFor();
      const sider = page.locator('.ant-layout-sider');
      const entry = sider.getByRole('link', { name: 'Tous les tickets', exact: true });
      // The group opens with the page it holds, or on a click.
      if (!(await entry.isVisible())) await sider.getByText('Tickets', { exact: true }).click();
      await entry.waitFor();
      expect(await sider.getByRole('link', { name: 'Utilisateurs', exact: true }).count()).toBe(0);
      // The agent may not manage users, yet picks assignees: the list filter asks for them (TICKET_READ_ACCESS).
      await until(() => sent('TicketUsers').length > 0, 'the assignee list');
    });
  });
});
