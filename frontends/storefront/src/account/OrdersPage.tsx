import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, useToast } from '@guide/ui';
import { MY_ORDERS, MY_QUOTES, ORDERS_PAGE_SIZE } from '../checkout/checkout.graphql';
import { useLanguage, useLocalePath } from '../locale';
import { money } from '../shop/format';
import { useDocumentTitle } from '../useDocumentTitle';
import { OrderStatusBadge } from './OrderStatus';
import '../cart/cart.css';
import { LoadMore } from '../guide/components/LoadMore';

/** /account/orders and /account/quotes: the customer's orders (or quote requests), newest first, paginated. */
function OrderList({ kind }: { kind: 'orders' | 'quotes' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const toast = useToast();
  const title = t(`orders.${kind}.title`);
  useDocumentTitle(title);
  const options = { variables: { first: ORDERS_PAGE_SIZE }, notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' } as const;
  // Both queries are declared, one runs: the two lists share this page.
  const orders = useQuery(MY_ORDERS, { ...options, skip: kind !== 'orders' });
  const quotes = useQuery(MY_QUOTES, { ...options, skip: kind !== 'quotes' });
  const { error, refetch, fetchMore, networkStatus } = kind === 'orders' ? orders : quotes;
  const connection = kind === 'orders' ? orders.data?.myOrders : quotes.data?.myQuotes;

  async function loadMore() {
    try {
      await fetchMore({ variables: { after: connection?.pageInfo.endCursor } });
    } catch {
      toast.error(t('shop.list.loadMoreFailed'));
    }
  }

  return (
    <section className="account-section" data-testid={`account-${kind}`}>
      <h1>{title}</h1>
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
        <div className="address-empty" data-testid={`${kind}-empty`}>
          <p>{t(`orders.${kind}.empty`)}</p>
          <Link to={localePath('/guide-et-goodies')}>{t('cart.continueShopping')}</Link>
        </div>
      )}
      {connection && connection.edges.length > 0 && (
        <>
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.statusLabel')}</th>
                <th scope="col">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => (
                <tr key={node.id} data-testid="order-row">
                  <th scope="row">
                    <Link to={localePath(`/account/${kind}/${encodeURIComponent(node.number)}`)}>{node.number}</Link>
                  </th>
                  <td>{formatDate(node.placedAt)}</td>
                  <td>
                    <OrderStatusBadge status={kind === 'quotes' && node.convertedToNumber ? 'CONVERTED' : node.status} />
                  </td>
                  <td>{money(node.totalCents, lang, node.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {connection.pageInfo.hasNextPage && (
            <LoadMore onClick={() => void loadMore()} loading={networkStatus === NetworkStatus.fetchMore} testId="orders-load-more" />
          )}
        </>
      )}
    </section>
  );
}

export function OrdersPage() {
  return <OrderList kind="orders" />;
}

export function QuotesPage() {
  return <OrderList kind="quotes" />;
}
