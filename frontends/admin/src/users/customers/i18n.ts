import { i18n } from '../../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
// The record's tabs name orders', returns' and tickets' statuses with those areas' strings.
import '../../sales/i18n';
import '../../tickets/i18n';

/** The customer record's strings (`customerAdmin.*`), merged into the app's namespace when the users screens load. */
i18n.addResourceBundle('fr', 'translation', fr, true, true);
i18n.addResourceBundle('en', 'translation', en, true, true);
