import { QueryFailedError, type ObjectLiteral, type Repository } from 'typeorm';
import { AppError, conflict } from '../errors/errors';

/**
 * Escapes the LIKE/ILIKE wildcards `%` and `_` and the escape character itself, so a user's text
 * matches literally (PostgreSQL's default escape is the backslash; forgetting to double it lets
 * `a\` swallow the `%` that follows).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `%text%`: the ILIKE pattern of a "contains" search on user text. */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;

/** `text%`: the ILIKE pattern of a "starts with" search on user text. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;

/**
 * The SQLSTATE (and constraint) of a driver error: pg puts them on the error, TypeORM wraps it in
 * QueryFailedError. `{}` for anything else. Services compare `code` with the state they map.
 */
export function sqlState(error: unknown): { code?: string; constraint?: string } {
  if (!error || typeof error !== 'object') return {};
  const driver =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : (error as { code?: string; constraint?: string });
  return { code: driver?.code, constraint: driver?.constraint };
}

/** A unique index refused the write (23505); `constraint` narrows it to one index by name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state.code === '23505' && (constraint === undefined || state.constraint === constraint);
}

/**
 * Runs `work`; when a unique index refuses it (two requests racing a check, or no check at all), the
 * answer is `onDuplicate` (a CONFLICT, or a field error) instead of a driver error that would reach
 * the client as INTERNAL_SERVER_ERROR. `onDuplicate` may be a message: a plain CONFLICT is thrown.
 */
export async function mapUniqueViolation<T>(work: () => Promise<T>, onDuplicate: string | AppError | ((constraint: string | undefined) => Error)): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (typeof onDuplicate === 'string') throw conflict(onDuplicate);
    if (onDuplicate instanceof AppError) throw onDuplicate;
    throw onDuplicate(sqlState(error).constraint);
  }
}

/**
 * Inserts a new row whose key the caller chose (a code, a slug) and returns it with its generated columns.
 * INSERT, never `save`: with the key set, `save` looks the row up first, so a create racing another one of
 * the same key would quietly update (rename) the row just written instead of being refused. The unique
 * index refuses it, answered as `onDuplicate` (mapUniqueViolation).
 */
export async function insertNew<E extends ObjectLiteral>(
  repo: Repository<E>,
  entity: E,
  onDuplicate: string | AppError | ((constraint: string | undefined) => Error),
): Promise<E> {
  await mapUniqueViolation(() => repo.insert(entity), onDuplicate);
  return entity;
}

/** What `lockReferenced` needs of a TypeORM EntityManager (or QueryRunner, or DataSource inside a transaction). */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The child side of "a row created while its parent is deleted": locks the rows of `table` whose `column`
 * is among `keys` FOR KEY SHARE (the lock a foreign key to them takes) until the caller's transaction
 * ends, in key order, and returns the keys found. Called in the transaction that writes the rows that
 * refer to them, in place of an unlocked existence check: a concurrent delete then waits for this
 * transaction (and cascades, or is refused, as its foreign key says), or, when it came first, the key is
 * missing here and the caller answers NOT_FOUND, never a foreign-key violation (23503) on its write.
 * `table` and `column` are code, never input.
 */
export async function lockReferenced<K extends string | number>(manager: Queryable, table: string, keys: readonly K[], column = 'id'): Promise<K[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table) || !/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`lockReferenced: bad identifier ${table}.${column}`);
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const rows = (await manager.query(`SELECT ${column} AS key FROM ${table} WHERE ${column} = ANY($1) ORDER BY ${column} FOR KEY SHARE`, [unique])) as {
    key: K;
  }[];
  return rows.map((r) => r.key);
}

/** `lockReferenced` for one key: whether the row exists (and is now locked until the transaction ends). */
export async function lockReferencedRow(manager: Queryable, table: string, key: string | number, column = 'id'): Promise<boolean> {
  return (await lockReferenced(manager, table, [key], column)).length === 1;
}
