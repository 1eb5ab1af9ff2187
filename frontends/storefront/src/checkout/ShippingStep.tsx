import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { useCart } from '../cart/useCart';
import { useLanguage, useLocalePath } from '../locale';
import { money } from '../shop/format';
import { useDocumentTitle } from '../useDocumentTitle';
import { SET_SHIPPING_METHOD, SHIPPING_METHODS } from './checkout.graphql';
import { EmptyCart, StepLoading } from './EmptyCart';

/** /checkout/shipping: the methods serving the delivery address, with their prices; then setShippingMethod. */
export function ShippingStep() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  useDocumentTitle(t('checkout.shipping.title'));
  const { cart, loading } = useCart();
  // Always asked afresh: the methods depend on the delivery address just chosen.
  const methods = useQuery(SHIPPING_METHODS, { fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(SET_SHIPPING_METHOD);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<ShopMessage | null>(null);

  if (loading || (methods.loading && !methods.data)) return <StepLoading />;
  if (!cart || cart.lines.length === 0) return <EmptyCart />;
  const list = methods.data?.shippingMethods ?? [];
  const selected = choice ?? (list.some((m) => m.code === cart.shippingMethod?.code) ? cart.shippingMethod!.code : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError('checkout.shipping.choose');
      return;
    }
    setError(null);
    try {
      await save({ variables: { code: selected } });
      navigate(localePath('/checkout/information'));
    } catch (e) {
      setError(shopErrorKey(e));
    }
  }

  return (
    <section className="checkout-step" data-testid="checkout-shipping">
      <h1>{t('checkout.shipping.title')}</h1>
      {!cart.deliveryAddress && (
        <div className="notice notice--warning" role="alert">
          <p>
            {t('checkout.shipping.noAddress')} <Link to={localePath('/checkout/addresses')}>{t('checkout.backToAddresses')}</Link>
          </p>
        </div>
      )}
      {methods.error && !methods.data && (
        <div className="notice notice--error" role="alert">
          <p>{t(shopErrorKey(methods.error))}</p>
          <button type="button" className="button button--secondary" onClick={() => void methods.refetch()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {methods.data && list.length === 0 ? (
        <div className="notice notice--warning" role="alert" data-testid="shipping-none">
          <p>{t('checkout.shipping.none')}</p>
          <p>
            <Link to={localePath('/checkout/addresses')}>{t('checkout.backToAddresses')}</Link>
          </p>
        </div>
      ) : (
        methods.data && (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            {error && (
              <div className="notice notice--error" role="alert" data-testid="shipping-error">
                <p>{t(error)}</p>
              </div>
            )}
            <fieldset className="choice-list">
              <legend>{t('checkout.shipping.legend')}</legend>
              {list.map((m) => (
                <label key={m.code} className="choice-list__item" data-testid={`shipping-${m.code}`}>
                  <input type="radio" name="shipping" value={m.code} checked={selected === m.code} onChange={() => setChoice(m.code)} />
                  <span className="choice-list__name">{m.name}</span>
                  {m.delay && <span className="choice-list__hint">{m.delay}</span>}
                  <span className="choice-list__price">{m.priceCents ? money(m.priceCents, lang, cart.currency) : t('cart.shippingFree')}</span>
                </label>
              ))}
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button" disabled={saving} data-testid="shipping-submit">
                {t('checkout.continue')}
              </button>
              <Link className="button button--secondary" to={localePath('/checkout/addresses')}>
                {t('checkout.back')}
              </Link>
            </div>
          </form>
        )
      )}
    </section>
  );
}
