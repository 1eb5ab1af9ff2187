import { useBrowserSuite, type GraphQLRequest } from './browser';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
  type WebhookDeliveriesQuery,
  type WebhooksQuery,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

type WebhookRow = WebhooksQuery['webhooks'][number];
type DeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['edges'][number]['node'];

/**
 * Paramètres › Webhooks (issue 26): create a webhook (URL, events ticked by their labels), the server's
 * URL_NOT_ALLOWED shown on the field, the signing secret shown once, a webhook's deliveries with one sent
 * again, deletion after a confirmation. Stub gateway; the API behind it: services/identity/src/webhooks.
 */
describe('admin webhooks (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const SECRET = 'whsec_Zx9AbCd1234efGH5678ijKL9012mnOP3456qrST78';

  it('creates a webhook, shows its secret once, redelivers a failed delivery and deletes it after a confirmation', async () => {
    const { page, stack } = suite;
    signInStaff(suite.gateway, {
      permissions: ['dashboard.view', 'settings.users.list', 'settings.users.create', 'settings.users.update', 'settings.users.delete'],
    });
    let webhooks: Stubbed<WebhookRow>[] = [];
    let creations = 0;
    answer(suite.gateway, WebhooksDocument, () => ({ data: { webhooks } }));
    answer(suite.gateway, CreateWebhookDocument, ({ variables }) => {
      // The first try points at the internal network: the server refuses it (production).
      if (creations++ === 0) return refusal('BAD_USER_INPUT', 'refused', { fieldErrors: { url: 'URL_NOT_ALLOWED' } });
      const webhook: Stubbed<WebhookRow> = { __typename: 'Webhook', id: 'w-1', ...variables.input, createdAt: '2026-11-21T10:00:00.000Z' };
      webhooks = [webhook];
      return { data: { createWebhook: { __typename: 'CreatedWebhook', signingSecret: SECRET, webhook } } };
    });
    let delivery: Stubbed<DeliveryRow> = {
      __typename: 'WebhookDelivery',
      id: 'd-1',
      event: 'order.placed',
      status: 'FAILED',
      attempts: 6,
      responseStatus: 503,
      createdAt: '2026-11-21T10:01:00.000Z',
      lastAttemptAt: '2026-11-21T16:01:00.000Z',
    };
    answer(suite.gateway, WebhookDeliveriesDocument, () => ({
      data: {
        webhookDeliveries: {
          __typename: 'WebhookDeliveryConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [{ __typename: 'WebhookDeliveryEdge', node: delivery }],
        },
      },
    }));
    answer(suite.gateway, RedeliverWebhookDocument, () => {
      delivery = { ...delivery, status: 'PENDING', attempts: 0 };
      return { data: { redeliverWebhook: delivery } };
    });
    answer(suite.gateway, DeleteWebhookDocument, () => {
      webhooks = [];
      return { data: { deleteWebhook: true } };
    });

    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings/webhooks');
    await page.getByText('Aucun webhook pour l’instant.').waitFor();

    // The form's own checks, then the server's refusal of an internal address, on the field.
    await page.getByTestId('webhook-new').click();
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('field-error-url').getByText('Ce champ est obligatoire').waitFor();
    await page.getByTestId('field-error-events').waitFor();
    await page.getByTestId('webhook-url').fill('http://10.0.0.5/hook');
    await page.getByRole('checkbox', { name: /Commande passée/ }).check();
    await page.getByRole('checkbox', { name: /Avis approuvé/ }).check();
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('field-error-url').getByText('Cette adresse mène au réseau interne', { exact: false }).waitFor();
    await page.getByTestId('webhook-url').fill('https://partenaire.example/hooks/guide');
    await page.getByTestId('webhook-save').click();

    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toContain(SECRET);
    await page.getByText('Copiez cette clé maintenant : elle ne sera plus jamais affichée.', { exact: false }).waitFor();
    expect(await secret.locator('.ant-typography-copy').count()).toBe(1);
    expect(sent('CreateWebhook').at(-1)!.variables).toEqual({
      input: { url: 'https://partenaire.example/hooks/guide', events: ['order.placed', 'review.approved'], enabled: true },
    });
    await page.getByTestId('webhook-secret-done').click();
    await secret.waitFor({ state: 'detached' });
    const row = page.getByTestId('webhooks').locator('tbody tr.ant-table-row').first();
    await row.getByText('https://partenaire.example/hooks/guide').waitFor();
    for (const text of ['Commande passée', 'Avis approuvé', 'Actif']) expect(await row.textContent()).toContain(text);
    expect(await page.content()).not.toContain(SECRET);

    // Its deliveries: a failed one, sent again.
    await page.getByTestId('webhook-deliveries-w-1').click();
    const deliveries = page.getByTestId('webhook-deliveries');
    await deliveries.getByText('Échoué').waitFor();
    for (const text of ['Commande passée', '6', '503', '21/11/2026 17:01']) expect(await deliveries.textContent()).toContain(text);
    await page.getByTestId('delivery-redeliver-d-1').click();
    await page.getByTestId('delivery-status-d-1').getByText('En attente').waitFor();
    expect(sent('RedeliverWebhook').map((r) => r.variables)).toEqual([{ deliveryId: 'd-1' }]);
    await page.locator('.ant-drawer-close').click();

    // Deletion: nothing is sent before the confirmation.
    await page.getByTestId('webhook-delete-w-1').click();
    await page.getByText('Supprimer ce webhook ?').waitFor();
    expect(sent('DeleteWebhook')).toHaveLength(0);
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Aucun webhook pour l’instant.').waitFor();
    expect(sent('DeleteWebhook').map((r) => r.variables)).toEqual([{ id: 'w-1' }]);
  });
});
