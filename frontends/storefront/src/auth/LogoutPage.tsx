import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { useLocalePath } from '../locale';
import { signOut } from './sign-out';

/** /logout: ends the session (cookies cleared by the API), forgets cached data, then the home page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(client).then(() => {
      toast.success(t('auth.logout.done'));
      navigate(localePath(params.get('reason') === 'password-changed' ? '/login?reason=password-changed' : '/'), { replace: true });
    });
  }, [client, navigate, localePath, params, t, toast]);
  return (
    <p className="auth-status" aria-live="polite" data-testid="logout-page">
      {t('auth.logout.inProgress')}
    </p>
  );
}
