import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminRefreshSessionDocument,
  CatalogGuideParkedEventsDocument,
  CommerceParkedEventsDocument,
  DiscardCatalogGuideParkedEventDocument,
  IdentityParkedEventsDocument,
  ReplayCatalogGuideParkedEventDocument,
  type ParkedEventFieldsFragment,
} from '../../frontends/admin/src/gql/graphql';
import { answer, type Stubbed } from './stubs';

/**
 * Paramètres > Événements en échec (issue 7): the parked events of each consuming service, replay and
 * discard behind a confirmation, an empty state, hidden actions without settings.configuration.update.
 * Built admin behind the real web server; a STUB gateway plays catalog-guide and identity per operation.
 * The API itself is covered by services/catalog-guide/src/parked-events/parked-events.int-spec.ts.
 */
describe('admin parked events screen (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();

  function signedIn(permissions: string[]) {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'ops@example.com',
          firstName: 'Olga',
          lastName: 'Ops',
          permissions,
          role: { __typename: 'Role', id: 'r-1', name: 'ops' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => ({ data: null, errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] }));
  }

  const KEY = '3f1c2a9e-1d7b-4c55-9a0e-2b8f6c4d1e70';
  const parked: Stubbed<ParkedEventFieldsFragment> = {
    __typename: 'ParkedEvent',
    consumer: 'catalog-guide.search-indexer',
    eventId: '0b5e8f0a-6c1d-4e2f-8a3b-9c7d5e1f2a40',
    type: 'catalog.establishment.updated',
    key: KEY,
    status: 'PARKED',
    error: 'value out of range: underflow',
    attempts: 5,
    occurredAt: '2026-11-21T09:59:58.000Z',
    firstFailedAt: '2026-11-21T10:00:00.000Z',
    lastFailedAt: '2026-11-21T10:00:02.000Z',
    parkedAt: '2026-11-21T10:00:02.000Z',
  };
  const waiting: Stubbed<ParkedEventFieldsFragment> = {
    ...parked,
    eventId: '7d2c4b1a-9e8f-4a6b-8c5d-3e2f1a0b9c81',
    status: 'WAITING',
    error: null,
    attempts: 0,
    firstFailedAt: null,
    lastFailedAt: null,
    parkedAt: '2026-11-21T10:05:00.000Z',
  };

  /** Catalog-guide has [parked, waiting] until an action succeeds; identity has none. */
  function services() {
    let catalog = [parked, waiting];
    answer(suite.gateway, CatalogGuideParkedEventsDocument, () => ({ data: { events: catalog } }));
    answer(suite.gateway, CommerceParkedEventsDocument, () => ({ data: { events: [] } }));
    answer(suite.gateway, IdentityParkedEventsDocument, () => ({ data: { events: [] } }));
    answer(suite.gateway, ReplayCatalogGuideParkedEventDocument, () => {
      catalog = [];
      return { data: { event: { ...parked, status: 'REPLAYED' as const } } };
    });
    answer(suite.gateway, DiscardCatalogGuideParkedEventDocument, () => {
      catalog = [];
      return { data: { event: { ...parked, status: 'DISCARDED' as const } } };
    });
  }

  it('lists the failed and waiting events of each service in French, with an empty state, from the settings menu', async () => {
    const { page, stack } = suite;
    signedIn(['dashboard.view', 'settings.configuration.view', 'settings.configuration.update']);
    services();
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Événements en échec' }).click();
    await page.getByRole('heading', { name: 'Événements en échec' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings/parked-events');

    const catalog = page.getByTestId('parked-events-table-catalog-guide');
    const rows = catalog.locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    const first = rows.nth(0);
    for (const text of [
      'catalog.establishment.updated',
      'catalog-guide.search-indexer',
      KEY,
      'En échec',
      'value out of range: underflow',
      'Premier échec : 21/11/2026 11:00',
      'Dernier échec : 21/11/2026 11:00',
    ]) {
      expect(await first.textContent()).toContain(text);
    }
    expect(await first.locator('td').nth(4).textContent()).toBe('5');
    const second = rows.nth(1);
    expect(await second.textContent()).toContain('En attente derrière un événement précédent de la même entité');
    expect(await second.textContent()).toContain('Mis de côté le 21/11/2026 11:05');
    // Only the entity's failed head can be acted on.
    expect(await second.getByRole('button', { name: 'Rejouer' }).count()).toBe(0);
    expect(await second.getByRole('button', { name: 'Abandonner' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Rejouer' }).count()).toBe(1);

    expect(await page.getByTestId('parked-events-table-identity').textContent()).toContain('Aucun événement en échec : tout a été traité.');
  });

  it('replays after confirming, then shows the list as it now stands', async () => {
    const { page, stack } = suite;
    signedIn(['settings.configuration.view', 'settings.configuration.update']);
    services();
    await page.goto(`${stack.baseUrl}/admin/settings/parked-events`);
    await page.getByTestId(`parked-replay-${parked.eventId}`).click();
    await page.locator('.ant-popconfirm').getByText('Rejouer cet événement ?').waitFor();
    expect(sent('ReplayCatalogGuideParkedEvent')).toHaveLength(0); // nothing before the confirmation
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rejouer' }).click();
    await notice('Événement rejoué');
    expect(sent('ReplayCatalogGuideParkedEvent').map((r) => r.variables)).toEqual([{ consumer: parked.consumer, eventId: parked.eventId }]);
    await page.getByTestId('parked-events-table-catalog-guide').getByText('Aucun événement en échec : tout a été traité.').waitFor();
  });

  it('discards after confirming', async () => {
    const { page, stack } = suite;
    signedIn(['settings.configuration.view', 'settings.configuration.update']);
    services();
    await page.goto(`${stack.baseUrl}/admin/settings/parked-events`);
    await page.getByTestId(`parked-discard-${parked.eventId}`).click();
    await page.locator('.ant-popconfirm').getByText('Abandonner cet événement ?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Abandonner' }).click();
    await notice('Événement abandonné');
    expect(sent('DiscardCatalogGuideParkedEvent').map((r) => r.variables)).toEqual([{ consumer: parked.consumer, eventId: parked.eventId }]);
  });

  it('shows the list without actions to staff who may only view it, and hides the menu entry from the others', async () => {
    const { page, stack } = suite;
    signedIn(['dashboard.view', 'settings.configuration.view']);
    services();
    await page.goto(`${stack.baseUrl}/admin/settings/parked-events`);
    await page.getByTestId('parked-events-table-catalog-guide').locator('tbody tr.ant-table-row').nth(1).waitFor();
    expect(await page.getByTestId(`parked-replay-${parked.eventId}`).count()).toBe(0);
    expect(await page.getByTestId(`parked-discard-${parked.eventId}`).count()).toBe(0);

    signedIn(['dashboard.view', 'settings.currencies.list']);
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Devises' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Événements en échec' }).count()).toBe(0);
  });

  it('has every string of the screen in French and English', () => {
    const dir = join(REPO_ROOT, 'frontends', 'admin', 'src', 'settings', 'parked-events', 'locales');
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const fr = JSON.parse(readFileSync(join(dir, 'fr.json'), 'utf8'));
    const en = JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8'));
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(fr.parkedEvents.replay).toBe('Rejouer');
    expect(fr.parkedEvents.discard).toBe('Abandonner');
  });
});
