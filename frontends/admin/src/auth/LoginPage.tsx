import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '@guide/validation';
import { ADMIN_LOGIN, ADMIN_ME } from './auth.graphql';
import { fieldStatus, keepFocus } from './form-errors';
import { loginErrorKey } from './login-errors';
import { markSignedIn } from './session';

export function LoginPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  // Already signed in (known from the cache, e.g. the back button): no request from this page before a submit.
  const { data: known } = useQuery(ADMIN_ME, { fetchPolicy: 'cache-only' });
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useMutation(ADMIN_LOGIN);
  // `/` leads to the dashboard, or to the first screen of those who may not see it (routes.tsx).
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        // The session arrives as HttpOnly cookies; adminMe then says who signed in and what they may do.
        const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
        if (!data) throw new Error('empty adminLogin response');
        markSignedIn();
        await client.query({ query: ADMIN_ME, fetchPolicy: 'network-only' });
        notification.success({ title: t('login.success') });
        navigate(from, { replace: true });
      } catch (error) {
        setFailure(loginErrorKey(error));
      }
    },
  });

  if (known?.adminMe && !formik.isSubmitting) return <Navigate to={from} replace />;

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
        <Form.Item label={t('login.email')} htmlFor="admin-login-email" {...fieldStatus(formik, 'email', t)}>
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
        <Form.Item label={t('login.password')} htmlFor="admin-login-password" {...fieldStatus(formik, 'password', t)}>
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
        <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="admin-login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
