import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorCode, fieldErrors } from '@guide/ui';
import { useLocalePath } from '../locale';
import { VERIFY_EMAIL } from './auth.graphql';
import { AuthCard } from './AuthCard';
import { Notice } from './form';
import { ResendVerification } from './ResendVerification';

type State = 'checking' | 'verified' | 'expired' | 'invalid' | 'failed';

/** /verify-email/:token, the link of the confirmation email: confirms the address once, on arrival. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('checking');
  const [verify] = useMutation(VERIFY_EMAIL);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Tokens are single-use: one call per token, even when React runs the effect twice.
    if (sent.current === token) return;
    sent.current = token;
    verify({ variables: { token } })
      .then(({ data }) => setState(data?.verifyEmail ? 'verified' : 'invalid'))
      .catch((error: unknown) => {
        const key = fieldErrors(error).token;
        if (key === 'TOKEN_EXPIRED') setState('expired');
        else if (key === 'TOKEN_INVALID' || errorCode(error) === 'BAD_USER_INPUT' || errorCode(error) === 'NOT_FOUND') setState('invalid');
        else setState('failed');
      });
  }, [token, verify]);

  const title = t(`auth.verify.${state}.title`);
  return (
    <AuthCard title={title} testId="verify-email-page">
      <div aria-live="polite" data-testid="verify-email-state" data-state={state}>
        {state === 'checking' && <p>{t('auth.verify.checking.text')}</p>}
        {state === 'verified' && (
          <>
            <Notice kind="success">
              <p>{t('auth.verify.verified.text')}</p>
            </Notice>
            <p>
              <Link className="button" to={localePath('/login')} data-testid="verify-email-login">
                {t('auth.login.submit')}
              </Link>
            </p>
          </>
        )}
        {(state === 'expired' || state === 'invalid') && (
          <>
            <Notice kind="warning">
              <p>{t(`auth.verify.${state}.text`)}</p>
            </Notice>
            <ResendVerification />
          </>
        )}
        {state === 'failed' && (
          <Notice kind="error">
            <p>{t('auth.verify.failed.text')}</p>
          </Notice>
        )}
      </div>
    </AuthCard>
  );
}
