import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { useLanguage } from '../../locale';
import { localName } from '../format';
import {
  hasFilters,
  parseProductListState,
  PRODUCT_SORT_TO_API,
  PRODUCT_SORTS,
  toProductFilter,
  writeProductListState,
  type ProductListChange,
  type ProductSortKey,
} from '../list-state';
import { useCustomerRecheck } from '../useCustomerRecheck';
import { SHOP_CATEGORIES, SHOP_PRODUCTS, type ShopProductsVariables } from '../shop.graphql';
import { ProductCard, ProductGridSkeleton } from './ProductCard';
import { LoadMore } from '../../guide/components/LoadMore';

export interface ProductListProps {
  /** Categories the page imposes (the gift store): the category filter is then not offered. */
  fixedCategories?: readonly string[];
  label: string;
}

const NO_FILTERS: ProductListChange = { q: '', categories: [], priceMin: null, priceMax: null, inStockOnly: false };

/** The shop's product list: words, category, price range, in stock only, sort and "Charger plus"; its state is the URL's. */
export function ProductList({ fixedCategories, label }: ProductListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const toast = useToast();
  const ids = { search: useId(), category: useId(), min: useId(), max: useId(), sort: useId() };
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseProductListState(params), [params]);
  const [text, setText] = useState(state.q);
  const [priceMin, setPriceMin] = useState(state.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(state.priceMax?.toString() ?? '');
  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => {
    setPriceMin(state.priceMin?.toString() ?? '');
    setPriceMax(state.priceMax?.toString() ?? '');
  }, [state.priceMin, state.priceMax]);

  // From the address bar, not the render's params: two quick changes must not start from a stale URL.
  const update = useCallback(
    (change: ProductListChange) => setParams(() => writeProductListState(new URLSearchParams(window.location.search), change), { preventScrollReset: true }),
    [setParams],
  );

  const categories = useQuery(SHOP_CATEGORIES, { skip: Boolean(fixedCategories) });
  const variables: ShopProductsVariables = {
    filter: toProductFilter(state, fixedCategories),
    ...(state.sort ? { sort: PRODUCT_SORT_TO_API[state.sort] } : {}),
    // No `first`: the page size is the shop's setting (catalog.productsPerPage), which catalog-guide applies.
  };
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(SHOP_PRODUCTS, { variables, notifyOnNetworkStatusChange: true });
  useCustomerRecheck(refetch);
  const connection = (data ?? previousData)?.products;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const refreshing = networkStatus === NetworkStatus.setVariables || networkStatus === NetworkStatus.loading;

  async function loadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    try {
      await fetchMore({ variables: { after } });
    } catch {
      toast.error(t('shop.list.loadMoreFailed'));
    }
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: text });
  }
  function onPrice(event: FormEvent) {
    event.preventDefault();
    const parse = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v.replace(',', '.'))) ? null : Math.max(0, Number(v.replace(',', '.'))));
    update({ priceMin: parse(priceMin), priceMax: parse(priceMax) });
  }
  const filtered = hasFilters({ ...state, categories: fixedCategories ? [] : state.categories });

  return (
    <div className="shop-list">
      <div className="shop-toolbar">
        <form className="shop-toolbar__search" role="search" onSubmit={onSearch} aria-label={t('shop.list.searchLabel')}>
          <label htmlFor={ids.search} className="visually-hidden">
            {t('shop.list.searchLabel')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('shop.list.searchPlaceholder')}
            maxLength={120}
            data-testid="product-search-input"
          />
          <button type="submit" className="button" data-testid="product-search-submit">
            {t('search.submit')}
          </button>
        </form>
        <div className="shop-toolbar__filters">
          {!fixedCategories && (
            <div className="shop-field">
              <label htmlFor={ids.category}>{t('shop.list.category')}</label>
              <select
                id={ids.category}
                value={state.categories[0] ?? ''}
                onChange={(e) => update({ categories: e.target.value ? [e.target.value] : [] })}
                data-testid="product-category-filter"
              >
                <option value="">{t('shop.list.allCategories')}</option>
                {(categories.data?.productCategories ?? []).map((c) => (
                  <option key={c.id} value={c.slug}>
                    {c.parent ? '— ' : ''}
                    {localName(c, lang)} ({c.productCount})
                  </option>
                ))}
              </select>
            </div>
          )}
          <form className="shop-field shop-price" onSubmit={onPrice} aria-label={t('shop.list.price')}>
            <label htmlFor={ids.min}>{t('shop.list.priceMin')}</label>
            <input
              id={ids.min}
              type="number"
              min={0}
              step="1"
              inputMode="decimal"
              value={priceMin}
              onChange={(e) => setPriceMin(e.target.value)}
              data-testid="product-price-min"
            />
            <label htmlFor={ids.max}>{t('shop.list.priceMax')}</label>
            <input
              id={ids.max}
              type="number"
              min={0}
              step="1"
              inputMode="decimal"
              value={priceMax}
              onChange={(e) => setPriceMax(e.target.value)}
              data-testid="product-price-max"
            />
            <button type="submit" className="button button--secondary" data-testid="product-price-apply">
              {t('shop.list.apply')}
            </button>
          </form>
          <label className="form-checkbox shop-instock">
            <input type="checkbox" checked={state.inStockOnly} onChange={(e) => update({ inStockOnly: e.target.checked })} data-testid="product-in-stock" />
            <span>{t('shop.list.inStockOnly')}</span>
          </label>
          <div className="shop-field">
            <label htmlFor={ids.sort}>{t('guide.list.sortBy')}</label>
            <select
              id={ids.sort}
              value={state.sort ?? 'relevance'}
              onChange={(e) => update({ sort: e.target.value === 'relevance' ? null : (e.target.value as ProductSortKey) })}
              data-testid="product-sort"
            >
              {PRODUCT_SORTS.map((key) => (
                <option key={key} value={key}>
                  {t(`shop.sort.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <section className="shop-results" aria-label={label} aria-busy={refreshing || loadingMore}>
        {error && !connection && (
          <div className="notice notice--error" role="alert" data-testid="products-error">
            <p>{t('shop.list.failed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              {t('search.retry')}
            </button>
          </div>
        )}
        {!connection && !error && <ProductGridSkeleton />}
        {connection && (
          <>
            <p className="search-results__count" data-testid="product-count">
              {t('shop.list.count', { count: connection.totalCount })}
              {refreshing && <span className="guide-results__refreshing"> · {t('search.searching')}</span>}
            </p>
            {connection.edges.length === 0 ? (
              <div className="search-empty" data-testid="products-empty">
                <p className="search-empty__title">{t('search.noResult')}</p>
                <p>{t('shop.list.noResultHint')}</p>
                {filtered && (
                  <button type="button" className="button button--secondary" onClick={() => update(NO_FILTERS)} data-testid="products-clear">
                    {t('guide.filters.clear')}
                  </button>
                )}
              </div>
            ) : (
              <ul className="product-grid">
                {connection.edges.map(({ node }, i) => (
                  <ProductCard key={node.id} product={node} priority={i === 0} />
                ))}
              </ul>
            )}
            {connection.pageInfo.hasNextPage && <LoadMore onClick={() => void loadMore()} loading={loadingMore} testId="product-load-more" />}
          </>
        )}
      </section>
    </div>
  );
}
