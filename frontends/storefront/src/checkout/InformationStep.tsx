import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SHOP_LIMITS } from '@guide/validation';
import { TotalsTable } from '../cart/CartSummary';
import { useCart } from '../cart/useCart';
import { useLanguage, useLocalePath } from '../locale';
import { localName, money } from '../shop/format';
import { useDocumentTitle } from '../useDocumentTitle';
import { AddressBlock } from './AddressBlock';
import { EmptyCart, StepLoading } from './EmptyCart';
import { savedComment, saveComment } from './steps';

/** /checkout/information: the order to review, and a comment for the order. */
export function InformationStep() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const commentId = useId();
  useDocumentTitle(t('checkout.information.title'));
  const { cart, loading } = useCart();
  const [comment, setComment] = useState(savedComment);
  if (loading) return <StepLoading />;
  if (!cart || cart.lines.length === 0) return <EmptyCart />;
  const missing = !cart.billingAddress || !cart.deliveryAddress ? 'addresses' : !cart.shippingMethod ? 'shipping' : null;

  return (
    <section className="checkout-step" data-testid="checkout-information">
      <h1>{t('checkout.information.title')}</h1>
      {missing && (
        <div className="notice notice--warning" role="alert" data-testid="information-missing">
          <p>
            {t(missing === 'addresses' ? 'shop.errors.ADDRESS_REQUIRED' : 'shop.errors.SHIPPING_METHOD_REQUIRED')}{' '}
            <Link to={localePath(`/checkout/${missing}`)}>{t('checkout.complete')}</Link>
          </p>
        </div>
      )}
      <div className="review">
        <div className="review__block">
          <h2>{t('checkout.information.items')}</h2>
          <ul className="review-lines">
            {cart.lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.quantity} × {localName(line.product, lang)}
                </span>
                <span>{money(line.totalCents, lang, cart.currency)}</span>
              </li>
            ))}
          </ul>
        </div>
        {cart.billingAddress && (
          <div className="review__block">
            <h2>{t('checkout.addresses.billing')}</h2>
            <AddressBlock address={cart.billingAddress} />
          </div>
        )}
        {cart.deliveryAddress && (
          <div className="review__block">
            <h2>{t('checkout.addresses.delivery')}</h2>
            <AddressBlock address={cart.deliveryAddress} />
          </div>
        )}
        {cart.shippingMethod && (
          <div className="review__block">
            <h2>{t('checkout.steps.shipping')}</h2>
            <p>
              {cart.shippingMethod.name} —{' '}
              {cart.shippingMethod.priceCents ? money(cart.shippingMethod.priceCents, lang, cart.currency) : t('cart.shippingFree')}
            </p>
          </div>
        )}
      </div>
      <TotalsTable totals={cart} />
      <div className="form-field">
        <label htmlFor={commentId}>{t('checkout.information.comment')}</label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={SHOP_LIMITS.customerCommentMax}
          rows={4}
          data-testid="order-comment"
        />
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={Boolean(missing)}
          onClick={() => {
            saveComment(comment.trim());
            navigate(localePath('/checkout/payment'));
          }}
          data-testid="information-submit"
        >
          {t('checkout.toPayment')}
        </button>
        <Link className="button button--secondary" to={localePath('/checkout/quote')} data-testid="information-quote">
          {t('checkout.information.quoteInstead')}
        </Link>
      </div>
    </section>
  );
}
