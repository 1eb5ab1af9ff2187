import { useApolloClient, useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, useToast } from '@guide/ui';
import { loginSchema } from '@guide/validation';
import { useLocalePath } from '../locale';
import { LOGIN, ME } from './auth.graphql';
import { AuthCard } from './AuthCard';
import { FormFailure, generalErrorKey } from './errors';
import { CheckboxField, Notice, SubmitButton, TextField } from './form';
import { safeRedirect } from './redirect';
import { ResendVerification } from './ResendVerification';
import { markSignedIn, useCustomer } from './session';

type Outcome = { kind: 'failure'; key: string } | { kind: 'unverified'; email: string } | null;

/** Which message a refused sign-in shows: one generic message for a wrong email or password (spec §8). */
function failureKey(error: unknown): string {
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
    case 'BAD_USER_INPUT':
    case 'NOT_FOUND':
    case 'FORBIDDEN':
      return 'auth.login.invalid';
    default:
      return generalErrorKey(error);
  }
}

/** /login: email, password and "remember me"; then back to the page the customer came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), localePath('/account'));
  const { customer, loading } = useCustomer();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [login] = useMutation(LOGIN);
  const [done, setDone] = useState(false);

  const formik = useFormik({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setOutcome(null);
      const email = values.email.trim();
      try {
        await login({ variables: { email, password: values.password, rememberMe: values.rememberMe } });
        markSignedIn();
        await client.query({ query: ME, fetchPolicy: 'network-only' });
        setDone(true);
        toast.success(t('auth.login.success'));
        navigate(target, { replace: true });
      } catch (error) {
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED') {
          setOutcome({ kind: 'unverified', email });
          return;
        }
        const key = failureKey(error);
        if (key === 'auth.errors.tooManyRequests') toast.error(t('auth.login.tooManyAttempts'));
        setOutcome({ kind: 'failure', key });
      }
    },
  });

  // Already signed in (e.g. the back button): straight to where the customer was going.
  if (!loading && customer && !done && !formik.isSubmitting) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      testId="login-page"
      footer={
        <>
          <p>
            <Link to={localePath('/forgot-password')} data-testid="login-forgot">
              {t('auth.login.forgot')}
            </Link>
          </p>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link to={localePath('/register')} data-testid="login-register">
              {t('auth.login.register')}
            </Link>
          </p>
        </>
      }
    >
      {params.get('reason') === 'password-changed' && !outcome && (
        <Notice kind="info" testId="login-password-changed">
          <p>{t('auth.login.afterPasswordChange')}</p>
        </Notice>
      )}
      {outcome?.kind === 'failure' && outcome.key === 'auth.login.invalid' && (
        <div className="notice notice--error" role="alert" data-testid="login-error">
          <p>
            <strong>{t('auth.login.invalid')}</strong>
          </p>
          <p>{t('auth.login.invalidHelp')}</p>
        </div>
      )}
      {outcome?.kind === 'failure' && outcome.key !== 'auth.login.invalid' && (
        <FormFailure messageKey={outcome.key === 'auth.errors.tooManyRequests' ? 'auth.login.tooManyAttempts' : outcome.key} testId="login-error" />
      )}
      {outcome?.kind === 'unverified' && (
        <div className="notice notice--warning" role="alert" data-testid="login-unverified">
          <p>
            <strong>{t('auth.login.unverified')}</strong>
          </p>
          <p>{t('auth.login.unverifiedHelp')}</p>
          <ResendVerification key={outcome.email} initialEmail={outcome.email} compact />
        </div>
      )}
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('auth.login.title')}>
        <TextField formik={formik} name="email" type="email" label={t('auth.fields.email')} autoComplete="username" required testId="login-email" />
        <TextField
          formik={formik}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          testId="login-password"
        />
        <CheckboxField formik={formik} name="rememberMe" label={t('auth.login.rememberMe')} testId="login-remember" />
        <SubmitButton busy={formik.isSubmitting} testId="login-submit">
          {formik.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
