import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPage, type ErrorPageCode } from '@guide/ui';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';

/** An HTTP error page inside the site layout, with a "go home" link in the current language. */
export function StatusPage({ code }: { code: ErrorPageCode }) {
  const localePath = useLocalePath();
  const { t } = useTranslation('ui');
  useDocumentTitle(t(`errorPage.${code}.title`)); // the server's <title> too
  return (
    <ErrorPage
      code={code}
      renderHomeLink={(label) => (
        <Link to={localePath('/')} data-testid="error-home-link">
          {label}
        </Link>
      )}
    />
  );
}
