import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badInput } from '../errors/errors';

/** Relay-style connections (API-CONTRACT: first/after, edges{cursor node}, pageInfo, totalCount). */
export interface Edge<T> {
  cursor: string;
  node: T;
}
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

/** The paging arguments of every list field (API-CONTRACT: `first`, `after`). */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The window a list reads: TypeORM's own names, so `findAndCount({ where, order, ...page })` works. */
export interface PageWindow {
  skip: number;
  take: number;
}

/**
 * A list field's connection: checks `first` and `after` (BAD_USER_INPUT before any query), lets
 * `fetch` read that window and the total (`findAndCount`, `getManyAndCount`, a search port), and
 * builds edges, cursors and pageInfo. Every list of every subgraph goes through here.
 */
export async function paginate<T>(args: PageArgs, fetch: (page: PageWindow) => Promise<[T[], number]>): Promise<Connection<T>> {
  const take = pageSize(args.first);
  const skip = decodeOffsetCursor(args.after);
  const [nodes, total] = await fetch({ skip, take });
  return offsetConnection(nodes, total, skip, take);
}

/** `paginate` over a query builder that already has its filters and a stable order (ties broken by id). */
export function paginateQuery<T extends ObjectLiteral>(args: PageArgs, qb: SelectQueryBuilder<T>): Promise<Connection<T>> {
  return paginate(args, async ({ skip, take }) => {
    if (qb.expressionMap.joinAttributes.length) {
      // A join may repeat a row: TypeORM pages by distinct ids and counts them (COUNT(DISTINCT id)).
      qb.skip(skip);
      qb.take(take);
      return qb.getManyAndCount();
    }
    // One table: the same page with OFFSET/LIMIT, and a plain count(*) in parallel (COUNT(DISTINCT id)
    // sorted 100,000 order ids for every page of the back office's order list: bench sales mode).
    const [rows, counted] = await Promise.all([
      qb.clone().offset(skip).limit(take).getMany(),
      qb.clone().orderBy().offset(undefined).limit(undefined).select('count(*)::int', 'total').getRawOne<{ total: number }>(),
    ]);
    return [rows, counted?.total ?? 0];
  });
}
