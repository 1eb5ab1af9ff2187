import { useQuery } from '@apollo/client/react';
import { CONTEST_EDITION, CONTEST_OVERVIEW } from './contest.graphql';

/** Every edition, the open one and the next one (one cached read shared by the contest's pages). */
export function useContestOverview() {
  const { data, loading, error, refetch } = useQuery(CONTEST_OVERVIEW);
  const editions = data?.contestEditions ?? [];
  const open = data?.openContestEdition ?? null;
  const upcoming = data?.upcomingContestEdition ?? null;
  return {
    ready: Boolean(data),
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => void refetch(),
    editions,
    open,
    upcoming,
    /** The edition the contest is about now: open, else the next to open, else the latest. */
    current: open ?? upcoming ?? editions[0] ?? null,
  };
}

/** One edition's details (rules, partners, winners); skipped without a year. */
export function useContestEdition(year: number | null | undefined) {
  const { data, loading, error, refetch } = useQuery(CONTEST_EDITION, { variables: { year: year ?? 0 }, skip: year == null });
  return { edition: data?.contestEdition ?? null, loading: loading && !data, failed: Boolean(error) && !data, refetch: () => void refetch() };
}
