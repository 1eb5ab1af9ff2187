import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCursorPages } from '../../users/pagination';
import { changeFilters, readFilters, writeFilters, type FilterSpec, type FiltersOf } from './url-filters';

/**
 * A list's filters in the address (`spec`: a module constant, see url-filters.ts): `filters` as read,
 * `set(change)` (null drops a filter), `replace(filters)`, `clear()`, and `key`, the filters' address,
 * which changes when (and only when) the filters do.
 */
export function useUrlFilters<S extends FilterSpec>(spec: S) {
  const [params, setParams] = useSearchParams();
  // React Router commits a navigation in a transition: until it does, renders caused by anything else (a query's
  // answer) still read the old address. The filters written here are used at once instead, so a list never goes
  // back to asking with the filters it just left (it did: old and new requests alternated on a busy machine).
  const [written, setWritten] = useState<string | null>(null);
  useEffect(() => setWritten(null), [params]);
  const shown = written ?? params.toString();
  const filters = useMemo(() => readFilters(spec, new URLSearchParams(shown)), [spec, shown]);
  const key = writeFilters(spec, filters).toString();
  // From the address bar, not this render's params: a change made right after another keeps it.
  const current = () => new URLSearchParams(window.location.search);
  const write = (next: URLSearchParams) => {
    setWritten(next.toString());
    setParams(next);
  };
  return {
    filters,
    key,
    set: (change: Partial<FiltersOf<S>>) => write(changeFilters(spec, current(), change)),
    replace: (next: Partial<FiltersOf<S>>) => write(writeFilters(spec, next, current())),
    clear: () => write(writeFilters(spec, {}, current())),
  };
}

/** The rows ticked in a list (their ids); `rowSelection(enabled)` is the table's prop. */
export function useSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  return {
    selected,
    set: setSelected,
    clear: () => setSelected([]),
    /** Unticks rows that are gone (deleted). */
    drop: (ids: readonly string[]) => setSelected((current) => current.filter((one) => !ids.includes(one))),
    rowSelection: (enabled: boolean) =>
      enabled ? { selectedRowKeys: selected, onChange: (keys: readonly React.Key[]) => setSelected(keys.map(String)) } : undefined,
  };
}
export type Selection = ReturnType<typeof useSelection>;

/**
 * The state of a URL-filtered list page: its filters (useUrlFilters), the cursor pages and the selection;
 * a new filter (or a new `scope`, such as the content type of the route) starts over from the first page
 * with nothing selected.
 */
export function useListPage<S extends FilterSpec>(spec: S, scope = '') {
  const url = useUrlFilters(spec);
  const pages = useCursorPages();
  const selection = useSelection();
  // A new filter (not a new render) starts over. Adjusted while rendering, not in an effect: the list query
  // never sees the new filters with the old page's cursor (one wasted request, and a flash of wrong rows).
  const resetKey = `${scope}?${url.key}`;
  const [shownKey, setShownKey] = useState(resetKey);
  const stale = shownKey !== resetKey;
  if (stale) {
    setShownKey(resetKey);
    pages.reset();
    selection.clear();
  }
  // This render is redone at once with the reset state; until then it already reads the first page.
  return { ...url, pages: stale ? { ...pages, page: 0, after: null } : pages, selection };
}

/** A cursor connection as the API answers a list. */
export interface Connection<Row> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: readonly { node: Row }[];
}
export type RowOf<C> = C extends Connection<infer Row> ? Row : never;

/**
 * A list query answered by a connection (`data[field]`): always asks the server (cache-and-network), keeps
 * showing the previous answer while the next loads. `connection` is the shown one, `pageInfo` the current
 * answer's (undefined while loading), `rows` its nodes; `loadMore()` appends the next page (lists that grow
 * instead of paging) and resolves to whether it worked.
 */
export function useConnectionQuery<TData extends { [P in K]: Connection<unknown> }, TVariables extends OperationVariables, K extends keyof TData & string>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  variables: TVariables,
) {
  const query = useQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = (query.data ?? query.previousData) as TData | undefined;
  const connection = shown?.[field] as Connection<RowOf<TData[K]>> | undefined;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  async function loadMore(): Promise<void> {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await query.fetchMore({
      variables: { after } as Partial<OperationVariables>,
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous[field] as Connection<unknown>;
        const next = fetchMoreResult[field] as Connection<unknown>;
        return { ...fetchMoreResult, [field]: { ...next, edges: [...before.edges, ...next.edges] } } as TData;
      },
    });
  }
  return {
    connection,
    rows,
    pageInfo: (query.data as TData | undefined)?.[field]?.pageInfo,
    loading: query.loading,
    error: query.error,
    /** Asks again (with other variables, e.g. back to the first page). */
    refetch: (others?: Partial<TVariables>) => query.refetch(others),
    /** Asks again from the first page (after a delete). */
    restart: () => query.refetch({ after: null }),
    loadMore,
  };
}
