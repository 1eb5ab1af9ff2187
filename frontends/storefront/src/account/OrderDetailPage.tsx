import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateTime, useToast } from '@guide/ui';
import { TotalsTable } from '../cart/CartSummary';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { AddressBlock } from '../checkout/AddressBlock';
import { CONVERT_QUOTE, MY_ORDER, type OrderDetailNode } from '../checkout/checkout.graphql';
import { goToPaymentResult } from '../checkout/payment-result';
import { PaymentMethodChoice } from '../checkout/PaymentMethodChoice';
import { useLanguage, useLocalePath } from '../locale';
import { money } from '../shop/format';
import { useDocumentTitle } from '../useDocumentTitle';
import { OrderStatusBadge } from './OrderStatus';
import { AWAITS_PAYMENT, PayOrderBox } from './PayOrderBox';
import { OrderAfterSales } from './returns/OrderAfterSales';
import '../cart/cart.css';

/** /account/orders/:number and /account/quotes/:number: one order or quote of the customer's. */
function OrderDetail({ kind }: { kind: 'orders' | 'quotes' }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { number = '' } = useParams();
  const title = t(kind === 'orders' ? 'orders.detail.title' : 'orders.detail.quoteTitle', { number });
  useDocumentTitle(title);
  const { data, loading, error, refetch } = useQuery(MY_ORDER, { variables: { number }, fetchPolicy: 'cache-and-network' });
  const order = data?.myOrder;
  const back = (
    <p>
      <Link to={localePath(`/account/${kind}`)}>{t(`orders.${kind}.back`)}</Link>
    </p>
  );
  if (loading && !order) return <p className="auth-status">{t('account.loading')}</p>;
  if (error && !order) {
    return (
      <section className="account-section">
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
        {back}
      </section>
    );
  }
  if (!order) {
    return (
      <section className="account-section" data-testid="order-not-found">
        <h1>{t('orders.detail.notFound')}</h1>
        {back}
      </section>
    );
  }
  return (
    <section className="account-section order-detail" data-testid="order-detail">
      <h1>{title}</h1>
      <p className="order-detail__meta">
        {t('orders.detail.placedAt', { date: formatDateTime(order.placedAt) })} · <OrderStatusBadge status={order.status} />
      </p>
      {order.status === 'PENDING_PAYMENT' && order.paymentInstructions && (
        <div className="notice notice--info" data-testid="order-instructions">
          <p>{t('checkout.bankTransfer.lead')}</p>
          <pre className="instructions">{order.paymentInstructions}</pre>
        </div>
      )}
      {kind === 'orders' && AWAITS_PAYMENT.has(order.status) && <PayOrderBox key={order.number} order={order} onRefused={() => void refetch()} />}
      {order.convertedToNumber && (
        <p className="notice notice--success">
          {t('orders.detail.convertedTo')}{' '}
          <Link to={localePath(`/account/orders/${encodeURIComponent(order.convertedToNumber)}`)}>{order.convertedToNumber}</Link>
        </p>
      )}
      <OrderLines order={order} />
      <TotalsTable totals={order} />
      <div className="review">
        <div className="review__block">
          <h2>{t('checkout.addresses.billing')}</h2>
          <AddressBlock address={order.billingAddress} testId="order-billing" />
        </div>
        <div className="review__block">
          <h2>{t('checkout.addresses.delivery')}</h2>
          <AddressBlock address={order.deliveryAddress} testId="order-delivery" />
        </div>
        <div className="review__block">
          <h2>{t('orders.detail.delivery')}</h2>
          <dl className="account-facts" data-testid="order-shipping">
            {order.shippingMethod && (
              <>
                <dt>{t('orders.detail.shippingMethod')}</dt>
                <dd>{order.shippingMethod.name}</dd>
              </>
            )}
            {order.paymentMethod && (
              <>
                <dt>{t('orders.detail.paymentMethod')}</dt>
                <dd>{t(`checkout.payment.methods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}</dd>
              </>
            )}
            {order.carrier && (
              <>
                <dt>{t('orders.detail.carrier')}</dt>
                <dd>{order.carrier}</dd>
              </>
            )}
            {order.trackingNumber && (
              <>
                <dt>{t('orders.detail.trackingNumber')}</dt>
                <dd data-testid="order-tracking">{order.trackingNumber}</dd>
              </>
            )}
            {order.shippedAt && (
              <>
                <dt>{t('orders.detail.shippedAt')}</dt>
                <dd>{formatDate(order.shippedAt)}</dd>
              </>
            )}
            {order.deliveredAt && (
              <>
                <dt>{t('orders.detail.deliveredAt')}</dt>
                <dd>{formatDate(order.deliveredAt)}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {kind === 'orders' && <OrderAfterSales number={order.number} orderStatus={order.status} />}
      {kind === 'quotes' && <QuoteThread order={order} />}
      {kind === 'quotes' && order.status === 'QUOTE' && !order.convertedToNumber && <ConvertQuote order={order} />}
      {kind === 'orders' && order.comment && (
        <div className="review__block">
          <h2>{t('orders.detail.comment')}</h2>
          <p>{order.comment}</p>
        </div>
      )}
      {kind === 'orders' && (
        <p className="order-detail__support" data-testid="order-support">
          {t('support.orderLink.question')}{' '}
          <Link to={`${localePath('/account/support/new')}?order=${encodeURIComponent(order.number)}`}>{t('support.orderLink.contact')}</Link>
        </p>
      )}
      {back}
    </section>
  );
}

function OrderLines({ order }: { order: OrderDetailNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (cents: number) => money(cents, lang, order.currency);
  return (
    <table className="orders-table" data-testid="order-lines">
      <thead>
        <tr>
          <th scope="col">{t('orders.detail.product')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('orders.detail.quantity')}</th>
          <th scope="col">{t('orders.total')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.productId}-${line.sku}`}>
            <th scope="row">{line.name}</th>
            <td>{m(line.unitPriceCents)}</td>
            <td>{line.quantity}</td>
            <td>{m(line.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QuoteThread({ order }: { order: OrderDetailNode }) {
  const { t } = useTranslation();
  if (!order.comments.length) return null;
  return (
    <section className="quote-thread" aria-labelledby="quote-thread-title">
      <h2 id="quote-thread-title">{t('orders.detail.thread')}</h2>
      <ol data-testid="quote-comments">
        {order.comments.map((c) => (
          <li key={c.id} className={c.fromStaff ? 'quote-thread__staff' : 'quote-thread__customer'}>
            <p className="quote-thread__who">
              {c.fromStaff ? t('orders.detail.fromStaff') : t('orders.detail.fromYou')} · {formatDateTime(c.createdAt)}
            </p>
            <p>{c.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Whether the customer may order a quote yet: once staff answered it, and while its offer holds. */
function quoteState(order: OrderDetailNode, now = Date.now()): 'unanswered' | 'expired' | 'open' {
  if (!order.quoteAnsweredAt) return 'unanswered';
  if (order.quoteValidUntil && Date.parse(order.quoteValidUntil) < now) return 'expired';
  return 'open';
}

/** "Transformer en commande": a payment method, convertQuoteToOrder, then the payment as after placeOrder. */
function ConvertQuote({ order }: { order: OrderDetailNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const lang = useLanguage();
  const [method, setMethod] = useState<string | null>(null);
  const [error, setError] = useState<ShopMessage | null>(null);
  const [convert, { loading }] = useMutation(CONVERT_QUOTE, { refetchQueries: ['MyQuotes', 'MyOrders'] });
  // Client-only page (/account/*): reading the clock while rendering cannot differ from a server render.
  const state = quoteState(order);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'open') return;
    if (!method) {
      setError('checkout.payment.choose');
      return;
    }
    setError(null);
    try {
      const { data } = await convert({ variables: { id: order.id, paymentMethod: method } });
      toast.success(t('orders.detail.converted'));
      goToPaymentResult(data!.convertQuoteToOrder, navigate, localePath);
    } catch (e) {
      setError(shopErrorKey(e));
    }
  }

  return (
    <form className="convert-quote" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="convert-quote">
      <h2>{t('orders.detail.convertTitle')}</h2>
      {state === 'unanswered' && (
        <div className="notice notice--info" id="quote-state" data-testid="quote-state">
          <p>
            <strong>{t('orders.detail.quoteUnanswered')}</strong>
          </p>
          <p>{t('orders.detail.quoteUnansweredHint')}</p>
        </div>
      )}
      {state === 'expired' && (
        <div className="notice notice--warning" id="quote-state" data-testid="quote-state">
          <p>
            <strong>{t('orders.detail.quoteExpired')}</strong>
          </p>
          <p>{t('orders.detail.quoteExpiredHint', { date: formatDate(order.quoteValidUntil!, lang) })}</p>
        </div>
      )}
      {state === 'open' && order.quoteValidUntil && (
        <p className="notice notice--info" data-testid="quote-valid-until">
          {t('orders.detail.quoteValidUntil', { date: formatDate(order.quoteValidUntil, lang) })}
        </p>
      )}
      {error && (
        <div className="notice notice--error" role="alert" data-testid="convert-error">
          <p>{t(error)}</p>
        </div>
      )}
      {state === 'open' && <PaymentMethodChoice value={method} onChange={setMethod} />}
      <button
        type="submit"
        className="button"
        disabled={loading || state !== 'open'}
        aria-describedby={state === 'open' ? undefined : 'quote-state'}
        data-testid="convert-submit"
      >
        {t('orders.detail.convert')}
      </button>
    </form>
  );
}

export function OrderDetailPage() {
  return <OrderDetail kind="orders" />;
}

export function QuoteDetailPage() {
  return <OrderDetail kind="quotes" />;
}
