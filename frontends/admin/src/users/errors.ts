import type { TFunction } from 'i18next';
import { errorCode, fieldErrors } from '@guide/ui/graphql-errors';
import { messageText } from '../auth/form-errors';

/**
 * One sentence for a failed call outside a form field: the server's field message when there is one
 * (e.g. `id: LAST_ADMIN`), otherwise the error code's message.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const fields = Object.values(fieldErrors(error));
  if (fields.length) return messageText(t, fields[0]);
  switch (errorCode(error)) {
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'NOT_FOUND':
      return messageText(t, 'NOT_FOUND');
    case 'CONFLICT':
      return t('errors.conflict');
    case 'TOO_MANY_REQUESTS':
      return t('errors.tooManyRequests');
    case 'BAD_USER_INPUT':
      return t('errors.checkForm');
    case 'NETWORK':
      return t('ui:errors.network');
    default:
      return t('ui:errors.generic');
  }
}
