import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The components screens' strings (`cmsComponents.*`) and the page builder's words for its Component block
 * (`cmsPages.blocks.*.Component…`, merged into the pages' own), added to the app's namespace.
 */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
