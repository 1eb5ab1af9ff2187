import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorPage, isErrorPageCode } from '@guide/ui';
import { applyLanguage } from '../i18n';
import { languageOfPath, localizePath } from '../locale';

/**
 * Shown when rendering a route throws (the layout itself may be broken, so this stands alone):
 * the matching HTTP error page when the error carries a known status, otherwise 500.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  useEffect(() => applyLanguage(lang), [lang]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = isErrorPageCode(status) ? status : 500;
  return (
    <main className="page">
      <ErrorPage code={code} renderHomeLink={(label) => <a href={localizePath('/', lang)}>{label}</a>} />
    </main>
  );
}
