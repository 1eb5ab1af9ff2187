import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { AccountNav } from '../auth/AccountNav';
import { CartLink } from '../cart/CartLink';
import { NAV_SECTIONS } from '../routes';
import { useLocalePath } from '../locale';
import { MenuAnchor, useSiteMenu, type MenuLink } from '../site-search/menu-links';
import { SearchBox } from '../site-search/SearchBox';
import '../site-search/site-search.css';
import { LanguageSwitch } from './LanguageSwitch';
import { BrandLogo } from './SiteBranding';

/** Nested items of the cms `header` menu: a dropdown under their parent (hover or keyboard focus). */
function SubMenu({ parent }: { parent: MenuLink }) {
  const { t } = useTranslation();
  if (!parent.children.length) return null;
  return (
    <ul className="main-nav__sub" aria-label={t('siteMenu.submenu', { label: parent.label })}>
      {parent.children.map((child, i) => (
        <li key={`${i}-${child.url}`}>
          <MenuAnchor item={child} nav />
          <SubMenu parent={child} />
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // The cms `header` menu; the guide's static sections while it loads or when the cms does not answer.
  const menu = useSiteMenu('header');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={localePath('/')} className="logo" aria-label={t('layout.homeLink')}>
          <BrandLogo />
        </Link>
        <nav className="main-nav" aria-label={t('layout.mainNav')} data-testid={menu ? 'header-menu' : 'header-menu-fallback'}>
          <ul>
            {menu
              ? menu.map((item, i) => (
                  <li key={`${i}-${item.url}`}>
                    <MenuAnchor item={item} nav />
                    <SubMenu parent={item} />
                  </li>
                ))
              : NAV_SECTIONS.map((section) => (
                  <li key={section.key}>
                    <NavLink to={localePath(section.path)}>{t(`nav.${section.key}`)}</NavLink>
                  </li>
                ))}
          </ul>
        </nav>
        {/* Search, cart and account side by side with a small gap: the header keeps to one line at laptop widths. */}
        <div className="header-actions">
          <SearchBox />
          <CartLink />
          <AccountNav />
        </div>
        <LanguageSwitch />
      </div>
    </header>
  );
}
