import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@guide/ui';
import { forgotPasswordSchema } from '@guide/validation';
import { RESEND_VERIFICATION_EMAIL } from './auth.graphql';
import { FormFailure, generalErrorKey } from './errors';
import { applyServerErrors, Notice, SubmitButton, TextField } from './form';

/** "Send the confirmation email again": after registering, on an expired link, or when sign-in says so. */
export function ResendVerification({ initialEmail = '', compact = false }: { initialEmail?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resend] = useMutation(RESEND_VERIFICATION_EMAIL);
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await resend({ variables: { email: values.email.trim() } });
        setSent(true);
        toast.success(t('auth.resend.sent'));
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        const key = leftovers && leftovers.length === 0 ? null : generalErrorKey(error);
        if (key === 'auth.errors.tooManyRequests') toast.error(t(key));
        setFailure(key);
      }
    },
  });
  return (
    <section className={`resend${compact ? ' resend--compact' : ''}`} aria-label={t('auth.resend.title')} data-testid="resend-verification">
      {!compact && <h2>{t('auth.resend.title')}</h2>}
      {sent && (
        <Notice kind="success" testId="resend-sent">
          <p>{t('auth.resend.sentText')}</p>
        </Notice>
      )}
      {failure && <FormFailure messageKey={failure} testId="resend-error" />}
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate>
        {!compact && <TextField formik={formik} name="email" type="email" label={t('auth.fields.email')} autoComplete="email" required testId="resend-email" />}
        <SubmitButton busy={formik.isSubmitting} testId="resend-submit">
          {t('auth.resend.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
