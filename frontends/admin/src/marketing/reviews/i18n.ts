import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The review moderation screen's strings (`reviews.*`), merged into the app's namespace when it loads. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
