import { dayjs, parisDayBounds, toParisWallClock } from '@guide/ui/dates';

/** The period picker's choices; `custom` takes two calendar days. */
export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period of whole Paris days, first and last included (`YYYY-MM-DD`). */
export interface DayPeriod {
  first: string;
  last: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The API's limit (commerce salesSummary): at most 732 days. */
export const MAX_DAYS = 732;

/** Today on the Paris clock, `YYYY-MM-DD` (one cached formatter: dayjs's `tz()` built new ones, ≈ 100 ms of the dashboard's first render). */
export const parisToday = (now: Date = new Date()) => toParisWallClock(now).slice(0, 10);

/** The days a preset covers, ending today (Paris). */
export function presetDays(preset: Exclude<PeriodPreset, 'custom'>, today: string): DayPeriod {
  const day = dayjs.utc(today);
  switch (preset) {
    case 'last7':
      return { first: day.subtract(6, 'day').format('YYYY-MM-DD'), last: today };
    case 'last30':
      return { first: day.subtract(29, 'day').format('YYYY-MM-DD'), last: today };
    case 'thisMonth':
      return { first: day.startOf('month').format('YYYY-MM-DD'), last: today };
    case 'thisYear':
      return { first: day.startOf('year').format('YYYY-MM-DD'), last: today };
  }
}

/** A custom period from the address, or null when its days are not valid (wrong order, too long). */
export function customDays(first: string | null, last: string | null): DayPeriod | null {
  if (!first || !last || !DAY.test(first) || !DAY.test(last)) return null;
  const a = dayjs.utc(first);
  const b = dayjs.utc(last);
  if (!a.isValid() || !b.isValid() || a.format('YYYY-MM-DD') !== first || b.format('YYYY-MM-DD') !== last) return null;
  const days = b.diff(a, 'day') + 1;
  return days >= 1 && days <= MAX_DAYS ? { first, last } : null;
}

/** The API's [from, to): the first day's Paris midnight to the midnight after the last day. */
export function periodVariables(period: DayPeriod): { from: string; to: string } {
  return { from: parisDayBounds(period.first).start, to: new Date(Date.parse(parisDayBounds(period.last).end) + 1).toISOString() };
}
