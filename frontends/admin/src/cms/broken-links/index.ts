/** The back office's broken-links screen (route component) with its strings registered. */
// The cms's shared labels (`cms.actions`, `cms.loadMore`) too: this screen's chunk may load first.
import '../i18n';
import './i18n';

export { BrokenLinksPage } from './BrokenLinksPage';
