import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocalePath } from '../locale';
import { loginPathFor } from './redirect';
import { useCustomer } from './session';

/** Pages for signed-in customers: a visitor goes to /login?redirect=<this page> and comes back after. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { customer, loading } = useCustomer();
  const location = useLocation();
  const localePath = useLocalePath();
  if (loading) {
    return (
      <p className="auth-status" aria-live="polite" data-testid="session-checking">
        {t('auth.checkingSession')}
      </p>
    );
  }
  if (!customer) {
    return <Navigate to={loginPathFor(localePath('/login'), `${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
