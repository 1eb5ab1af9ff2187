import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatDate, formatDateTime, isLanguage } from '@guide/ui';
import { ListTable, useConnectionQuery } from '../../components/list-page';
import { errorMessage } from '../errors';
import { CUSTOMER_ACTIVITY, CUSTOMER_TICKETS, type CustomerOrder, type CustomerTicket } from './customers.graphql';

/** Orders shown per page of the record's tabs; invoices and returns are those of the orders loaded. */
const ACTIVITY_PAGE = 50;

type Invoice = CustomerOrder['invoices'][number] & { orderNumber: string; orderId: string };
type Return = CustomerOrder['returns'][number] & { orderNumber: string };

function useLang() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** The customer's orders, invoices and returns: commerce's `orders(customerId)`, one query for the three tabs. */
function useCustomerActivity(customerId: string) {
  return useConnectionQuery(CUSTOMER_ACTIVITY, 'orders', { customerId, first: ACTIVITY_PAGE, after: null });
}

export function CustomerOrders({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const activity = useCustomerActivity(customerId);
  const lang = useLang();
  const columns: TableColumnsType<CustomerOrder> = [
    { title: t('customerAdmin.orders.number'), key: 'number', render: (_, o) => <Link to={`/sales/orders/${o.id}`}>{o.number}</Link> },
    { title: t('customerAdmin.orders.placedAt'), dataIndex: 'placedAt', key: 'placedAt', render: (v: string) => formatDateTime(v) },
    { title: t('customerAdmin.orders.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{t(`orders.status.${s}`)}</Tag> },
    { title: t('customerAdmin.orders.total'), key: 'total', align: 'right', render: (_, o) => formatCents(o.totalCents, lang, o.currency) },
  ];
  return (
    <ListTable<CustomerOrder>
      list={activity}
      columns={columns}
      emptyText={t('customerAdmin.orders.empty')}
      data-testid="customer-orders"
      testIdPrefix="customer-orders"
      growing={{ shownKey: 'customerAdmin.shown', moreLabel: t('customerAdmin.more'), failure: (e) => errorMessage(t, e) }}
    />
  );
}

export function CustomerInvoices({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const activity = useCustomerActivity(customerId);
  const lang = useLang();
  const rows: Invoice[] = activity.rows.flatMap((o) => o.invoices.map((i) => ({ ...i, orderNumber: o.number, orderId: o.id })));
  const columns: TableColumnsType<Invoice> = [
    {
      title: t('customerAdmin.invoices.number'),
      key: 'number',
      render: (_, i) => (
        <a href={i.pdfUrl} target="_blank" rel="noreferrer">
          {i.number}
        </a>
      ),
    },
    { title: t('customerAdmin.invoices.issuedAt'), dataIndex: 'issuedAt', key: 'issuedAt', render: (v: string) => formatDate(v) },
    { title: t('customerAdmin.invoices.order'), key: 'order', render: (_, i) => <Link to={`/sales/orders/${i.orderId}`}>{i.orderNumber}</Link> },
    { title: t('customerAdmin.invoices.total'), key: 'total', align: 'right', render: (_, i) => formatCents(i.totalCents, lang, i.currency) },
  ];
  return <LoadedOrdersTable activity={activity} rows={rows} columns={columns} empty={t('customerAdmin.invoices.empty')} testId="customer-invoices" />;
}

export function CustomerReturns({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const activity = useCustomerActivity(customerId);
  const rows: Return[] = activity.rows.flatMap((o) => o.returns.map((r) => ({ ...r, orderNumber: o.number })));
  const columns: TableColumnsType<Return> = [
    { title: t('customerAdmin.returns.number'), key: 'number', render: (_, r) => <Link to={`/sales/rma/${r.id}`}>{r.number}</Link> },
    { title: t('customerAdmin.returns.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v) },
    { title: t('customerAdmin.returns.order'), dataIndex: 'orderNumber', key: 'order' },
    { title: t('customerAdmin.returns.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{t(`sales.returnStatus.${s}`)}</Tag> },
  ];
  return <LoadedOrdersTable activity={activity} rows={rows} columns={columns} empty={t('customerAdmin.returns.empty')} testId="customer-returns" />;
}

/** Invoices or returns of the orders loaded (one page of them): a note says so when the customer has more orders. */
function LoadedOrdersTable<Row extends { id: string }>(props: {
  activity: ReturnType<typeof useCustomerActivity>;
  rows: Row[];
  columns: TableColumnsType<Row>;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { activity } = props;
  return (
    <>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={props.columns}
        dataSource={props.rows}
        loading={activity.loading && !activity.connection}
        pagination={false}
        locale={{ emptyText: props.empty }}
        data-testid={props.testId}
      />
      {activity.pageInfo?.hasNextPage && <Typography.Text type="secondary">{t('customerAdmin.ofLoadedOrders')}</Typography.Text>}
    </>
  );
}

/** The tickets the customer opened (support-tickets' `tickets(customerId)`). */
export function CustomerTickets({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const list = useConnectionQuery(CUSTOMER_TICKETS, 'tickets', { customerId, first: ACTIVITY_PAGE, after: null });
  const columns: TableColumnsType<CustomerTicket> = [
    { title: t('customerAdmin.tickets.subject'), key: 'subject', render: (_, tk) => <Link to={`/tickets/${tk.id}`}>{tk.subject}</Link> },
    { title: t('customerAdmin.tickets.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v) },
    { title: t('customerAdmin.tickets.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{t(`tickets.status.${s}`)}</Tag> },
  ];
  return (
    <ListTable<CustomerTicket>
      list={list}
      columns={columns}
      emptyText={t('customerAdmin.tickets.empty')}
      data-testid="customer-tickets"
      testIdPrefix="customer-tickets"
      growing={{ shownKey: 'customerAdmin.shown', moreLabel: t('customerAdmin.more'), failure: (e) => errorMessage(t, e) }}
    />
  );
}
