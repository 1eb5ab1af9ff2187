import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../guide/components/PageHeader';
import { absoluteUrl, alternates } from '../../guide/site';
import { useHead } from '../../head';
import { useLanguage, useLocalePath } from '../../locale';
import { ProductList } from '../components/ProductList';
import { localName } from '../format';
import { SHOP_PATHS } from '../paths';
import { GIFT_CATEGORY_SLUGS, SHOP_CATEGORIES } from '../shop.graphql';

/** /boutique-cadeaux: the gift boxes and gift cards, as one list. */
export function GiftStorePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const title = t('shop.gifts.title');
  useHead({ title, description: t('shop.gifts.lead'), canonical: absoluteUrl(SHOP_PATHS.giftStore, lang), alternates: alternates(SHOP_PATHS.giftStore) });
  const { data } = useQuery(SHOP_CATEGORIES);
  const giftCategories = (data?.productCategories ?? []).filter((c) => (GIFT_CATEGORY_SLUGS as readonly string[]).includes(c.slug));
  return (
    <div className="guide-page shop-page" data-testid="gift-store-page">
      <PageHeader crumbs={[{ label: t('shop.home.title'), path: SHOP_PATHS.home }, { label: title }]} title={title} lead={t('shop.gifts.lead')} />
      {giftCategories.length > 0 && (
        <ul className="chips shop-categories" data-testid="gift-categories">
          {giftCategories.map((c) => (
            <li key={c.id}>
              <Link className="chip" to={localePath(SHOP_PATHS.category(c.slug))}>
                {localName(c, lang)} <span className="category-list__count">{c.productCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProductList fixedCategories={GIFT_CATEGORY_SLUGS} label={title} />
    </div>
  );
}
