import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The forms and newsletter screens' strings (`cmsForms.*`, and their menu entries), merged into the app's namespace. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
