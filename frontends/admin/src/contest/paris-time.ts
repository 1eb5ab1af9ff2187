import { dayjs } from '@guide/ui/dates';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The contest's dates are instants (ISO-8601, UTC) in the API; the organisers think of them on the Paris
 * clock, whatever the browser's time zone. The edition form keeps a Paris wall-clock text
 * `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` holds) and converts at the edges.
 */
export const CONTEST_TIME_ZONE = 'Europe/Paris';
const WALL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** ISO instant → Paris wall-clock text for the form ('' for none). */
export function toParisWallClock(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(CONTEST_TIME_ZONE).format(WALL_FORMAT) : '';
}

/** Paris wall-clock text → ISO instant (null when empty or not a date). */
export function fromParisWallClock(wall: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const instant = dayjs.tz(wall, WALL_FORMAT, CONTEST_TIME_ZONE);
  return instant.isValid() ? instant.toISOString() : null;
}

/** "01/03/2026 09:00" on the Paris clock (24-hour, the same in both languages). */
export function formatParis(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(CONTEST_TIME_ZONE).format('DD/MM/YYYY HH:mm') : '—';
}

/** Where an edition stands now: taking registrations, not yet, or over (or undated). */
export type EditionState = 'open' | 'upcoming' | 'closed';
export function editionState(edition: { open: boolean; opensAt: string | null }, now = new Date()): EditionState {
  if (edition.open) return 'open';
  return edition.opensAt && new Date(edition.opensAt).getTime() > now.getTime() ? 'upcoming' : 'closed';
}
