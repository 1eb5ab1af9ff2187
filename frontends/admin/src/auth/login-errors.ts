import { errorCode } from '@guide/ui/graphql-errors';

/**
 * Which message a failed login shows (spec section 8): wrong e-mail or password alike, so the form never
 * tells which accounts exist; too many attempts; the gateway out of reach; anything else.
 */
export function loginErrorKey(error: unknown): string {
  switch (errorCode(error)) {
    case 'TOO_MANY_REQUESTS':
      return 'login.errors.tooManyAttempts';
    case 'UNAUTHENTICATED':
    case 'BAD_USER_INPUT':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
      return 'login.errors.invalidCredentials';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}
