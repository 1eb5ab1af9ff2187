import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAV_SECTIONS } from '../routes';
import { useLocalePath } from '../locale';

export function Footer() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{t('brand')}</p>
          <p className="site-footer__tagline">{t('layout.tagline')}</p>
        </div>
        <nav aria-label={t('layout.footerNav')}>
          <ul>
            {NAV_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link to={localePath(section.path)}>{t(`nav.${section.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">{t('layout.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
