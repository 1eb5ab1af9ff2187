import type { ContentOrder } from '../gql/graphql';
import { listOrder, type EditorialType } from './types';

/**
 * The orders a content list offers (spec §9: price, start date and creation date, both ways, besides the type's
 * own default), as the `tri` query parameter, so a sorted list can be shared and reloaded. START_DATE_* and PRICE_*
 * read the `start-date` and `price` custom fields; contents without them come last (the cms's `contents`).
 */
export const CONTENT_SORTS = ['published-desc', 'start-date-asc', 'start-date-desc', 'created-desc', 'created-asc', 'price-asc', 'price-desc'] as const;
export type ContentSortKey = (typeof CONTENT_SORTS)[number];
export const CONTENT_SORT_PARAM = 'tri';

export const CONTENT_SORT_TO_API: Record<ContentSortKey, ContentOrder> = {
  'published-desc': 'PUBLISHED_DESC',
  'start-date-asc': 'START_DATE_ASC',
  'start-date-desc': 'START_DATE_DESC',
  'created-desc': 'CREATED_DESC',
  'created-asc': 'CREATED_ASC',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

/** The type's own order (events by start date, the rest newest first), as a sort key. */
export function defaultSort(type: EditorialType): ContentSortKey {
  return listOrder(type) === 'START_DATE_ASC' ? 'start-date-asc' : 'published-desc';
}

/** The list's sort from the URL; an unknown value is the type's default. */
export function contentSort(params: URLSearchParams, type: EditorialType): ContentSortKey {
  const value = params.get(CONTENT_SORT_PARAM);
  return (CONTENT_SORTS as readonly string[]).includes(value ?? '') ? (value as ContentSortKey) : defaultSort(type);
}

/** The query with a sort (the default removes the parameter, so the list's plain URL stays its canonical one). */
export function withContentSort(params: URLSearchParams, type: EditorialType, sort: ContentSortKey): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === defaultSort(type)) next.delete(CONTENT_SORT_PARAM);
  else next.set(CONTENT_SORT_PARAM, sort);
  return next;
}
