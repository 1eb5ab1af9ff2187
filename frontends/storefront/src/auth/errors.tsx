import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorCode } from '@guide/ui';
import { useLocalePath } from '../locale';

/** The form-level message (translation key) of a failed call, when no field carries the error. */
export function generalErrorKey(error: unknown): string {
  switch (errorCode(error)) {
    case 'TOO_MANY_REQUESTS':
      return 'auth.errors.tooManyRequests';
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
      return 'auth.errors.checkForm';
    case 'UNAUTHENTICATED':
      return 'auth.errors.signedOut';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}

/** The alert of a failed form: the message, and for throttling a link to the 429 page. */
export function FormFailure({ messageKey, testId = 'form-error' }: { messageKey: string; testId?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="notice notice--error" role="alert" data-testid={testId}>
      <p>{t(messageKey)}</p>
      {/tooMany/.test(messageKey) && (
        <p>
          <Link to={localePath('/429')} data-testid="too-many-requests-link">
            {t('auth.errors.tooManyRequestsLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
