/** The back office's broken-links screen (route component) with its strings registered. */
import './i18n';

export { BrokenLinksPage } from './BrokenLinksPage';
