import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../guide/components/PageHeader';
import { absoluteUrl, alternates } from '../../guide/site';
import { useHead } from '../../head';
import { useLanguage, useLocalePath } from '../../locale';
import { localName } from '../format';
import { SHOP_PATHS } from '../paths';
import { SHOP_CATEGORIES, type ProductCategoryNode } from '../shop.graphql';
import { LoadFailed } from './LoadFailed';

interface TreeNode {
  category: ProductCategoryNode;
  children: TreeNode[];
}

/** The flat list (parents before children, by position) as a tree. */
function tree(categories: readonly ProductCategoryNode[]): TreeNode[] {
  const nodes = new Map(categories.map((category) => [category.id, { category, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parent ? nodes.get(node.category.parent.id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function Branch({ nodes }: { nodes: TreeNode[] }) {
  const lang = useLanguage();
  const localePath = useLocalePath();
  return (
    <ul className="category-tree">
      {nodes.map(({ category, children }) => (
        <li key={category.id} data-testid="category-node">
          <Link to={localePath(SHOP_PATHS.category(category.slug))}>{localName(category, lang)}</Link>{' '}
          <span className="category-list__count">{category.productCount}</span>
          {children.length > 0 && <Branch nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** /nos-categories-de-produits: the category tree with product counts. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('shop.categories.title');
  useHead({
    title,
    description: t('shop.categories.lead'),
    canonical: absoluteUrl(SHOP_PATHS.categories, lang),
    alternates: alternates(SHOP_PATHS.categories),
  });
  const { data, error, refetch } = useQuery(SHOP_CATEGORIES);
  return (
    <div className="guide-page shop-page" data-testid="categories-page">
      <PageHeader crumbs={[{ label: t('shop.home.title'), path: SHOP_PATHS.home }, { label: title }]} title={title} lead={t('shop.categories.lead')} />
      {error && !data && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <p className="search-status">{t('shop.list.loading')}</p>}
      {data && (data.productCategories.length ? <Branch nodes={tree(data.productCategories)} /> : <p className="search-empty">{t('shop.categories.empty')}</p>)}
    </div>
  );
}
