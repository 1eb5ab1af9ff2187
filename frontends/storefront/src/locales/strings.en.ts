import uiEn from '../../../ui/src/locales/en.json';
import contestEn from '../contest/locales/en.json';
import editorialEn from '../editorial/locales/en.json';
import formsEn from '../forms/locales/en.json';
import guideEn from '../guide/locales/en.json';
import siteSearchEn from '../site-search/locales/en.json';
import reviewsEn from '../reviews/locales/en.json';
import privacyEn from '../account/privacy/locales/en.json';
import currencyEn from '../shop/currency/locales/en.json';
import en from './en.json';

/** Every English string of the storefront (its own, the guide's, the shared `ui`): one chunk, loaded when English is shown. */
export default {
  translation: { ...en, ...guideEn, ...siteSearchEn, ...contestEn, ...editorialEn, ...formsEn, ...reviewsEn, ...privacyEn, ...currencyEn },
  ui: uiEn,
};
