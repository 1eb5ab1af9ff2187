import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Reading the API's error convention (API-CONTRACT.md): GraphQL errors carry `extensions.code`, and form
 * errors add `extensions.fieldErrors`, an object from input field name to a message key. Apollo Client 4
 * hands them over as `CombinedGraphQLErrors`; a non-2xx answer as `ServerError` (the body kept as text);
 * a request that never got an answer as the fetch's own error (a `TypeError`).
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'EMAIL_NOT_VERIFIED',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown> | null;
}

/** The `errors` of a JSON response body; [] when it has none or is not JSON. */
export function errorsInBody(bodyText: string): GraphQLErrorLike[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown } | null;
    return Array.isArray(body?.errors) ? (body.errors as GraphQLErrorLike[]) : [];
  } catch {
    return [];
  }
}

/** The GraphQL errors of an Apollo error, including those in the body of a non-2xx answer. */
function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) return errorsInBody(error.bodyText);
  return [];
}

function firstCode(errors: readonly GraphQLErrorLike[]): string | undefined {
  for (const e of errors) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * The first `extensions.code` of the error, or `NETWORK` when the request never got a GraphQL answer.
 * A non-2xx answer (429 from the gateway's query budget, 400, 413) says what happened by its body's
 * code, else by its status (429 without a body is still TOO_MANY_REQUESTS).
 */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return firstCode(error.errors);
  if (ServerError.is(error)) {
    const code = firstCode(errorsInBody(error.bodyText));
    if (code) return code;
    return error.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'NETWORK';
  }
  // An unparsable answer (a proxy's HTML page) or no answer at all (fetch rejects with a TypeError).
  if (ServerParseError.is(error) || error instanceof TypeError) return 'NETWORK';
  return undefined;
}

/** `{ field: MESSAGE_KEY }` merged from every BAD_USER_INPUT error of the response. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of graphQLErrorsOf(error)) {
    const fields = e.extensions?.fieldErrors;
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, key] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof key === 'string') out[field] = key;
    }
  }
  return out;
}
