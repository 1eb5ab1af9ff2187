import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../guide/components/PageHeader';
import { absoluteUrl, alternates } from '../../guide/site';
import { useHead } from '../../head';
import { useLanguage, useLocalePath } from '../../locale';
import { ProductCard, ProductGridSkeleton } from '../components/ProductCard';
import { localName } from '../format';
import { SHOP_PATHS } from '../paths';
import { SHOP_HOME } from '../shop.graphql';
import { LoadFailed } from './LoadFailed';

/** /guide-et-goodies: the shop's home, its top categories and the newest products. */
export function ShopHomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { data, error, refetch } = useQuery(SHOP_HOME, { variables: { first: 8 } });
  const title = t('shop.home.title');
  useHead(
    {
      title,
      description: t('shop.home.lead'),
      canonical: absoluteUrl(SHOP_PATHS.home, lang),
      alternates: alternates(SHOP_PATHS.home),
      openGraph: { type: 'website', url: absoluteUrl(SHOP_PATHS.home, lang) },
    },
    'guide-et-goodies',
  );
  const topCategories = (data?.productCategories ?? []).filter((c) => !c.parent);
  return (
    <div className="guide-page shop-page" data-testid="shop-home">
      <PageHeader crumbs={[{ label: title }]} title={title} lead={t('shop.home.lead')} />
      {error && !data && <LoadFailed onRetry={() => void refetch()} />}
      {topCategories.length > 0 && (
        <section className="guide-block" aria-labelledby="shop-categories-title">
          <h2 id="shop-categories-title">{t('shop.home.categories')}</h2>
          <ul className="chips shop-categories" data-testid="shop-home-categories">
            {topCategories.map((c) => (
              <li key={c.id}>
                <Link className="chip" to={localePath(SHOP_PATHS.category(c.slug))}>
                  {localName(c, lang)} <span className="category-list__count">{c.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={localePath(SHOP_PATHS.categories)}>{t('shop.home.allCategories')}</Link> ·{' '}
            <Link to={localePath(SHOP_PATHS.giftStore)}>{t('shop.gifts.title')}</Link>
          </p>
        </section>
      )}
      <section className="guide-block" aria-labelledby="shop-new-title">
        <h2 id="shop-new-title">{t('shop.home.newest')}</h2>
        {!data && !error && <ProductGridSkeleton count={4} />}
        {data && data.featured.edges.length === 0 && <p className="search-empty">{t('shop.home.empty')}</p>}
        {data && data.featured.edges.length > 0 && (
          <ul className="product-grid">
            {data.featured.edges.map(({ node }, i) => (
              <ProductCard key={node.id} product={node} priority={i === 0} />
            ))}
          </ul>
        )}
        <p className="load-more">
          <Link className="button" to={localePath(SHOP_PATHS.products)} data-testid="shop-all-products">
            {t('shop.home.allProducts')}
          </Link>
        </p>
      </section>
    </div>
  );
}
