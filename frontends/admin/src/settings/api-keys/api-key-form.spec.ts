import { apiKeyStatus, heldCatalog, toApiKeyInput, validateApiKey } from './api-key-form';

describe('Settings › API keys form', () => {
  it('tells active, expired and revoked keys apart (revoked first)', () => {
    const now = Date.parse('2026-11-21T10:00:00.000Z');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-11-21T10:00:01.000Z' }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-11-21T10:00:00.000Z' }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z' }, now)).toBe('revoked');
  });

  it('checks the name, the permissions and the expiry day', () => {
    expect(validateApiKey({ name: '  ', permissions: [], expiresOn: '2026-11-20' }, '2026-11-21')).toEqual({
      name: 'REQUIRED',
      permissions: 'REQUIRED',
      expiresOn: 'DATE_IN_PAST',
    });
    expect(validateApiKey({ name: 'x'.repeat(101), permissions: ['dashboard.view'], expiresOn: null }, '2026-11-21')).toEqual({ name: 'TOO_LONG' });
    expect(validateApiKey({ name: 'Partenaire', permissions: ['dashboard.view'], expiresOn: '2026-11-21' }, '2026-11-21')).toEqual({});
  });

  it('sends held keys only, and an expiry at the end of the chosen day in Paris', () => {
    const input = toApiKeyInput({ name: ' Michelin ', permissions: ['sales.orders.list', 'dashboard.view', 'users.roles.list'], expiresOn: '2026-12-31' }, [
      'dashboard.view',
      'sales.orders.list',
    ]);
    expect(input).toEqual({ name: 'Michelin', permissions: ['dashboard.view', 'sales.orders.list'], expiresAt: '2026-12-31T22:59:59.999Z' });
    expect(toApiKeyInput({ name: 'a', permissions: [], expiresOn: null }, []).expiresAt).toBeNull();
  });

  it('offers only the areas, resources and actions the member holds', () => {
    const catalog = heldCatalog(['sales.orders.list', 'sales.orders.view', 'dashboard.view']);
    expect(catalog.map((g) => g.area)).toEqual(['dashboard', 'sales']);
    expect(catalog[1].resources).toEqual([
      {
        resource: 'orders',
        actions: [
          { action: 'list', key: 'sales.orders.list' },
          { action: 'view', key: 'sales.orders.view' },
        ],
      },
    ]);
  });
});
