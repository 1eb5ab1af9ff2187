import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Settings › Channels and › Users strings (`channels.*`, `staffUsers.*`), merged into the app's namespace when the screens load. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
