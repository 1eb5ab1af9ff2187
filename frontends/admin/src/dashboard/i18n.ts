import { i18n } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The dashboard's strings (`dashboard.*`), merged into the app's namespace when the dashboard loads. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
