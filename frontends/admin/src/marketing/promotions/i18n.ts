import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The promotion screens' strings (`promotions.*`), merged into the app's namespace when they load. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
