import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loadLanguage } from '../i18n';
import { localizePath, useLanguage } from '../locale';
import { useSiteLocales } from '../site-locales';

/** FR / EN: the same page, query and anchor, under the other prefix. Only the enabled languages; hidden when one is left. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { enabled } = useSiteLocales();
  if (enabled.length < 2) return null;
  // The switch keeps its FR / EN order whatever the default.
  const languages = (['fr', 'en'] as const).filter((lang) => enabled.includes(lang));
  return (
    <nav className="lang-switch" aria-label={t('layout.languageSwitch')}>
      {languages.map((lang) => (
        <Link
          key={lang}
          to={`${localizePath(pathname, lang)}${search}${hash}`}
          lang={lang}
          hrefLang={lang}
          aria-current={lang === current ? 'true' : undefined}
          className={lang === current ? 'is-current' : undefined}
          data-testid={`lang-${lang}`}
          // The other language's strings (their own chunk) are fetched as the visitor reaches for the link.
          onPointerEnter={() => void loadLanguage(lang)}
          onFocus={() => void loadLanguage(lang)}
          onTouchStart={() => void loadLanguage(lang)}
        >
          {/* The visible code starts the accessible name (WCAG 2.5.3, label in name); the full name follows for screen readers. */}
          {lang.toUpperCase()}
          <span className="visually-hidden"> ({t(`layout.languageName.${lang}`)})</span>
        </Link>
      ))}
    </nav>
  );
}
