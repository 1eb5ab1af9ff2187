/** Settings › API keys, with its strings registered. */
import './i18n';

export { ApiKeysPage } from './ApiKeysPage';
