import uiEn from '../../../ui/src/locales/en.json';
import editorialEn from '../editorial/locales/en.json';
import formsEn from '../forms/locales/en.json';
import guideEn from '../guide/locales/en.json';
import siteSearchEn from '../site-search/locales/en.json';
import reviewsEn from '../reviews/locales/en.json';
import currencyEn from '../shop/currency/locales/en.json';
import en from './en.json';

/**
 * The English strings a public page may show (the storefront's own, the guide's, the shared `ui`): one chunk,
 * loaded when English is shown. The customer's, the contest's and the form errors come with their code (i18n.ts).
 */
export default {
  translation: { ...en, ...guideEn, ...siteSearchEn, ...editorialEn, ...formsEn, ...reviewsEn, ...currencyEn },
  ui: uiEn,
};
