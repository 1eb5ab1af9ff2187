import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { answer, signInStaff, type Stubbed } from './stubs';
import {
  DeleteFormSubmissionsDocument,
  DeleteNewsletterSubscribersDocument,
  FormSubmissionsDocument,
  NewsletterSubscribersDocument,
} from '../../frontends/admin/src/gql/graphql';
import type { SubmissionRow, SubscriberRow } from '../../frontends/admin/src/cms/forms/forms.graphql';

/**
 * The back office's lists of what visitors sent (/admin/cms/forms) and of the newsletter's subscribers
 * (/admin/marketing/newsletter), on the list scaffold (frontends/admin/src/components/list-page): filters in
 * the address, rows opening their message, the selection deleted after confirming. GraphQL answered by a
 * STUB gateway holding the rows in memory.
 */
describe('admin forms lists (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1366, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operation: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operation);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  const choose = async (testId: string, option: string) => {
    await suite.page.getByTestId(testId).click();
    await suite.page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  };
  const connection = <Row>(typename: string, rows: Row[]) => ({
    __typename: `${typename}Connection`,
    totalCount: rows.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    edges: rows.map((node) => ({ __typename: `${typename}Edge`, node })),
  });

  it('lists the messages, filters them in the address, opens one from its row and deletes the selection', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway);
    const field = (name: string, value: string) => ({ __typename: 'FormField', name, value });
    let rows: Stubbed<SubmissionRow>[] = [
      {
        __typename: 'FormSubmission',
        id: 's-1',
        kind: 'CONTACT',
        email: 'claire@example.fr',
        language: 'fr',
        createdAt: '2026-03-02T08:15:00.000Z',
        fields: [field('firstName', 'Claire'), field('lastName', 'Durand'), field('subject', 'Une auberge à signaler')],
      },
      {
        __typename: 'FormSubmission',
        id: 's-2',
        kind: 'PARTNER',
        email: 'paul@example.fr',
        language: 'en',
        createdAt: '2026-03-01T10:00:00.000Z',
        fields: [field('name', 'Paul Martin'), field('company', 'Maison Martin')],
      },
    ];
    answer(gateway, FormSubmissionsDocument, ({ variables }) => ({
      data: {
        formSubmissions: connection(
          'FormSubmission',
          rows.filter((r) => (!variables.kind || r.kind === variables.kind) && (!variables.search || r.email.includes(variables.search))),
        ),
      },
    }));
    answer(gateway, DeleteFormSubmissionsDocument, ({ variables }) => {
      rows = rows.filter((r) => !variables.ids.includes(r.id));
      return { data: { deleteFormSubmissions: variables.ids.length } };
    });

    await page.goto(url('/cms/forms'));
    const table = page.getByTestId('submissions-table');
    await table.getByText('Claire Durand').waitFor();
    expect(await page.getByTestId('submissions-page-info').textContent()).toBe('Page 1 sur 1 · 2 au total');
    expect(sent('FormSubmissions')[0].variables).toEqual({ kind: null, search: null, first: 20, after: null });

    await choose('submissions-kind-filter', 'Partenaire');
    await page.getByTestId('submissions-page-info').getByText('Page 1 sur 1 · 1 au total').waitFor();
    expect(new URL(page.url()).search).toBe('?kind=PARTNER');
    await page.getByTestId('submissions-search').locator('input').fill('paul');
    await page.getByTestId('submissions-search').locator('input').press('Enter');
    await until(() => sent('FormSubmissions').find((r) => r.variables.search === 'paul'), 'the search');
    expect(new URL(page.url()).search).toBe('?kind=PARTNER&q=paul');

    // A click anywhere on the row opens the message.
    await table.getByText('Maison Martin').click();
    const drawer = page.getByTestId('submission-drawer');
    await drawer.getByText('paul@example.fr').first().waitFor();
    await page.keyboard.press('Escape');

    // The address alone reproduces the list.
    await page.goto(url('/cms/forms?kind=CONTACT'));
    await table.getByText('Claire Durand').waitFor();
    expect(await table.getByText('Paul Martin').count()).toBe(0);
    await table.locator('tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
    await page.getByText('1 élément sélectionné').waitFor();
    await page.getByTestId('submissions-mass-delete').click();
    await page.getByTestId('submissions-mass-delete-confirm').click();
    await notice('1 message supprimé');
    await page.getByText('Aucun résultat pour ces critères.').waitFor();
    expect(sent('DeleteFormSubmissions').map((r) => r.variables)).toEqual([{ ids: ['s-1'] }]);
  });

  it('lists the subscribers, filters them by status and deletes the selection', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway);
    const subscriber = (id: string, email: string, status: SubscriberRow['status']): Stubbed<SubscriberRow> => ({
      __typename: 'NewsletterSubscriber',
      id,
      email,
      status,
      language: 'fr',
      createdAt: '2026-03-01T10:00:00.000Z',
      confirmedAt: status === 'CONFIRMED' ? '2026-03-01T10:05:00.000Z' : null,
    });
    let rows = [subscriber('n-1', 'lea@example.fr', 'CONFIRMED'), subscriber('n-2', 'tom@example.fr', 'PENDING')];
    answer(gateway, NewsletterSubscribersDocument, ({ variables }) => ({
      data: {
        newsletterSubscribers: connection(
          'NewsletterSubscriber',
          rows.filter((r) => !variables.status || r.status === variables.status),
        ),
      },
    }));
    answer(gateway, DeleteNewsletterSubscribersDocument, ({ variables }) => {
      rows = rows.filter((r) => !variables.ids.includes(r.id));
      return { data: { deleteNewsletterSubscribers: variables.ids.length } };
    });

    await page.goto(url('/marketing/newsletter'));
    const table = page.getByTestId('subscribers-table');
    await table.getByText('tom@example.fr').waitFor();
    await choose('subscribers-status-filter', 'En attente de confirmation');
    await page.getByTestId('subscribers-page-info').getByText('Page 1 sur 1 · 1 au total').waitFor();
    expect(new URL(page.url()).search).toBe('?status=PENDING');
    await table.locator('tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
    await page.getByTestId('subscribers-mass-delete').click();
    await page.getByTestId('subscribers-mass-delete-confirm').click();
    await notice('1 abonné supprimé');
    expect(sent('DeleteNewsletterSubscribers').map((r) => r.variables)).toEqual([{ ids: ['n-2'] }]);
  });
});
