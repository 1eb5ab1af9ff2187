/** Settings › Currencies and exchange rates, with its strings registered. */
import './i18n';

export { CurrenciesPage } from './CurrenciesPage';
