import { formatDateTime } from '@guide/ui/dates';

/**
 * The contest's dates are instants (ISO-8601, UTC) in the API, shown and typed on the Paris clock like every
 * date of the back office (`@guide/ui/dates`). The edition form keeps a Paris wall-clock text
 * `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` holds) and converts at the edges.
 */
export { fromParisWallClock, toParisWallClock } from '@guide/ui/dates';

/** "01/03/2026 09:00" on the Paris clock, "—" for none. */
export function formatParis(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** Where an edition stands now: taking registrations, not yet, or over (or undated). */
export type EditionState = 'open' | 'upcoming' | 'closed';
export function editionState(edition: { open: boolean; opensAt: string | null }, now = new Date()): EditionState {
  if (edition.open) return 'open';
  return edition.opensAt && new Date(edition.opensAt).getTime() > now.getTime() ? 'upcoming' : 'closed';
}
