import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, isLanguage } from '@guide/ui';
import { STATUS_COLOURS } from '../sales/order-status';
import { errorMessage } from '../users/errors';
import { DASHBOARD_SALES } from './dashboard.graphql';
import { periodVariables, type DayPeriod } from './period';

/** The chart library comes with the chart only (its own chunk), after the figures. */
const SalesChart = lazy(() => import('./SalesChart'));

/** The period's sales (dashboard.view): totals, the chart by day, orders by status, best sellers. */
export function SalesSection({ period }: { period: DayPeriod }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { data, loading, error, refetch } = useQuery(DASHBOARD_SALES, { variables: periodVariables(period), fetchPolicy: 'cache-and-network' });
  const money = (cents: number) => formatCents(cents, lang);
  const ordersLink = `/sales/orders?from=${period.first}&to=${period.last}`;

  if (error && !data)
    return (
      <Alert
        type="error"
        showIcon
        title={`${t('dashboard.error')} ${errorMessage(t, error)}`}
        action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        data-testid="dashboard-sales-error"
      />
    );
  const summary = data?.salesSummary;
  if (!summary)
    return (
      <Card title={t('dashboard.sales.title')} data-testid="dashboard-sales-loading">
        <Skeleton active />
      </Card>
    );
  const statuses = summary.ordersByStatus.filter((s) => s.count > 0);

  return (
    <section data-testid="dashboard-sales" aria-busy={loading}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Link to={ordersLink} style={{ display: 'block', color: 'inherit' }}>
              <Statistic title={t('dashboard.sales.sales')} value={money(summary.salesCents)} data-testid="dashboard-sales-total" />
            </Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Link to={ordersLink} style={{ display: 'block', color: 'inherit' }}>
              <Statistic title={t('dashboard.sales.orders')} value={summary.orderCount} data-testid="dashboard-sales-orders" />
            </Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t('dashboard.sales.average')} value={money(summary.averageOrderCents)} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('dashboard.sales.chartTitle')} extra={<Link to={ordersLink}>{t('dashboard.sales.seeOrders')}</Link>}>
            {summary.orderCount === 0 ? (
              <Empty description={t('dashboard.sales.empty')} data-testid="dashboard-sales-empty" />
            ) : (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
                <SalesChart days={summary.salesByDay} />
              </Suspense>
            )}
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
              {t('dashboard.sales.note')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('dashboard.sales.byStatus')} style={{ height: '100%' }}>
            {statuses.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.sales.empty')} />
            ) : (
              <List
                size="small"
                dataSource={statuses}
                data-testid="dashboard-by-status"
                renderItem={(s) => (
                  <List.Item extra={<Typography.Text strong>{s.count}</Typography.Text>}>
                    <Link to={`/sales/orders?status=${s.status}&from=${period.first}&to=${period.last}`}>
                      <Tag color={STATUS_COLOURS[s.status as keyof typeof STATUS_COLOURS]}>{t(`dashboard.status.${s.status}`, { defaultValue: s.status })}</Tag>
                    </Link>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('dashboard.sales.topProducts')} style={{ height: '100%' }}>
            <Table
              size="small"
              rowKey="productId"
              pagination={false}
              dataSource={summary.topProducts}
              locale={{ emptyText: t('dashboard.sales.noProducts') }}
              data-testid="dashboard-top-products"
              columns={[
                { title: t('dashboard.sales.product'), dataIndex: 'name', key: 'name' },
                { title: t('dashboard.sales.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right' },
                { title: t('dashboard.sales.amount'), dataIndex: 'salesCents', key: 'salesCents', align: 'right', render: (v: number) => money(v) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
