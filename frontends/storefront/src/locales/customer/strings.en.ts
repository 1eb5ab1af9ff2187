import privacyEn from '../../account/privacy/locales/en.json';
import customerEn from './en.json';

/** The customer's English strings (account, sign-in, orders, checkout…): loaded with the customer's routes (i18n.ts). */
export default { translation: { ...customerEn, ...privacyEn } };
