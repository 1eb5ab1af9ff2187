import type { CmsAdminContentsQueryVariables, ContentSort } from '../../gql/graphql';
import { id, oneOf, readFilters, text, writeFilters, type FiltersOf } from '../../components/list-page/url-filters';
import { PAGE_SIZE } from '../../users/pagination';
import type { ContentState } from './content-form';

export const CONTENT_STATES: readonly ContentState[] = ['DRAFT', 'PUBLISHED', 'SCHEDULED'];
/** The default (most recently updated first) comes first. */
export const CONTENT_SORTS: readonly ContentSort[] = ['UPDATED_DESC', 'CREATED_DESC', 'CREATED_ASC', 'PUBLISHED_DESC', 'TITLE_ASC'];

/** The contents list's filters, as the address holds them (`?q=&state=&category=&sort=`). */
export const CONTENT_FILTERS = {
  search: text('q', 255),
  state: oneOf('state', CONTENT_STATES),
  categoryId: id('category'),
  sort: oneOf('sort', CONTENT_SORTS),
};
export type ContentListFilters = FiltersOf<typeof CONTENT_FILTERS>;

export const filtersFromParams = (params: URLSearchParams): ContentListFilters => readFilters(CONTENT_FILTERS, params);
export const paramsOfFilters = (filters: ContentListFilters): URLSearchParams => writeFilters(CONTENT_FILTERS, filters);

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
