import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { badInput, notFound } from '../errors/errors';
import { formatSubgraphError } from './format-error';

/** A pg driver error as node-postgres throws it (SQLSTATE in `code`). */
const pgError = (code: string, message: string, detail?: string) => Object.assign(new Error(message), { code, detail, severity: 'ERROR' });

/** What Apollo hands formatError for an error a resolver threw: the formatted error and the GraphQLError wrapping the original. */
function thrown(original: Error): [GraphQLFormattedError, unknown] {
  const error = original instanceof GraphQLError ? original : new GraphQLError(original.message, { originalError: original, path: ['doIt'] });
  const formatted = error.toJSON();
  const code = (formatted.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  return [{ ...formatted, extensions: { ...formatted.extensions, code, stacktrace: ['at secret.ts:1'] } }, error];
}

const format = (original: Error) => formatSubgraphError(...thrown(original));

describe('formatSubgraphError', () => {
  let logged: jest.SpyInstance[];
  beforeEach(() => {
    logged = [jest.spyOn(console, 'error').mockImplementation(() => undefined), jest.spyOn(console, 'warn').mockImplementation(() => undefined)];
  });
  afterEach(() => logged.forEach((spy) => spy.mockRestore()));

  it("keeps the contract's codes, messages and field errors, without the stack trace", () => {
    expect(format(badInput({ email: 'REQUIRED' }))).toEqual({
      message: 'Some fields are invalid',
      path: undefined,
      locations: undefined,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'REQUIRED' } },
    });
    expect(format(notFound('Ticket')).extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it('hides anything else behind a bare INTERNAL_SERVER_ERROR', () => {
    const answer = format(new Error('connect ECONNREFUSED 10.0.0.3:5432'));
    expect(answer).toEqual({ message: 'Internal server error', path: ['doIt'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(format(pgError('42P01', 'relation "secret_table" does not exist')).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  describe('maps the database errors a race leaves (the same whether TypeORM wraps them or not)', () => {
    const wrapped = (e: Error) => new QueryFailedError('INSERT INTO secret_table …', [], e);
    const childOfGone = () =>
      pgError(
        '23503',
        'insert or update on table "content_custom_field" violates foreign key constraint "fk_x"',
        'Key (content_type)=(blog) is not present in table "content_type".',
      );
    const parentStillUsed = () =>
      pgError(
        '23503',
        'update or delete on table "content_type" violates foreign key constraint "fk_x" on table "content"',
        'Key (slug)=(blog) is still referenced from table "content".',
      );

    it.each([
      ['23503 on insert: the parent the row refers to is gone', 'NOT_FOUND', childOfGone],
      ['23503 on delete: other rows still refer to this one', 'CONFLICT', parentStillUsed],
      ['23505: a unique index refused a racing write', 'CONFLICT', () => pgError('23505', 'duplicate key value violates unique constraint "x_key"')],
      ['40P01: deadlock', 'CONFLICT', () => pgError('40P01', 'deadlock detected', 'Process 1 waits for ShareLock on transaction 2')],
      ['40001: serialization failure', 'CONFLICT', () => pgError('40001', 'could not serialize access due to concurrent update')],
    ])('%s → %s', (_what, code, make) => {
      for (const error of [make(), wrapped(make())]) {
        const answer = format(error);
        expect(answer.extensions).toEqual({ code });
        expect(answer.path).toEqual(['doIt']);
        // No table, constraint, key or query leaves the service.
        expect(answer.message).not.toMatch(/content|secret|constraint|Key|deadlock|serialize|INSERT/i);
      }
    });
  });
});
