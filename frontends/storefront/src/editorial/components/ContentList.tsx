import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@guide/ui';
import { LoadMore } from '../../guide/components/LoadMore';
import { CONTENT_LIST, CONTENT_PAGE_SIZE, type ContentCard as Card } from '../editorial.graphql';
import { listOrder, type EditorialType } from '../types';
import { ContentCard } from './ContentCard';

export interface ContentListProps {
  contentType: EditorialType;
  categorySlug?: string | null;
  upcoming?: boolean;
  /** Accessible name of the list. */
  label: string;
  /** Renders the cards another way (the agenda groups them by month). */
  renderCards?: (cards: Card[]) => ReactNode;
}

/** Published contents of a type (or a category), 12 at a time with "Charger plus" (cursor pagination, cached in apollo.ts). */
export function ContentList({ contentType, categorySlug = null, upcoming, label, renderCards }: ContentListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(CONTENT_LIST, {
    variables: { contentType, categorySlug, order: listOrder(contentType), ...(upcoming ? { upcoming: true } : {}), first: CONTENT_PAGE_SIZE },
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
      <p className="search-results__count" data-testid="content-count">
        {t('editorial.list.count', { count: connection.totalCount })}
      </p>
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
