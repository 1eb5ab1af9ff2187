import type { TypedDocumentNode } from '@apollo/client';
import type { PermissionKey } from '@guide/vocabulary';
import {
  DASHBOARD_CONTEST_REGISTRATIONS,
  DASHBOARD_LOW_STOCK,
  DASHBOARD_NEW_CUSTOMERS,
  DASHBOARD_PAYMENTS_WAITING,
  DASHBOARD_POSTS,
  DASHBOARD_QUOTES,
  DASHBOARD_RETURNS,
  DASHBOARD_REVIEWS,
  DASHBOARD_TICKETS,
} from './dashboard.graphql';

type Totals = Record<string, { totalCount: number } | number | string | null | undefined>;

/**
 * A card with one number: shown only to holders of `permission`, its query run only then, a link to the
 * list it counts. `period`: the query takes the picked period (the others count what waits today).
 */
export interface CountCard {
  key: string;
  permission: PermissionKey;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  period?: boolean;
  /** The number in the answer: a count field or the sum of aliased lists' totalCount. */
  count(data: Totals): number;
  to: string;
}

const sumTotals = (data: Totals) =>
  Object.values(data).reduce<number>((sum, v) => sum + (typeof v === 'object' && v && 'totalCount' in v ? v.totalCount : 0), 0);
const field = (name: string) => (data: Totals) => Number(data[name] ?? 0);

/** In the order they appear: what waits for staff first, then the period's figures. */
export const COUNT_CARDS: CountCard[] = [
  { key: 'paymentsWaiting', permission: 'sales.orders.list', query: DASHBOARD_PAYMENTS_WAITING, count: sumTotals, to: '/sales/orders?status=PENDING_PAYMENT' },
  { key: 'quotesToAnswer', permission: 'sales.quotes.list', query: DASHBOARD_QUOTES, count: field('quotesToAnswerCount'), to: '/sales/quotes' },
  { key: 'returnsOpen', permission: 'sales.rma.list', query: DASHBOARD_RETURNS, count: sumTotals, to: '/sales/rma' },
  { key: 'lowStock', permission: 'catalog.products.list', query: DASHBOARD_LOW_STOCK, count: field('lowStockCount'), to: '/catalog/products' },
  { key: 'openTickets', permission: 'support.tickets.list', query: DASHBOARD_TICKETS, count: sumTotals, to: '/tickets' },
  { key: 'postsToModerate', permission: 'cms.posts.list', query: DASHBOARD_POSTS, count: sumTotals, to: '/cms/moderation' },
  { key: 'reviewsToModerate', permission: 'marketing.reviews.list', query: DASHBOARD_REVIEWS, count: sumTotals, to: '/marketing/reviews' },
  {
    key: 'newCustomers',
    permission: 'users.customers.list',
    query: DASHBOARD_NEW_CUSTOMERS,
    period: true,
    count: field('newCustomersCount'),
    to: '/users/customers',
  },
  {
    key: 'contestRegistrations',
    permission: 'contest.registrations.list',
    query: DASHBOARD_CONTEST_REGISTRATIONS,
    count: sumTotals,
    to: '/contest/registrations',
  },
];
