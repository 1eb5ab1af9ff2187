import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatKm, useToast } from '@guide/ui';
import { useLanguage, useLocalePath } from '../../locale';
import { useGeolocation } from '../../search/useGeolocation';
import { ESTABLISHMENT_LIST, LIST_PAGE_SIZE, type EstablishmentListVariables } from '../guide.graphql';
import {
  activeFilterCount,
  availableSorts,
  facetsWithinPage,
  NO_FILTERS,
  parseListState,
  SORT_TO_API,
  toEstablishmentFilter,
  withinPage,
  writeListState,
  type FixedFilter,
  type ListChange,
  type SortKey,
} from '../list-state';
import type { MapPoint } from '../map/GuideMap';
import { LazyMap } from '../map/LazyMap';
import { FilterPanel, type FilterGroup } from './FilterPanel';
import { ResultCard, useCategoryLabel } from './ResultCard';
import { LoadMore } from './LoadMore';

export interface EstablishmentListProps {
  /** What the page's path imposes (section types, category, department, town). */
  fixed?: FixedFilter;
  /** Filter groups offered to the visitor; those the page fixes are left out by the page. */
  groups: FilterGroup[];
  /** Accessible name of the results region. */
  label: string;
}

/**
 * The one list of the guide, used by every list page: text, filters with counts, sort, list or map view,
 * near me and "Charger plus". Its whole state is in the URL query (see list-state.ts).
 */
export function EstablishmentList({ fixed, groups, label }: EstablishmentListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const searchId = useId();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  // Only what this page can filter on counts as chosen (see withinPage).
  const parsed = useMemo(() => parseListState(params), [params]);
  const state = useMemo(() => withinPage(parsed, fixed), [parsed, fixed]);
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  const categoryLabel = useCategoryLabel();

  // From the address bar, not the render's params: two quick changes (budget, then sort) must not let the
  // second start from a URL the first already replaced.
  const update = useCallback(
    (change: ListChange, replace = false) =>
      setParams(() => writeListState(new URLSearchParams(window.location.search), change), { preventScrollReset: true, replace }),
    [setParams],
  );

  // Near me: the URL asks, the browser answers; a refusal turns it back off and explains why.
  const geo = useGeolocation();
  const { locate, stop, failures } = geo;
  useEffect(() => {
    if (state.near) locate();
    else stop();
  }, [state.near, locate, stop]);
  const handledFailures = useRef(0);
  useEffect(() => {
    if (failures <= handledFailures.current) return;
    handledFailures.current = failures;
    update({ near: false, ...(state.sort === 'distance' ? { sort: null } : {}) }, true);
  }, [failures, update, state.sort]);
  const near = state.near && geo.coords ? geo.coords : undefined;
  const waitingForPosition = state.near && !geo.coords && !geo.failed;

  const sorts = availableSorts(state, Boolean(near));
  const sort: SortKey | null = state.sort && sorts.includes(state.sort) ? state.sort : null;
  const defaultSort: SortKey = near ? 'distance' : state.q ? 'relevance' : 'name';
  const variables: EstablishmentListVariables = {
    filter: toEstablishmentFilter(state, fixed),
    ...(near ? { near } : {}),
    ...(sort ? { sort: SORT_TO_API[sort] } : {}),
    first: LIST_PAGE_SIZE,
  };
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(ESTABLISHMENT_LIST, {
    variables,
    skip: waitingForPosition,
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.establishments;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const refreshing = networkStatus === NetworkStatus.setVariables || networkStatus === NetworkStatus.loading;

  const cityNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const edge of connection?.edges ?? []) names[edge.node.city.code] = edge.node.city.name;
    return names;
  }, [connection]);
  const points = useMemo<MapPoint[]>(
    () =>
      (connection?.edges ?? []).map(({ node, distanceKm }) => ({
        id: node.id,
        name: node.name,
        lat: node.lat,
        lon: node.lon,
        href: localePath(node.path),
        caption: [node.city.name, distanceKm != null ? t('search.distance', { km: formatKm(distanceKm, lang) }) : null].filter(Boolean).join(' · '),
      })),
    [connection, localePath, t, lang],
  );
  const onNavigate = useCallback((href: string) => navigate(href), [navigate]);

  async function loadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    try {
      await fetchMore({ variables: { after } });
    } catch {
      toast.error(t('search.loadMoreFailed'));
    }
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: text, ...(state.sort === 'relevance' && !text.trim() ? { sort: null } : {}) });
  }

  const filterCount = activeFilterCount(state);
  // Closed in the server's HTML (phones first); opened before paint on a wide screen, where the panel is a
  // column of its own and opening it moves no result.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersShown, setFiltersShown] = useState(false);
  useEffect(() => {
    if (filtersOpen) setFiltersShown(true);
  }, [filtersOpen]);
  useLayoutEffect(() => {
    if (window.matchMedia?.('(min-width: 60rem)').matches ?? true) setFiltersOpen(true);
  }, []);

  return (
    <div className="guide-list" data-view={state.view}>
      <div className="guide-toolbar">
        <form className="guide-toolbar__search" role="search" onSubmit={onSearch} aria-label={t('guide.list.searchLabel')}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('guide.list.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            data-testid="list-search-input"
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
        <div className="guide-toolbar__controls">
          <label className="switch guide-toolbar__near">
            <input type="checkbox" role="switch" checked={state.near} onChange={(e) => update({ near: e.target.checked })} data-testid="list-near-me" />
            <span className="switch__track" aria-hidden="true" />
            <span>{t('search.nearMe')}</span>
          </label>
          <div className="guide-toolbar__sort">
            <label htmlFor={sortId}>{t('guide.list.sortBy')}</label>
            <select
              id={sortId}
              value={sort ?? defaultSort}
              onChange={(e) => update({ sort: e.target.value === defaultSort ? null : (e.target.value as SortKey) })}
              data-testid="list-sort"
            >
              {sorts.map((key) => (
                <option key={key} value={key}>
                  {t(`guide.sort.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="view-toggle" role="group" aria-label={t('guide.list.viewLabel')}>
            <button type="button" aria-pressed={state.view === 'list'} onClick={() => update({ view: 'list' })} data-testid="view-list">
              {t('guide.list.viewList')}
            </button>
            <button type="button" aria-pressed={state.view === 'map'} onClick={() => update({ view: 'map' })} data-testid="view-map">
              {t('guide.list.viewMap')}
            </button>
          </div>
        </div>
        <p className="guide-toolbar__geo" aria-live="polite" data-testid="geo-status">
          {geo.status === 'locating' && t('search.geo.locating')}
          {geo.failed && <span className="notice notice--warning">{t(`search.geo.${geo.status}`)}</span>}
        </p>
      </div>

      <div className="guide-list__layout">
        <details className="filters" open={filtersOpen} onToggle={(e) => setFiltersOpen((e.target as HTMLDetailsElement).open)}>
          <summary>
            {t('guide.filters.title')}
            {filterCount > 0 && <span className="filters__badge">{filterCount}</span>}
          </summary>
          {/* Rendered once opened: closed (phones, the server's HTML), its many fields would only weigh on hydration. */}
          {(filtersOpen || filtersShown) && (
            <FilterPanel
              state={state}
              facets={connection?.facets && facetsWithinPage(connection.facets, fixed)}
              groups={groups}
              cityNames={cityNames}
              onChange={(change) => update(change)}
            />
          )}
          {filterCount > 0 && (
            <button type="button" className="link-button" onClick={() => update(NO_FILTERS)} data-testid="filters-clear">
              {t('guide.filters.clear')}
            </button>
          )}
        </details>

        <section className="guide-results" aria-label={label} aria-busy={refreshing || loadingMore}>
          {error && !connection && (
            <div className="notice notice--error" role="alert">
              <p>{t('search.failed')}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                {t('search.retry')}
              </button>
            </div>
          )}
          {!connection && !error && <p className="search-status">{waitingForPosition ? t('search.geo.locating') : t('search.searching')}</p>}
          {connection && (
            <>
              <p className="search-results__count" data-testid="list-count">
                {t('search.count', { count: connection.totalCount })}
                {refreshing && <span className="guide-results__refreshing"> · {t('search.searching')}</span>}
              </p>
              {connection.edges.length === 0 ? (
                <div className="search-empty" data-testid="list-empty">
                  <p className="search-empty__title">{t('search.noResult')}</p>
                  <p>{t('search.noResultHint')}</p>
                  {filterCount > 0 && (
                    <button type="button" className="button button--secondary" onClick={() => update(NO_FILTERS)}>
                      {t('guide.filters.clear')}
                    </button>
                  )}
                </div>
              ) : state.view === 'map' ? (
                <>
                  <LazyMap points={points} onNavigate={onNavigate} label={t('guide.map.label')} />
                  <ol className="map-list" data-testid="map-list">
                    {connection.edges.map(({ node, distanceKm }) => (
                      <li key={node.id}>
                        <Link to={localePath(node.path)}>{node.name}</Link>
                        <span className="map-list__place">
                          {node.city.name}
                          {distanceKm != null && ` · ${t('search.distance', { km: formatKm(distanceKm, lang) })}`}
                        </span>
                      </li>
                    ))}
                  </ol>
                </>
              ) : (
                <ul className="result-list guide-cards">
                  {connection.edges.map(({ node, distanceKm }, i) => (
                    <ResultCard key={node.id} node={node} distanceKm={distanceKm} category={categoryLabel(node)} priority={i === 0} />
                  ))}
                </ul>
              )}
              {connection.pageInfo.hasNextPage && <LoadMore onClick={() => void loadMore()} loading={loadingMore} testId="list-load-more" />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
