import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { useLanguage, useLocalePath } from '../locale';
import { money } from '../shop/format';
import { useDocumentTitle } from '../useDocumentTitle';
import { MY_ORDER, PAY_TEST_ORDER } from './checkout.graphql';

const NUMBER = /^[A-Z0-9-]{1,20}$/i;

/** The order number of the query (`?number=2026-000042`), or null when missing or malformed. */
function useOrderNumber(): string | null {
  const [params] = useSearchParams();
  const number = params.get('number');
  return number && NUMBER.test(number) ? number : null;
}

const orderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

/** /checkout/success?number=…: the order is placed (and paid, or waiting for the provider's word). */
export function SuccessPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const number = useOrderNumber();
  useDocumentTitle(t('checkout.success.title'));
  const { data } = useQuery(MY_ORDER, { variables: { number: number ?? '' }, skip: !number, errorPolicy: 'all' });
  const order = data?.myOrder;
  return (
    <section className="checkout-step checkout-result" data-testid="checkout-success">
      <h1>{t('checkout.success.title')}</h1>
      <div className="notice notice--success" role="status">
        <p data-testid="success-number">{number ? t('checkout.success.number', { number }) : t('checkout.success.noNumber')}</p>
        {order && <p>{t('checkout.success.total', { total: money(order.totalCents, lang, order.currency) })}</p>}
        <p>{t('checkout.success.email')}</p>
      </div>
      <p className="form-actions">
        {number && (
          <Link className="button" to={localePath(orderPath(number))} data-testid="success-order-link">
            {t('checkout.success.viewOrder')}
          </Link>
        )}
        <Link className="button button--secondary" to={localePath('/guide-et-goodies')}>
          {t('cart.continueShopping')}
        </Link>
      </p>
    </section>
  );
}

/** /checkout/payment/banktransfer?number=…: the bank details and the reference to quote. */
export function BankTransferPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const number = useOrderNumber();
  const { state } = useLocation() as { state: { instructions?: string | null } | null };
  useDocumentTitle(t('checkout.bankTransfer.title'));
  const { data, loading } = useQuery(MY_ORDER, { variables: { number: number ?? '' }, skip: !number, errorPolicy: 'all' });
  const order = data?.myOrder;
  const instructions = state?.instructions || order?.paymentInstructions;
  return (
    <section className="checkout-step checkout-result" data-testid="bank-transfer">
      <h1>{t('checkout.bankTransfer.title')}</h1>
      <div className="notice notice--info" role="status">
        <p data-testid="bank-transfer-number">{number ? t('checkout.bankTransfer.placed', { number }) : t('checkout.success.noNumber')}</p>
        {order && <p>{t('checkout.bankTransfer.amount', { total: money(order.totalCents, lang, order.currency) })}</p>}
        <p>{t('checkout.bankTransfer.lead')}</p>
      </div>
      {instructions ? (
        <pre className="instructions" data-testid="bank-transfer-instructions">
          {instructions}
        </pre>
      ) : (
        !loading && <p>{t('checkout.bankTransfer.noInstructions')}</p>
      )}
      {number && (
        <p>
          <Link className="button" to={localePath(orderPath(number))}>
            {t('checkout.success.viewOrder')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The development test provider's page (`test-card`): pay or fail the order, no real payment. */
export function TestCardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const number = useOrderNumber();
  useDocumentTitle(t('checkout.testCard.title'));
  const { data } = useQuery(MY_ORDER, { variables: { number: number ?? '' }, skip: !number, errorPolicy: 'all' });
  const [pay, { loading }] = useMutation(PAY_TEST_ORDER);
  const [failure, setFailure] = useState<ShopMessage | null>(null);
  const order = data?.myOrder;

  async function answer(succeed: boolean) {
    if (!number) return;
    setFailure(null);
    try {
      await pay({ variables: { number, succeed } });
      const query = `?number=${encodeURIComponent(number)}`;
      navigate(localePath(succeed ? `/checkout/success${query}` : `/checkout/payment/failed${query}`), { replace: true });
    } catch (e) {
      setFailure(shopErrorKey(e));
    }
  }

  return (
    <section className="checkout-step checkout-result test-provider" data-testid="test-card">
      <p className="test-provider__label" data-testid="test-card-label">
        {t('checkout.testCard.label')}
      </p>
      <h1>{t('checkout.testCard.title')}</h1>
      {number ? (
        <>
          <p>{t('checkout.testCard.order', { number })}</p>
          {order && <p>{t('checkout.bankTransfer.amount', { total: money(order.totalCents, lang, order.currency) })}</p>}
          {failure && (
            <div className="notice notice--error" role="alert" data-testid="test-card-error">
              <p>{t(failure)}</p>
            </div>
          )}
          <div className="form-actions">
            <button type="button" className="button" disabled={loading} onClick={() => void answer(true)} data-testid="test-card-pay">
              {t('checkout.testCard.pay')}
            </button>
            <button type="button" className="button button--secondary" disabled={loading} onClick={() => void answer(false)} data-testid="test-card-fail">
              {t('checkout.testCard.fail')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('checkout.success.noNumber')}</p>
      )}
    </section>
  );
}

/** /checkout/payment/failed and each provider's failed page: what happened and how to try again. */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const number = useOrderNumber();
  useDocumentTitle(t('checkout.failed.title'));
  return (
    <section className="checkout-step checkout-result" data-testid="payment-failed">
      <h1>{t('checkout.failed.title')}</h1>
      <div className="notice notice--error" role="alert">
        <p>{t('checkout.failed.lead')}</p>
        <p>{number ? t('checkout.failed.withNumber', { number }) : t('checkout.failed.help')}</p>
      </div>
      <p className="form-actions">
        {number && (
          // The order page offers « Payer ma commande » while the order waits for its payment (payOrder).
          <Link className="button" to={localePath(orderPath(number))} data-testid="failed-order-link">
            {t('checkout.failed.payAgain')}
          </Link>
        )}
        <Link className="button button--secondary" to={localePath('/panier')} data-testid="failed-cart-link">
          {t('checkout.failed.backToCart')}
        </Link>
      </p>
      <p>{t('checkout.failed.contact')}</p>
    </section>
  );
}

/**
 * Provider hand-off pages (PayPal, PayZen, crypto): "Redirection vers le paiement sécurisé…", then the
 * provider's https address given as `?url=` (the API's `redirectUrl`). Without one, the way back to the order.
 */
export function ProviderRedirectPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const number = useOrderNumber();
  const target = params.get('url');
  const valid = Boolean(target && /^https:\/\//i.test(target));
  useDocumentTitle(t('checkout.redirect.title'));
  useEffect(() => {
    if (valid && target) window.location.assign(target);
  }, [valid, target]);
  return (
    <section className="checkout-step checkout-result" data-testid="payment-redirect">
      <h1>{t('checkout.redirect.title')}</h1>
      <p role="status">{t('checkout.redirect.lead')}</p>
      {valid && target ? (
        <p>
          <a href={target}>{t('checkout.redirect.manual')}</a>
        </p>
      ) : (
        number && (
          <p>
            <Link to={localePath(orderPath(number))}>{t('checkout.success.viewOrder')}</Link>
          </p>
        )
      )}
    </section>
  );
}
