import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, useToast } from '@guide/ui';
import { LoadMore } from '../../guide/components/LoadMore';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { MY_TICKETS, SUPPORT_PAGE_SIZE } from './support.graphql';
import { SupportStatusBadge } from './SupportStatus';
import '../../cart/cart.css';
import './support.css';

/** /account/support: the customer's support requests, most recently updated first, with "load more". */
export function SupportListPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const toast = useToast();
  const title = t('support.list.title');
  useDocumentTitle(title);
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(MY_TICKETS, {
    variables: { first: SUPPORT_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myTickets;

  async function loadMore() {
    try {
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast.error(t('shop.list.loadMoreFailed'));
    }
  }

  const newRequest = (
    <Link to={localePath('/account/support/new')} className="button" data-testid="support-new">
      {t('support.list.new')}
    </Link>
  );
  return (
    <section className="account-section" data-testid="support-list">
      <div className="support-head">
        <h1>{title}</h1>
        {connection && connection.edges.length > 0 && newRequest}
      </div>
      {error && !connection && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {!connection && !error && <p className="auth-status">{t('account.loading')}</p>}
      {connection && connection.edges.length === 0 && (
        <div className="support-empty" data-testid="support-empty">
          <p>{t('support.list.empty')}</p>
          {newRequest}
        </div>
      )}
      {connection && connection.edges.length > 0 && (
        <>
          <ul className="support-list">
            {connection.edges.map(({ node }) => (
              <li key={node.id} className="support-card" data-testid="support-row">
                <Link className="support-card__subject" to={localePath(`/account/support/${encodeURIComponent(node.id)}`)}>
                  {node.subject}
                </Link>
                <SupportStatusBadge status={node.status} />
                <p className="support-card__meta">
                  {t('support.list.updated', { date: formatDate(node.updatedAt) })}
                  {node.orderNumber && <> · {t('support.list.order', { number: node.orderNumber })}</>}
                </p>
              </li>
            ))}
          </ul>
          {connection.pageInfo.hasNextPage && (
            <LoadMore onClick={() => void loadMore()} loading={networkStatus === NetworkStatus.fetchMore} testId="support-load-more" />
          )}
        </>
      )}
    </section>
  );
}
