/** Marketing › Reviews: customers' reviews of products and establishments, moderated in bulk. */
import './i18n';

export { ReviewModerationPage } from './ReviewModerationPage';
