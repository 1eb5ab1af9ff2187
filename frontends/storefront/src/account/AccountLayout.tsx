import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { RequireCustomer } from '../auth/RequireCustomer';
import { useCustomer } from '../auth/session';
import { useLocalePath } from '../locale';
import { MY_ESTABLISHMENTS } from './account.graphql';
import './account.css';

/** Sections of the account area; those without a path are announced as coming soon. */
const ENTRIES: readonly { key: string; path?: string; label?: string }[] = [
  { key: 'profile', path: '/account/profile' },
  { key: 'addresses', path: '/account/addresses' },
  { key: 'password', path: '/account/password' },
  { key: 'orders', path: '/account/orders' },
  { key: 'quotes', path: '/account/quotes' },
  { key: 'wishlist', path: '/account/wishlist' },
  { key: 'support', path: '/account/support' },
  { key: 'rma', path: '/account/rma' },
  { key: 'privacy', path: '/account/privacy', label: 'privacy.menu' },
];

/** /account/*: only for signed-in customers (others go to the login page and come back). */
export function AccountLayout() {
  return (
    <RequireCustomer>
      <AccountFrame />
    </RequireCustomer>
  );
}

function AccountFrame() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { customer } = useCustomer();
  const { data } = useQuery(MY_ESTABLISHMENTS, { errorPolicy: 'all' });
  const isOwner = Boolean(data?.myEstablishments?.length);
  return (
    <div className="account" data-testid="account-area">
      <header className="account__header">
        <p className="account__eyebrow">{t('account.title')}</p>
        <p className="account__hello" data-testid="account-hello">
          {t('account.hello', { name: customer?.firstName ?? '' })}
        </p>
      </header>
      <div className="account__body">
        <nav className="account-menu" aria-label={t('account.menu.label')}>
          <ul>
            {ENTRIES.map((entry) =>
              entry.path ? (
                <li key={entry.key}>
                  <NavLink to={localePath(entry.path)} data-testid={`account-menu-${entry.key}`}>
                    {t(entry.label ?? `account.menu.${entry.key}`)}
                  </NavLink>
                </li>
              ) : (
                <li key={entry.key}>
                  <span className="account-menu__soon" aria-disabled="true" data-testid={`account-menu-${entry.key}`}>
                    {t(`account.menu.${entry.key}`)} <span className="account-menu__badge">{t('account.menu.soon')}</span>
                  </span>
                </li>
              ),
            )}
            {isOwner && (
              <li className="account-menu__owner">
                <NavLink to={localePath('/account/establishment')} data-testid="account-menu-establishment">
                  {t('account.menu.establishment')}
                </NavLink>
              </li>
            )}
            {isOwner && (
              <li className="account-menu__owner">
                <NavLink to={localePath('/account/posts')} data-testid="account-menu-posts">
                  {t('account.menu.posts')}
                </NavLink>
              </li>
            )}
            <li className="account-menu__logout">
              <NavLink to={localePath('/logout')} data-testid="account-menu-logout">
                {t('account.menu.logout')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="account__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
