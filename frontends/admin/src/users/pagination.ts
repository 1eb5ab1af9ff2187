import { useState } from 'react';

export const PAGE_SIZE = 20;

/**
 * Page-by-page moves over a cursor connection: `cursors[n]` is the `after` of page n (null for the
 * first), remembered as pages are visited, so "previous" needs no backwards cursor.
 */
export function useCursorPages() {
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    page,
    after: cursors[page] ?? null,
    next(endCursor: string | null | undefined) {
      if (!endCursor) return;
      setCursors((list) => [...list.slice(0, page + 1), endCursor]);
      setPage(page + 1);
    },
    previous() {
      setPage((p) => Math.max(0, p - 1));
    },
    reset() {
      setPage(0);
      setCursors([null]);
    },
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;
