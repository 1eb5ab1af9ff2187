/** The back office's marketing screens (coupon codes) with their strings registered. */
import './i18n';

export { CouponsPage } from './CouponsPage';
