/** Settings › Inventory sources, with its strings registered. */
import './i18n';

export { InventorySourcesPage } from './InventorySourcesPage';
