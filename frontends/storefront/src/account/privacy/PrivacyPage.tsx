import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteAccountSchema } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../../auth/errors';
import { applyServerErrors, SubmitButton, TextField } from '../../auth/form';
import { signOut } from '../../auth/sign-out';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { ConfirmDialog } from '../ConfirmDialog';
import { DELETE_MY_ACCOUNT, EXPORT_MY_DATA } from './privacy.graphql';
import './privacy.css';

/** The name of the downloaded file: the site and the day, e.g. `guide-gourmand-mes-donnees-2026-11-29.json`. */
export function exportFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.json`;
}

/** Hands JSON text to the browser as a file download. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /account/privacy ("Mes données", RGPD): download one's personal data as a JSON file, and delete one's
 * account with the current password after a clear warning; then the customer is signed out and sees
 * /account-deleted.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const title = t('privacy.title');
  useDocumentTitle(title);
  return (
    <section className="account-section" data-testid="privacy-page">
      <h1>{title}</h1>
      <p className="account-section__lead">{t('privacy.lead')}</p>
      <ExportData />
      <DeleteAccount />
    </section>
  );
}

function ExportData() {
  const { t } = useTranslation();
  const [exportData, { loading }] = useLazyQuery(EXPORT_MY_DATA, { fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);
  async function onExport() {
    setFailure(null);
    try {
      const { data, error } = await exportData();
      if (error || !data) throw error ?? new Error('no data');
      download(data.exportMyData, exportFileName(t('privacy.export.fileName')));
    } catch (e) {
      setFailure(generalErrorKey(e));
    }
  }
  return (
    <div className="privacy-block" data-testid="privacy-export">
      <h2>{t('privacy.export.title')}</h2>
      <p>{t('privacy.export.text')}</p>
      {failure && <FormFailure messageKey={failure} testId="privacy-export-error" />}
      <button type="button" className="button" onClick={() => void onExport()} disabled={loading} aria-busy={loading} data-testid="privacy-export-button">
        {t('privacy.export.button')}
      </button>
    </div>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [remove] = useMutation(DELETE_MY_ACCOUNT);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const formik = useFormik({
    initialValues: { currentPassword: '' },
    validationSchema: deleteAccountSchema,
    // The form only opens the confirmation; the dialog's button deletes.
    onSubmit: () => setConfirming(true),
  });

  async function confirmDelete() {
    setFailure(null);
    try {
      await remove({ variables: { currentPassword: formik.values.currentPassword } });
      // The API cleared the cookies: forget the customer here too, then say it is done.
      await signOut(client);
      navigate(localePath('/account-deleted'), { replace: true });
    } catch (e) {
      setConfirming(false);
      const leftovers = applyServerErrors(formik, e);
      setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
    } finally {
      formik.setSubmitting(false);
    }
  }

  return (
    <div className="privacy-block privacy-block--danger" data-testid="privacy-delete">
      <h2>{t('privacy.delete.title')}</h2>
      <div className="notice notice--warning" role="note">
        <p>
          <strong>{t('privacy.delete.warningTitle')}</strong>
        </p>
        <ul>
          <li>{t('privacy.delete.warningErased')}</li>
          <li>{t('privacy.delete.warningKept')}</li>
          <li>{t('privacy.delete.warningFinal')}</li>
        </ul>
      </div>
      {failure && <FormFailure messageKey={failure} />}
      <form className="auth-form auth-form--narrow" onSubmit={formik.handleSubmit} noValidate aria-label={t('privacy.delete.title')}>
        <TextField
          formik={formik}
          name="currentPassword"
          type="password"
          label={t('privacy.delete.password')}
          autoComplete="current-password"
          required
          testId="privacy-delete-password"
        />
        <SubmitButton busy={formik.isSubmitting && !confirming} testId="privacy-delete-submit">
          {t('privacy.delete.submit')}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('privacy.delete.confirmTitle')}
        confirmLabel={t('privacy.delete.confirm')}
        cancelLabel={t('privacy.delete.cancel')}
        busy={formik.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setConfirming(false);
          formik.setSubmitting(false);
        }}
      >
        <p>{t('privacy.delete.confirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
