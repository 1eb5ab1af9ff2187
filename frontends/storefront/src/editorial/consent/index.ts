export { CookieBanner, CookieSettingsLink } from './CookieBanner';
export { ServerCookieContext, whenConsented, hasConsent, type ConsentCategory } from './consent';
