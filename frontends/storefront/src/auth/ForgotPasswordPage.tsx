import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { forgotPasswordSchema } from '@guide/validation';
import { useLocalePath } from '../locale';
import { REQUEST_PASSWORD_RESET } from './auth.graphql';
import { AuthCard } from './AuthCard';
import { FormFailure, generalErrorKey } from './errors';
import { applyServerErrors, Notice, SubmitButton, TextField } from './form';

/** /forgot-password: emails a link to /reset-password/{token} (the address must belong to an account). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const localePath = useLocalePath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [request] = useMutation(REQUEST_PASSWORD_RESET);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      try {
        await request({ variables: { email } });
        setSentTo(email);
        toast.success(t('auth.forgot.success'));
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        const key = leftovers && leftovers.length === 0 ? null : generalErrorKey(error);
        if (key === 'auth.errors.tooManyRequests') toast.error(t(key));
        setFailure(key);
      }
    },
  });
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={sentTo ? undefined : t('auth.forgot.lead')}
      testId="forgot-password-page"
      footer={
        <p>
          <Link to={localePath('/login')}>{t('auth.forgot.backToLogin')}</Link>
        </p>
      }
    >
      {sentTo ? (
        <Notice kind="success" testId="forgot-password-sent">
          <p>{t('auth.forgot.success')}</p>
          <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
        </Notice>
      ) : (
        <>
          {failure && <FormFailure messageKey={failure} />}
          <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('auth.forgot.title')}>
            <TextField formik={formik} name="email" type="email" label={t('auth.fields.email')} autoComplete="email" required testId="forgot-email" />
            <SubmitButton busy={formik.isSubmitting} testId="forgot-submit">
              {t('auth.forgot.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}
