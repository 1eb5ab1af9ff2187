import { useBrowserSuite, type GraphQLRequest } from './browser';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type ApiKeyFieldsFragment } from '../../frontends/admin/src/gql/graphql';
import { answer, signInStaff, type Stubbed } from './stubs';

/**
 * Paramètres › Clés d’API (issue 26): create a key with a subset of one's own permissions, see its secret
 * once (copy button, warning), then revoke it after a confirmation. Stub gateway; the API behind it:
 * services/identity/src/api-keys/api-keys.int-spec.ts, gateway/src/api-keys.int-spec.ts.
 */
describe('admin API keys (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const SECRET = 'gk_AbCd1234efGH5678ijKL9012mnOP3456qrST7890uvW';

  it('creates a key, shows its secret once, and revokes it after a confirmation', async () => {
    const { page, stack } = suite;
    signInStaff(suite.gateway, {
      permissions: ['dashboard.view', 'settings.users.list', 'settings.users.create', 'settings.users.delete', 'catalog.establishments.list'],
    });
    let keys: Stubbed<ApiKeyFieldsFragment>[] = [];
    answer(suite.gateway, ApiKeysDocument, () => ({ data: { apiKeys: keys } }));
    answer(suite.gateway, CreateApiKeyDocument, ({ variables }) => {
      const apiKey: Stubbed<ApiKeyFieldsFragment> = {
        __typename: 'ApiKey',
        id: 'k-1',
        name: variables.input.name,
        prefix: SECRET.slice(0, 11),
        permissions: variables.input.permissions,
        createdAt: '2026-11-21T10:00:00.000Z',
        expiresAt: null,
        lastUsedAt: null,
        revokedAt: null,
        requestsToday: 0,
      };
      keys = [apiKey];
      return { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey } } };
    });
    answer(suite.gateway, RevokeApiKeyDocument, () => {
      keys = [{ ...keys[0], revokedAt: '2026-11-21T10:05:00.000Z' }];
      return { data: { revokeApiKey: keys[0] } };
    });

    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Clés d’API' }).click();
    await page.getByRole('heading', { name: 'Clés d’API' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings/api-keys');
    await page.getByText('Aucune clé d’API pour l’instant.').waitFor();

    // The form's own checks first, then a name and one permission (only the member's own are offered).
    await page.getByTestId('api-key-new').click();
    await page.getByTestId('api-key-save').click();
    await page.getByTestId('field-error-name').getByText('Ce champ est obligatoire').waitFor();
    await page.getByTestId('field-error-permissions').waitFor();
    const tree = page.getByTestId('api-key-permissions');
    expect(await tree.locator('[title="sales.orders.list"]').count()).toBe(0);
    await page.getByTestId('api-key-name').fill('Michelin – fiches');
    await tree.locator('[title="catalog.establishments.list"]').click();
    await page.getByTestId('api-key-save').click();

    // The secret, once, with its warning and a copy button.
    const secret = page.getByTestId('api-key-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toContain(SECRET);
    await page.getByText('Copiez cette clé maintenant : elle ne sera plus jamais affichée.').waitFor();
    expect(await secret.locator('.ant-typography-copy').count()).toBe(1);
    expect(sent('CreateApiKey').map((r) => r.variables)).toEqual([
      { input: { name: 'Michelin – fiches', permissions: ['catalog.establishments.list'], expiresAt: null } },
    ]);
    await page.getByTestId('api-key-secret-done').click();
    await secret.waitFor({ state: 'detached' });
    const row = page.getByTestId('api-keys').locator('tbody tr.ant-table-row').first();
    await row.getByText('Michelin – fiches').waitFor();
    for (const text of ['gk_AbCd1234…', '1 permission', 'Jamais utilisée', 'Active']) expect(await row.textContent()).toContain(text);
    expect(await page.content()).not.toContain(SECRET);

    // Revocation: nothing is sent before the confirmation.
    await page.getByTestId('api-key-revoke-k-1').click();
    await page.getByText('Révoquer la clé « Michelin – fiches » ?').waitFor();
    expect(sent('RevokeApiKey')).toHaveLength(0);
    await page.getByTestId('api-key-revoke-confirm').click();
    await page.getByTestId('api-key-status-k-1').getByText('Révoquée').waitFor();
    expect(sent('RevokeApiKey').map((r) => r.variables)).toEqual([{ id: 'k-1' }]);
    expect(await page.getByTestId('api-key-revoke-k-1').count()).toBe(0);
  });
});
