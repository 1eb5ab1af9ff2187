/** The back office's branding screen (route component) with its strings registered. */
import './i18n';

export { BrandingPage } from './BrandingPage';
