import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useLocalePath } from '../locale';
import { onSessionEvent, useCustomer } from './session';
import './auth.css';

/**
 * The header's account links: "Connexion" for visitors, "Mon compte" and "Déconnexion" for customers.
 * Always mounted, it also sends the visitor to the 419 page when the API says the page has expired.
 */
export function AccountNav() {
  const { t } = useTranslation();
  const { customer, loading } = useCustomer();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const expiredPath = localePath('/419');
  useEffect(() => onSessionEvent('page-expired', () => navigate(expiredPath)), [navigate, expiredPath]);

  return (
    <nav className="account-nav" aria-label={t('auth.nav.label')} aria-busy={loading || undefined} data-testid="account-nav">
      {customer ? (
        <>
          <NavLink to={localePath('/account')} className="account-nav__link" data-testid="nav-account">
            {t('auth.nav.account')}
          </NavLink>
          <Link to={localePath('/logout')} className="account-nav__link account-nav__link--quiet" data-testid="nav-logout">
            {t('auth.nav.logout')}
          </Link>
        </>
      ) : (
        <NavLink to={localePath('/login')} className="account-nav__link" data-testid="nav-login">
          {t('auth.nav.login')}
        </NavLink>
      )}
    </nav>
  );
}
