import { useState } from 'react';

export const PAGE_SIZE = 20;

/**
 * Page-by-page moves over a cursor connection: `cursors[n]` is the `after` of page n (null for the
 * first), remembered as pages are visited, so "previous" needs no backwards cursor.
 */
export interface CursorState {
  page: number;
  cursors: readonly (string | null)[];
}
export const FIRST_PAGE: CursorState = { page: 0, cursors: [null] };

/** The `after` variable of the current page. */
export const afterOf = (state: CursorState): string | null => state.cursors[state.page] ?? null;

/** The page after the current one; without an end cursor (no answer yet, or the last page) nothing moves. */
export function nextPage(state: CursorState, endCursor: string | null | undefined): CursorState {
  if (!endCursor) return state;
  return { page: state.page + 1, cursors: [...state.cursors.slice(0, state.page + 1), endCursor] };
}

/** The page before; the cursors stay, so "next" again goes where it went. */
export const previousPage = (state: CursorState): CursorState => ({ ...state, page: Math.max(0, state.page - 1) });

export function useCursorPages() {
  const [state, setState] = useState<CursorState>(FIRST_PAGE);
  return {
    page: state.page,
    after: afterOf(state),
    next: (endCursor: string | null | undefined) => setState((current) => nextPage(current, endCursor)),
    previous: () => setState(previousPage),
    reset: () => setState(FIRST_PAGE),
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;
