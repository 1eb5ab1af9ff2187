import { AppError, ErrorCode, conflict } from './errors';

/**
 * The safety net for database errors that a race leaves and that no service turned into a contract error
 * itself (README.md in this folder). formatSubgraphError asks it before answering INTERNAL_SERVER_ERROR.
 * Services should still answer these cases where they happen (lock the parent row, `mapUniqueViolation`,
 * catch 23503) with the precise message or field error; this only keeps a missed race from looking like
 * a server fault.
 *
 * | SQLSTATE | what raced | answer |
 * |---|---|---|
 * | 23503 on insert/update | the row the write refers to was deleted meanwhile | NOT_FOUND |
 * | 23503 on update/delete | rows written meanwhile still refer to the one deleted | CONFLICT |
 * | 23505 | a unique index refused a write a check let through | CONFLICT |
 * | 40P01, 40001 | deadlock, serialization failure: a concurrent change got in the way | CONFLICT |
 */
export const DATABASE_ERROR_ANSWERS = {
  FOREIGN_KEY_TARGET_GONE: { code: ErrorCode.NOT_FOUND, message: 'Something this change refers to no longer exists' },
  FOREIGN_KEY_STILL_REFERENCED: { code: ErrorCode.CONFLICT, message: 'Other records still refer to this one' },
  UNIQUE_VIOLATION: { code: ErrorCode.CONFLICT, message: 'This already exists' },
  CONCURRENT_CHANGE: { code: ErrorCode.CONFLICT, message: 'A concurrent change got in the way, try again' },
} as const;

interface DriverErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  originalError?: unknown;
  cause?: unknown;
}

/**
 * The PostgreSQL error behind `error`, however it is wrapped: node-postgres puts the SQLSTATE in `code`,
 * TypeORM's QueryFailedError keeps it in `driverError`, GraphQL in `originalError`.
 */
export function postgresErrorOf(error: unknown): { code: string; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as DriverErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && !e.driverError) {
      return { code: e.code, message: typeof e.message === 'string' ? e.message : '' };
    }
    current = e.driverError ?? e.originalError ?? e.cause;
  }
  return undefined;
}

/** The contract error for a database error a race left (the table above), or undefined for anything else. */
export function publicErrorForDatabase(error: unknown): AppError | undefined {
  const pg = postgresErrorOf(error);
  if (!pg) return undefined;
  const answer = (a: { code: ErrorCode; message: string }) => (a.code === ErrorCode.CONFLICT ? conflict(a.message) : new AppError(a.code, a.message));
  switch (pg.code) {
    case '23503':
      // PostgreSQL words the two sides differently: "insert or update on table …" (the target is gone)
      // and "update or delete on table … on table …" (the row is still referenced).
      return answer(
        pg.message.startsWith('update or delete on table')
          ? DATABASE_ERROR_ANSWERS.FOREIGN_KEY_STILL_REFERENCED
          : DATABASE_ERROR_ANSWERS.FOREIGN_KEY_TARGET_GONE,
      );
    case '23505':
      return answer(DATABASE_ERROR_ANSWERS.UNIQUE_VIOLATION);
    case '40P01':
    case '40001':
      return answer(DATABASE_ERROR_ANSWERS.CONCURRENT_CHANGE);
    default:
      return undefined;
  }
}
