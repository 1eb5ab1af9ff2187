import { GraphQLFormattedError } from 'graphql';
import { PUBLIC_ERROR_CODES } from '../errors/errors';
import { postgresErrorOf, publicErrorForDatabase } from '../errors/database-errors';

const GRAPHQL_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND'];

/**
 * Keeps the contract's codes and messages; a database error a race left (a foreign key, a unique index,
 * a deadlock: errors/database-errors.ts) becomes the contract code it stands for; anything else (a bug,
 * a driver error) becomes a bare INTERNAL_SERVER_ERROR so no internals or stack traces leave the service.
 */
export function formatSubgraphError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
  if (code && (PUBLIC_ERROR_CODES.includes(code) || GRAPHQL_CODES.includes(code)) && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const original = (error as { originalError?: Error })?.originalError ?? error;
  const mapped = publicErrorForDatabase(original);
  if (mapped) {
    // Still worth fixing where it happens (a precise answer there): logged, but the client gets a contract code.
    const { code: state, message } = postgresErrorOf(original)!;
    const query = (original as { query?: unknown }).query;
    console.warn(`[graphql] database race answered ${String(mapped.extensions.code)}: ${state} ${message}${typeof query === 'string' ? ` (${query})` : ''}`);
    return { message: mapped.message, path: formatted.path, locations: formatted.locations, extensions: { code: mapped.extensions.code } };
  }
  console.error('[graphql] unexpected error:', original);
  return { message: 'Internal server error', path: formatted.path, locations: formatted.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
