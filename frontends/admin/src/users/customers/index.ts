/** Customers in the back office (issue 25): the list, the record with its tabs, create / edit / delete. */
import './i18n';

export { CustomerDetailPage } from './CustomerDetailPage';
export { CustomersPage } from './CustomersPage';
