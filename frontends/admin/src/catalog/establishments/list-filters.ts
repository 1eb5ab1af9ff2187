import { ESTABLISHMENT_TYPES, type EstablishmentType } from '@guide/vocabulary';
import type { AdminEstablishmentsQueryVariables } from '../../gql/graphql';

/** What the list's URL holds (shareable, survives a reload): `q`, `type`, `published` (`true`/`false`). */
export interface ListFilters {
  search: string;
  type: EstablishmentType | null;
  published: boolean | null;
}
export type ListFilterChange = Partial<{ q: string; type: string | null; published: string | null }>;

/** The filters of the address bar; an unknown type or publication value counts as no filter. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const type = params.get('type');
  const published = params.get('published');
  return {
    search: params.get('q') ?? '',
    type: (ESTABLISHMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as EstablishmentType) : null,
    published: published === 'true' ? true : published === 'false' ? false : null,
  };
}

/** The next query string: the change applied to `current` (an empty value removes its parameter), other parameters kept. */
export function changedListParams(current: string, change: ListFilterChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The `adminEstablishments` variables of one page of the filtered list. */
export function listVariables(filters: ListFilters, first: number, after: string | null): AdminEstablishmentsQueryVariables {
  return {
    search: filters.search || null,
    filter: filters.type ? { types: [filters.type] } : null,
    published: filters.published,
    first,
    after,
  };
}

/** Whether any filter narrows the list (the empty table then says "no match" rather than "empty"). */
export const isFiltered = (filters: ListFilters): boolean => Boolean(filters.search || filters.type || filters.published !== null);
