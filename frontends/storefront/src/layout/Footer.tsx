import { useTranslation } from 'react-i18next';
import { parisYear } from '@guide/ui';
import { Link } from 'react-router-dom';
import { deferred } from './deferred';
import { CookieSettingsLink } from '../editorial/consent';
import { NAV_SECTIONS } from '../paths';
import { DEVELOPERS_PATH } from '../developers/paths';
import { useLocalePath } from '../locale';
import { MenuAnchor, useSiteMenu, type MenuLink } from '../site-search/menu-links';

/** Below the fold, with Formik and Yup: its own chunk, hydrated when it arrives (deferred.tsx). */
const NewsletterSignup = deferred(async () => (await import('../forms/NewsletterSignup')).NewsletterSignup);

/** The cms `footer` menu: nested items as a sub-list under their parent. */
function FooterLinks({ items }: { items: MenuLink[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={`${i}-${item.url}`}>
          <MenuAnchor item={item} />
          {item.children.length > 0 && <FooterLinks items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // The guide's static sections while the menu loads or when the cms does not answer.
  const menu = useSiteMenu('footer');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{t('brand')}</p>
          <p className="site-footer__tagline">{t('layout.tagline')}</p>
        </div>
        <nav className="site-footer__menu" aria-label={t('layout.footerNav')} data-testid={menu ? 'footer-menu' : 'footer-menu-fallback'}>
          {menu ? (
            <FooterLinks items={menu} />
          ) : (
            <ul>
              {NAV_SECTIONS.map((section) => (
                <li key={section.key}>
                  <Link to={localePath(section.path)}>{t(`nav.${section.key}`)}</Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="site-footer__newsletter">
          <NewsletterSignup />
        </div>
      </div>
      <p className="site-footer__legal">
        {t('layout.copyright', { year: parisYear(Date.now()) })} · <CookieSettingsLink className="site-footer__cookies" /> ·{' '}
        <Link to={localePath(DEVELOPERS_PATH)}>{t('layout.developers')}</Link>
      </p>
    </footer>
  );
}
