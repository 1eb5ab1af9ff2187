import { createI18n, DEFAULT_LANGUAGE, isLanguage, setDateLanguage, type Language } from '@guide/ui';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The back office remembers the chosen interface language on this browser. */
const STORAGE_KEY = 'guide.admin.language';

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const initial = storedLanguage();
export const i18n = createI18n({ fr, en }, initial);
setDateLanguage(initial);
document.documentElement.lang = initial;

export function changeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  setDateLanguage(lang);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}
