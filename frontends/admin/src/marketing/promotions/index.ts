/** Marketing › Promotions: the list, the create/edit page (form built from the API's strategies) and the vouchers dialog. */
import './i18n';

export { PromotionListPage } from './PromotionListPage';
export { PromotionEditPage } from './PromotionEditPage';
