import uiFr from '../../../ui/src/locales/fr.json';
import editorialFr from '../editorial/locales/fr.json';
import formsFr from '../forms/locales/fr.json';
import guideFr from '../guide/locales/fr.json';
import siteSearchFr from '../site-search/locales/fr.json';
import reviewsFr from '../reviews/locales/fr.json';
import currencyFr from '../shop/currency/locales/fr.json';
import fr from './fr.json';

/**
 * The French strings a public page may show (the storefront's own, the guide's, the shared `ui`): one chunk,
 * loaded when French is shown. The customer's, the contest's and the form errors come with their code (i18n.ts).
 */
export default {
  translation: { ...fr, ...guideFr, ...siteSearchFr, ...editorialFr, ...formsFr, ...reviewsFr, ...currencyFr },
  ui: uiFr,
};
