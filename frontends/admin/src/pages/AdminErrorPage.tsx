import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ErrorPageCode } from '@guide/ui';
import { usePageTitle } from '../usePageTitle';

type ResultStatus = 403 | 404 | 500;

/** Back-office error page (antd Result) with the shared titles and messages and a way back to the dashboard. */
export function AdminErrorPage({ code }: { code: ErrorPageCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(`ui:errorPage.${code}.title`);
  usePageTitle(title);
  const status: ResultStatus = code === 403 || code === 404 ? code : 500;
  return (
    <Result
      status={status}
      title={title}
      subTitle={t(`ui:errorPage.${code}.message`)}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')} data-testid="error-home-link">
          {t('errors.backToDashboard')}
        </Button>
      }
      data-testid="error-page"
      data-code={code}
    />
  );
}
