/** The back office's sales screens (orders and quotes) with their strings registered. */
import './i18n';

export { OrderDetailPage } from './OrderDetailPage';
export { OrderListPage } from './OrderListPage';
