/** The back office's section SEO screen (route component) with its strings registered. */
// The cms's shared labels (`cms.actions`, `cms.loadMore`) too: this screen's chunk may load first.
import '../i18n';
import './i18n';

export { SectionSeoPage } from './SectionSeoPage';
