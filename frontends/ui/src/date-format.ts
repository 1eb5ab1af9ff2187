import { dateLanguage } from './date-language';
import type { Language } from './i18n';

/**
 * How both apps write dates out, without dayjs: public pages that show a date (a post, a review, an event)
 * then load no date library. The API sends instants (ISO-8601, UTC); the guide is French, so every date and
 * time is written on the Paris clock, whatever the zone of the browser or of the server that renders the
 * page (server and browser renders stay identical). Calendar days (`YYYY-MM-DD`: birth dates, a product's
 * date attribute, ticket date fields) are days, not instants, and are written as they are. The dayjs
 * helpers (dates.ts: date arithmetic, the back office's pickers) re-export these; dates.spec.ts checks them
 * against dayjs-timezone over two years of instants.
 */
export const TIME_ZONE = 'Europe/Paris';

export type DateInput = string | Date | number;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS: Record<Language, readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** What dayjs writes for a value that is not a date: the same text whichever helper is asked. */
const INVALID = 'Invalid Date';

/**
 * Paris's offset from UTC by the tz database, through a zone-aware formatter made on first use: the first
 * one a page makes loads the browser's zone data (≈ 20 ms on a desktop, 180 ms of a page's hydration on a
 * slow phone), so the rule below answers the years it covers.
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
function tzdataOffsetMinutes(instant: number): number {
  parisParts ??= new Intl.DateTimeFormat('en-US', PARIS_PARTS_OPTIONS);
  const part: Record<string, number> = {};
  for (const { type, value } of parisParts.formatToParts(instant)) if (type !== 'literal') part[type] = Number(value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the European Union's clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Paris's offset from UTC in minutes at that instant (60 in winter, 120 in summer). From 1996 (when the
 * European Union's summer time took its current dates, now Directive 2000/84/EC) to 2099: summer time from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Other years ask the tz
 * database; dates.spec.ts checks the rule against it, so a change of the law fails there first.
 */
export function parisOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < 1996 || year > 2099) return tzdataOffsetMinutes(instant);
  return instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9) ? 120 : 60;
}

interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
}

/** The Paris wall clock of a value (a calendar day at midnight), or null when it is not a date. */
function parisWallClock(value: DateInput): WallClock | null {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  const instant = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime();
  if (!Number.isFinite(instant)) return null;
  const wall = new Date(instant + parisOffsetMinutes(instant) * 60_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

const two = (n: number) => String(n).padStart(2, '0');
const year = (c: WallClock) => String(c.year).padStart(4, '0');
const numeric = (c: WallClock) => `${two(c.day)}/${two(c.month)}/${year(c)}`;
const time = (c: WallClock) => `${two(c.hour)}:${two(c.minute)}`;
const monthYear = (c: WallClock, lang: Language) => `${MONTHS[lang][c.month - 1]} ${year(c)}`;

/** The language dates are written in: `lang`, else the page's (setDateLanguage). */
const languageOf = (lang?: Language): Language => lang ?? dateLanguage();

function write(value: DateInput, as: (clock: WallClock) => string): string {
  const clock = parisWallClock(value);
  return clock ? as(clock) : INVALID;
}

/** "01/01/2026" in both languages. */
export function formatDate(value: DateInput, _lang?: Language): string {
  return write(value, numeric);
}

/** "01/01/2026 00:30": 24-hour time in both languages. */
export function formatDateTime(value: DateInput, _lang?: Language): string {
  return write(value, (c) => `${numeric(c)} ${time(c)}`);
}

/** "00:30". */
export function formatTime(value: DateInput, _lang?: Language): string {
  return write(value, time);
}

/** "1 janvier 2026" / "1 January 2026". */
export function formatLongDate(value: DateInput, lang?: Language): string {
  const language = languageOf(lang);
  return write(value, (c) => `${c.day} ${monthYear(c, language)}`);
}

/** "janvier 2026" / "January 2026". */
export function formatMonth(value: DateInput, lang?: Language): string {
  const language = languageOf(lang);
  return write(value, (c) => monthYear(c, language));
}

/** "1er janvier 2026 à 00:30" / "1 January 2026 at 00:30". */
export function formatLongDateTime(value: DateInput, lang?: Language): string {
  const language = languageOf(lang);
  return write(value, (c) =>
    language === 'en' ? `${c.day} ${monthYear(c, language)} at ${time(c)}` : `${c.day === 1 ? '1er' : c.day} ${monthYear(c, language)} à ${time(c)}`,
  );
}

/**
 * An instant as the Paris wall-clock text `YYYY-MM-DDTHH:mm` ('' for none): what a date-time field holds
 * (`<input type="datetime-local">`, a date picker's value), so staff type Paris times on any computer.
 */
export function toParisWallClock(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return write(value, (c) => `${year(c)}-${two(c.month)}-${two(c.day)}T${time(c)}`);
}
