import type { GraphQLFormattedError } from 'graphql';
import { PUBLIC_ERROR_CODES } from '@guide/platform';

/** Codes that describe the request itself; safe to show as they are. */
const REQUEST_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE'];

/**
 * Error masking at the edge: contract codes (with their fieldErrors) and request errors pass; anything
 * else (a subgraph crash, a network failure) becomes INTERNAL_SERVER_ERROR with no internals.
 * A subgraph that is down is reported as such so partial data still makes sense to the client.
 */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const ext = formatted.extensions ?? {};
  const code = typeof ext.code === 'string' ? ext.code : undefined;
  if (code && code !== 'INTERNAL_SERVER_ERROR' && (PUBLIC_ERROR_CODES.includes(code) || REQUEST_CODES.includes(code))) {
    const out: Record<string, unknown> = { code };
    if (ext.fieldErrors) out.fieldErrors = ext.fieldErrors;
    if (typeof ext.reason === 'string') out.reason = ext.reason; // e.g. CSRF_TOKEN_INVALID -> the 419 page
    if (ext.serviceName) out.serviceName = ext.serviceName;
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: out };
  }
  const unreachable = /ECONNREFUSED|ECONNRESET|other side closed|fetch failed|socket hang up|ETIMEDOUT|connect/i.test(formatted.message);
  return {
    message: unreachable ? 'A part of the service is temporarily unavailable' : 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(ext.serviceName ? { serviceName: ext.serviceName } : {}) },
  };
}
