/// <reference types="jest" />
// Icons are ESM-only React components; the menu's logic does not render them.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: () => () => null }));

import { isKnownPermission, type PermissionKey } from '@guide/vocabulary';
import { DASHBOARD, landingPath, MENU_GROUPS, visibleGroups } from './menu';

describe('back-office menu', () => {
  it('names only catalogue permission keys', () => {
    const keys = [DASHBOARD.permission, ...MENU_GROUPS.flatMap((g) => g.entries.map((e) => e.permission))];
    for (const key of keys) expect(isKnownPermission(key)).toBe(true);
    // @ts-expect-error: a key outside the catalogue does not compile
    const typo: PermissionKey = 'users.customer.list';
    expect(isKnownPermission(typo)).toBe(false);
  });

  it('hides the entries, and then the groups, an admin may not see', () => {
    const held = new Set<PermissionKey>(['users.customers.list', 'catalog.establishments.list']);
    const groups = visibleGroups((key) => held.has(key));
    expect(groups.map((g) => g.key)).toEqual(['catalog', 'users']);
    expect(groups.flatMap((g) => g.entries.map((e) => e.key))).toEqual(['establishments', 'customers']);
  });

  it('lands on the dashboard, or on the first screen of an admin who may not see it', () => {
    const agent = new Set<PermissionKey>(['support.tickets.list', 'support.tickets.view', 'support.tickets.create', 'support.tickets.update']);
    expect(landingPath((key) => agent.has(key))).toBe('/tickets');
    expect(landingPath((key) => agent.has(key) || key === DASHBOARD.permission)).toBe('/dashboard');
    expect(landingPath(() => false)).toBe('/dashboard');
  });
});
