import uiFr from '../../../ui/src/locales/fr.json';
import contestFr from '../contest/locales/fr.json';
import editorialFr from '../editorial/locales/fr.json';
import formsFr from '../forms/locales/fr.json';
import guideFr from '../guide/locales/fr.json';
import siteSearchFr from '../site-search/locales/fr.json';
import reviewsFr from '../reviews/locales/fr.json';
import privacyFr from '../account/privacy/locales/fr.json';
import currencyFr from '../shop/currency/locales/fr.json';
import fr from './fr.json';

/** Every French string of the storefront (its own, the guide's, the shared `ui`): one chunk, loaded when French is shown. */
export default {
  translation: { ...fr, ...guideFr, ...siteSearchFr, ...contestFr, ...editorialFr, ...formsFr, ...reviewsFr, ...privacyFr, ...currencyFr },
  ui: uiFr,
};
