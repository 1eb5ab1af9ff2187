import { createI18nWith, DEFAULT_LANGUAGE, setDateLanguage, type Language } from '@guide/ui';
import { languageOfPath } from './locale';

/**
 * The storefront's strings, one chunk per language: a page loads only the language it shows (main.tsx
 * awaits it before the first render), the other when the visitor reaches for the language switch. The
 * server bundle imports both (entry-server.tsx).
 */
export const LANGUAGE_STRINGS: Record<Language, () => Promise<{ default: { translation: Record<string, unknown>; ui: Record<string, unknown> } }>> = {
  fr: () => import('./locales/strings.fr'),
  en: () => import('./locales/strings.en'),
};

// On the server (entry-server.tsx) there is no location: each request gets an instance of its language.
const initial: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

export const i18n = createI18nWith({}, initial);
setDateLanguage(initial);

/** Makes a language's strings available (once); resolves when they are. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: strings } = await LANGUAGE_STRINGS[lang]();
  for (const [namespace, resources] of Object.entries(strings)) i18n.addResourceBundle(lang, namespace, resources, true, true);
}

/** Called by the layout when the URL prefix changes the language. */
export function applyLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  setDateLanguage(lang);
  if (i18n.language === lang) return;
  // Usually loaded already (the language switch fetches it on hover, focus or touch): the switch is immediate.
  if (i18n.hasResourceBundle(lang, 'translation')) void i18n.changeLanguage(lang);
  else void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
}
