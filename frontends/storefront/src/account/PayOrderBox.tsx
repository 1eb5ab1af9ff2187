import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { shopErrorKey, shopMessage, type ShopMessage } from '../cart/errors';
import { PAY_ORDER, PAYMENT_METHODS, type OrderDetailNode } from '../checkout/checkout.graphql';
import { followPaymentRedirect } from '../checkout/payment-result';
import { PaymentMethodChoice } from '../checkout/PaymentMethodChoice';
import { useLocalePath } from '../locale';

/** The statuses of an order still waiting for its payment (payOrder accepts those only). */
export const AWAITS_PAYMENT: ReadonlySet<string> = new Set(['PENDING', 'PENDING_PAYMENT']);

/** A refusal of payOrder: this box's own wording (an order no longer waiting), then the shop's. */
function payErrorKey(error: unknown): ShopMessage {
  const [key] = Object.values(fieldErrors(error));
  return key ? [`orders.payAgain.errors.${key}`, ...shopMessage(key)] : shopErrorKey(error);
}

/**
 * « Paiement en attente » on /account/orders/:number (the order and "payment failed" mails send the
 * customer here): a payment method (the order's own preselected while it is offered), then payOrder and,
 * as after placeOrder, the provider's page, or the bank transfer details shown in the box.
 */
export function PayOrderBox({ order, onRefused }: { order: OrderDetailNode; onRefused: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const methods = useQuery(PAYMENT_METHODS).data?.paymentMethods;
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<ShopMessage | null>(null);
  const [instructions, setInstructions] = useState<string | null>(null);
  const [pay, { loading }] = useMutation(PAY_ORDER, { refetchQueries: ['MyOrders'] });
  const current = order.paymentMethod && methods?.some((m) => m.code === order.paymentMethod) ? order.paymentMethod : null;
  const method = picked ?? current;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!method) {
      setError('checkout.payment.choose');
      return;
    }
    setError(null);
    try {
      const { data } = await pay({ variables: { number: order.number, paymentMethod: method } });
      const result = data!.payOrder;
      if (followPaymentRedirect(result.redirectUrl, navigate, localePath)) return;
      setInstructions(result.instructions ?? t('checkout.bankTransfer.noInstructions'));
    } catch (e) {
      setError(payErrorKey(e));
      // Paid or canceled meanwhile: the page shows the order as it now is.
      if (Object.values(fieldErrors(e)).includes('INVALID_TRANSITION')) onRefused();
    }
  }

  return (
    <section className="notice notice--warning pay-order" aria-labelledby="pay-order-title" data-testid="pay-order">
      <h2 id="pay-order-title">{t('orders.payAgain.title')}</h2>
      {instructions ? (
        <div role="status" data-testid="pay-order-instructions">
          <p>{t('orders.payAgain.transferLead')}</p>
          <pre className="instructions">{instructions}</pre>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <p data-testid="pay-order-lead">{t(order.status === 'PENDING' ? 'orders.payAgain.leadPending' : 'orders.payAgain.lead')}</p>
          {order.status === 'PENDING_PAYMENT' && order.paymentMethod === 'bank-transfer' && <p>{t('orders.payAgain.alreadyTransferred')}</p>}
          {error && (
            <div className="notice notice--error" role="alert" data-testid="pay-order-error">
              <p>{t(error)}</p>
            </div>
          )}
          <PaymentMethodChoice value={method} onChange={setPicked} />
          <button type="submit" className="button" disabled={loading} data-testid="pay-order-submit">
            {t('orders.payAgain.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
