/**
 * Opening hours: one slot per entry, `dayOfWeek` 1 = Monday … 7 = Sunday (the French week starts on
 * Monday, PRODUCT-SPEC §9), times "HH:MM" on the 24-hour clock. A slot whose closing time is earlier
 * than its opening time runs past midnight (a wine bar open 18:00–01:00); "24:00" may close a day.
 */
export interface OpeningHours {
  dayOfWeek: number;
  opens: string;
  closes: string;
}

/** At most this many slots a day (lunch, afternoon, dinner). */
export const MAX_SLOTS_PER_DAY = 3;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" (00:00–23:59, plus "24:00" as 1440), or null when malformed. */
export function minutesOf(time: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && time === '24:00') return 24 * 60;
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the slots make sense: known days, well-formed times, no empty slot, at most
 * MAX_SLOTS_PER_DAY a day, and no two slots of one day overlapping. Returns the slots sorted by day
 * then opening time (the order the API returns them in), or null when any rule fails.
 */
export function normalizeOpeningHours(slots: readonly OpeningHours[]): OpeningHours[] | null {
  const byDay = new Map<number, { opens: number; closes: number; slot: OpeningHours }[]>();
  for (const slot of slots) {
    if (!Number.isInteger(slot.dayOfWeek) || slot.dayOfWeek < 1 || slot.dayOfWeek > 7) return null;
    const opens = minutesOf(slot.opens);
    let closes = minutesOf(slot.closes, true);
    if (opens === null || closes === null || opens === closes) return null;
    if (closes < opens) closes = 24 * 60; // past midnight: within its own day it runs to the end
    const day = byDay.get(slot.dayOfWeek) ?? [];
    day.push({ opens, closes, slot: { dayOfWeek: slot.dayOfWeek, opens: slot.opens, closes: slot.closes } });
    byDay.set(slot.dayOfWeek, day);
  }
  const out: OpeningHours[] = [];
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const list = byDay.get(day)!.sort((a, b) => a.opens - b.opens);
    if (list.length > MAX_SLOTS_PER_DAY) return null;
    for (let i = 1; i < list.length; i++) if (list[i].opens < list[i - 1].closes) return null;
    out.push(...list.map((s) => s.slot));
  }
  return out;
}
