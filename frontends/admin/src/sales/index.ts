/** The back office's sales screens (orders, quotes, and what follows an order) with their strings registered. */
import './i18n';

export { OrderDetailPage } from './OrderDetailPage';
export { OrderListPage } from './OrderListPage';
export { InvoiceListPage } from './lists/InvoiceListPage';
export { RefundListPage } from './lists/RefundListPage';
export { ReturnListPage } from './lists/ReturnListPage';
export { ShipmentListPage } from './lists/ShipmentListPage';
export { TransactionListPage } from './lists/TransactionListPage';
export { ReturnDetailPage } from './returns/ReturnDetailPage';
