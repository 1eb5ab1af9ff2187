import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Settings › Configuration's strings (`configuration.*`, field labels by group and key), merged into the app's namespace. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
