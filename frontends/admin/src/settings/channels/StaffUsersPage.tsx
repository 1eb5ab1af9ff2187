import { TeamOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../usePageTitle';

/** /admin/settings/users (the spec's Settings › Users): staff accounts live in Users › Administrators; this says so and leads there. */
export function StaffUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('staffUsers.title'));
  return (
    <Result
      icon={<TeamOutlined />}
      title={t('staffUsers.title')}
      subTitle={t('staffUsers.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/users/admins')} data-testid="staff-users-open">
          {t('staffUsers.open')}
        </Button>
      }
    />
  );
}
