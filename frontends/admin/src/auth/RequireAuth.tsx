import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onSessionEvent } from './session';
import { useAdmin } from './useAdmin';

/** Pages behind login: without a session (after one refresh attempt), the login page, then back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { admin, loading, unreachable, retry } = useAdmin();
  const location = useLocation();
  const navigate = useNavigate();
  // A CSRF refusal or an expired page: the 419 page (outside the frame, it stands alone).
  useEffect(() => onSessionEvent('page-expired', () => navigate('/419')), [navigate]);
  if (loading) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="admin-session-checking">
        <Spin size="large" tip={t('auth.checking')}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }
  if (unreachable) {
    return (
      <Result
        status="warning"
        title={t('ui:errorPage.503.title')}
        subTitle={t('ui:errors.network')}
        extra={
          <Button type="primary" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!admin) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}
