import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AccountNav } from '../auth/AccountNav';
import { CartLink } from '../cart/CartLink';
import { NAV_SECTIONS } from '../paths';
import { useLocalePath } from '../locale';
import { MenuAnchor, useSiteMenu, type MenuLink } from '../site-search/menu-links';
import { SearchBox } from '../site-search/SearchBox';
import '../site-search/site-search.css';
import { CurrencySwitch } from '../shop/currency/CurrencySwitch';
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

/**
 * The phones' menu button (styles.css shows it below 40rem, where the section links would take three lines):
 * a disclosure for the main navigation, closed again by a navigation, Escape or a click outside the header.
 */
function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const { pathname, search, hash } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [pathname, search, hash]);
  // A layout effect: listening from the commit that opens the menu, not after the next paint, so an Escape or a
  // tap that follows the opening at once is not lost (a loaded phone may paint late).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  // A link of the open menu to the page already shown changes no location: close on the click itself.
  const onNavClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return { open, toggle: () => setOpen((value) => !value), buttonRef, headerRef, onNavClick };
}

export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // The cms `header` menu; the guide's static sections while it loads or when the cms does not answer.
  const menu = useSiteMenu('header');
  const navId = useId();
  const { open, toggle, buttonRef, headerRef, onNavClick } = useMenuDisclosure();
  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to={localePath('/')} className="logo" aria-label={t('layout.homeLink')}>
          <BrandLogo />
        </Link>
        <button type="button" ref={buttonRef} className="menu-toggle" aria-expanded={open} aria-controls={navId} onClick={toggle} data-testid="menu-toggle">
          <svg className="menu-toggle__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('layout.menuButton')}</span>
        </button>
        <nav
          id={navId}
          className={open ? 'main-nav is-open' : 'main-nav'}
          aria-label={t('layout.mainNav')}
          data-testid={menu ? 'header-menu' : 'header-menu-fallback'}
          onClick={onNavClick}
        >
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
        <CurrencySwitch />
        <LanguageSwitch />
      </div>
    </header>
  );
}
