import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../../locale';
import { localName } from '../format';
import type { ProductCardNode } from '../shop.graphql';
import '../shop.css';
import { Price } from './Price';

/** A product in a grid: picture, name, price VAT included, stock. `children`: actions (the wishlist's). */
export function ProductCard({ product, priority = false, children }: { product: ProductCardNode; priority?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const name = localName(product, lang);
  const image = product.images[0];
  return (
    <li className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {image ? (
          <img src={image.url} alt="" loading={priority ? 'eager' : 'lazy'} width={320} height={240} />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={localePath(product.path)} className="product-card__link">
            {name}
          </Link>
        </h3>
        <p className="product-card__price">
          <Price product={product} testId="product-card-price" /> <span className="product-card__tax">{t('shop.ttc')}</span>
        </p>
        <p className={`stock ${product.inStock ? 'stock--in' : 'stock--out'}`}>{product.inStock ? t('shop.inStock') : t('shop.outOfStock')}</p>
        {children}
      </div>
    </li>
  );
}

/** Grey cards while the first page of a list loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="products-loading">
      <p className="visually-hidden" role="status">
        {t('shop.list.loading')}
      </p>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-card product-card--skeleton">
            <div className="product-card__media" />
            <div className="product-card__body">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
