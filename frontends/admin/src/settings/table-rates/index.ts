/** Settings › Table rates (shipping rate tables, CSV import), with its strings registered. */
import './i18n';

export { TableRatesPage } from './TableRatesPage';
