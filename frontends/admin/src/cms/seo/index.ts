/** The back office's section SEO screen (route component) with its strings registered. */
import './i18n';

export { SectionSeoPage } from './SectionSeoPage';
