/**
 * The permission catalogue of PRODUCT-SPEC §6: the one list of back-office permission keys. Every
 * subgraph's `@RequirePermission('area.resource.action')` names a key of this list; identity stores
 * roles' keys and refuses any other; the admin builds its permission screen (grouped by area and
 * resource, with select-all) and hides menu entries from it. Labels are not here: the apps translate
 * `permissions.<area>`, `permissions.<area>.<resource>` and the action names.
 *
 * Adding a key is safe (the `admin` role receives every key at the next seed); renaming or removing
 * one breaks stored roles and partners' expectations: don't.
 */

export interface PermissionAction {
  /** e.g. `mass-delete` */
  action: string;
  /** e.g. `catalog.products.mass-delete` */
  key: string;
}

export interface PermissionResource {
  /** e.g. `products` */
  resource: string;
  actions: PermissionAction[];
}

export interface PermissionGroup {
  /** e.g. `catalog` */
  area: string;
  resources: PermissionResource[];
}

const CRUD = ['list', 'create', 'update', 'delete'] as const;
const CRUD_MASS = [...CRUD, 'mass-delete'] as const;
/** What the spec lists for the page builder's contents (pages, posts, menus, categories). */
const CMS_CONTENT = [...CRUD, 'duplicate', 'sync-categories', 'update-details', 'mass-delete'] as const;

function resource(area: string, name: string, actions: readonly string[]): PermissionResource {
  return { resource: name, actions: actions.map((action) => ({ action, key: `${area}.${name}.${action}` })) };
}

function group(area: string, resources: Record<string, readonly string[]>): PermissionGroup {
  return { area, resources: Object.entries(resources).map(([name, actions]) => resource(area, name, actions)) };
}

export const PERMISSION_CATALOG: readonly PermissionGroup[] = [
  // The dashboard is one screen: its key has no resource part.
  { area: 'dashboard', resources: [{ resource: 'dashboard', actions: [{ action: 'view', key: 'dashboard.view' }] }] },
  group('cms', {
    pages: CMS_CONTENT,
    posts: CMS_CONTENT,
    menus: CMS_CONTENT,
    categories: CMS_CONTENT,
    'content-types': CRUD,
    'custom-fields': CRUD,
    components: CRUD_MASS,
    media: [...CRUD_MASS],
    seo: ['list', 'update'],
    permalinks: CRUD,
    'broken-links': ['list', 'update', 'delete'],
  }),
  group('catalog', {
    establishments: [...CRUD_MASS, 'duplicate', 'publish'],
    products: [...CRUD_MASS, 'duplicate'],
    'product-types': CRUD,
    categories: CRUD_MASS,
    attributes: CRUD_MASS,
    'attribute-families': CRUD,
    permalinks: CRUD,
    'media-categories': CRUD,
    'bulk-upload': ['list', 'create'],
  }),
  group('sales', {
    orders: ['list', 'view', 'cancel', 'comment'],
    quotes: ['list', 'view', 'cancel', 'comment', 'convert'],
    shipments: ['list', 'view', 'create'],
    invoices: ['list', 'view', 'create', 'print'],
    refunds: ['list', 'view', 'create', 'edit-quantity'],
    transactions: ['list', 'view', 'create'],
    rma: ['list', 'view', 'update'],
  }),
  group('users', {
    admins: [...CRUD, 'delete-self', 'set-password'],
    customers: ['list', 'view', 'create', 'update', 'delete', 'mass-delete', 'notes', 'addresses', 'orders', 'invoices'],
    groups: CRUD,
    roles: CRUD,
    permissions: ['list', 'update'],
    suppliers: CRUD,
  }),
  group('marketing', {
    promotions: CRUD,
    coupons: CRUD_MASS,
    discounts: CRUD,
    'email-templates': CRUD,
    events: CRUD,
    campaigns: CRUD,
    'newsletter-subscribers': ['list', 'update', 'delete'],
    reviews: ['list', 'update', 'delete', 'mass-delete'],
  }),
  group('settings', {
    branding: ['view', 'update-images', 'update-colours'],
    locales: CRUD,
    currencies: CRUD,
    'exchange-rates': CRUD,
    'inventory-sources': CRUD,
    channels: CRUD,
    sites: CRUD,
    users: CRUD,
    taxes: CRUD,
    'table-rates': CRUD,
    sliders: CRUD,
    emails: ['view', 'update'],
    configuration: ['view', 'update'],
  }),
  group('support', {
    tickets: ['list', 'view', 'create', 'update', 'delete', 'mass-delete', 'assign'],
    'ticket-users': CRUD,
    'ticket-groups': CRUD,
  }),
  group('contest', {
    editions: ['list', 'view', 'create', 'update', 'delete'],
    registrations: ['list', 'view', 'update', 'delete', 'export'],
    partners: ['list', 'view', 'create', 'update', 'delete'],
    winners: ['list', 'update'],
  }),
];

export const ALL_PERMISSIONS: string[] = PERMISSION_CATALOG.flatMap((g) => g.resources.flatMap((r) => r.actions.map((a) => a.key)));

const KNOWN = new Set(ALL_PERMISSIONS);

export function isKnownPermission(key: string): boolean {
  return KNOWN.has(key);
}

/** Every key of one area (`cms` -> `cms.pages.list`, ...): what a role such as `editor` is built from. */
export function permissionsOfArea(area: string): string[] {
  return ALL_PERMISSIONS.filter((key) => key === area || key.startsWith(`${area}.`));
}
