import { ALL_PERMISSIONS, PERMISSION_CATALOG, type PermissionKey, isKnownPermission, permissionsOfArea } from './permissions';

describe('permission catalogue', () => {
  it('has unique keys that read area.resource.action (dashboard.view aside)', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const key of ALL_PERMISSIONS) {
      if (key === 'dashboard.view') continue;
      expect(key).toMatch(/^[a-z]+\.[a-z-]+\.[a-z-]+$/);
    }
    for (const g of PERMISSION_CATALOG) {
      for (const r of g.resources) for (const a of r.actions) expect(a.key.endsWith(`.${a.action}`)).toBe(true);
    }
  });

  it('holds the keys other services and the spec rely on', () => {
    const expected = [
      'dashboard.view',
      'cms.pages.duplicate',
      'cms.pages.sync-categories',
      'cms.posts.mass-delete',
      'sales.orders.list',
      'sales.orders.cancel',
      'sales.quotes.comment',
      'sales.invoices.print',
      'sales.refunds.edit-quantity',
      'catalog.products.mass-delete',
      'users.roles.list',
      'users.customers.list',
      'users.admins.delete-self',
      'users.permissions.update',
      'support.tickets.list',
      'support.tickets.view',
      'support.tickets.update',
      'contest.registrations.list',
      'contest.registrations.view',
      'contest.registrations.update',
      ...['list', 'create', 'update', 'delete', 'mass-delete', 'duplicate', 'publish'].map((a) => `catalog.establishments.${a}`),
    ];
    for (const key of expected) expect(isKnownPermission(key)).toBe(true);
  });

  it('refuses what it does not list', () => {
    expect(isKnownPermission('cms.pages.fly')).toBe(false);
    expect(isKnownPermission('')).toBe(false);
    expect(isKnownPermission('cms')).toBe(false);
  });

  it('gives the keys of one area', () => {
    const cms = permissionsOfArea('cms');
    expect(cms).toContain('cms.menus.update');
    expect(cms.every((k) => k.startsWith('cms.'))).toBe(true);
    expect(permissionsOfArea('dashboard')).toEqual(['dashboard.view']);
  });
});

describe('permission keys as a type', () => {
  it('accepts catalogue keys and refuses others at compile time', () => {
    const known: PermissionKey = 'catalog.establishments.publish';
    // @ts-expect-error: not in the catalogue
    const unknown: PermissionKey = 'catalog.establishments.fly';
    expect(isKnownPermission(known)).toBe(true);
    expect(isKnownPermission(unknown)).toBe(false);
  });
});
