import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocalePath } from '../locale';
import { PATHS } from '../paths';
import { useCart, useMergeGuestCart } from './useCart';
import './cart.css';

/** The header's cart link with its item count (client-only: the server's HTML shows the link without a count). */
export function CartLink() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  useMergeGuestCart();
  const { cart } = useCart();
  const count = cart?.itemCount ?? 0;
  return (
    <NavLink to={localePath(PATHS.cart)} className="cart-link" data-testid="nav-cart" aria-label={t('cart.link', { count })}>
      {/* An icon, not a word: the header holds on one line at laptop widths (e2e layout test). */}
      <svg className="cart-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className="cart-link__badge" aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      )}
    </NavLink>
  );
}
