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
  if (error && typeof error === 'object' && (error as ApolloErrorLike).networkError) return 'NETWORK';
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
