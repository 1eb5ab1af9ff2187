import { ArrowLeftOutlined, BankOutlined, EuroOutlined, ShoppingCartOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors, formatCents, formatDate, formatDateTime, isLanguage } from '@guide/ui';
import { useAdmin } from '../auth/useAdmin';
import { errorMessage } from '../users/errors';
import { usePageTitle } from '../usePageTitle';
import { canBeCanceled, STATUS_COLOURS } from './order-status';
import type { OrderListKind } from './OrderListPage';
import { OrderAfterSalesActions, OrderAfterSalesSections } from './order/OrderAfterSales';
import { QuotePriceDialog } from './order/QuotePriceDialog';
import { OrderTotals } from './order/OrderTotals';
import { ADMIN_ORDER_AFTER_SALES } from './after-sales.graphql';
import { ADMIN_ORDER, CANCEL_ORDER, COMMENT_QUOTE, CONFIRM_ORDER_PAYMENT, CONVERT_QUOTE, type OrderDetail } from './orders.graphql';

const COMMENT_MAX = 5000;

/** Whether an instant is behind us (an offer past its last day: the customer can no longer order it). */
const hasPassed = (iso: string): boolean => Date.parse(iso) < Date.now();

type Address = OrderDetail['billingAddress'];

function AddressBlock({ address, testId }: { address: Address; testId: string }) {
  return (
    <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }} data-testid={testId}>
      {[
        `${address.firstName} ${address.lastName}`,
        address.company,
        address.street,
        address.additionalAddress,
        `${address.postalCode} ${address.city}`,
        address.country,
        address.phone,
      ]
        .filter(Boolean)
        .join('\n')}
    </address>
  );
}

/**
 * /admin/sales/orders/:id and /admin/sales/quotes/:id: lines, totals, addresses, shipping and payment,
 * the comment thread; actions as the role allows: cancel (stock goes back on sale), confirm a bank
 * transfer (waiting for payment only), answer a quote, turn an open quote into an order. An order (not a
 * quote) also shows its life after payment and the ship / invoice / refund actions (order/OrderAfterSales.tsx);
 * an open quote may be priced (order/QuotePriceDialog.tsx) and shows when it was answered and until when it holds.
 */
export function OrderDetailPage({ kind }: { kind: OrderListKind }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { id = '' } = useParams();
  const { can } = useAdmin();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const { data, loading, error, refetch } = useQuery(ADMIN_ORDER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  // The life after payment, asked apart: the order still shows when that part cannot be answered.
  const afterSales = useQuery(ADMIN_ORDER_AFTER_SALES, { variables: { id }, skip: !order || order.status === 'QUOTE', fetchPolicy: 'cache-and-network' });
  const afterSalesOrder = order && afterSales.data?.order ? { ...order, ...afterSales.data.order } : null;
  const refreshAll = () => {
    void refetch();
    void afterSales.refetch();
  };
  usePageTitle(order ? t('orders.detail.title', { number: order.number }) : t(`orders.${kind}.title`));
  const [cancel] = useMutation(CANCEL_ORDER);
  const [confirmPayment, { loading: confirming }] = useMutation(CONFIRM_ORDER_PAYMENT);
  const [commentQuote, { loading: commenting }] = useMutation(COMMENT_QUOTE);
  const [convertQuote] = useMutation(CONVERT_QUOTE);
  const [comment, setComment] = useState('');
  const [pricing, setPricing] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, lang, order?.currency ?? 'EUR');
  const back = (
    <Link to={`/sales/${kind}`}>
      <ArrowLeftOutlined /> {t(`orders.${kind}.back`)}
    </Link>
  );

  if (!order) {
    if (loading) return <Skeleton active />;
    return (
      <>
        {back}
        {error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={errorMessage(t, error)}
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Empty style={{ marginTop: 48 }} description={t('orders.detail.notFound')} data-testid="order-not-found" />
        )}
      </>
    );
  }
  const current = order;
  // A quote's cancel button, warning and notices speak of the quote (no stock is held for it).
  const cancelKeys = current.status === 'QUOTE' ? 'orders.detail.quoteCancel' : 'orders.detail.orderCancel';

  function onCancel() {
    modal.confirm({
      title: t(`${cancelKeys}.title`, { number: current.number }),
      content: t(`${cancelKeys}.text`),
      okText: t(`${cancelKeys}.confirm`),
      okButtonProps: { danger: true, 'data-testid': 'order-cancel-confirm' } as ButtonProps,
      cancelText: t(`${cancelKeys}.keep`),
      onOk: async () => {
        try {
          await cancel({ variables: { id: current.id } });
          notification.success({ title: t(`${cancelKeys}.done`, { number: current.number }) });
        } catch (e) {
          notification.error({ title: t(`${cancelKeys}.failed`), description: errorText(e) });
        }
      },
    });
  }

  async function onConfirmPayment() {
    try {
      await confirmPayment({ variables: { id: current.id } });
      notification.success({ title: t('orders.detail.paymentConfirmed', { number: current.number }) });
    } catch (e) {
      notification.error({ title: t('orders.detail.confirmFailed'), description: errorText(e) });
    }
  }

  function onConvert() {
    modal.confirm({
      title: t('orders.detail.convertTitle', { number: current.number }),
      content: t('orders.detail.convertText'),
      okText: t('orders.detail.convertConfirm'),
      okButtonProps: { 'data-testid': 'quote-convert-confirm' } as ButtonProps,
      cancelText: t('orders.detail.convertKeep'),
      onOk: async () => {
        try {
          const { data: converted } = await convertQuote({ variables: { id: current.id } });
          const order = converted?.convertQuote;
          if (!order) return;
          notification.success({ title: t('orders.detail.convertDone', { number: order.number }) });
          // The new order is a separate record (its own number): staff go on with it, e.g. to confirm the transfer.
          navigate(`/sales/orders/${order.id}`);
        } catch (e) {
          notification.error({ title: t('orders.detail.convertFailed'), description: errorText(e) });
        }
      },
    });
  }

  async function onComment() {
    const body = comment.trim();
    if (!body) return setCommentError(t('orders.detail.commentRequired'));
    if (body.length > COMMENT_MAX) return setCommentError(t('orders.detail.commentTooLong'));
    setCommentError(null);
    try {
      await commentQuote({ variables: { id: current.id, comment: body } });
      setComment('');
      notification.success({ title: t('orders.detail.commentSent') });
    } catch (e) {
      setCommentError(errorText(e));
    }
  }

  /** A refusal on a field (INVALID_TRANSITION…) in the screen's words, else the usual message. */
  function errorText(e: unknown): string {
    const key = Object.values(fieldErrors(e))[0];
    return key ? t([`orders.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']) : errorMessage(t, e);
  }

  const customerName = `${order.customer.firstName ?? ''} ${order.customer.lastName ?? ''}`.trim();
  const isQuote = order.status === 'QUOTE';
  // The comment written at checkout is the order's `comment`; a quote's request is also the thread's first entry.
  const thread =
    order.comment && !order.comments.some((c) => !c.fromStaff && c.body === order.comment)
      ? [{ id: 'checkout-comment', body: order.comment, fromStaff: false, createdAt: order.placedAt }, ...order.comments]
      : order.comments;
  const showCancel = can('sales.orders.cancel') && canBeCanceled(order.status);
  const showConfirm = can('sales.transactions.create') && order.status === 'PENDING_PAYMENT';
  const showComment = can('sales.quotes.comment') && isQuote;
  const showConvert = can('sales.quotes.convert') && isQuote;
  const showPrice = can('sales.quotes.comment') && isQuote;

  return (
    <>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '12px 0 16px' }}>
        <Space align="center" size={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="order-number">
            {t(isQuote ? 'orders.detail.quoteTitle' : 'orders.detail.title', { number: order.number })}
          </Typography.Title>
          <Tag color={STATUS_COLOURS[order.status]} data-testid="order-status">
            {t(`orders.status.${order.status}`)}
          </Tag>
        </Space>
        <Space wrap>
          {!isQuote && afterSalesOrder && <OrderAfterSalesActions order={afterSalesOrder} onChanged={refreshAll} />}
          {showPrice && (
            <Button icon={<EuroOutlined />} onClick={() => setPricing(true)} data-testid="quote-price">
              {t('orders.detail.price')}
            </Button>
          )}
          {showConvert && (
            <Button type="primary" icon={<ShoppingCartOutlined />} onClick={onConvert} data-testid="quote-convert">
              {t('orders.detail.convert')}
            </Button>
          )}
          {showConfirm && (
            <Button type="primary" icon={<BankOutlined />} loading={confirming} onClick={() => void onConfirmPayment()} data-testid="order-confirm-payment">
              {t('orders.detail.confirmPayment')}
            </Button>
          )}
          {showCancel && (
            <Button danger icon={<StopOutlined />} onClick={onCancel} data-testid="order-cancel">
              {t(`${cancelKeys}.button`)}
            </Button>
          )}
        </Space>
      </Flex>
      {order.paymentInstructions && order.status === 'PENDING_PAYMENT' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('orders.detail.waitingTransfer')}
          description={<span style={{ whiteSpace: 'pre-line' }}>{order.paymentInstructions}</span>}
        />
      )}
      {order.convertedToNumber && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('orders.detail.converted', { number: order.convertedToNumber })} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('orders.detail.lines')} style={{ marginBottom: 16 }}>
            <Table
              rowKey={(line) => `${line.productId}-${line.sku}`}
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={order.lines}
              data-testid="order-lines"
              columns={[
                { title: t('orders.fields.product'), dataIndex: 'name', key: 'name' },
                { title: t('orders.fields.sku'), dataIndex: 'sku', key: 'sku', render: (sku: string) => <Typography.Text code>{sku}</Typography.Text> },
                { title: t('orders.fields.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right' },
                { title: t('orders.fields.unitPrice'), dataIndex: 'unitPriceCents', key: 'unit', align: 'right', render: money },
                { title: t('orders.fields.lineTotal'), dataIndex: 'totalCents', key: 'total', align: 'right', render: money },
              ]}
            />
            <OrderTotals order={order} />
          </Card>
          {!isQuote && (
            <OrderAfterSalesSections
              order={afterSalesOrder}
              loading={afterSales.loading}
              error={afterSales.error}
              onRetry={() => void afterSales.refetch()}
              onChanged={refreshAll}
            />
          )}
          <Card title={t('orders.detail.comments')} data-testid="order-comments">
            {thread.length === 0 ? (
              <Typography.Text type="secondary">{t('orders.detail.noComments')}</Typography.Text>
            ) : (
              <List
                dataSource={thread}
                renderItem={(item) => (
                  <List.Item data-testid="order-comment">
                    <List.Item.Meta
                      title={
                        <Space>
                          <Tag color={item.fromStaff ? 'blue' : 'default'}>
                            {item.fromStaff ? t('orders.detail.fromStaff') : t('orders.detail.fromCustomer')}
                          </Tag>
                          <Typography.Text type="secondary">{formatDateTime(item.createdAt)}</Typography.Text>
                        </Space>
                      }
                      description={
                        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, color: 'inherit' }} data-testid="order-comment-body">
                          {item.body}
                        </Typography.Paragraph>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
            {showComment && (
              <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => void onComment()}>
                <Form.Item
                  label={t('orders.detail.answer')}
                  htmlFor="quote-comment"
                  validateStatus={commentError ? 'error' : undefined}
                  help={commentError ? <span data-testid="field-error-comment">{commentError}</span> : t('orders.detail.answerHelp')}
                >
                  <Input.TextArea
                    id="quote-comment"
                    rows={3}
                    value={comment}
                    count={{ show: true, max: COMMENT_MAX }}
                    onChange={(e) => setComment(e.target.value)}
                    data-testid="quote-comment"
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={commenting} data-testid="quote-comment-send">
                  {t('orders.detail.send')}
                </Button>
              </Form>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('orders.detail.summary')} style={{ marginBottom: 16 }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('orders.fields.placedAt')}>{formatDateTime(order.placedAt)}</Descriptions.Item>
              {order.quoteAnsweredAt && (
                <Descriptions.Item label={t('orders.fields.quoteAnsweredAt')}>
                  <span data-testid="quote-answered-at">{formatDateTime(order.quoteAnsweredAt)}</span>
                </Descriptions.Item>
              )}
              {order.quoteValidUntil && (
                <Descriptions.Item label={t('orders.fields.quoteValidUntil')}>
                  <span data-testid="quote-valid-until">{formatDate(order.quoteValidUntil)}</span>
                  {isQuote && hasPassed(order.quoteValidUntil) && (
                    <Tag color="red" style={{ marginLeft: 8 }} data-testid="quote-expired">
                      {t('orders.detail.quoteExpired')}
                    </Tag>
                  )}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('orders.fields.customer')}>
                <span data-testid="order-customer">
                  {customerName || '—'}
                  <br />
                  {order.customer.email}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.paymentMethod')}>
                {order.paymentMethod ? t([`orders.paymentMethods.${order.paymentMethod}`, 'orders.paymentMethods.other'], { code: order.paymentMethod }) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.shippingMethod')}>
                {order.shippingMethod ? `${order.shippingMethod.name} (${money(order.shippingMethod.priceCents)})` : '—'}
              </Descriptions.Item>
              {order.carrier && <Descriptions.Item label={t('orders.fields.carrier')}>{order.carrier}</Descriptions.Item>}
              {order.trackingNumber && <Descriptions.Item label={t('orders.fields.trackingNumber')}>{order.trackingNumber}</Descriptions.Item>}
              {order.shippedAt && <Descriptions.Item label={t('orders.fields.shippedAt')}>{formatDateTime(order.shippedAt)}</Descriptions.Item>}
              {order.deliveredAt && <Descriptions.Item label={t('orders.fields.deliveredAt')}>{formatDateTime(order.deliveredAt)}</Descriptions.Item>}
            </Descriptions>
          </Card>
          <Card title={t('orders.fields.billingAddress')} style={{ marginBottom: 16 }}>
            <AddressBlock address={order.billingAddress} testId="order-billing" />
          </Card>
          <Card title={t('orders.fields.deliveryAddress')}>
            <AddressBlock address={order.deliveryAddress} testId="order-delivery" />
          </Card>
        </Col>
      </Row>
      {pricing && <QuotePriceDialog quote={order} onClose={() => setPricing(false)} onDone={() => void refetch()} />}
    </>
  );
}
