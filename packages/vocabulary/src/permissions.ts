/**
 * The permission catalogue of PRODUCT-SPEC §6: the one list of back-office permission keys. Every
 * subgraph's `@RequirePermission('area.resource.action')` and the admin's `can(key)` accept only a
 * `PermissionKey` (derived from the table below, so a typo fails to compile); identity stores roles' keys
 * and refuses any other; the admin builds its permission screen (grouped by area and resource, with
 * select-all) and hides menu entries from it. Labels are not here: the apps translate
 * `permissions.<area>`, `permissions.<area>.<resource>` and the action names.
 *
 * Adding a key is safe (the `admin` role receives every key at the next seed); renaming or removing
 * one breaks stored roles and partners' expectations: don't. The order is part of the contract too:
 * access tokens encode permissions as bits in catalogue order (platform auth/tokens.ts).
 */

const CRUD = ['list', 'create', 'update', 'delete'] as const;
const CRUD_MASS = [...CRUD, 'mass-delete'] as const;
/** What the spec lists for the page builder's contents (pages, posts, menus, categories). */
const CMS_CONTENT = [...CRUD, 'duplicate', 'sync-categories', 'update-details', 'mass-delete'] as const;

/** area → resource → actions; a key reads `area.resource.action`. */
const AREAS = {
  cms: {
    pages: CMS_CONTENT,
    posts: CMS_CONTENT,
    menus: CMS_CONTENT,
    categories: CMS_CONTENT,
    'content-types': CRUD,
    'custom-fields': CRUD,
    components: CRUD_MASS,
    media: CRUD_MASS,
    seo: ['list', 'update'],
    permalinks: CRUD,
    'broken-links': ['list', 'update', 'delete'],
    /** What visitors send through the site's forms (contact, join-us, partner). */
    forms: ['list', 'view', 'delete'],
  },
  catalog: {
    establishments: [...CRUD_MASS, 'duplicate', 'publish'],
    products: [...CRUD_MASS, 'duplicate'],
    'product-types': CRUD,
    categories: CRUD_MASS,
    attributes: CRUD_MASS,
    'attribute-families': CRUD,
    permalinks: CRUD,
    'media-categories': CRUD,
    'bulk-upload': ['list', 'create'],
  },
  sales: {
    orders: ['list', 'view', 'cancel', 'comment'],
    quotes: ['list', 'view', 'cancel', 'comment', 'convert'],
    shipments: ['list', 'view', 'create'],
    invoices: ['list', 'view', 'create', 'print'],
    refunds: ['list', 'view', 'create', 'edit-quantity'],
    transactions: ['list', 'view', 'create'],
    rma: ['list', 'view', 'update'],
  },
  users: {
    admins: [...CRUD, 'delete-self', 'set-password'],
    customers: ['list', 'view', 'create', 'update', 'delete', 'mass-delete', 'notes', 'addresses', 'orders', 'invoices'],
    groups: CRUD,
    roles: CRUD,
    permissions: ['list', 'update'],
    suppliers: CRUD,
  },
  marketing: {
    promotions: CRUD,
    coupons: CRUD_MASS,
    discounts: CRUD,
    'email-templates': CRUD,
    events: CRUD,
    campaigns: CRUD,
    'newsletter-subscribers': ['list', 'update', 'delete'],
    reviews: ['list', 'update', 'delete', 'mass-delete'],
  },
  settings: {
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
  },
  support: {
    tickets: ['list', 'view', 'create', 'update', 'delete', 'mass-delete', 'assign'],
    'ticket-users': CRUD,
    'ticket-groups': CRUD,
    'ticket-fields': CRUD,
  },
  contest: {
    editions: ['list', 'view', 'create', 'update', 'delete'],
    registrations: ['list', 'view', 'update', 'delete', 'export'],
    partners: ['list', 'view', 'create', 'update', 'delete'],
    winners: ['list', 'update'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Areas = typeof AREAS;
type KeysOfArea<A extends keyof Areas & string> = {
  [R in keyof Areas[A] & string]: Areas[A][R] extends readonly (infer Action extends string)[] ? `${A}.${R}.${Action}` : never;
}[keyof Areas[A] & string];

/** The dashboard is one screen: its key has no resource part. */
export const DASHBOARD_PERMISSION = 'dashboard.view';

/** Every known permission key, as a type: `'cms.pages.list' | 'users.roles.update' | …`. */
export type PermissionKey = typeof DASHBOARD_PERMISSION | { [A in keyof Areas & string]: KeysOfArea<A> }[keyof Areas & string];
export type PermissionArea = 'dashboard' | (keyof Areas & string);

export interface PermissionAction {
  /** e.g. `mass-delete` */
  action: string;
  /** e.g. `catalog.products.mass-delete` */
  key: PermissionKey;
}

export interface PermissionResource {
  /** e.g. `products` */
  resource: string;
  actions: PermissionAction[];
}

export interface PermissionGroup {
  /** e.g. `catalog` */
  area: PermissionArea;
  resources: PermissionResource[];
}

function group(area: keyof Areas & string): PermissionGroup {
  const resources = Object.entries(AREAS[area] as Record<string, readonly string[]>);
  return {
    area,
    resources: resources.map(([resource, actions]) => ({
      resource,
      actions: actions.map((action) => ({ action, key: `${area}.${resource}.${action}` as PermissionKey })),
    })),
  };
}

export const PERMISSION_CATALOG: readonly PermissionGroup[] = [
  { area: 'dashboard', resources: [{ resource: 'dashboard', actions: [{ action: 'view', key: DASHBOARD_PERMISSION }] }] },
  ...(Object.keys(AREAS) as (keyof Areas & string)[]).map(group),
];

export const ALL_PERMISSIONS: PermissionKey[] = PERMISSION_CATALOG.flatMap((g) => g.resources.flatMap((r) => r.actions.map((a) => a.key)));

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** Narrows a key read from outside (a stored role, a request) to a known one. */
export function isKnownPermission(key: string): key is PermissionKey {
  return KNOWN.has(key);
}

/** Every key of one area (`cms` -> `cms.pages.list`, ...): what a role such as `editor` is built from. */
export function permissionsOfArea(area: PermissionArea): PermissionKey[] {
  return ALL_PERMISSIONS.filter((key) => key.startsWith(`${area}.`));
}

/** The guide establishment's keys by action: the catalog's resolvers and the admin's screens use these. */
export const ESTABLISHMENT_PERMISSIONS = {
  list: 'catalog.establishments.list',
  create: 'catalog.establishments.create',
  update: 'catalog.establishments.update',
  delete: 'catalog.establishments.delete',
  massDelete: 'catalog.establishments.mass-delete',
  duplicate: 'catalog.establishments.duplicate',
  publish: 'catalog.establishments.publish',
} as const satisfies Record<string, PermissionKey>;

/**
 * Reads that serve both a managing screen and the ticket form (any one key opens them): a ticket agent
 * (support.tickets.* only) picks an assignee, a group or a custom field's value without managing them.
 * The support-tickets resolvers and the admin's ticket screens both use these.
 */
export const TICKET_READ_ACCESS = {
  users: ['support.ticket-users.list', 'support.tickets.update'],
  groups: ['support.ticket-groups.list', 'support.tickets.update'],
  customFields: ['support.ticket-fields.list', 'support.tickets.list'],
} as const satisfies Record<string, readonly PermissionKey[]>;
