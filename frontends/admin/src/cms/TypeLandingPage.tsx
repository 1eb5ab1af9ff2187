import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListHeader, LoadErrorAlert } from '../components/CrudList';
import { usePageTitle } from '../usePageTitle';
import { CMS_CONTENT_TYPES } from './content-types/content-types.graphql';
import { typeLabel } from './labels';

/**
 * /admin/cms/contents and /admin/cms/categories: the content types, each leading to its contents (or its
 * categories), with how many contents it holds.
 */
export function TypeLandingPage({ area }: { area: 'contents' | 'categories' }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`cms.${area}.landing.title`));
  const { data, loading, error, refetch } = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-and-network' });
  const types = data?.contentTypes ?? [];
  return (
    <>
      <ListHeader title={t(`cms.${area}.landing.title`)} intro={t(`cms.${area}.landing.intro`)} onRefresh={() => void refetch()} />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data && <Skeleton active />}
      {data && types.length === 0 && <Empty description={t('cms.contentTypes.empty')} />}
      <Row gutter={[16, 16]} data-testid={`cms-${area}-landing`}>
        {types.map((type) => (
          <Col key={type.slug} xs={24} sm={12} lg={8} xl={6}>
            <Link to={`/cms/${area}/${type.slug}`} data-testid={`cms-${area}-type-${type.slug}`}>
              <Card hoverable size="small">
                <Typography.Text strong>{typeLabel(type, i18n.language)}</Typography.Text> <RightOutlined style={{ fontSize: 10 }} />
                <br />
                <Typography.Text type="secondary">{t('cms.contentTypes.contentCount', { count: type.contentCount })}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
