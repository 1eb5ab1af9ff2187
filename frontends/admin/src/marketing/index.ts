/** The back office's marketing screens (coupon codes) with their strings registered. */
import './i18n';

export { CouponsPage } from './CouponsPage';
export { CampaignEditPage, CampaignListPage } from './campaigns';
export { EmailTemplateEditPage, EmailTemplateListPage } from './emails';
export { PromotionEditPage, PromotionListPage } from './promotions';
export { ReviewModerationPage } from './reviews';
