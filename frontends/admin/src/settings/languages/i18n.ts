import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Settings › Languages' own strings (`localesSettings.*`); the form's come with Settings › Configuration's. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
