import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../useDocumentTitle';
import { hasShipped } from './return-lines';
import { ReturnForm } from './ReturnForm';
import { RETURN_ORDER_CHOICES, RETURN_ORDERS_LIMIT } from './returns.graphql';
import '../../cart/cart.css';
import './returns.css';

/** /account/rma/create[?order=<number>]: « Demander un retour » for one of the customer's shipped orders. */
export function ReturnCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = t('returns.create.title');
  useDocumentTitle(title);
  const prefilled = params.get('order')?.trim() ?? '';
  // Kept out of the cache: myOrders is one paginated list there, the orders page's.
  const choices = useQuery(RETURN_ORDER_CHOICES, { variables: { first: RETURN_ORDERS_LIMIT }, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  const orders = choices.data?.myOrders.edges.map(({ node }) => node).filter(hasShipped);
  const ready = Boolean(choices.data) || Boolean(choices.error);
  return (
    <section className="account-section" data-testid="return-create-page">
      <h1>{title}</h1>
      <p className="account-section__lead">{t('returns.create.lead')}</p>
      {!ready && <p className="auth-status">{t('account.loading')}</p>}
      {choices.error && !choices.data && !prefilled && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void choices.refetch()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {ready && orders && orders.length === 0 && !prefilled && (
        <div className="notice notice--info" data-testid="return-no-order">
          <p>{t('returns.create.noOrder')}</p>
        </div>
      )}
      {ready && (orders?.length || prefilled) ? <ReturnForm orders={orders ?? []} prefilledOrder={prefilled} /> : null}
    </section>
  );
}
