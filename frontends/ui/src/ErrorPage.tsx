import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorPageCode } from './error-pages';
import './ui.css';

interface ErrorPageProps {
  code: ErrorPageCode;
  /** Renders the "go home" link with the app's router; a plain link to `/` otherwise. */
  renderHomeLink?: (label: string) => ReactNode;
}

export function ErrorPage({ code, renderHomeLink }: ErrorPageProps) {
  const { t } = useTranslation('ui');
  const title = t(`errorPage.${code}.title`);
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  const label = t('errorPage.goHome');
  return (
    <section className="ui-error-page" data-testid="error-page" data-code={code} aria-labelledby="ui-error-title">
      <p className="ui-error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="ui-error-title" className="ui-error-page__title">
        {title}
      </h1>
      <p className="ui-error-page__message">{t(`errorPage.${code}.message`)}</p>
      <p className="ui-error-page__actions">{renderHomeLink ? renderHomeLink(label) : <a href="/">{label}</a>}</p>
    </section>
  );
}
