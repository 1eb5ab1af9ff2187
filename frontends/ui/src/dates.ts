import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import { dateLanguage, followDateLanguage } from './date-language';
import { TIME_ZONE, type DateInput } from './date-format';
import type { Language } from './i18n';

dayjs.extend(updateLocale);
dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);
// The product's rule: weeks start on Monday and times use the 24-hour clock, in both languages.
// Both locales already do so; stating it keeps the rule visible and safe from locale updates.
dayjs.updateLocale('fr', { weekStart: 1 });
dayjs.updateLocale('en-gb', { weekStart: 1 });

/**
 * The dayjs side of the dates: a zone-aware Dayjs on the Paris clock (`inParis`), Paris wall-clock texts
 * and days turned into instants, and dayjs itself for the back office's date pickers. How dates are written
 * out is date-format.ts (no dayjs), re-exported here.
 */
const DAYJS_LOCALE: Record<Language, string> = { fr: 'fr', en: 'en-gb' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// dayjs's global locale (antd's date pickers read it) follows the page's language, set in date-language.ts.
followDateLanguage((lang) => dayjs.locale(DAYJS_LOCALE[lang]));
export { parisYear, setDateLanguage } from './date-language';
export * from './date-format';

/** The language dates are written in: `lang`, else the page's (setDateLanguage). */
const languageOf = (lang?: Language): Language => lang ?? dateLanguage();

/** The value on the Paris clock, for a pattern of its own; a calendar day stays that day. */
export function inParis(value: DateInput, lang?: Language): Dayjs {
  const locale = DAYJS_LOCALE[languageOf(lang)];
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return dayjs.tz(value, TIME_ZONE).locale(locale);
  return dayjs(value).locale(locale).tz(TIME_ZONE);
}

/** A Paris wall-clock text (`YYYY-MM-DDTHH:mm`, seconds allowed) → the ISO instant; null when not one. */
export function fromParisWallClock(wall: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wall)) return null;
  const instant = dayjs.tz(wall, TIME_ZONE);
  return instant.isValid() ? instant.toISOString() : null;
}

/** The first and last instants of a Paris calendar day (`YYYY-MM-DD`): date filters and "valid until" days. */
export function parisDayBounds(day: string): { start: string; end: string } {
  // The next day's midnight, not start + 24 h: the days the clocks change last 23 or 25 hours.
  const next = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
  const start = dayjs.tz(`${day}T00:00:00`, TIME_ZONE);
  return { start: start.toISOString(), end: new Date(dayjs.tz(`${next}T00:00:00`, TIME_ZONE).valueOf() - 1).toISOString() };
}

export { dayjs };
