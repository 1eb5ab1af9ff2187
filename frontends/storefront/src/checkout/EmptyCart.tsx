import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../locale';
import { SHOP_PATHS } from '../shop/paths';

/** A checkout step reached with an empty cart (e.g. after the order was placed in another tab). */
export function EmptyCart() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="search-empty" data-testid="checkout-empty-cart">
      <p className="search-empty__title">{t('cart.empty')}</p>
      <p>
        <Link className="button" to={localePath(SHOP_PATHS.products)}>
          {t('cart.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

export function StepLoading() {
  const { t } = useTranslation();
  return <p className="search-status">{t('cart.loading')}</p>;
}
