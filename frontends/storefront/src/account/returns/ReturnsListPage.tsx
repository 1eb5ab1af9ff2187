import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatDate, useToast } from '@guide/ui';
import { Notice } from '../../auth/form';
import { LoadMore } from '../../guide/components/LoadMore';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { MY_RETURNS, RETURNS_PAGE_SIZE } from './returns.graphql';
import { ReturnStatusBadge } from './ReturnStatus';
import '../../cart/cart.css';
import './returns.css';

/** Navigation state after a request was closed elsewhere (the list confirms it). */
export interface ReturnsListState {
  returnClosed?: string;
}

/** /account/rma: the customer's return requests, newest first, with "load more". */
export function ReturnsListPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const toast = useToast();
  const location = useLocation();
  const closed = (location.state as ReturnsListState | null)?.returnClosed;
  const title = t('returns.list.title');
  useDocumentTitle(title);
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(MY_RETURNS, {
    variables: { first: RETURNS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myReturns;

  async function loadMore() {
    try {
      // The next page is appended here (the cache keeps each page under its own arguments).
      await fetchMore({
        variables: { after: connection?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myReturns: {
            ...fetchMoreResult.myReturns,
            edges: [...previous.myReturns.edges, ...fetchMoreResult.myReturns.edges],
          },
        }),
      });
    } catch {
      toast.error(t('shop.list.loadMoreFailed'));
    }
  }

  const newRequest = (
    <Link to={localePath('/account/rma/create')} className="button" data-testid="returns-new">
      {t('returns.list.new')}
    </Link>
  );
  return (
    <section className="account-section" data-testid="returns-list">
      <div className="rma-head">
        <h1>{title}</h1>
        {connection && connection.edges.length > 0 && newRequest}
      </div>
      {closed && (
        <Notice kind="success" testId="return-closed">
          <p>{t('returns.detail.closed', { number: closed })}</p>
        </Notice>
      )}
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
        <div className="rma-empty" data-testid="returns-empty">
          <p>{t('returns.list.empty')}</p>
          <p>{t('returns.list.emptyHow')}</p>
          <p className="rma-actions rma-actions--center">
            <Link to={localePath('/account/orders')} className="button button--secondary">
              {t('returns.list.toOrders')}
            </Link>
            {newRequest}
          </p>
        </div>
      )}
      {connection && connection.edges.length > 0 && (
        <>
          <table className="orders-table" data-testid="returns-table">
            <thead>
              <tr>
                <th scope="col">{t('returns.list.number')}</th>
                <th scope="col">{t('returns.list.order')}</th>
                <th scope="col">{t('orders.statusLabel')}</th>
                <th scope="col">{t('orders.date')}</th>
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => (
                <tr key={node.id} data-testid="return-row">
                  <th scope="row">
                    <Link to={localePath(`/account/rma/edit/${encodeURIComponent(node.number)}`)}>{node.number}</Link>
                  </th>
                  <td>
                    <Link to={localePath(`/account/orders/${encodeURIComponent(node.order.number)}`)}>{node.order.number}</Link>
                  </td>
                  <td>
                    <ReturnStatusBadge status={node.status} />
                  </td>
                  <td>{formatDate(node.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {connection.pageInfo.hasNextPage && (
            <LoadMore onClick={() => void loadMore()} loading={networkStatus === NetworkStatus.fetchMore} testId="returns-load-more" />
          )}
        </>
      )}
    </section>
  );
}
