import { Button, DatePicker, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { dayjs, formatCents, formatDateTime, isLanguage } from '@guide/ui';
import { ListHeader } from '../components/CrudList';
import {
  day,
  id,
  isFiltered,
  ListTable,
  oneOf,
  SearchFilter,
  SelectFilter,
  text,
  useConnectionQuery,
  useListPage,
  type FiltersOf,
} from '../components/list-page';
import { PAGE_SIZE } from '../users/pagination';
import { usePageTitle } from '../usePageTitle';
import { placedRange, STATUS_COLOURS } from './order-status';
import { ADMIN_ORDERS, ORDER_STATUSES, type OrderRow, type OrderStatus } from './orders.graphql';

export type OrderListKind = 'orders' | 'quotes';

/** The filters in the address: `?status=PENDING_PAYMENT&q=martin&customer=c-1&from=2025-11-03&to=2025-11-09`. */
const ORDER_FILTERS = {
  status: oneOf('status', ORDER_STATUSES),
  search: text('q', 255),
  customerId: id('customer'),
  from: day('from'),
  to: day('to'),
};
type OrderListFilters = FiltersOf<typeof ORDER_FILTERS>;

/** The days a range filter holds (both, or none). */
const rangeOf = (filters: OrderListFilters): [Dayjs, Dayjs] | null =>
  filters.from && filters.to ? [dayjs(filters.from, 'YYYY-MM-DD'), dayjs(filters.to, 'YYYY-MM-DD')] : null;

/** The `orders` variables: the filters set (quotes: status QUOTE always), then the page. */
export function orderListVariables(kind: OrderListKind, filters: OrderListFilters, after: string | null) {
  const status = kind === 'quotes' ? 'QUOTE' : filters.status;
  const { placedFrom, placedTo } = placedRange(rangeOf(filters));
  return {
    ...(status ? { status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.customerId ? { customerId: filters.customerId } : {}),
    ...(placedFrom ? { placedFrom, placedTo } : {}),
    first: PAGE_SIZE,
    after,
  };
}

/**
 * /admin/sales/orders (every order and quote, with a status filter) and /admin/sales/quotes (status QUOTE),
 * newest first, 20 per page; filters: placed between two days (weeks start on Monday), number / name /
 * e-mail search, customer id. A row opens the detail.
 */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  usePageTitle(t(`orders.${kind}.title`));
  const { filters, set, clear, pages } = useListPage(ORDER_FILTERS, kind);
  const list = useConnectionQuery(ADMIN_ORDERS, 'orders', orderListVariables(kind, filters, pages.after));
  // Quotes are all of status QUOTE: the status filter is the orders' only.
  const filtered = isFiltered(filters, kind === 'quotes' ? ['status'] : []);
  const detailPath = (row: OrderRow) => `/sales/${kind}/${row.id}`;

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('orders.fields.number'),
      key: 'number',
      render: (_, row) => (
        <Link to={detailPath(row)} data-testid={`order-link-${row.number}`}>
          <Typography.Text strong>{row.number}</Typography.Text>
        </Link>
      ),
    },
    { title: t('orders.fields.placedAt'), dataIndex: 'placedAt', key: 'placedAt', render: (value: string) => formatDateTime(value) },
    {
      title: t('orders.fields.customer'),
      key: 'customer',
      render: (_, row) =>
        row.customer ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{`${row.customer.firstName} ${row.customer.lastName}`.trim() || '—'}</Typography.Text>
            <Typography.Text type="secondary">{row.customer.email}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{row.customerId}</Typography.Text>
        ),
    },
    {
      title: t('orders.fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: OrderStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`orders.status.${status}`)}</Tag>,
    },
    { title: t('orders.fields.total'), key: 'total', align: 'right', render: (_, row) => formatCents(row.totalCents, lang, row.currency) },
  ];

  return (
    <>
      <ListHeader title={t(`orders.${kind}.title`)} intro={t(`orders.${kind}.intro`)} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('orders.filters.search')}
          style={{ width: 260 }}
          testId="orders-search"
        />
        {kind === 'orders' && (
          <SelectFilter
            value={filters.status}
            label={t('orders.filters.status')}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
            onChange={(status) => set({ status })}
            minWidth={200}
            testId="orders-status-filter"
          />
        )}
        <DatePicker.RangePicker
          value={rangeOf(filters)}
          onChange={(range) =>
            set(range && range[0] && range[1] ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : { from: null, to: null })
          }
          format="DD/MM/YYYY"
          allowEmpty={[false, false]}
          aria-label={t('orders.filters.placed')}
          placeholder={[t('orders.filters.placedFrom'), t('orders.filters.placedTo')]}
          data-testid="orders-range"
        />
        <SearchFilter
          value={filters.customerId}
          onSearch={(customerId) => set({ customerId })}
          maxLength={255}
          label={t('orders.filters.customerId')}
          style={{ width: 220 }}
          testId="orders-customer-filter"
        />
        {filtered && (
          <Button onClick={clear} data-testid="orders-filter-reset">
            {t('orders.filters.reset')}
          </Button>
        )}
      </ListHeader>
      <ListTable<OrderRow>
        list={list}
        columns={columns}
        emptyText={filtered ? t(`orders.${kind}.noMatch`) : t(`orders.${kind}.empty`)}
        data-testid="orders-table"
        testIdPrefix="orders"
        paged={{ pages, infoKey: `orders.${kind}.pageInfo` }}
        onOpen={(row) => navigate(detailPath(row))}
      />
    </>
  );
}
