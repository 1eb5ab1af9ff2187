import { createI18n, DEFAULT_LANGUAGE, setDateLanguage, type Language } from '@guide/ui';
import guideEn from './guide/locales/en.json';
import guideFr from './guide/locales/fr.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { languageOfPath } from './locale';

// On the server (entry-server.tsx) there is no location: each request gets an instance of its language.
const initial: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

// The guide feature keeps its strings beside it (top-level keys `guide` and `owner`).
export const APP_STRINGS = { fr: { ...fr, ...guideFr }, en: { ...en, ...guideEn } };
export const i18n = createI18n(APP_STRINGS, initial);
setDateLanguage(initial);

/** Called by the layout when the URL prefix changes the language. */
export function applyLanguage(lang: Language): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  setDateLanguage(lang);
  document.documentElement.lang = lang;
}
