import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { LoadMore } from '../../guide/components/LoadMore';
import { CONTENT_LIST, CONTENT_PAGE_SIZE, type ContentCard as Card } from '../editorial.graphql';
import { CONTENT_SORT_TO_API, CONTENT_SORTS, contentSort, withContentSort, type ContentSortKey } from '../list-sort';
import type { EditorialType } from '../types';
import { ContentCard } from './ContentCard';

export interface ContentListProps {
  contentType: EditorialType;
  categorySlug?: string | null;
  upcoming?: boolean;
  /** Accessible name of the list. */
  label: string;
  /** Renders the cards another way (the agenda groups them by month). */
  renderCards?: (cards: Card[]) => ReactNode;
  /** Offers the sorts (list-sort.ts, `?tri=`). Default: yes, unless the cards are grouped another way or upcoming only. */
  sortable?: boolean;
}

/** Published contents of a type (or a category), 12 at a time with "Charger plus" (cursor pagination, cached in apollo.ts). */
export function ContentList({ contentType, categorySlug = null, upcoming, label, renderCards, sortable = !renderCards && !upcoming }: ContentListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const sort = contentSort(sortable ? params : new URLSearchParams(), contentType);
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(CONTENT_LIST, {
    variables: { contentType, categorySlug, order: CONTENT_SORT_TO_API[sort], ...(upcoming ? { upcoming: true } : {}), first: CONTENT_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.contents;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  async function loadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    try {
      await fetchMore({ variables: { after } });
    } catch {
      toast.error(t('search.loadMoreFailed'));
    }
  }

  if (error && !connection) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('editorial.list.failed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('search.retry')}
        </button>
      </div>
    );
  }
  if (!connection) return <p className="search-status">{t('editorial.list.loading')}</p>;
  const cards = connection.edges.map((e) => e.node);
  return (
    <section className="content-list" aria-label={label} aria-busy={loadingMore}>
      <div className="content-list__bar">
        <p className="search-results__count" data-testid="content-count">
          {t('editorial.list.count', { count: connection.totalCount })}
        </p>
        {sortable && (
          <div className="content-list__sort">
            <label htmlFor={sortId}>{t('editorial.list.sortBy')}</label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => setParams(withContentSort(params, contentType, e.target.value as ContentSortKey), { replace: true, preventScrollReset: true })}
              data-testid="content-sort"
            >
              {CONTENT_SORTS.map((key) => (
                <option key={key} value={key}>
                  {t(`editorial.list.sort.${key}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {cards.length === 0 ? (
        <p className="search-empty" data-testid="content-empty">
          {t('editorial.list.empty')}
        </p>
      ) : renderCards ? (
        renderCards(cards)
      ) : (
        <ul className="content-cards">
          {cards.map((card, i) => (
            <ContentCard key={card.id} content={card} priority={i === 0} />
          ))}
        </ul>
      )}
      {connection.pageInfo.hasNextPage && <LoadMore onClick={() => void loadMore()} loading={loadingMore} testId="content-load-more" />}
    </section>
  );
}
