import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import uiEn from './locales/en.json';
import fieldErrorsEn from './locales/field-errors/en.json';
import fieldErrorsFr from './locales/field-errors/fr.json';
import uiFr from './locales/fr.json';

/** Interface languages of the product. French is the default, English (en_GB) the fallback. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag used for Intl formatting and the `lang` attribute of the page. */
export function languageTag(lang: Language): string {
  return lang === 'fr' ? 'fr-FR' : 'en-GB';
}

/**
 * One i18next instance per app. `app` holds the app's own strings (namespace `translation`); the shared
 * strings of this package live in the `ui` namespace.
 */
export function createI18n(app: Record<Language, Record<string, unknown>>, lng: Language): I18n {
  return createI18nWith({ fr: uiStrings('fr', app.fr), en: uiStrings('en', app.en) }, lng);
}

/**
 * One language's bundle: the app's strings (`translation`) and this package's (`ui`), the field errors
 * included (a file of their own: the storefront loads them with its forms only, storefront/src/i18n.ts).
 */
export function uiStrings(lang: Language, app: Record<string, unknown>): Resource[string] {
  return { translation: app, ui: lang === 'fr' ? { ...uiFr, ...fieldErrorsFr } : { ...uiEn, ...fieldErrorsEn } };
}

/**
 * An instance holding only the languages given (an app that loads the others on demand adds them with
 * `addResourceBundle` before switching).
 */
export function createI18nWith(resources: Resource, lng: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['translation', 'ui'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
