import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The back-office menu, grouped like the spec's back office. One place lists every screen and its path;
 * `ready` marks screens that exist today, the others show disabled until their feature lands.
 */
export interface MenuEntry {
  key: string;
  path: string;
  ready?: boolean;
}
export interface MenuGroup {
  key: string;
  icon: ReactNode;
  entries: MenuEntry[];
}

export const DASHBOARD = { key: 'dashboard', path: '/dashboard', icon: <DashboardOutlined /> };

export const MENU_GROUPS: MenuGroup[] = [
  {
    key: 'content',
    icon: <FileTextOutlined />,
    entries: [
      { key: 'pages', path: '/cms/pages' },
      { key: 'news', path: '/cms/news' },
      { key: 'categories', path: '/cms/categories' },
      { key: 'contentTypes', path: '/cms/content-types' },
      { key: 'menus', path: '/cms/menus' },
      { key: 'media', path: '/cms/media' },
      { key: 'seo', path: '/cms/seo' },
      { key: 'branding', path: '/cms/branding' },
    ],
  },
  {
    key: 'catalog',
    icon: <AppstoreOutlined />,
    entries: [
      { key: 'establishments', path: '/catalog/establishments', ready: true },
      { key: 'products', path: '/catalog/products' },
      { key: 'productCategories', path: '/catalog/categories' },
      { key: 'attributes', path: '/catalog/attributes' },
      { key: 'attributeFamilies', path: '/catalog/attribute-families' },
      { key: 'bulkUpload', path: '/catalog/bulk-upload' },
    ],
  },
  {
    key: 'sales',
    icon: <ShoppingCartOutlined />,
    entries: [
      { key: 'orders', path: '/sales/orders' },
      { key: 'quotes', path: '/sales/quotes' },
      { key: 'shipments', path: '/sales/shipments' },
      { key: 'invoices', path: '/sales/invoices' },
      { key: 'refunds', path: '/sales/refunds' },
      { key: 'transactions', path: '/sales/transactions' },
      { key: 'rma', path: '/sales/rma' },
    ],
  },
  {
    key: 'users',
    icon: <TeamOutlined />,
    entries: [
      { key: 'customers', path: '/users/customers' },
      { key: 'customerGroups', path: '/users/groups' },
      { key: 'admins', path: '/users/admins' },
      { key: 'suppliers', path: '/users/suppliers' },
      { key: 'roles', path: '/users/roles' },
    ],
  },
  {
    key: 'marketing',
    icon: <NotificationOutlined />,
    entries: [
      { key: 'discounts', path: '/marketing/discounts' },
      { key: 'promotions', path: '/marketing/promotions' },
      { key: 'vouchers', path: '/marketing/vouchers' },
      { key: 'emails', path: '/marketing/emails' },
      { key: 'reviews', path: '/marketing/reviews' },
    ],
  },
  {
    key: 'settings',
    icon: <SettingOutlined />,
    entries: [
      { key: 'locales', path: '/settings/locales' },
      { key: 'currencies', path: '/settings/currencies' },
      { key: 'taxes', path: '/settings/tax-categories' },
      { key: 'channels', path: '/settings/channels' },
      { key: 'inventorySources', path: '/settings/inventory-sources' },
      { key: 'configuration', path: '/settings/configuration' },
    ],
  },
  {
    key: 'tickets',
    icon: <CustomerServiceOutlined />,
    entries: [
      { key: 'ticketList', path: '/tickets' },
      { key: 'ticketUsers', path: '/tickets/users' },
      { key: 'ticketGroups', path: '/tickets/groups' },
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
