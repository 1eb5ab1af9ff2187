import { i18n } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The contest screens' strings (`contest.*`, and the menu's Contest group and entries), merged into the
 * app's namespace when the contest screens load (routes.tsx imports them up front).
 */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
