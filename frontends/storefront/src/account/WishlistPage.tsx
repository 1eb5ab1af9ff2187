import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { shopErrorKey } from '../cart/errors';
import { useCartActions } from '../cart/useCart';
import { MY_WISHLIST, REMOVE_FROM_WISHLIST } from '../checkout/checkout.graphql';
import { useLocalePath } from '../locale';
import { ProductCard } from '../shop/components/ProductCard';
import { useDocumentTitle } from '../useDocumentTitle';
import '../shop/shop.css';

/** /account/wishlist: the products the customer keeps an eye on; remove, or add to the cart. */
export function WishlistPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const localePath = useLocalePath();
  const title = t('wishlist.title');
  useDocumentTitle(title);
  const { data, error, refetch } = useQuery(MY_WISHLIST, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(REMOVE_FROM_WISHLIST, {
    update: (cache, { data: answer }) => answer && cache.writeQuery({ query: MY_WISHLIST, data: { myWishlist: answer.removeFromWishlist } }),
  });
  const { addToCart } = useCartActions();
  const products = data?.myWishlist;

  const act = (action: () => Promise<unknown>, success: string) =>
    action().then(
      () => toast.success(t(success)),
      (e: unknown) => toast.error(t(shopErrorKey(e))),
    );

  return (
    <section className="account-section" data-testid="account-wishlist">
      <h1>{title}</h1>
      {error && !products && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {!products && !error && <p className="auth-status">{t('account.loading')}</p>}
      {products && products.length === 0 && (
        <div className="address-empty" data-testid="wishlist-empty">
          <p>{t('wishlist.empty')}</p>
          <Link to={localePath('/nos-produits')}>{t('cart.continueShopping')}</Link>
        </div>
      )}
      {products && products.length > 0 && (
        <ul className="product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p}>
              <div className="product-card__actions">
                <button
                  type="button"
                  className="button"
                  disabled={!p.inStock}
                  onClick={() => void act(() => addToCart(p.id, 1), 'wishlist.addedToCart')}
                  data-testid="wishlist-add-to-cart"
                >
                  {t('shop.product.addToCart')}
                </button>
                <button
                  type="button"
                  className="link-button link-button--danger"
                  onClick={() => void act(() => remove({ variables: { productId: p.id } }), 'wishlist.removed')}
                  data-testid="wishlist-remove"
                >
                  {t('wishlist.remove')}
                </button>
              </div>
            </ProductCard>
          ))}
        </ul>
      )}
    </section>
  );
}
