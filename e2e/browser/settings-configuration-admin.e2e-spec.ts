import { useBrowserSuite, type GraphQLRequest } from './browser';
import { AdminMeDocument, AdminRefreshSessionDocument, AdminSettingsGroupDocument, UpdateSettingsDocument } from '../../frontends/admin/src/gql/graphql';
import { answer, refusal } from './stubs';

/**
 * Paramètres > Configuration and > Langues (issue 25): forms built from the settings registry, checked in
 * the browser by the registry's rules (nothing sent while invalid), the API's field errors on their fields,
 * a saved message. A STUB gateway plays the cms; the API is covered by services/cms/src/settings/settings.int-spec.ts.
 */
describe('admin settings configuration (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const saved = () => suite.page.locator('.ant-message-notice').filter({ hasText: 'Réglages enregistrés' }).first().waitFor();

  function signedIn() {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'ops@example.com',
          firstName: 'Olga',
          lastName: 'Ops',
          permissions: ['dashboard.view', 'settings.configuration.view', 'settings.configuration.update'],
          role: { __typename: 'Role', id: 'r-1', name: 'ops' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => ({ data: null, errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] }));
  }

  /** The cms: each group at the values given, saves echoed back (or refused by `refuse`). */
  function cms(groups: Record<string, Record<string, unknown>>, refuse?: Record<string, string>) {
    const group = (code: string) => ({
      __typename: 'SettingsGroup' as const,
      code,
      settings: Object.entries(groups[code] ?? {}).map(([key, value]) => ({ __typename: 'Setting' as const, key, value: JSON.stringify(value) })),
    });
    answer(suite.gateway, AdminSettingsGroupDocument, ({ variables }) => ({ data: { settings: group(variables.group) } }));
    answer(suite.gateway, UpdateSettingsDocument, ({ variables }) => {
      if (refuse) return refusal('BAD_USER_INPUT', 'refused', { fieldErrors: refuse });
      const values = Object.fromEntries(
        (Array.isArray(variables.settings) ? variables.settings : [variables.settings]).map((s) => [s.key, JSON.parse(s.value)]),
      );
      groups[variables.group] = values;
      return { data: { updateSettings: group(variables.group) } };
    });
  }

  it('edits the sales settings: an out-of-range value refused before sending, then saved in cents', async () => {
    const { page, stack } = suite;
    signedIn();
    cms({ sales: { autoInvoiceOnPayment: false, returnWindowDays: 30, minimumOrderCents: 0 } });
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('heading', { name: 'Configuration' }).waitFor();
    await page.getByRole('tab', { name: 'Ventes' }).click();
    await page.getByLabel('Délai de retour (jours)').fill('400');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('field-error-returnWindowDays').filter({ hasText: 'en dehors des limites' }).waitFor();
    expect(sent('UpdateSettings')).toHaveLength(0);

    await page.getByLabel('Délai de retour (jours)').fill('14');
    await page.getByLabel('Montant minimum de commande').fill('25');
    await page.getByTestId('settings-save').click();
    await saved();
    expect(sent('UpdateSettings').map((r) => r.variables)).toEqual([
      {
        group: 'sales',
        settings: [
          { key: 'autoInvoiceOnPayment', value: 'false' },
          { key: 'returnWindowDays', value: '14' },
          { key: 'minimumOrderCents', value: '2500' },
        ],
      },
    ]);
    expect(new URL(page.url()).searchParams.get('group')).toBe('sales');
  });

  it('shows the API’s field error on its field', async () => {
    const { page, stack } = suite;
    signedIn();
    cms({}, { companyName: 'INVALID' });
    await page.goto(`${stack.baseUrl}/admin/settings/configuration?group=general`);
    await page.getByLabel('Raison sociale').fill('Épicerie Fine SAS');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('field-error-companyName').filter({ hasText: "Cette valeur n'est pas valide pour ce réglage." }).waitFor();
  });

  it('keeps the default language among the enabled ones', async () => {
    const { page, stack } = suite;
    signedIn();
    cms({ locales: { enabledLocales: ['fr', 'en'], defaultLocale: 'fr' } });
    await page.goto(`${stack.baseUrl}/admin/settings/locales`);
    await page.getByRole('heading', { name: 'Langues' }).waitFor();
    await page.getByRole('checkbox', { name: 'Français' }).uncheck();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('field-error-defaultLocale').filter({ hasText: 'La langue par défaut doit faire partie des langues activées' }).waitFor();
    expect(sent('UpdateSettings')).toHaveLength(0);
    await page.getByRole('radio', { name: 'Anglais' }).check();
    await page.getByTestId('settings-save').click();
    await saved();
    expect(sent('UpdateSettings').map((r) => r.variables.settings)).toEqual([
      [
        { key: 'enabledLocales', value: '["en"]' },
        { key: 'defaultLocale', value: '"en"' },
      ],
    ]);
  });
});
