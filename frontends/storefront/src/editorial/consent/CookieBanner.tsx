import './consent.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_CATEGORIES, OPEN_CONSENT_EVENT, openCookieSettings, saveConsent, useConsentChoice, type ConsentChoice } from './consent';

const ALL = (value: boolean) => Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, value])) as ConsentChoice;

/**
 * The cookie-consent banner (layout/AppLayout.tsx): shown until a choice is saved, and again from the footer's
 * "Gestion des cookies". Accept all, refuse all, or customise (necessary always on, audience off by default);
 * saving stores the cookie and reloads the page.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const saved = useConsentChoice();
  const [reopened, setReopened] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(saved ?? ALL(false));
  const titleId = useId();
  useEffect(() => {
    const reopen = () => {
      setReopened(true);
      setCustomising(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);
  if (saved && !reopened) return null;

  return (
    <section className="cookie-banner" role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="cookie-banner">
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          {t('cookies.title')}
        </h2>
        <p className="cookie-banner__text">{t('cookies.text')}</p>
        {/* Phones get the same choice in fewer words (consent.css), so the banner leaves the page usable. */}
        <p className="cookie-banner__text cookie-banner__text--short">{t('cookies.textShort')}</p>
        {customising && (
          <fieldset className="cookie-banner__choices">
            <legend className="visually-hidden">{t('cookies.customise')}</legend>
            <label className="cookie-banner__choice">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('cookies.necessary.title')}</strong> — {t('cookies.necessary.text')}
              </span>
            </label>
            {CONSENT_CATEGORIES.map((category) => (
              <label key={category} className="cookie-banner__choice">
                <input
                  type="checkbox"
                  checked={draft[category]}
                  onChange={(e) => setDraft({ ...draft, [category]: e.target.checked })}
                  data-testid={`cookie-choice-${category}`}
                />
                <span>
                  <strong>{t(`cookies.${category}.title`)}</strong> — {t(`cookies.${category}.text`)}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => saveConsent(ALL(true))} data-testid="cookie-accept">
            {t('cookies.acceptAll')}
          </button>
          <button type="button" className="button" onClick={() => saveConsent(ALL(false))} data-testid="cookie-refuse">
            {t('cookies.refuseAll')}
          </button>
          {customising ? (
            <button type="button" className="button button--secondary" onClick={() => saveConsent(draft)} data-testid="cookie-save">
              {t('cookies.save')}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setCustomising(true)} data-testid="cookie-customise">
              {t('cookies.customise')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** "Gestion des cookies", for the footer (owned by the menus helper): reopens the banner with the saved choice. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={['link-button', className].filter(Boolean).join(' ')} onClick={openCookieSettings} data-testid="cookie-settings-link">
      {t('cookies.manage')}
    </button>
  );
}
