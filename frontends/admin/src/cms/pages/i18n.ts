import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The page builder screens' strings (`cmsPages.*`), merged into the app's namespace (routes.tsx imports them up front). */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
