import { useSearchParams } from 'react-router-dom';

/** A list's filters in the address (`?kind=PARTNER&q=…`), so a filtered list can be linked to; unknown values are dropped. */
export function useListFilters<F extends string>(filterName: string, allowed: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(filterName);
  const filters = { value: (allowed as readonly string[]).includes(raw ?? '') ? (raw as F) : null, search: params.get('q') ?? '' };
  const set = (change: Record<string, string | null>) =>
    setParams(() => {
      // From the address bar, not this render's params: a change made right after another keeps it.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(change)) {
        if (!value) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { filters, set };
}
