/** Settings › Tax rates (VAT per tax category and country), with its strings registered. */
import './i18n';

export { TaxRatesPage } from './TaxRatesPage';
