import { useMutation, useQuery } from '@apollo/client/react';
import { RedoOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { CursorPager, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { eventLabelKey } from './webhook-form';
import { REDELIVER_WEBHOOK, WEBHOOK_DELIVERIES, type DeliveryRow, type WebhookRow } from './webhooks.graphql';

const STATUS_COLOURS = { PENDING: 'blue', SUCCEEDED: 'green', FAILED: 'red' } as const;

/** One webhook's deliveries, newest first, page by page; staff who may update send one again (same delivery id). */
export function DeliveriesDrawer({ webhook, onClose }: { webhook: WebhookRow; onClose(): void }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery(WEBHOOK_DELIVERIES, {
    variables: { webhookId: webhook.id, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.webhookDeliveries;
  const [redeliver, { loading: sending }] = useMutation(REDELIVER_WEBHOOK);
  const onRedeliver = async (row: DeliveryRow) => {
    try {
      await redeliver({ variables: { deliveryId: row.id } });
      notification.success({ title: t('webhooks.redelivered') });
      await refetch();
    } catch (e) {
      notification.error({ title: errorMessage(t, e) });
    }
  };
  return (
    <Drawer
      open
      width={960}
      title={t('webhooks.deliveriesTitle', { url: webhook.url })}
      onClose={onClose}
      extra={<Button onClick={() => void refetch()}>{t('common.refresh')}</Button>}
      destroyOnHidden
    >
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<DeliveryRow>
        rowKey="id"
        size="small"
        loading={loading && !connection}
        dataSource={connection?.edges.map((e) => e.node) ?? []}
        pagination={false}
        locale={{ emptyText: t('webhooks.noDeliveries') }}
        data-testid="webhook-deliveries"
        columns={[
          {
            title: t('webhooks.fields.event'),
            key: 'event',
            render: (_, row) => <span title={row.event}>{t(eventLabelKey(row.event), { defaultValue: row.event })}</span>,
          },
          {
            title: t('webhooks.fields.status'),
            key: 'status',
            render: (_, row) => (
              <Tag color={STATUS_COLOURS[row.status]} data-testid={`delivery-status-${row.id}`}>
                {t(`webhooks.status.${row.status}`)}
              </Tag>
            ),
          },
          { title: t('webhooks.fields.attempts'), dataIndex: 'attempts', key: 'attempts' },
          {
            title: t('webhooks.fields.responseStatus'),
            key: 'responseStatus',
            render: (_, row) => row.responseStatus ?? <Typography.Text type="secondary">{t('webhooks.noAnswer')}</Typography.Text>,
          },
          { title: t('webhooks.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
          {
            title: t('webhooks.fields.lastAttemptAt'),
            key: 'lastAttemptAt',
            render: (_, row) => (row.lastAttemptAt ? formatDateTime(row.lastAttemptAt) : '—'),
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) =>
              can('settings.users.update') && (
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  loading={sending}
                  onClick={() => void onRedeliver(row)}
                  data-testid={`delivery-redeliver-${row.id}`}
                >
                  {t('webhooks.redeliver')}
                </Button>
              ),
          },
        ]}
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.webhookDeliveries.pageInfo}
        loading={loading}
        infoKey="webhooks.pageInfo"
        testIdPrefix="webhook-deliveries"
      />
    </Drawer>
  );
}
