import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** When a screen crashes while rendering: the 500 page, with a full reload of the dashboard as the way out. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status={500}
      title={t('ui:errorPage.500.title')}
      subTitle={t('ui:errorPage.500.message')}
      extra={
        <Button type="primary" href="/admin/dashboard">
          {t('errors.backToDashboard')}
        </Button>
      }
    />
  );
}
