import { badInput } from '../errors/errors';

/** Relay-style connections (API-CONTRACT: first/after, edges{cursor node}, pageInfo, totalCount). */
export interface Edge<T> { cursor: string; node: T }
export interface Connection<T, E extends Edge<T> = Edge<T>> {
  edges: E[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput({ first: 'PAGE_SIZE_OUT_OF_RANGE' }, `first must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return first;
}

/** Offset cursors: opaque to clients, stable for a given sort (ties broken by id). */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** No list reaches this far; beyond it an offset would overflow PostgreSQL's bigint (or an int column). */
export const MAX_CURSOR_OFFSET = 2_147_483_646;

export function decodeOffsetCursor(after: string | null | undefined): number {
  if (!after) return 0;
  const raw = Buffer.from(after, 'base64url').toString('utf8');
  const match = /^o:(\d{1,10})$/.exec(raw);
  if (!match || Number(match[1]) > MAX_CURSOR_OFFSET) throw badInput({ after: 'INVALID_CURSOR' }, 'The cursor is not valid');
  return Number(match[1]) + 1;
}

export function offsetConnection<T>(nodes: T[], totalCount: number, offset: number, limit: number): Connection<T> {
  const edges = nodes.slice(0, limit).map((node, i) => ({ cursor: encodeOffsetCursor(offset + i), node }));
  return {
    edges,
    totalCount,
    pageInfo: { hasNextPage: offset + edges.length < totalCount, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}
