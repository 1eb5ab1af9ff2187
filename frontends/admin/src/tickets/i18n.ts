import { i18n } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The ticket screens' strings (`tickets.*`, and the menu's custom-fields entry), merged into the app's
 * namespace when the ticket screens load (routes.tsx imports them up front).
 */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
