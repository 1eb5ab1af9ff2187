import { useQuery } from '@apollo/client/react';
import { Button, DatePicker, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatCents, formatDateTime, isLanguage } from '@guide/ui';
import { CrudTable, CursorPager, ListHeader, LoadErrorAlert } from '../components/CrudList';
import { PAGE_SIZE, useCursorPages } from '../users/pagination';
import { usePageTitle } from '../usePageTitle';
import { placedRange, STATUS_COLOURS } from './order-status';
import { ADMIN_ORDERS, ORDER_STATUSES, type OrderRow, type OrderStatus } from './orders.graphql';

export type OrderListKind = 'orders' | 'quotes';

interface Filters {
  status: OrderStatus | null;
  search: string;
  customerId: string;
  range: [Dayjs, Dayjs] | null;
}
const NO_FILTER: Filters = { status: null, search: '', customerId: '', range: null };

/** The `orders` variables: the filters set (quotes: status QUOTE always), then the page. */
export function orderListVariables(kind: OrderListKind, filters: Filters, after: string | null) {
  const status = kind === 'quotes' ? 'QUOTE' : filters.status;
  const { placedFrom, placedTo } = placedRange(filters.range);
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
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [searchText, setSearchText] = useState('');
  const [customerText, setCustomerText] = useState('');
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_ORDERS, {
    variables: orderListVariables(kind, filters, pages.after),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.orders;
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    pages.reset();
  };
  const filtered = filters.status !== null || Boolean(filters.search || filters.customerId || filters.range);
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
      <ListHeader title={t(`orders.${kind}.title`)} intro={t(`orders.${kind}.intro`)} onRefresh={() => void refetch()}>
        <Input.Search
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder={t('orders.filters.search')}
          aria-label={t('orders.filters.search')}
          onSearch={(value) => change({ search: value.trim() })}
          style={{ width: 260 }}
          data-testid="orders-search"
        />
        {kind === 'orders' && (
          <Select
            allowClear
            value={filters.status ?? undefined}
            placeholder={t('orders.filters.status')}
            aria-label={t('orders.filters.status')}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
            onChange={(value?: OrderStatus) => change({ status: value ?? null })}
            style={{ minWidth: 200 }}
            data-testid="orders-status-filter"
          />
        )}
        <DatePicker.RangePicker
          value={filters.range}
          onChange={(range) => change({ range: range && range[0] && range[1] ? [range[0], range[1]] : null })}
          format="DD/MM/YYYY"
          allowEmpty={[false, false]}
          aria-label={t('orders.filters.placed')}
          placeholder={[t('orders.filters.placedFrom'), t('orders.filters.placedTo')]}
          data-testid="orders-range"
        />
        <Input.Search
          allowClear
          value={customerText}
          onChange={(e) => setCustomerText(e.target.value)}
          placeholder={t('orders.filters.customerId')}
          aria-label={t('orders.filters.customerId')}
          onSearch={(value) => change({ customerId: value.trim() })}
          style={{ width: 220 }}
          data-testid="orders-customer-filter"
        />
        {filtered && (
          <Button
            onClick={() => {
              setSearchText('');
              setCustomerText('');
              change(NO_FILTER);
            }}
            data-testid="orders-filter-reset"
          >
            {t('orders.filters.reset')}
          </Button>
        )}
      </ListHeader>
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<OrderRow>
        columns={columns}
        dataSource={connection?.edges.map((edge) => edge.node) ?? []}
        loading={loading}
        emptyText={filtered ? t(`orders.${kind}.noMatch`) : t(`orders.${kind}.empty`)}
        data-testid="orders-table"
        onOpen={(row) => navigate(detailPath(row))}
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.orders.pageInfo}
        loading={loading}
        infoKey={`orders.${kind}.pageInfo`}
        testIdPrefix="orders"
      />
    </>
  );
}
