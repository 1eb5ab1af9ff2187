import type { OpeningHours } from './guide.graphql';

/** ISO days, Monday first (product rule: the week starts on Monday). */
export const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoDay = (typeof ISO_DAYS)[number];
/** schema.org day names, for JSON-LD. */
export const SCHEMA_DAYS: Record<IsoDay, string> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};

/** The API's day (1 = Monday … 7 = Sunday), or null for anything else. */
export function isoDay(value: number): IsoDay | null {
  return Number.isInteger(value) && value >= 1 && value <= 7 ? (value as IsoDay) : null;
}

/** "9:00" → "09:00"; "12:30:00" → "12:30". Always the 24-hour clock. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return value;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

export interface DayHours {
  day: IsoDay;
  ranges: { opens: string; closes: string }[];
}

/** One row per day of the week, Monday first; ranges of a day in time order; days without hours are closed. */
export function weekHours(hours: readonly OpeningHours[] | null | undefined): DayHours[] {
  const byDay = new Map<IsoDay, { opens: string; closes: string }[]>();
  for (const h of hours ?? []) {
    const day = isoDay(h.dayOfWeek);
    if (!day) continue;
    const ranges = byDay.get(day) ?? [];
    ranges.push({ opens: formatTime(h.opens), closes: formatTime(h.closes) });
    byDay.set(day, ranges);
  }
  return ISO_DAYS.map((day) => ({ day, ranges: (byDay.get(day) ?? []).sort((a, b) => a.opens.localeCompare(b.opens)) }));
}
