/** Settings › Webhooks, with its strings registered. */
import './i18n';

export { WebhooksPage } from './WebhooksPage';
