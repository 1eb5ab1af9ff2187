import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { SHOP_LIMITS, couponCodeError } from '@guide/validation';
import { useCustomer } from '../auth/session';
import { loginPathFor } from '../auth/redirect';
import { REQUEST_QUOTE } from '../checkout/checkout.graphql';
import { useLanguage, useLocalePath } from '../locale';
import { localName, money } from '../shop/format';
import { SHOP_PATHS } from '../shop/paths';
import { useDocumentTitle } from '../useDocumentTitle';
import type { CartLineNode, CartNode } from './cart.graphql';
import { TotalsTable } from './CartSummary';
import { shopErrorKey, shopMessage, type ShopMessage } from './errors';
import { useCart, useCartActions } from './useCart';
import './cart.css';

/** /panier: lines, coupon, totals, a quote request and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const title = t('cart.title');
  useDocumentTitle(title);
  const { cart, loading, error, refetch } = useCart();
  const localePath = useLocalePath();
  return (
    <div className="cart-page" data-testid="cart-page">
      <h1>{title}</h1>
      {loading && <p className="search-status">{t('cart.loading')}</p>}
      {!loading && error && !cart && (
        <div className="notice notice--error" role="alert">
          <p>{t('cart.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {!loading && !error && (!cart || cart.lines.length === 0) && (
        <div className="search-empty" data-testid="cart-empty">
          <p className="search-empty__title">{t('cart.empty')}</p>
          <p>
            <Link className="button" to={localePath(SHOP_PATHS.products)}>
              {t('cart.continueShopping')}
            </Link>
          </p>
        </div>
      )}
      {cart && cart.lines.length > 0 && <CartContent cart={cart} />}
    </div>
  );
}

function CartContent({ cart }: { cart: CartNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { customer } = useCustomer();
  const [failure, setFailure] = useState<ShopMessage | null>(null);
  return (
    <div className="cart-layout">
      <section aria-label={t('cart.linesLabel')}>
        {failure && (
          <div className="notice notice--error" role="alert" data-testid="cart-error">
            <p>{t(failure)}</p>
          </div>
        )}
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <CartLine key={line.id} line={line} currency={cart.currency} onFailure={setFailure} />
          ))}
        </ul>
        <CouponForm cart={cart} />
      </section>
      <aside className="cart-aside">
        <h2>{t('cart.summary')}</h2>
        <TotalsTable totals={cart} shippingKnown={Boolean(cart.shippingMethod)} />
        <p className="cart-aside__note">{t('cart.vatNote')}</p>
        <button
          type="button"
          className="button cart-aside__checkout"
          data-testid="cart-checkout"
          // Past the cart the customer must be signed in (spec §5): the login page brings them back to the step.
          onClick={() => navigate(customer ? localePath('/checkout/addresses') : loginPathFor(localePath('/login'), localePath('/checkout/addresses')))}
        >
          {t('cart.checkout')}
        </button>
        <QuoteRequest />
      </aside>
    </div>
  );
}

function CartLine({ line, currency, onFailure }: { line: CartLineNode; currency: string; onFailure: (message: ShopMessage | null) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { updateLine, removeLine } = useCartActions();
  const [busy, setBusy] = useState(false);
  const name = localName(line.product, lang);
  const image = line.product.images[0];

  async function run(action: () => Promise<unknown>) {
    onFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      onFailure(shopErrorKey(e));
    } finally {
      setBusy(false);
    }
  }
  const setQuantity = (quantity: number) => run(() => updateLine(line.id, quantity)); // 0 removes the line

  return (
    <li className="cart-line" data-testid="cart-line" aria-busy={busy}>
      <div className="cart-line__media">
        {image ? (
          <img src={image.url} alt="" width={96} height={72} loading="lazy" />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
      </div>
      <div className="cart-line__body">
        <Link to={localePath(line.product.path)} className="cart-line__name" data-testid="cart-line-name">
          {name}
        </Link>
        <p className="cart-line__unit">
          {t('cart.unitPrice')} : <span data-testid="cart-line-unit">{money(line.unitPriceCents, lang, currency)}</span>
        </p>
        {!line.product.inStock && <p className="stock stock--out">{t('shop.outOfStock')}</p>}
        {/* The change just made asked for more than the stock left: the line holds all there is (issue 21). */}
        {line.limitedByStock && (
          <p className="notice notice--warning cart-line__limited" role="status" data-testid="cart-line-limited">
            {t('cart.limitedByStock', { count: line.quantity })}
          </p>
        )}
      </div>
      <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
        <button
          type="button"
          onClick={() => void setQuantity(line.quantity - 1)}
          disabled={busy}
          aria-label={t('cart.decrease')}
          data-testid="cart-line-decrease"
        >
          −
        </button>
        <output data-testid="cart-line-quantity" aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          onClick={() => void setQuantity(line.quantity + 1)}
          disabled={busy || line.quantity >= SHOP_LIMITS.lineQuantityMax}
          aria-label={t('cart.increase')}
          data-testid="cart-line-increase"
        >
          +
        </button>
      </div>
      <p className="cart-line__total" data-testid="cart-line-total">
        {money(line.totalCents, lang, currency)}
      </p>
      <button
        type="button"
        className="link-button link-button--danger"
        onClick={() => void run(() => removeLine(line.id))}
        disabled={busy}
        data-testid="cart-line-remove"
      >
        {t('cart.remove')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </li>
  );
}

function CouponForm({ cart }: { cart: CartNode }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const { applyCoupon, removeCoupon } = useCartActions();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ShopMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = couponCodeError(code);
    if (refused) {
      setError(refused === 'REQUIRED' ? 'shop.errors.COUPON_REQUIRED' : shopMessage(refused));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await applyCoupon(code.trim());
      setCode('');
      toast.success(t('cart.couponApplied'));
    } catch (e) {
      setError(shopErrorKey(e));
    } finally {
      setBusy(false);
    }
  }

  if (cart.couponCode) {
    return (
      <div className="coupon" data-testid="coupon-applied">
        <p>
          {t('cart.couponActive', { code: cart.couponCode })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void removeCoupon().catch((e: unknown) => setError(shopErrorKey(e)))}
            data-testid="coupon-remove"
          >
            {t('cart.couponRemove')}
          </button>
        </p>
        {error && <p className="form-error">{t(error)}</p>}
      </div>
    );
  }
  return (
    <form className="coupon" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={`form-field${error ? ' has-error' : ''}`}>
        <label htmlFor={id}>{t('cart.coupon')}</label>
        <div className="coupon__row">
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={SHOP_LIMITS.couponCodeMax}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="coupon-input"
          />
          <button type="submit" className="button button--secondary" disabled={busy} data-testid="coupon-apply">
            {t('cart.couponApply')}
          </button>
        </div>
        {error && (
          <p className="form-error" id={`${id}-error`} data-testid="coupon-error">
            {t(error)}
          </p>
        )}
      </div>
    </form>
  );
}

/** A quote instead of an order: a comment, then requestQuote (signed in; the cart empties). */
function QuoteRequest() {
  const { t } = useTranslation();
  const id = useId();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { customer } = useCustomer();
  const { refresh } = useCartActions();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<ShopMessage | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [requestQuote, { loading }] = useMutation(REQUEST_QUOTE);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!customer) {
      navigate(loginPathFor(localePath('/login'), localePath('/checkout/quote')));
      return;
    }
    setFailure(null);
    try {
      const { data } = await requestQuote({ variables: { comment: comment.trim() || null } });
      setDone(data?.requestQuote.number ?? '');
      await refresh();
    } catch (e) {
      setFailure(shopErrorKey(e));
    }
  }

  if (done !== null) {
    return (
      <div className="notice notice--success" role="status" data-testid="quote-requested">
        <p>{t('checkout.quote.done', { number: done })}</p>
        <p>
          <Link to={localePath(`/account/quotes/${encodeURIComponent(done)}`)}>{t('checkout.quote.view')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="quote-request" onSubmit={(e) => void onSubmit(e)}>
      <h3>{t('cart.quoteTitle')}</h3>
      {failure && (
        <div className="notice notice--error" role="alert" data-testid="quote-error">
          <p>{t(failure)}</p>
        </div>
      )}
      <label htmlFor={id}>{t('cart.quoteComment')}</label>
      <textarea
        id={id}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={SHOP_LIMITS.customerCommentMax}
        rows={3}
        data-testid="quote-comment"
      />
      <button type="submit" className="button button--secondary" disabled={loading} data-testid="quote-submit">
        {t('cart.quoteSubmit')}
      </button>
    </form>
  );
}
