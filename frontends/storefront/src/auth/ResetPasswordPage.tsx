import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors, useToast } from '@guide/ui';
import { resetPasswordSchema } from '@guide/validation';
import { useLocalePath } from '../locale';
import { RESET_PASSWORD } from './auth.graphql';
import { AuthCard } from './AuthCard';
import { FormFailure, generalErrorKey } from './errors';
import { applyServerErrors, Notice, SubmitButton } from './form';
import { NewPasswordFields } from './NewPasswordFields';

/** /reset-password/:token, the link of the reset email: a new password with the registration's rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { token = '' } = useParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [badLink, setBadLink] = useState<'TOKEN_INVALID' | 'TOKEN_EXPIRED' | null>(null);
  const [reset] = useMutation(RESET_PASSWORD);
  const formik = useFormik({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await reset({ variables: { token, ...values } });
        toast.success(t('auth.reset.success'));
        navigate(localePath('/login'), { replace: true });
      } catch (error) {
        const tokenKey = fieldErrors(error).token;
        if (tokenKey === 'TOKEN_INVALID' || tokenKey === 'TOKEN_EXPIRED') {
          setBadLink(tokenKey);
          return;
        }
        const leftovers = applyServerErrors(formik, error);
        const key = leftovers && leftovers.length === 0 ? null : generalErrorKey(error);
        if (key === 'auth.errors.tooManyRequests') toast.error(t(key));
        setFailure(key);
      }
    },
  });
  return (
    <AuthCard title={t('auth.reset.title')} lead={badLink ? undefined : t('auth.reset.lead')} testId="reset-password-page">
      {badLink ? (
        <Notice kind="warning" testId="reset-password-bad-link">
          <p>{t(`auth.messages.${badLink}`)}</p>
          <p>
            <Link to={localePath('/forgot-password')}>{t('auth.reset.askAgain')}</Link>
          </p>
        </Notice>
      ) : (
        <>
          {failure && <FormFailure messageKey={failure} />}
          <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('auth.reset.title')}>
            <NewPasswordFields formik={formik} testIdPrefix="reset-password" />
            <SubmitButton busy={formik.isSubmitting} testId="reset-submit">
              {t('auth.reset.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}
