import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../guide/components/PageHeader';
import { absoluteUrl, alternates } from '../../guide/site';
import { useHead } from '../../head';
import { useLanguage } from '../../locale';
import { ProductList } from '../components/ProductList';
import { SHOP_PATHS } from '../paths';

/** /nos-produits: every product, with words, category, price, stock and sort. */
export function ProductListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('shop.list.title');
  useHead({ title, description: t('shop.list.lead'), canonical: absoluteUrl(SHOP_PATHS.products, lang), alternates: alternates(SHOP_PATHS.products) });
  return (
    <div className="guide-page shop-page" data-testid="product-list-page">
      <PageHeader crumbs={[{ label: t('shop.home.title'), path: SHOP_PATHS.home }, { label: title }]} title={title} lead={t('shop.list.lead')} />
      <ProductList label={title} />
    </div>
  );
}
