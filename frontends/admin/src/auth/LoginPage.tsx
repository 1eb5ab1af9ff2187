import { useMutation } from '@apollo/client';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { errorCode } from '@guide/ui';
import { itemStatus } from '../forms/formik-antd';
import { ADMIN_LOGIN, type AdminLoginData, type AdminLoginVariables } from './auth.graphql';
import { setSession } from './session';
import { useSession } from './useSession';

/** Spec section 5: email required and valid; password required. Messages are translation keys. */
const loginSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.email'),
  password: yup.string().required('validation.required'),
});

/** Which message a failed login shows (spec section 8). */
function loginErrorKey(error: unknown): string {
  switch (errorCode(error)) {
    case 'TOO_MANY_REQUESTS':
      return 'login.errors.tooManyAttempts';
    case 'UNAUTHENTICATED':
    case 'BAD_USER_INPUT':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
      return 'login.errors.invalidCredentials';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}

export function LoginPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useMutation<AdminLoginData, AdminLoginVariables>(ADMIN_LOGIN);
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
        if (!data) throw new Error('empty adminLogin response');
        setSession(data.adminLogin);
        notification.success({ title: t('login.success') });
        navigate(from, { replace: true });
      } catch (error) {
        setFailure(loginErrorKey(error));
      }
    },
  });

  if (session) return <Navigate to={from} replace />;

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(failure)}
          description={failure === 'login.errors.invalidCredentials' ? t('login.errors.checkDetails') : undefined}
          data-testid="admin-login-error"
        />
      )}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} noValidate requiredMark={false}>
        <Form.Item label={t('login.email')} htmlFor="admin-login-email" {...itemStatus(formik, 'email', t)}>
          <Input
            id="admin-login-email"
            name="email"
            type="email"
            size="large"
            autoComplete="username"
            autoFocus
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="admin-login-email"
          />
        </Form.Item>
        <Form.Item label={t('login.password')} htmlFor="admin-login-password" {...itemStatus(formik, 'password', t)}>
          <Input.Password
            id="admin-login-password"
            name="password"
            size="large"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="admin-login-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting} data-testid="admin-login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
