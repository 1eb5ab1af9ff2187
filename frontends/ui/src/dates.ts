import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import type { Language } from './i18n';

dayjs.extend(updateLocale);
dayjs.extend(localizedFormat);
// The product's rule: weeks start on Monday and times use the 24-hour clock, in both languages.
// Both locales already do so; stating it keeps the rule visible and safe from locale updates.
dayjs.updateLocale('fr', { weekStart: 1 });
dayjs.updateLocale('en-gb', { weekStart: 1 });

const DAYJS_LOCALE: Record<Language, string> = { fr: 'fr', en: 'en-gb' };

export function setDateLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
}

/** "21/11/2025" in French, "21/11/2025" in British English. */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('L');
}

/** "21/11/2025 18:30": 24-hour time in both languages. */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('L HH:mm');
}

export { dayjs };
