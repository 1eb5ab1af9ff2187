import { i18n } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The catalog screens keep their strings beside them (`establishments.*`, type and category labels, their
 * validation messages); they are merged into the app's namespace when the catalog is loaded.
 */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
