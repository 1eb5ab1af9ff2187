/** Translation key of an establishment request that failed other than on one field (by error code, errorCode()). */
export function failureKey(code: string | undefined): string {
  switch (code) {
    case 'FORBIDDEN':
      return 'errors.forbidden';
    case 'CONFLICT':
      return 'errors.conflict';
    case 'NOT_FOUND':
      return 'establishments.notFound';
    case 'TOO_MANY_REQUESTS':
      return 'errors.tooManyRequests';
    case 'BAD_USER_INPUT':
      return 'errors.checkForm';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}
