import type { ProductFilter, ProductSort } from '../gql/graphql';

/**
 * A product list's state lives in the URL query, so a list can be shared and reloaded:
 * `q`, `categorie` (slugs, comma-separated), `prix-min` and `prix-max` (euros), `en-stock=1`, `tri`.
 */
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_TO_API: Record<ProductSortKey, ProductSort> = {
  relevance: 'RELEVANCE',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  name: 'NAME_ASC',
  newest: 'NEWEST',
};

export const PARAM = { q: 'q', categories: 'categorie', priceMin: 'prix-min', priceMax: 'prix-max', inStock: 'en-stock', sort: 'tri' } as const;

export interface ProductListState {
  q: string;
  categories: string[];
  /** Euros. */
  priceMin: number | null;
  priceMax: number | null;
  inStockOnly: boolean;
  sort: ProductSortKey | null;
}

const SLUG = /^[a-z0-9-]{1,120}$/;

function euros(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

export function parseProductListState(params: URLSearchParams): ProductListState {
  const sort = params.get(PARAM.sort);
  return {
    q: (params.get(PARAM.q) ?? '').slice(0, 120),
    categories: (params.get(PARAM.categories) ?? '')
      .split(',')
      .filter((s) => SLUG.test(s))
      .slice(0, 20),
    priceMin: euros(params.get(PARAM.priceMin)),
    priceMax: euros(params.get(PARAM.priceMax)),
    inStockOnly: params.get(PARAM.inStock) === '1',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSortKey) : null,
  };
}

export type ProductListChange = Partial<ProductListState>;

/** The query after a change (empty values removed, so URLs stay short). */
export function writeProductListState(params: URLSearchParams, change: ProductListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if ('q' in change) set(PARAM.q, change.q?.trim() ?? null);
  if ('categories' in change) set(PARAM.categories, change.categories?.join(',') || null);
  if ('priceMin' in change) set(PARAM.priceMin, change.priceMin != null ? String(change.priceMin) : null);
  if ('priceMax' in change) set(PARAM.priceMax, change.priceMax != null ? String(change.priceMax) : null);
  if ('inStockOnly' in change) set(PARAM.inStock, change.inStockOnly ? '1' : null);
  if ('sort' in change) set(PARAM.sort, change.sort ?? null);
  return next;
}

/** The API's filter: the page's fixed categories (gift store) win over the visitor's choice. */
export function toProductFilter(state: ProductListState, fixedCategories?: readonly string[]): ProductFilter {
  const filter: ProductFilter = {};
  if (state.q.trim()) filter.text = state.q.trim();
  const categories = fixedCategories?.length ? [...fixedCategories] : state.categories;
  if (categories.length) filter.categorySlugs = categories;
  if (state.priceMin != null) filter.priceMinCents = Math.round(state.priceMin * 100);
  if (state.priceMax != null) filter.priceMaxCents = Math.round(state.priceMax * 100);
  if (state.inStockOnly) filter.inStockOnly = true;
  return filter;
}

export function hasFilters(state: ProductListState): boolean {
  return Boolean(state.q || state.categories.length || state.priceMin != null || state.priceMax != null || state.inStockOnly);
}
