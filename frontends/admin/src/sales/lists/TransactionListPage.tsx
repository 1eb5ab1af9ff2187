import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCents, formatDateTime } from '@guide/ui';
import { ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, oneOf, SelectFilter, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../after-sales';
import { OrderLink, PaymentStatusTag, paymentMethodLabel, useLang } from '../after-sales-ui';
import { ADMIN_PAYMENTS, type PaymentRow } from '../after-sales.graphql';

/** The filters in the address: `?status=CAPTURED&method=test-card`. */
const PAYMENT_FILTERS = { status: oneOf('status', PAYMENT_STATUSES), method: oneOf('method', PAYMENT_METHODS) };

/**
 * /admin/sales/transactions: the payments ledger (every payment attempt), newest first, 20 per page; filters
 * by status and method. A row opens its order.
 */
export function TransactionListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  usePageTitle(t('sales.transactions.title'));
  const { filters, set, clear, pages } = useListPage(PAYMENT_FILTERS);
  const list = useConnectionQuery(ADMIN_PAYMENTS, 'payments', { ...filters, first: PAGE_SIZE, after: pages.after });
  const filtered = isFiltered(filters);

  const columns: TableColumnsType<PaymentRow> = [
    { title: t('sales.fields.date'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('sales.fields.order'), key: 'order', render: (_, row) => <OrderLink order={row.order} /> },
    {
      title: t('sales.fields.method'),
      key: 'method',
      render: (_, row) => (
        <>
          {paymentMethodLabel(t, row.method)}
          {row.providerReference && (
            <>
              <br />
              <Typography.Text type="secondary" copyable>
                {row.providerReference}
              </Typography.Text>
            </>
          )}
        </>
      ),
    },
    { title: t('sales.fields.status'), key: 'status', render: (_, row) => <PaymentStatusTag status={row.status} /> },
    { title: t('sales.fields.amount'), key: 'amount', align: 'right', render: (_, row) => formatCents(row.amountCents, lang, row.currency) },
    {
      title: t('sales.fields.refunded'),
      key: 'refunded',
      align: 'right',
      render: (_, row) => (row.refundedCents > 0 ? formatCents(row.refundedCents, lang, row.currency) : '—'),
    },
  ];

  return (
    <>
      <ListHeader title={t('sales.transactions.title')} intro={t('sales.transactions.intro')} onRefresh={() => void list.refetch()}>
        <SelectFilter
          value={filters.status}
          label={t('sales.transactions.statusFilter')}
          options={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`sales.paymentStatus.${status}`) }))}
          onChange={(status) => set({ status })}
          minWidth={200}
          testId="transactions-status-filter"
        />
        <SelectFilter
          value={filters.method}
          label={t('sales.transactions.methodFilter')}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(t, method) }))}
          onChange={(method) => set({ method })}
          minWidth={220}
          testId="transactions-method-filter"
        />
        {filtered && (
          <Button onClick={clear} data-testid="transactions-filter-reset">
            {t('sales.filters.reset')}
          </Button>
        )}
      </ListHeader>
      <ListTable<PaymentRow>
        list={list}
        columns={columns}
        emptyText={filtered ? t('sales.transactions.noMatch') : t('sales.transactions.empty')}
        data-testid="transactions-table"
        testIdPrefix="transactions"
        paged={{ pages, infoKey: 'sales.transactions.pageInfo' }}
        onOpen={(row) => navigate(`/sales/orders/${row.order.id}`)}
      />
    </>
  );
}
