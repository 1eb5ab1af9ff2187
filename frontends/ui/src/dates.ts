import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
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
 * The one place that says how both apps show dates. The API sends instants (ISO-8601, UTC); the guide is
 * French, so every date and time is shown on the Paris clock, whatever the zone of the browser or of the
 * server that renders the page (which also keeps server and browser renders identical). Calendar days
 * (`YYYY-MM-DD`: birth dates, a product's date attribute, ticket date fields) are days, not instants, and
 * are shown as they are. Screens never call `toLocaleString`, `Intl.DateTimeFormat` or `dayjs().format`
 * on an instant themselves.
 */
export const TIME_ZONE = 'Europe/Paris';

const DAYJS_LOCALE: Record<Language, string> = { fr: 'fr', en: 'en-gb' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

export type DateInput = string | Date | number;

export function setDateLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
}

/** The language dates are written in: `lang`, else the page's (setDateLanguage). */
const languageOf = (lang?: Language): Language => lang ?? (dayjs.locale().startsWith('en') ? 'en' : 'fr');

/** The value on the Paris clock, for a pattern of its own; a calendar day stays that day. */
export function inParis(value: DateInput, lang?: Language): Dayjs {
  const locale = DAYJS_LOCALE[languageOf(lang)];
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return dayjs.tz(value, TIME_ZONE).locale(locale);
  return dayjs(value).locale(locale).tz(TIME_ZONE);
}

/**
 * The Paris clock's parts of an instant, from one formatter made on first use (not on load: the browser's
 * first zone-aware formatter loads its zone data, ≈ 20 ms on a desktop). dayjs's `tz()` builds a new
 * formatter and parses a date text on every call (≈ 0.1 ms, a visible share of a list's hydration on a
 * phone); a date that is only written out needs the offset, not a zone-aware Dayjs.
 */
let parisParts: Intl.DateTimeFormat | undefined;
const PARIS_PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Paris's offset from UTC in minutes at that instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: number): number {
  parisParts ??= new Intl.DateTimeFormat('en-US', PARIS_PARTS_OPTIONS);
  const part: Record<string, number> = {};
  for (const { type, value } of parisParts.formatToParts(instant)) if (type !== 'literal') part[type] = Number(value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The year on the Paris clock (the footer's copyright). No formatter: around New Year Paris is always on
 * winter time (UTC+1), so its year is the UTC year an hour later. Building the first zone-aware formatter
 * costs a phone ≈ 80 ms of a page's hydration, for a year.
 */
export function parisYear(instant: number): number {
  return new Date(instant + 3_600_000).getUTCFullYear();
}

/**
 * For writing a date out, not for arithmetic: a UTC Dayjs whose fields are the Paris wall clock's (what
 * `inParis` shows), so the browser's own zone plays no part; its `Z` token would wrongly say +00:00.
 */
function parisClock(value: DateInput, lang?: Language): Dayjs {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return inParis(value, lang);
  const instant = dayjs(value).valueOf();
  if (Number.isNaN(instant)) return inParis(value, lang);
  return dayjs.utc(instant + parisOffsetMinutes(instant) * 60_000).locale(DAYJS_LOCALE[languageOf(lang)]);
}

/** "01/01/2026" in both languages. */
export function formatDate(value: DateInput, lang?: Language): string {
  return parisClock(value, lang).format('L');
}

/** "01/01/2026 00:30": 24-hour time in both languages. */
export function formatDateTime(value: DateInput, lang?: Language): string {
  return parisClock(value, lang).format('L HH:mm');
}

/** "00:30". */
export function formatTime(value: DateInput, lang?: Language): string {
  return parisClock(value, lang).format('HH:mm');
}

/** "1 janvier 2026" / "1 January 2026". */
export function formatLongDate(value: DateInput, lang?: Language): string {
  return parisClock(value, lang).format('LL');
}

/** "janvier 2026" / "January 2026". */
export function formatMonth(value: DateInput, lang?: Language): string {
  return parisClock(value, lang).format('MMMM YYYY');
}

/** "1er janvier 2026 à 00:30" / "1 January 2026 at 00:30". */
export function formatLongDateTime(value: DateInput, lang?: Language): string {
  const language = languageOf(lang);
  const date = parisClock(value, language);
  if (language === 'en') return `${date.format('D MMMM YYYY')} at ${date.format('HH:mm')}`;
  return `${date.date() === 1 ? '1er' : date.date()} ${date.format('MMMM YYYY')} à ${date.format('HH:mm')}`;
}

/**
 * An instant as the Paris wall-clock text `YYYY-MM-DDTHH:mm` ('' for none): what a date-time field holds
 * (`<input type="datetime-local">`, a date picker's value), so staff type Paris times on any computer.
 */
export function toParisWallClock(value: DateInput | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : parisClock(value).format(WALL_CLOCK);
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
