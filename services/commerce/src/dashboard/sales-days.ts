/**
 * Calendar days of the dashboard, in the shop's time zone (Europe/Paris): an order placed at 23:30 UTC
 * on 31 March counts for 1 April in Paris. Pure functions, unit-tested (sales-days.spec.ts).
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paris calendar day of an instant, `YYYY-MM-DD`. */
export function parisDay(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Every calendar day from `first` to `last` included (`YYYY-MM-DD`; calendar arithmetic, no time zone). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * The Paris days the period [from, to) touches: from `from`'s day to the day of the last instant before
 * `to` (a period ending at midnight does not show the next day).
 */
export function daysOfPeriod(from: Date, to: Date): string[] {
  return daysFrom(parisDay(from), parisDay(new Date(to.getTime() - 1)));
}

export interface DayTotals {
  day: string;
  salesCents: number;
  orderCount: number;
}

/** One entry per day of the period, zero where no order was placed (rows: what the database grouped). */
export function fillDays(from: Date, to: Date, rows: readonly DayTotals[]): DayTotals[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOfPeriod(from, to).map((day) => byDay.get(day) ?? { day, salesCents: 0, orderCount: 0 });
}

/**
 * The calendar months wholly inside the days first..last: [first month's 1st day, the 1st day after the last
 * whole month) (`YYYY-MM-DD`); an empty range (twice the same day) when no month is whole.
 */
export function wholeMonths(first: string, last: string): [string, string] {
  const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
  const nextMonth = (day: string) => {
    const d = new Date(`${monthStart(day)}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return d.toISOString().slice(0, 10);
  };
  const from = first.endsWith('-01') ? first : nextMonth(first);
  const to = monthStart(new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  return from < to ? [from, to] : [from, from];
}
