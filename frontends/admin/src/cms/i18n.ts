import { i18n } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The CMS screens' strings (`cms.*`, and the menu's contents and permalinks entries), merged into the
 * app's namespace when the screens load (routes.tsx imports them up front).
 */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
