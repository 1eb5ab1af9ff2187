import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { passwordChangeSchema } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../auth/errors';
import { applyServerErrors, Notice, SubmitButton, TextField } from '../auth/form';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { CHANGE_PASSWORD } from './account.graphql';

/** Spec §9: the customer is signed out automatically 5 seconds after changing the password. */
export const SIGN_OUT_DELAY_SECONDS = 5;

/** /account/password: current password, new password and confirmation; then the countdown and sign-out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const title = t('account.password.title');
  useDocumentTitle(title);
  const [change] = useMutation(CHANGE_PASSWORD);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const signingOut = useRef(false);

  const formik = useFormik({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validationSchema: passwordChangeSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await change({ variables: values });
        toast.success(t('account.password.changed'));
        setSecondsLeft(SIGN_OUT_DELAY_SECONDS);
      } catch (e) {
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });

  /** /logout ends the session, then the login page says why. */
  function signOutNow() {
    if (signingOut.current) return;
    signingOut.current = true;
    navigate(localePath('/logout?reason=password-changed'), { replace: true });
  }

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      signOutNow();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((s) => (s === null ? s : s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  if (secondsLeft !== null) {
    return (
      <section className="account-section" data-testid="password-page">
        <h1>{title}</h1>
        <Notice kind="success" testId="password-changed">
          <p>
            <strong>{t('account.password.changed')}</strong>
          </p>
          <p aria-live="polite" data-testid="password-countdown" data-seconds={secondsLeft}>
            {t('account.password.countdown', { count: Math.max(secondsLeft, 0) })}
          </p>
          <p>
            <button type="button" className="button button--secondary" onClick={signOutNow} data-testid="password-sign-out-now">
              {t('account.password.signOutNow')}
            </button>
          </p>
        </Notice>
      </section>
    );
  }

  return (
    <section className="account-section" data-testid="password-page">
      <h1>{title}</h1>
      <p className="account-section__lead">{t('account.password.lead')}</p>
      {failure && <FormFailure messageKey={failure} />}
      <form className="auth-form auth-form--narrow" onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <TextField
          formik={formik}
          name="currentPassword"
          type="password"
          label={t('account.password.current')}
          autoComplete="current-password"
          required
          testId="password-current"
        />
        <NewPasswordFields formik={formik} testIdPrefix="password-new" />
        <SubmitButton busy={formik.isSubmitting} testId="password-submit">
          {t('account.password.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
