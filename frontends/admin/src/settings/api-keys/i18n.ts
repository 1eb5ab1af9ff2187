import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Settings › API keys keeps its strings beside it, merged into the app's namespace. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
