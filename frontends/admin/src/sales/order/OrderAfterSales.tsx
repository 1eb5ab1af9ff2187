import { CarOutlined, CheckOutlined, FileDoneOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Card, Popconfirm, Skeleton, Table, Timeline, Typography, type ButtonProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { errorMessage } from '../../users/errors';
import { canInvoice, canRefund, canShip } from '../after-sales';
import {
  PaymentStatusTag,
  paymentMethodLabel,
  PdfLink,
  RefundStatusTag,
  ReturnStatusTag,
  salesErrorText,
  ShipmentStatusTag,
  TrackingNumber,
  useLang,
} from '../after-sales-ui';
import { CREATE_INVOICE, MARK_SHIPMENT_DELIVERED, type AfterSalesOrder } from '../after-sales.graphql';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';

/**
 * The order page's actions after payment, each shown only when the order's status and the admin's role allow
 * it: ship (PROCESSING, units left), invoice (paid, units not invoiced), refund (invoiced).
 */
export function OrderAfterSalesActions({ order, onChanged }: { order: AfterSalesOrder; onChanged(): void }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { modal, notification } = App.useApp();
  const [dialog, setDialog] = useState<'ship' | 'refund' | null>(null);
  const [createInvoice] = useMutation(CREATE_INVOICE);
  const showShip = can('sales.shipments.create') && canShip(order);
  const showInvoice = can('sales.invoices.create') && canInvoice(order);
  const showRefund = can('sales.refunds.create') && canRefund(order);

  function onInvoice() {
    modal.confirm({
      title: t('sales.invoice.confirmTitle', { number: order.number }),
      content: t('sales.invoice.confirmText'),
      okText: t('sales.invoice.confirm'),
      okButtonProps: { 'data-testid': 'order-invoice-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { data } = await createInvoice({ variables: { orderId: order.id } });
          notification.success({ title: t('sales.invoice.done', { number: data?.createInvoice.number ?? '' }) });
          onChanged();
        } catch (e) {
          notification.error({ title: t('sales.invoice.failed'), description: salesErrorText(t, e) });
        }
      },
    });
  }

  return (
    <>
      {showShip && (
        <Button type="primary" icon={<CarOutlined />} onClick={() => setDialog('ship')} data-testid="order-ship">
          {t('sales.actions.ship')}
        </Button>
      )}
      {showInvoice && (
        <Button icon={<FileDoneOutlined />} onClick={onInvoice} data-testid="order-invoice">
          {t('sales.actions.invoice')}
        </Button>
      )}
      {showRefund && (
        <Button icon={<RollbackOutlined />} onClick={() => setDialog('refund')} data-testid="order-refund">
          {t('sales.actions.refund')}
        </Button>
      )}
      {dialog === 'ship' && <ShipDialog order={order} open onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'refund' && <RefundDialog order={order} onClose={() => setDialog(null)} onDone={onChanged} />}
    </>
  );
}

interface TimelineEvent {
  at: string;
  key: string;
  colour: string;
  label: ReactNode;
}

/** The order's life as dated events, oldest first: placed, payments, shipments (and deliveries), invoices, refunds, returns. */
function timelineEvents(order: AfterSalesOrder, t: TFunction, money: (cents: number, currency?: string) => string): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: order.placedAt, key: 'placed', colour: 'gray', label: t('sales.timeline.placed', { number: order.number }) }];
  for (const payment of order.payments)
    events.push({
      at: payment.createdAt,
      key: `payment-${payment.id}`,
      colour: payment.status === 'FAILED' ? 'red' : 'green',
      label: t('sales.timeline.payment', {
        amount: money(payment.amountCents, payment.currency),
        method: paymentMethodLabel(t, payment.method),
        status: t(`sales.paymentStatus.${payment.status}`),
      }),
    });
  for (const shipment of order.shipments) {
    events.push({
      at: shipment.shippedAt,
      key: `shipped-${shipment.id}`,
      colour: 'blue',
      label: t('sales.timeline.shipped', { number: shipment.number, carrier: shipment.carrier }),
    });
    if (shipment.deliveredAt)
      events.push({
        at: shipment.deliveredAt,
        key: `delivered-${shipment.id}`,
        colour: 'green',
        label: t('sales.timeline.delivered', { number: shipment.number }),
      });
  }
  for (const invoice of order.invoices)
    events.push({
      at: invoice.issuedAt,
      key: `invoice-${invoice.id}`,
      colour: 'blue',
      label: t('sales.timeline.invoiced', { number: invoice.number, amount: money(invoice.totalCents, invoice.currency) }),
    });
  for (const refund of order.refunds)
    events.push({
      at: refund.createdAt,
      key: `refund-${refund.id}`,
      colour: 'purple',
      label: t('sales.timeline.refunded', { number: refund.number, amount: money(refund.totalCents) }),
    });
  for (const request of order.returns)
    events.push({ at: request.createdAt, key: `return-${request.id}`, colour: 'orange', label: t('sales.timeline.returned', { number: request.number }) });
  // Stable: at the same instant, the order in which they are listed above (placed, then paid…).
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The order page's sections after payment: the timeline, payments, shipments (tracking links, "mark
 * delivered"), invoices and credit notes (their PDFs), return requests (links to their page).
 */
export function OrderAfterSalesSections({ order, loading, error, onRetry, onChanged }: AfterSalesSectionsProps) {
  const { t } = useTranslation();
  if (!order) {
    if (error)
      return (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('sales.order.afterSalesFailed')}
          description={errorMessage(t, error)}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
          data-testid="order-after-sales-error"
        />
      );
    return loading ? <Skeleton active style={{ marginBottom: 16 }} /> : null;
  }
  return <AfterSalesSections order={order} onChanged={onChanged} />;
}

interface AfterSalesSectionsProps {
  /** The order with its life after payment; null while it loads or when it could not be loaded. */
  order: AfterSalesOrder | null;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  onChanged(): void;
}

function AfterSalesSections({ order, onChanged }: { order: AfterSalesOrder; onChanged(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const [markDelivered] = useMutation(MARK_SHIPMENT_DELIVERED);
  const money = (cents: number, currency = order.currency) => formatCents(cents, lang, currency);
  const canPrint = can('sales.invoices.print');
  const events = timelineEvents(order, t, money);

  async function onDelivered(id: string, number: string) {
    try {
      await markDelivered({ variables: { id } });
      notification.success({ title: t('sales.shipments.delivered', { number }) });
      onChanged();
    } catch (e) {
      notification.error({ title: t('sales.shipments.deliverFailed'), description: salesErrorText(t, e) });
    }
  }

  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  return (
    <>
      <Card title={t('sales.order.timeline')} style={{ marginBottom: 16 }} data-testid="order-timeline">
        <Timeline
          items={events.map((event) => ({
            key: event.key,
            color: event.colour,
            content: (
              <>
                <Typography.Text>{event.label}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
              </>
            ),
          }))}
        />
      </Card>
      <Card title={t('sales.order.payments')} style={{ marginBottom: 16 }} data-testid="order-payments">
        {order.payments.length === 0 ? (
          none(t('sales.order.noPayments'))
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={order.payments}
            columns={[
              { title: t('sales.fields.date'), key: 'date', render: (_, row) => formatDateTime(row.createdAt) },
              { title: t('sales.fields.method'), key: 'method', render: (_, row) => paymentMethodLabel(t, row.method) },
              { title: t('sales.fields.status'), key: 'status', render: (_, row) => <PaymentStatusTag status={row.status} /> },
              { title: t('sales.fields.amount'), key: 'amount', align: 'right', render: (_, row) => money(row.amountCents, row.currency) },
              {
                title: t('sales.fields.refunded'),
                key: 'refunded',
                align: 'right',
                render: (_, row) => (row.refundedCents ? money(row.refundedCents, row.currency) : '—'),
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('sales.order.shipments')} style={{ marginBottom: 16 }} data-testid="order-shipments">
        {order.shipments.length === 0 ? (
          none(t('sales.order.noShipments'))
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={order.shipments}
            columns={[
              { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
              { title: t('sales.fields.carrier'), key: 'carrier', render: (_, row) => row.carrier },
              {
                title: t('sales.fields.trackingNumber'),
                key: 'tracking',
                render: (_, row) => <TrackingNumber number={row.trackingNumber} url={row.trackingUrl} />,
              },
              { title: t('sales.fields.packageCount'), key: 'packages', align: 'right', render: (_, row) => row.packageCount },
              {
                title: t('sales.fields.content'),
                key: 'lines',
                render: (_, row) => row.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '),
              },
              { title: t('sales.fields.status'), key: 'status', render: (_, row) => <ShipmentStatusTag status={row.status} /> },
              { title: t('sales.fields.shippedAt'), key: 'shippedAt', render: (_, row) => formatDateTime(row.shippedAt) },
              {
                title: t('sales.fields.deliveredAt'),
                key: 'deliveredAt',
                render: (_, row) =>
                  row.deliveredAt ? (
                    formatDateTime(row.deliveredAt)
                  ) : row.status === 'SHIPPED' && can('sales.shipments.create') ? (
                    <Popconfirm
                      title={t('sales.shipments.deliverConfirm', { number: row.number })}
                      okText={t('sales.actions.markDelivered')}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ 'data-testid': `shipment-deliver-confirm-${row.number}` } as ButtonProps}
                      onConfirm={() => onDelivered(row.id, row.number)}
                    >
                      <Button size="small" icon={<CheckOutlined />} data-testid={`shipment-deliver-${row.number}`}>
                        {t('sales.actions.markDelivered')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('sales.order.invoices')} style={{ marginBottom: 16 }} data-testid="order-invoices">
        {order.invoices.length === 0 ? (
          none(t('sales.order.noInvoices'))
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.invoices}
            columns={[
              { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
              { title: t('sales.fields.issuedAt'), key: 'issuedAt', render: (_, row) => formatDateTime(row.issuedAt) },
              { title: t('sales.fields.total'), key: 'total', align: 'right', render: (_, row) => money(row.totalCents, row.currency) },
              ...(canPrint
                ? [
                    {
                      title: t('sales.fields.document'),
                      key: 'pdf',
                      render: (_: unknown, row: AfterSalesOrder['invoices'][number]) => (
                        <PdfLink url={row.pdfUrl} number={row.number} testId={`invoice-pdf-${row.number}`} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      <Card title={t('sales.order.refunds')} style={{ marginBottom: 16 }} data-testid="order-refunds">
        {order.refunds.length === 0 ? (
          none(t('sales.order.noRefunds'))
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={order.refunds}
            columns={[
              { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
              { title: t('sales.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
              { title: t('sales.fields.status'), key: 'status', render: (_, row) => <RefundStatusTag status={row.status} /> },
              { title: t('sales.fields.reason'), key: 'reason', render: (_, row) => row.reason ?? '—' },
              { title: t('sales.fields.total'), key: 'total', align: 'right', render: (_, row) => money(row.totalCents) },
              ...(canPrint
                ? [
                    {
                      title: t('sales.fields.document'),
                      key: 'pdf',
                      render: (_: unknown, row: AfterSalesOrder['refunds'][number]) => (
                        <PdfLink url={row.pdfUrl} number={row.number} testId={`refund-pdf-${row.number}`} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      <Card title={t('sales.order.returns')} style={{ marginBottom: 16 }} data-testid="order-returns">
        {order.returns.length === 0 ? (
          none(t('sales.order.noReturns'))
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.returns}
            columns={[
              {
                title: t('sales.fields.number'),
                key: 'number',
                render: (_, row) =>
                  can('sales.rma.view') ? (
                    <Link to={`/sales/rma/${row.id}`} data-testid={`return-link-${row.number}`}>
                      {row.number}
                    </Link>
                  ) : (
                    row.number
                  ),
              },
              { title: t('sales.fields.status'), key: 'status', render: (_, row) => <ReturnStatusTag status={row.status} /> },
              { title: t('sales.fields.resolution'), key: 'resolution', render: (_, row) => t(`sales.resolution.${row.resolution}`) },
              { title: t('sales.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
            ]}
          />
        )}
      </Card>
    </>
  );
}
