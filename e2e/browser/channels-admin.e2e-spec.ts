import { useBrowserSuite, type GraphQLRequest } from './browser';
import { AdminChannelsDocument, UpdateChannelDetailsDocument, UpdateChannelDocument, type AdminChannelFragment } from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';

/**
 * Paramètres › Canaux et sites (issue 25): the default channel's details and the maintenance switch behind a
 * confirmation; with maintenance on, the storefront answers 503 with the maintenance page while the back office
 * stays up; a language turned off leaves the storefront's switch. Stub gateway; the web server asks siteStatus
 * in the background (every 5 s), so the storefront checks wait for its next refresh.
 * The API: services/cms/src/channels/channels.int-spec.ts; the web server: infra/src/web/site-status.int-spec.ts.
 */
describe('admin channels and maintenance (browser, stub gateway)', () => {
  const suite = useBrowserSuite();
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  const channel: Stubbed<AdminChannelFragment> = {
    __typename: 'Channel',
    code: 'default',
    name: 'Guide Gourmand',
    hostname: null,
    defaultLocale: 'fr',
    maintenanceMode: false,
  };
  function siteStatus(status: { maintenanceMode: boolean; enabledLocales: string[] }) {
    suite.gateway.on('WebSiteStatus', () => ({ data: { siteStatus: { ...status, defaultLocale: 'fr' } } }));
  }
  /** Waits for the web server's background refresh to apply the stub's new status. */
  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 12_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the web server never picked up the new site status');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('shows the default channel and turns maintenance on after a confirmation', async () => {
    const { page, stack } = suite;
    signInStaff(suite.gateway, { permissions: ['dashboard.view', 'settings.channels.list', 'settings.channels.update'] });
    let current = channel;
    answer(suite.gateway, AdminChannelsDocument, () => ({ data: { channels: [current] } }));
    answer(suite.gateway, UpdateChannelDocument, (request) => {
      current = { ...current, maintenanceMode: request.variables.maintenanceMode };
      return { data: { updateChannel: current } };
    });
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Canaux et sites' }).click();
    await page.getByRole('heading', { name: 'Canaux et sites' }).waitFor();
    const card = page.getByTestId('channel-default');
    for (const text of ['Guide Gourmand', 'Canal par défaut', 'default', 'Français', 'Désactivé : le site est ouvert'])
      expect(await card.textContent()).toContain(text);

    await page.getByTestId('maintenance-switch-default').click();
    await page.locator('.ant-modal-confirm-title').getByText('Mettre « Guide Gourmand » en maintenance ?').waitFor();
    expect(sent('UpdateChannel')).toHaveLength(0); // nothing before the confirmation
    await page.getByTestId('maintenance-confirm').click();
    await page.getByTestId('maintenance-alert').waitFor();
    expect(sent('UpdateChannel').map((r) => r.variables)).toEqual([{ code: 'default', maintenanceMode: true }]);
    expect(await page.getByTestId('maintenance-switch-default').getAttribute('aria-checked')).toBe('true');

    // Its name and public hostname: the server's refusal on its field, then saved.
    answer(suite.gateway, UpdateChannelDetailsDocument, ({ variables }) => {
      if (variables.input.hostname?.includes('/')) return refusal('BAD_USER_INPUT', 'hostname', { fieldErrors: { hostname: 'HOSTNAME_INVALID' } });
      current = { ...current, name: variables.input.name, hostname: variables.input.hostname ?? null };
      return { data: { updateChannelDetails: current } };
    });
    await page.getByTestId('channel-edit-default').click();
    await page.getByTestId('channel-name').fill('Guide Gourmand France');
    await page.getByTestId('channel-hostname').fill('https://www.guide-gourmand.fr/');
    await page.getByTestId('channel-details-save').click();
    await page.getByTestId('field-error-hostname').getByText('Saisissez un nom d’hôte seul').waitFor();
    await page.getByTestId('channel-hostname').fill('www.guide-gourmand.fr');
    await page.getByTestId('channel-details-save').click();
    await card.getByText('www.guide-gourmand.fr').waitFor();
    expect(sent('UpdateChannelDetails').pop()?.variables).toEqual({
      code: 'default',
      input: { name: 'Guide Gourmand France', hostname: 'www.guide-gourmand.fr' },
    });
    expect(await card.textContent()).toContain('Guide Gourmand France');
  });

  it('answers storefront pages with the 503 maintenance page while the back office stays up, then reopens', async () => {
    const { page, stack } = suite;
    siteStatus({ maintenanceMode: true, enabledLocales: ['fr', 'en'] });
    await eventually(async () => (await fetch(`${stack.baseUrl}/nos-produits`)).status === 503);
    const response = await page.goto(`${stack.baseUrl}/nos-produits`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    await page.getByTestId('maintenance-page').getByRole('heading', { name: 'Nous revenons très vite' }).waitFor();
    expect((await fetch(`${stack.baseUrl}/admin/settings/channels`)).status).toBe(200);
    // The browser logs the page's own 503.
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => !/status of 503/.test(p)));

    siteStatus({ maintenanceMode: false, enabledLocales: ['fr', 'en'] });
    await eventually(async () => (await fetch(`${stack.baseUrl}/nos-produits`)).status === 200);
  });

  it('hides the language switch and moves English pages to French when English is turned off', async () => {
    const { page, stack } = suite;
    siteStatus({ maintenanceMode: false, enabledLocales: ['fr'] });
    await eventually(async () => (await fetch(`${stack.baseUrl}/en/404`, { redirect: 'manual' })).status === 302);
    expect((await fetch(`${stack.baseUrl}/en/404`, { redirect: 'manual' })).headers.get('location')).toBe('/404');
    const response = await page.goto(`${stack.baseUrl}/404`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('error-home-link').first().waitFor();
    expect(await page.getByTestId('lang-en').count()).toBe(0);

    siteStatus({ maintenanceMode: false, enabledLocales: ['fr', 'en'] });
    await eventually(async () => (await fetch(`${stack.baseUrl}/en/404`, { redirect: 'manual' })).status === 404);
    await page.goto(`${stack.baseUrl}/404`);
    await page.getByTestId('lang-en').first().waitFor();
    // The browser logs the 404 pages' status.
    suite.problems.splice(0, suite.problems.length, ...suite.problems.filter((p) => !/status of 404/.test(p)));
  });
});
