import privacyFr from '../../account/privacy/locales/fr.json';
import customerFr from './fr.json';

/** The customer's French strings (account, sign-in, orders, checkout…): loaded with the customer's routes (i18n.ts). */
export default { translation: { ...customerFr, ...privacyFr } };
