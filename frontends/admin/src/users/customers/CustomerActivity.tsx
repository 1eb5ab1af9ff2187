import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatDate, formatDateTime, isLanguage } from '@guide/ui';
import { ListTable, useConnectionQuery } from '../../components/list-page';
import { errorMessage } from '../errors';
import {
  CUSTOMER_ACTIVITY,
  CUSTOMER_INVOICES,
  CUSTOMER_RETURNS,
  CUSTOMER_TICKETS,
  type CustomerInvoice,
  type CustomerOrder,
  type CustomerReturn,
  type CustomerTicket,
} from './customers.graphql';

/** Rows per page of the record's tabs; each tab grows with "more". */
const ACTIVITY_PAGE = 50;

function useLang() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** The "more" button and its failure of every tab. */
function useGrowing() {
  const { t } = useTranslation();
  return { shownKey: 'customerAdmin.shown', moreLabel: t('customerAdmin.more'), failure: (e: unknown) => errorMessage(t, e) };
}

/** The customer's orders (commerce `orders(customerId)`). */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const list = useConnectionQuery(CUSTOMER_ACTIVITY, 'orders', { customerId, first: ACTIVITY_PAGE, after: null });
  const lang = useLang();
  const columns: TableColumnsType<CustomerOrder> = [
    { title: t('customerAdmin.orders.number'), key: 'number', render: (_, o) => <Link to={`/sales/orders/${o.id}`}>{o.number}</Link> },
    { title: t('customerAdmin.orders.placedAt'), dataIndex: 'placedAt', key: 'placedAt', render: (v: string) => formatDateTime(v) },
    { title: t('customerAdmin.orders.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{t(`orders.status.${s}`)}</Tag> },
    { title: t('customerAdmin.orders.total'), key: 'total', align: 'right', render: (_, o) => formatCents(o.totalCents, lang, o.currency) },
  ];
  return (
    <ListTable<CustomerOrder>
      list={list}
      columns={columns}
      emptyText={t('customerAdmin.orders.empty')}
      data-testid="customer-orders"
      testIdPrefix="customer-orders"
      growing={useGrowing()}
    />
  );
}

/** The customer's invoices (commerce `invoices(customerId)`), each linked to its PDF and its order. */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const list = useConnectionQuery(CUSTOMER_INVOICES, 'invoices', { customerId, first: ACTIVITY_PAGE, after: null });
  const lang = useLang();
  const columns: TableColumnsType<CustomerInvoice> = [
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
    { title: t('customerAdmin.invoices.order'), key: 'order', render: (_, i) => <Link to={`/sales/orders/${i.order.id}`}>{i.order.number}</Link> },
    { title: t('customerAdmin.invoices.total'), key: 'total', align: 'right', render: (_, i) => formatCents(i.totalCents, lang, i.currency) },
  ];
  return (
    <ListTable<CustomerInvoice>
      list={list}
      columns={columns}
      emptyText={t('customerAdmin.invoices.empty')}
      data-testid="customer-invoices"
      testIdPrefix="customer-invoices"
      growing={useGrowing()}
    />
  );
}

/** The customer's return requests (commerce `returnRequests(customerId)`). */
export function CustomerReturns({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const list = useConnectionQuery(CUSTOMER_RETURNS, 'returnRequests', { customerId, first: ACTIVITY_PAGE, after: null });
  const columns: TableColumnsType<CustomerReturn> = [
    { title: t('customerAdmin.returns.number'), key: 'number', render: (_, r) => <Link to={`/sales/rma/${r.id}`}>{r.number}</Link> },
    { title: t('customerAdmin.returns.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v) },
    { title: t('customerAdmin.returns.order'), key: 'order', render: (_, r) => <Link to={`/sales/orders/${r.order.id}`}>{r.order.number}</Link> },
    { title: t('customerAdmin.returns.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{t(`sales.returnStatus.${s}`)}</Tag> },
  ];
  return (
    <ListTable<CustomerReturn>
      list={list}
      columns={columns}
      emptyText={t('customerAdmin.returns.empty')}
      data-testid="customer-returns"
      testIdPrefix="customer-returns"
      growing={useGrowing()}
    />
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
      growing={useGrowing()}
    />
  );
}
