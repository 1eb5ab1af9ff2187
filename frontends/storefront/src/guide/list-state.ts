// The API's filter and sort of a list, as the schema types them (frontends/README.md).
import type { EstablishmentFilter, EstablishmentSort } from '../gql/graphql';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type EstablishmentType, type MealCategory } from './sections';

/**
 * The state of a guide list lives in the URL query, so a list can be shared and reloaded:
 * `q`, `sort`, `view=map`, `near=1` and the filters `type`, `category`, `producer`, `budget` (euros),
 * `equipment`, `services`, `dep`, `city` (INSEE codes), lists comma-separated. Unknown values are dropped.
 */
export const SORT_KEYS = ['relevance', 'distance', 'rating', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_TO_API: Record<SortKey, EstablishmentSort> = {
  relevance: 'RELEVANCE',
  distance: 'DISTANCE',
  rating: 'RATING',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  name: 'NAME_ASC',
  newest: 'NEWEST',
};

/** Budget ceilings offered by the filter, in euros. */
export const BUDGET_STEPS = [20, 30, 50, 80, 120] as const;

export type ListView = 'list' | 'map';

export interface ListState {
  q: string;
  sort: SortKey | null;
  view: ListView;
  near: boolean;
  types: EstablishmentType[];
  mealCategories: MealCategory[];
  producerCategories: string[];
  /** Euros. */
  budgetMax: number | null;
  equipment: string[];
  services: string[];
  departments: string[];
  cities: string[];
}

/** Filters a page imposes through its path (a category, a department, a city, the section's types). */
export interface FixedFilter {
  types?: readonly EstablishmentType[];
  mealCategories?: readonly MealCategory[];
  producerCategories?: readonly string[];
  departmentCodes?: readonly string[];
  cityCodes?: readonly string[];
}

/** URL parameter of each list filter. */
export const FILTER_PARAMS = {
  types: 'type',
  mealCategories: 'category',
  producerCategories: 'producer',
  equipment: 'equipment',
  services: 'services',
  departments: 'dep',
  cities: 'city',
} as const;
export type ListFilterKey = keyof typeof FILTER_PARAMS;

const CODE = /^[\w-]{1,60}$/;

function list(params: URLSearchParams, name: string): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter((v) => CODE.test(v)),
    ),
  ];
}

function oneOf<T extends string>(values: readonly T[], candidates: string[]): T[] {
  return candidates.filter((v): v is T => (values as readonly string[]).includes(v));
}

export function parseListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const budget = Number(params.get('budget'));
  return {
    q: (params.get('q') ?? '').trim(),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : null,
    view: params.get('view') === 'map' ? 'map' : 'list',
    near: params.get('near') === '1',
    types: oneOf(ESTABLISHMENT_TYPES, list(params, FILTER_PARAMS.types)),
    mealCategories: oneOf(MEAL_CATEGORIES, list(params, FILTER_PARAMS.mealCategories)),
    producerCategories: list(params, FILTER_PARAMS.producerCategories),
    budgetMax: Number.isInteger(budget) && budget > 0 && budget <= 10000 ? budget : null,
    equipment: list(params, FILTER_PARAMS.equipment),
    services: list(params, FILTER_PARAMS.services),
    departments: list(params, FILTER_PARAMS.departments),
    cities: list(params, FILTER_PARAMS.cities),
  };
}

export type ListChange = Partial<ListState>;

/** The URL query with `changes` applied; other parameters are kept. Defaults are left out of the URL. */
export function writeListState(previous: URLSearchParams, changes: ListChange): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  for (const [key, value] of Object.entries(changes) as [keyof ListState, unknown][]) {
    switch (key) {
      case 'q':
        set('q', String(value ?? '').trim() || null);
        break;
      case 'sort':
        set('sort', (value as SortKey | null) ?? null);
        break;
      case 'view':
        set('view', value === 'map' ? 'map' : null);
        break;
      case 'near':
        set('near', value ? '1' : null);
        break;
      case 'budgetMax':
        set('budget', value ? String(value) : null);
        break;
      default:
        set(FILTER_PARAMS[key as ListFilterKey], ((value as string[] | undefined) ?? []).join(',') || null);
    }
  }
  return next;
}

/** Sorts a visitor may choose: relevance needs words, distance needs a position. */
export function availableSorts(state: Pick<ListState, 'q' | 'near'>, hasPosition: boolean): SortKey[] {
  return SORT_KEYS.filter((key) => (key === 'relevance' ? Boolean(state.q) : key === 'distance' ? state.near && hasPosition : true));
}

function withinFixed<T extends string>(chosen: T[], fixed: readonly T[] | undefined): T[] | undefined {
  if (!fixed?.length) return chosen.length ? chosen : undefined;
  const kept = chosen.filter((v) => fixed.includes(v));
  return kept.length ? kept : [...fixed];
}

/**
 * The visitor's choices a page can honour: a value outside what the page fixes (`?type=LOCAL_PRODUCER` on
 * the hotels-restaurants pages) cannot narrow its list, so it is dropped rather than shown as ticked.
 */
export function withinPage(state: ListState, fixed: FixedFilter = {}): ListState {
  const keep = <T extends string>(chosen: T[], allowed: readonly T[] | undefined): T[] =>
    allowed?.length ? chosen.filter((v) => allowed.includes(v)) : chosen;
  return {
    ...state,
    types: keep(state.types, fixed.types),
    mealCategories: keep(state.mealCategories, fixed.mealCategories),
    producerCategories: keep(state.producerCategories, fixed.producerCategories),
    departments: keep(state.departments, fixed.departmentCodes),
    cities: keep(state.cities, fixed.cityCodes),
  };
}

/**
 * Facet values a page can offer: the catalog counts a facet without its own filter (disjunctive), so the
 * type facet of a section's list also counts the other sections' types; ticking those would change nothing.
 */
export function facetsWithinPage<F extends Partial<Record<'types' | 'mealCategories' | 'producerCategories' | 'departments', { value: string }[]>>>(
  facets: F,
  fixed: FixedFilter = {},
): F {
  const keep = (buckets: { value: string }[] | undefined, allowed: readonly string[] | undefined) =>
    buckets && allowed?.length ? buckets.filter((b) => allowed.includes(b.value)) : buckets;
  return {
    ...facets,
    types: keep(facets.types, fixed.types),
    mealCategories: keep(facets.mealCategories, fixed.mealCategories),
    producerCategories: keep(facets.producerCategories, fixed.producerCategories),
    departments: keep(facets.departments, fixed.departmentCodes),
  };
}

/** The API filter of a list: what the page fixes, narrowed by what the visitor chose. */
export function toEstablishmentFilter(state: ListState, fixed: FixedFilter = {}): EstablishmentFilter {
  const filter: EstablishmentFilter = {};
  if (state.q) filter.text = state.q;
  const types = withinFixed(state.types, fixed.types);
  if (types) filter.types = types;
  const meal = withinFixed(state.mealCategories, fixed.mealCategories);
  if (meal) filter.mealCategories = meal;
  const producers = withinFixed(state.producerCategories, fixed.producerCategories);
  if (producers) filter.producerCategories = producers;
  if (state.budgetMax) filter.budgetMax = state.budgetMax * 100;
  if (state.equipment.length) filter.equipment = state.equipment;
  if (state.services.length) filter.services = state.services;
  const departments = withinFixed(state.departments, fixed.departmentCodes);
  if (departments) filter.departmentCodes = departments;
  const cities = withinFixed(state.cities, fixed.cityCodes);
  if (cities) filter.cityCodes = cities;
  return filter;
}

/** How many filters the visitor set (for the "clear filters" control). */
export function activeFilterCount(state: ListState): number {
  return (
    state.types.length +
    state.mealCategories.length +
    state.producerCategories.length +
    (state.budgetMax ? 1 : 0) +
    state.equipment.length +
    state.services.length +
    state.departments.length +
    state.cities.length
  );
}

export const NO_FILTERS: ListChange = {
  types: [],
  mealCategories: [],
  producerCategories: [],
  budgetMax: null,
  equipment: [],
  services: [],
  departments: [],
  cities: [],
};
