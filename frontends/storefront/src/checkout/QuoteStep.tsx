import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHOP_LIMITS } from '@guide/validation';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { useCart, useCartActions } from '../cart/useCart';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { REQUEST_QUOTE } from './checkout.graphql';
import { EmptyCart, StepLoading } from './EmptyCart';

/** /checkout/quote: the cart becomes a quote request (requestQuote), with the customer's comment. */
export function QuoteStep() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const id = useId();
  useDocumentTitle(t('checkout.quote.title'));
  const { cart, loading } = useCart();
  const { refresh } = useCartActions();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<ShopMessage | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const [requestQuote, { loading: sending }] = useMutation(REQUEST_QUOTE);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await requestQuote({ variables: { comment: comment.trim() || null } });
      setNumber(data!.requestQuote.number);
      await refresh(); // the cart is now empty
    } catch (e) {
      setFailure(shopErrorKey(e));
    }
  }

  if (number) {
    return (
      <section className="checkout-step" data-testid="checkout-quote">
        <h1>{t('checkout.quote.title')}</h1>
        <div className="notice notice--success" role="status" data-testid="quote-requested">
          <p>{t('checkout.quote.done', { number })}</p>
          <p>
            <Link to={localePath(`/account/quotes/${encodeURIComponent(number)}`)}>{t('checkout.quote.view')}</Link>
          </p>
        </div>
      </section>
    );
  }
  if (loading) return <StepLoading />;
  if (!cart || cart.lines.length === 0) return <EmptyCart />;
  return (
    <section className="checkout-step" data-testid="checkout-quote">
      <h1>{t('checkout.quote.title')}</h1>
      <p>{t('checkout.quote.lead')}</p>
      {failure && (
        <div className="notice notice--error" role="alert" data-testid="quote-error">
          <p>{t(failure)}</p>
        </div>
      )}
      <form onSubmit={(e) => void onSubmit(e)}>
        <div className="form-field">
          <label htmlFor={id}>{t('cart.quoteComment')}</label>
          <textarea
            id={id}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={SHOP_LIMITS.customerCommentMax}
            rows={5}
            data-testid="quote-comment"
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={sending} data-testid="quote-submit">
            {t('cart.quoteSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}
