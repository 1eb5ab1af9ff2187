import { createI18n, setDateLanguage, type Language } from '@guide/ui';
import guideEn from './guide/locales/en.json';
import guideFr from './guide/locales/fr.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { languageOfPath } from './locale';

const initial: Language = languageOfPath(window.location.pathname);

// The guide feature keeps its strings beside it (top-level keys `guide` and `owner`).
export const i18n = createI18n({ fr: { ...fr, ...guideFr }, en: { ...en, ...guideEn } }, initial);
setDateLanguage(initial);

/** Called by the layout when the URL prefix changes the language. */
export function applyLanguage(lang: Language): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  setDateLanguage(lang);
  document.documentElement.lang = lang;
}
