import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@guide/ui';
import { translateContestPath } from './contest/paths';

/**
 * Every public route accepts an optional `/en` prefix; the prefix, and only the prefix, sets the language.
 * French paths carry no prefix.
 */
export const EN_PREFIX = '/en';

export function languageOfPath(pathname: string): Language {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : DEFAULT_LANGUAGE;
}

/** `/en/hotels-restaurants` → `/hotels-restaurants`; `/en` → `/`. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) !== 'en') return pathname;
  return pathname.slice(EN_PREFIX.length) || '/';
}

/**
 * `/hotels-restaurants` → `/en/hotels-restaurants` in English; unchanged in French. The contest's slugs are
 * translated (`/concours-petit-dejeuner` ↔ `/breakfast-contest`, contest/paths.ts).
 */
export function localizePath(path: string, lang: Language): string {
  const bare = translateContestPath(stripLanguage(path), lang === 'en' ? 'en' : 'fr');
  if (lang === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare.startsWith('/') ? '' : '/'}${bare}`;
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Turns an app path into the path of the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localizePath(path, lang);
}
