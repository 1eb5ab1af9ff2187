import { GraphQLFormattedError } from 'graphql';
import { PUBLIC_ERROR_CODES } from '../errors/errors';

const GRAPHQL_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND'];

/**
 * Keeps the contract's codes and messages; anything else (a bug, a driver error) becomes a bare
 * INTERNAL_SERVER_ERROR so no internals or stack traces leave the service.
 */
export function formatSubgraphError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
  if (code && (PUBLIC_ERROR_CODES.includes(code) || GRAPHQL_CODES.includes(code)) && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  console.error('[graphql] unexpected error:', (error as { originalError?: Error })?.originalError ?? error);
  return { message: 'Internal server error', path: formatted.path, locations: formatted.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
