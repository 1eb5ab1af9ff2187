import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../usePageTitle';

export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('dashboard.title'));
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.welcome')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <Card title={t('dashboard.catalog.title')}>
            <Typography.Paragraph>{t('dashboard.catalog.text')}</Typography.Paragraph>
            <Space wrap>
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/catalog/establishments')}>
                {t('dashboard.catalog.list')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/catalog/establishments/new')}>
                {t('dashboard.catalog.new')}
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
    </>
  );
}
