/**
 * Reading the API's error convention (API-CONTRACT.md): GraphQL errors carry `extensions.code`, and form
 * errors add `extensions.fieldErrors`, an object from input field name to a message key.
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
  extensions?: Record<string, unknown>;
}
interface ApolloErrorLike {
  graphQLErrors?: readonly GraphQLErrorLike[];
  networkError?: unknown;
}

function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] {
  if (!error || typeof error !== 'object') return [];
  const list = (error as ApolloErrorLike).graphQLErrors;
  return Array.isArray(list) ? list : [];
}

/** The first `extensions.code` of the error, or `NETWORK` when the request never got a GraphQL answer. */
export function errorCode(error: unknown): string | undefined {
  for (const e of graphQLErrorsOf(error)) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  const network = error && typeof error === 'object' ? (error as ApolloErrorLike).networkError : undefined;
  if (network) return serverErrorCode(network) ?? 'NETWORK';
  return undefined;
}

/**
 * A non-2xx answer (429 from the gateway's query budget, 400, 413) reaches Apollo as a network error that
 * still holds the parsed body: its GraphQL error code, else the HTTP status, says what happened.
 */
function serverErrorCode(network: unknown): string | undefined {
  if (!network || typeof network !== 'object') return undefined;
  const { result, statusCode } = network as { result?: { errors?: GraphQLErrorLike[] }; statusCode?: number };
  const code = Array.isArray(result?.errors) ? result.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code : undefined;
  if (typeof code === 'string') return code;
  if (statusCode === 429) return 'TOO_MANY_REQUESTS';
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
