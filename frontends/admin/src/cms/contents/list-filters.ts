import type { CmsAdminContentsQueryVariables, ContentSort } from '../../gql/graphql';
import { PAGE_SIZE } from '../../users/pagination';
import type { ContentState } from './content-form';

/** The contents list's filters, as the address holds them (`?q=&state=&category=&sort=`). */
export interface ContentListFilters {
  search: string | null;
  state: ContentState | null;
  categoryId: string | null;
  sort: ContentSort | null;
}

export const CONTENT_STATES: readonly ContentState[] = ['DRAFT', 'PUBLISHED', 'SCHEDULED'];
/** The default (most recently updated first) comes first. */
export const CONTENT_SORTS: readonly ContentSort[] = ['UPDATED_DESC', 'CREATED_DESC', 'CREATED_ASC', 'PUBLISHED_DESC', 'TITLE_ASC'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

export function filtersFromParams(params: URLSearchParams): ContentListFilters {
  return {
    search: params.get('q')?.trim().slice(0, 255) || null,
    state: oneOf(CONTENT_STATES, params.get('state')),
    categoryId: params.get('category') || null,
    sort: oneOf(CONTENT_SORTS, params.get('sort')),
  };
}

export function paramsOfFilters(filters: ContentListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.state) params.set('state', filters.state);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/**
 * adminContents' variables: "scheduled" is PUBLISHED with a date to come (`scheduled: true`), "published"
 * the PUBLISHED ones already public (`scheduled: false`).
 */
export function contentListVariables(contentType: string, filters: ContentListFilters): CmsAdminContentsQueryVariables {
  return {
    contentType,
    search: filters.search,
    status: filters.state === null ? null : filters.state === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
    scheduled: filters.state === 'SCHEDULED' ? true : filters.state === 'PUBLISHED' ? false : null,
    categoryId: filters.categoryId,
    sort: filters.sort,
    first: PAGE_SIZE,
    after: null,
  };
}
