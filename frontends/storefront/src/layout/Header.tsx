import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { AccountNav } from '../auth/AccountNav';
import { CartLink } from '../cart/CartLink';
import { NAV_SECTIONS } from '../routes';
import { useLocalePath } from '../locale';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={localePath('/')} className="logo" aria-label={t('layout.homeLink')}>
          {t('brand')}
        </Link>
        <nav className="main-nav" aria-label={t('layout.mainNav')}>
          <ul>
            {NAV_SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink to={localePath(section.path)}>{t(`nav.${section.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Cart and account side by side with a small gap: the header keeps to one line at laptop widths. */}
        <div className="header-actions">
          <CartLink />
          <AccountNav />
        </div>
        <LanguageSwitch />
      </div>
    </header>
  );
}
