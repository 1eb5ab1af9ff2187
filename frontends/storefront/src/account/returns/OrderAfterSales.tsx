import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@guide/ui';
import { useLanguage, useLocalePath } from '../../locale';
import { money } from '../../shop/format';
import { hasShipped, safeHref } from './return-lines';
import { MY_ORDER_DELIVERIES, MY_ORDER_DOCUMENTS, type OrderDeliveries, type OrderDocuments } from './returns.graphql';
import { ReturnStatusBadge, ShipmentStatusBadge } from './ReturnStatus';
import './returns.css';

/**
 * The order page's part after payment (/account/orders/:number): « Suivi de livraison », « Factures et
 * avoirs » and the order's returns, with « Demander un retour » once a parcel left. Its own queries, so the
 * order page keeps working (and the parcels still show) should commerce not answer some of these fields.
 */
export function OrderAfterSales({ number, orderStatus }: { number: string; orderStatus: string }) {
  // Kept out of the cache: `myOrder(number)` is also the order page's own entry there, and a failed field
  // here (errorPolicy "all" answers a null order) must not turn that page into "Commande introuvable".
  const options = { variables: { number }, fetchPolicy: 'no-cache', errorPolicy: 'all' } as const;
  const deliveries = useQuery(MY_ORDER_DELIVERIES, options).data?.myOrder;
  const documents = useQuery(MY_ORDER_DOCUMENTS, options).data?.myOrder;
  if (!deliveries && !documents) return null;
  return (
    <div className="rma-after-sales" data-testid="order-after-sales">
      {deliveries && <Shipments order={deliveries} orderStatus={orderStatus} />}
      {documents && <Documents order={documents} />}
      {deliveries && <Returns order={deliveries} />}
    </div>
  );
}

function Shipments({ order, orderStatus }: { order: OrderDeliveries; orderStatus: string }) {
  const { t } = useTranslation();
  if (!order.shipments.length && orderStatus !== 'PROCESSING') return null;
  return (
    <section className="rma-block" aria-labelledby="order-shipments-title" data-testid="order-shipments">
      <h2 id="order-shipments-title">{t('returns.order.shipmentsTitle')}</h2>
      {!order.shipments.length && <p className="rma-muted">{t('returns.order.notShipped')}</p>}
      {order.shipments.map((shipment) => {
        const tracking = safeHref(shipment.trackingUrl);
        return (
          <article key={shipment.id} className="rma-card" data-testid="order-shipment">
            <header className="rma-card__head">
              <h3>{t('returns.order.shipment', { number: shipment.number })}</h3>
              <ShipmentStatusBadge status={shipment.status} />
            </header>
            <dl className="account-facts rma-facts">
              <div>
                <dt>{t('returns.order.carrier')}</dt>
                <dd data-testid="shipment-carrier">{shipment.carrier}</dd>
              </div>
              {shipment.trackingNumber && (
                <div>
                  <dt>{t('returns.order.trackingNumber')}</dt>
                  <dd>
                    <span data-testid="shipment-tracking-number">{shipment.trackingNumber}</span>
                    {tracking && (
                      <>
                        {' · '}
                        <a href={tracking} target="_blank" rel="noopener noreferrer" data-testid="shipment-tracking-link">
                          {t('returns.order.track')}
                          <span className="visually-hidden"> {t('returns.order.newTab')}</span>
                        </a>
                      </>
                    )}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('returns.order.packages')}</dt>
                <dd data-testid="shipment-packages">{shipment.packageCount}</dd>
              </div>
              <div>
                <dt>{t('returns.order.shippedAt')}</dt>
                <dd>{formatDate(shipment.shippedAt)}</dd>
              </div>
              {shipment.deliveredAt && (
                <div>
                  <dt>{t('returns.order.deliveredAt')}</dt>
                  <dd data-testid="shipment-delivered-at">{formatDate(shipment.deliveredAt)}</dd>
                </div>
              )}
            </dl>
            <ul className="rma-lines" aria-label={t('returns.order.shipmentContents')}>
              {shipment.lines.map((line) => (
                <li key={line.productId}>
                  {t('returns.order.lineQuantity', { count: line.quantity, name: line.name })} <span className="rma-muted">({line.sku})</span>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}

function Documents({ order }: { order: OrderDocuments }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!order.invoices.length && !order.refunds.length) return null;
  const rows = [
    ...order.invoices.map((i) => ({
      id: i.id,
      kind: 'invoice' as const,
      number: i.number,
      date: i.issuedAt,
      totalCents: i.totalCents,
      pdfUrl: i.pdfUrl,
      status: null,
    })),
    ...order.refunds.map((r) => ({
      id: r.id,
      kind: 'creditNote' as const,
      number: r.number,
      date: r.createdAt,
      totalCents: r.totalCents,
      pdfUrl: r.pdfUrl,
      status: r.status,
    })),
  ];
  return (
    <section className="rma-block" aria-labelledby="order-documents-title" data-testid="order-documents">
      <h2 id="order-documents-title">{t('returns.order.documentsTitle')}</h2>
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">{t('returns.order.document')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.total')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('returns.order.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = safeHref(row.pdfUrl);
            const label = t(`returns.order.${row.kind}`, { number: row.number });
            return (
              <tr key={row.id} data-testid={row.kind === 'invoice' ? 'order-invoice' : 'order-credit-note'}>
                <th scope="row">
                  {label}
                  {row.status && row.status !== 'COMPLETED' && (
                    <>
                      {' '}
                      <span className="status-badge">{t(`returns.refundStatus.${row.status}`, { defaultValue: row.status })}</span>
                    </>
                  )}
                </th>
                <td>{formatDate(row.date)}</td>
                <td>{money(row.totalCents, lang, order.currency)}</td>
                <td>
                  {href && (
                    // A plain link: the PDF is served by the web origin (the customer's cookie authenticates it).
                    <a href={href} download={`${row.number}.pdf`} data-testid="document-download">
                      {t('returns.order.downloadPdf')}
                      <span className="visually-hidden"> {label}</span>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Returns({ order }: { order: OrderDeliveries }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const shipped = hasShipped(order);
  if (!shipped && !order.returns.length) return null;
  return (
    <section className="rma-block" aria-labelledby="order-returns-title" data-testid="order-returns">
      <h2 id="order-returns-title">{t('returns.order.returnsTitle')}</h2>
      {order.returns.length > 0 ? (
        <ul className="rma-lines">
          {order.returns.map((r) => (
            <li key={r.id} data-testid="order-return">
              <Link to={localePath(`/account/rma/edit/${encodeURIComponent(r.number)}`)}>{t('returns.order.returnLink', { number: r.number })}</Link> ·{' '}
              {t('returns.order.returnDate', { date: formatDate(r.createdAt) })} · <ReturnStatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rma-muted">{t('returns.order.noReturn')}</p>
      )}
      {shipped && (
        <p>
          <Link
            className="button button--secondary"
            to={`${localePath('/account/rma/create')}?order=${encodeURIComponent(order.number)}`}
            data-testid="order-request-return"
          >
            {t('returns.order.requestReturn')}
          </Link>
        </p>
      )}
    </section>
  );
}
