import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TotalsTable } from '../cart/CartSummary';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { useCart, useCartActions } from '../cart/useCart';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { PLACE_ORDER } from './checkout.graphql';
import { EmptyCart, StepLoading } from './EmptyCart';
import { goToPaymentResult } from './payment-result';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { savedComment, saveComment } from './steps';

/** /checkout/payment: the payment method, then placeOrder and the provider, the instructions or the success page. */
export function PaymentStep() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  useDocumentTitle(t('checkout.payment.title'));
  const { cart, loading } = useCart();
  const { refresh } = useCartActions();
  const [method, setMethod] = useState<string | null>(null);
  const [error, setError] = useState<ShopMessage | null>(null);
  const [placeOrder, { loading: placing }] = useMutation(PLACE_ORDER);

  if (loading) return <StepLoading />;
  if (!cart || cart.lines.length === 0) return <EmptyCart />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!method) {
      setError('checkout.payment.choose');
      return;
    }
    setError(null);
    try {
      const { data } = await placeOrder({ variables: { paymentMethod: method, comment: savedComment() || null } });
      saveComment('');
      void refresh(); // the order took the cart's lines
      goToPaymentResult(data!.placeOrder, navigate, localePath);
    } catch (e) {
      setError(shopErrorKey(e));
    }
  }

  return (
    <section className="checkout-step" data-testid="checkout-payment">
      <h1>{t('checkout.payment.title')}</h1>
      <TotalsTable totals={cart} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {error && (
          <div className="notice notice--error" role="alert" data-testid="payment-error">
            <p>{t(error)}</p>
          </div>
        )}
        <PaymentMethodChoice value={method} onChange={setMethod} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={placing} data-testid="place-order">
            {placing ? t('checkout.payment.placing') : t('checkout.payment.submit')}
          </button>
          <Link className="button button--secondary" to={localePath('/checkout/information')}>
            {t('checkout.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
