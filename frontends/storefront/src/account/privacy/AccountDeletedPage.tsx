import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import '../../auth/auth.css';

/** /account-deleted: where the customer lands, signed out, once their account is deleted. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const title = t('privacy.deleted.title');
  useDocumentTitle(title);
  return (
    <section className="auth-card" data-testid="account-deleted-page">
      <h1>{title}</h1>
      <p role="status">{t('privacy.deleted.text')}</p>
      <p>{t('privacy.deleted.kept')}</p>
      <p>
        <Link to={localePath('/')} className="button">
          {t('privacy.deleted.home')}
        </Link>
      </p>
    </section>
  );
}
