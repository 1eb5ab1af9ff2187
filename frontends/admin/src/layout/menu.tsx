import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { DASHBOARD_PERMISSION, type PermissionKey } from '@guide/vocabulary';

/**
 * The back-office menu, grouped like the spec's back office. One place lists every screen, its path and
 * the permission that shows it; `ready` marks screens that exist today, the others show disabled until
 * their feature lands. Entries the admin's role lacks are hidden (`visibleGroups`), and empty groups with them.
 * Labels (`menu.groups.*`, `menu.entries.*`) are in the app's own locales: the screens' strings load with their chunk.
 */
export interface MenuEntry {
  key: string;
  path: string;
  ready?: boolean;
  /** The permission key (`area.resource.action`) an admin needs to see the entry; hidden otherwise. */
  permission: PermissionKey;
}
export interface MenuGroup {
  key: string;
  icon: ReactNode;
  entries: MenuEntry[];
}

export const DASHBOARD = { key: 'dashboard', path: '/dashboard', icon: <DashboardOutlined />, permission: DASHBOARD_PERMISSION } as const;

export const MENU_GROUPS: MenuGroup[] = [
  {
    key: 'content',
    icon: <FileTextOutlined />,
    entries: [
      { key: 'pages', path: '/cms/pages', ready: true, permission: 'cms.pages.list' },
      { key: 'components', path: '/cms/components', ready: true, permission: 'cms.components.list' },
      { key: 'contents', path: '/cms/contents', ready: true, permission: 'cms.posts.list' },
      { key: 'news', path: '/cms/contents/actualites', ready: true, permission: 'cms.posts.list' },
      // Owners' posts awaiting moderation.
      { key: 'moderation', path: '/cms/moderation', ready: true, permission: 'cms.posts.list' },
      { key: 'categories', path: '/cms/categories', ready: true, permission: 'cms.categories.list' },
      { key: 'contentTypes', path: '/cms/content-types', ready: true, permission: 'cms.content-types.list' },
      { key: 'menus', path: '/cms/menus', ready: true, permission: 'cms.menus.list' },
      { key: 'media', path: '/cms/media', ready: true, permission: 'cms.media.list' },
      { key: 'seo', path: '/cms/seo', ready: true, permission: 'cms.seo.list' },
      { key: 'permalinks', path: '/cms/permalinks', ready: true, permission: 'cms.permalinks.list' },
      { key: 'brokenLinks', path: '/cms/broken-links', ready: true, permission: 'cms.broken-links.list' },
      { key: 'branding', path: '/cms/branding', ready: true, permission: 'settings.branding.view' },
      { key: 'forms', path: '/cms/forms', ready: true, permission: 'cms.forms.list' },
    ],
  },
  {
    key: 'catalog',
    icon: <AppstoreOutlined />,
    entries: [
      { key: 'establishments', path: '/catalog/establishments', ready: true, permission: 'catalog.establishments.list' },
      { key: 'products', path: '/catalog/products', ready: true, permission: 'catalog.products.list' },
      { key: 'productCategories', path: '/catalog/categories', ready: true, permission: 'catalog.categories.list' },
      { key: 'productTypes', path: '/catalog/product-types', ready: true, permission: 'catalog.product-types.list' },
      { key: 'attributes', path: '/catalog/attributes', ready: true, permission: 'catalog.attributes.list' },
      { key: 'attributeFamilies', path: '/catalog/attribute-families', ready: true, permission: 'catalog.attribute-families.list' },
      { key: 'mediaCategories', path: '/catalog/media-categories', ready: true, permission: 'catalog.media-categories.list' },
      { key: 'bulkUpload', path: '/catalog/bulk-upload', ready: true, permission: 'catalog.bulk-upload.list' },
    ],
  },
  {
    key: 'sales',
    icon: <ShoppingCartOutlined />,
    entries: [
      { key: 'orders', path: '/sales/orders', ready: true, permission: 'sales.orders.list' },
      { key: 'quotes', path: '/sales/quotes', ready: true, permission: 'sales.quotes.list' },
      { key: 'shipments', path: '/sales/shipments', ready: true, permission: 'sales.shipments.list' },
      { key: 'invoices', path: '/sales/invoices', ready: true, permission: 'sales.invoices.list' },
      { key: 'refunds', path: '/sales/refunds', ready: true, permission: 'sales.refunds.list' },
      { key: 'transactions', path: '/sales/transactions', ready: true, permission: 'sales.transactions.list' },
      { key: 'rma', path: '/sales/rma', ready: true, permission: 'sales.rma.list' },
    ],
  },
  {
    key: 'users',
    icon: <TeamOutlined />,
    entries: [
      { key: 'customers', path: '/users/customers', ready: true, permission: 'users.customers.list' },
      { key: 'customerGroups', path: '/users/groups', ready: true, permission: 'users.groups.list' },
      { key: 'admins', path: '/users/admins', ready: true, permission: 'users.admins.list' },
      { key: 'suppliers', path: '/users/suppliers', ready: true, permission: 'users.suppliers.list' },
      { key: 'roles', path: '/users/roles', ready: true, permission: 'users.roles.list' },
    ],
  },
  {
    key: 'marketing',
    icon: <NotificationOutlined />,
    entries: [
      { key: 'discounts', path: '/marketing/discounts', permission: 'marketing.discounts.list' },
      { key: 'promotions', path: '/marketing/promotions', ready: true, permission: 'marketing.promotions.list' },
      { key: 'coupons', path: '/marketing/coupons', ready: true, permission: 'marketing.coupons.list' },
      { key: 'emails', path: '/marketing/emails', ready: true, permission: 'marketing.email-templates.list' },
      { key: 'reviews', path: '/marketing/reviews', ready: true, permission: 'marketing.reviews.list' },
      { key: 'newsletter', path: '/marketing/newsletter', ready: true, permission: 'marketing.newsletter-subscribers.list' },
      { key: 'campaigns', path: '/marketing/campaigns', ready: true, permission: 'marketing.campaigns.list' },
    ],
  },
  {
    key: 'settings',
    icon: <SettingOutlined />,
    entries: [
      // The locales are the settings group `locales`: the API's settings.configuration.* keys guard them (API-CONTRACT).
      { key: 'locales', path: '/settings/locales', ready: true, permission: 'settings.configuration.view' },
      { key: 'currencies', path: '/settings/currencies', ready: true, permission: 'settings.currencies.list' },
      { key: 'taxes', path: '/settings/tax-categories', ready: true, permission: 'settings.taxes.list' },
      { key: 'tableRates', path: '/settings/table-rates', ready: true, permission: 'settings.table-rates.list' },
      { key: 'channels', path: '/settings/channels', ready: true, permission: 'settings.channels.list' },
      // The spec's Settings › Users: a page leading to Users › Administrators, where staff accounts are.
      { key: 'staffUsers', path: '/settings/users', ready: true, permission: 'users.admins.list' },
      { key: 'inventorySources', path: '/settings/inventory-sources', ready: true, permission: 'settings.inventory-sources.list' },
      { key: 'configuration', path: '/settings/configuration', ready: true, permission: 'settings.configuration.view' },
      { key: 'sliders', path: '/settings/sliders', ready: true, permission: 'settings.sliders.list' },
      { key: 'parkedEvents', path: '/settings/parked-events', ready: true, permission: 'settings.configuration.view' },
      { key: 'webhooks', path: '/settings/webhooks', ready: true, permission: 'settings.users.list' },
      { key: 'apiKeys', path: '/settings/api-keys', ready: true, permission: 'settings.users.list' },
    ],
  },
  {
    key: 'contest',
    icon: <TrophyOutlined />,
    entries: [
      { key: 'contestEditions', path: '/contest/editions', ready: true, permission: 'contest.editions.list' },
      { key: 'contestRegistrations', path: '/contest/registrations', ready: true, permission: 'contest.registrations.list' },
      { key: 'contestApplications', path: '/contest/partner-applications', ready: true, permission: 'contest.partners.list' },
    ],
  },
  {
    key: 'tickets',
    icon: <CustomerServiceOutlined />,
    entries: [
      { key: 'ticketList', path: '/tickets', ready: true, permission: 'support.tickets.list' },
      { key: 'ticketUsers', path: '/tickets/users', ready: true, permission: 'support.ticket-users.list' },
      { key: 'ticketGroups', path: '/tickets/groups', ready: true, permission: 'support.ticket-groups.list' },
      { key: 'ticketFields', path: '/tickets/fields', ready: true, permission: 'support.ticket-fields.list' },
    ],
  },
];

/** The menu entry a path belongs to (longest matching prefix), for highlighting. */
export function activeEntry(pathname: string): { group?: string; key: string } | undefined {
  if (pathname.startsWith(DASHBOARD.path)) return { key: DASHBOARD.key };
  let best: { group: string; key: string; length: number } | undefined;
  for (const group of MENU_GROUPS) {
    for (const entry of group.entries) {
      if ((pathname === entry.path || pathname.startsWith(`${entry.path}/`)) && (!best || entry.path.length > best.length)) {
        best = { group: group.key, key: entry.key, length: entry.path.length };
      }
    }
  }
  return best && { group: best.group, key: best.key };
}

/**
 * Where `/` and a fresh sign-in lead: the dashboard for those who may see it, otherwise the first screen of
 * the menu they may use (a ticket agent lands on /tickets), else the dashboard all the same.
 */
export function landingPath(can: (permission: PermissionKey) => boolean): string {
  if (can(DASHBOARD_PERMISSION)) return DASHBOARD.path;
  const entry = visibleGroups(can)
    .flatMap((group) => group.entries)
    .find((candidate) => candidate.ready);
  return entry?.path ?? DASHBOARD.path;
}

/** The groups and entries an admin holding `can` may see. */
export function visibleGroups(can: (permission: PermissionKey) => boolean): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({ ...group, entries: group.entries.filter((entry) => can(entry.permission)) })).filter(
    (group) => group.entries.length > 0,
  );
}
