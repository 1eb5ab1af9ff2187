import uiEn from '../../../ui/src/locales/en.json';
import contestEn from '../contest/locales/en.json';
import guideEn from '../guide/locales/en.json';
import en from './en.json';

/** Every English string of the storefront (its own, the guide's, the shared `ui`): one chunk, loaded when English is shown. */
export default { translation: { ...en, ...guideEn, ...contestEn }, ui: uiEn };
