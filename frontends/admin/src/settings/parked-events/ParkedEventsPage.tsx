import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Flex, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { SERVICES, rowOf, type ParkedEventRow, type ServiceParkedEvents } from './parked-events.graphql';

const UPDATE = 'settings.configuration.update';

/**
 * /admin/settings/parked-events: per service, the events its consumers gave up on (PARKED) and the later
 * events of the same entities held behind them (WAITING). Staff with settings.configuration.update replay
 * or discard the first failed event of an entity (confirmed); the ones behind it then follow in order.
 */
export function ParkedEventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('parkedEvents.title'));
  const client = useApolloClient();
  return (
    <>
      <ListHeader
        title={t('parkedEvents.title')}
        intro={t('parkedEvents.intro')}
        onRefresh={() => void client.refetchQueries({ include: SERVICES.map((s) => s.list) })}
      />
      <Flex vertical gap={16}>
        {SERVICES.map((service) => (
          <ServiceSection key={service.service} service={service} />
        ))}
      </Flex>
    </>
  );
}

/** One service's list: its own query, so a service that is down hides nothing of the others. */
function ServiceSection({ service }: { service: ServiceParkedEvents }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(service.list, { fetchPolicy: 'cache-and-network' });
  const rows = data?.events.map(rowOf);
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const refetchQueries = [service.list];
  const [replay] = useMutation(service.replay, { refetchQueries, awaitRefetchQueries: true });
  const [discard] = useMutation(service.discard, { refetchQueries, awaitRefetchQueries: true });

  const act = async (action: 'replay' | 'discard', row: ParkedEventRow) => {
    try {
      const variables = { consumer: row.consumer, eventId: row.eventId };
      if (action === 'discard') {
        await discard({ variables });
        notification.success({ title: t('parkedEvents.discarded') });
        return;
      }
      const after = (await replay({ variables })).data?.event;
      if (after?.status === 'REPLAYED') notification.success({ title: t('parkedEvents.replayed') });
      else notification.warning({ title: t('parkedEvents.stillFailing'), description: after?.error ?? undefined });
    } catch (e) {
      notification.error({ title: t('parkedEvents.actionFailed'), description: errorMessage(t, e) });
    }
  };

  const columns: TableColumnsType<ParkedEventRow> = [
    {
      title: t('parkedEvents.fields.type'),
      key: 'type',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.type}</Typography.Text>
          <Typography.Text type="secondary">{row.consumer}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('parkedEvents.fields.key'),
      dataIndex: 'key',
      key: 'key',
      render: (key: string) => (
        <Typography.Text code copyable>
          {key}
        </Typography.Text>
      ),
    },
    {
      title: t('parkedEvents.fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: ParkedEventRow['status']) => <Tag color={status === 'PARKED' ? 'red' : 'gold'}>{t(`parkedEvents.status.${status}`)}</Tag>,
    },
    {
      title: t('parkedEvents.fields.error'),
      key: 'error',
      render: (_, row) =>
        row.status === 'WAITING' ? (
          <Typography.Text type="secondary">{t('parkedEvents.waitingBehind')}</Typography.Text>
        ) : (
          <Typography.Paragraph type="danger" ellipsis={{ rows: 2, tooltip: row.error }} style={{ margin: 0, maxWidth: 360 }}>
            {row.error}
          </Typography.Paragraph>
        ),
    },
    { title: t('parkedEvents.fields.attempts'), dataIndex: 'attempts', key: 'attempts', align: 'right' },
    {
      title: t('parkedEvents.fields.dates'),
      key: 'dates',
      render: (_, row) =>
        row.firstFailedAt ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{t('parkedEvents.firstFailure', { date: formatDateTime(row.firstFailedAt) })}</Typography.Text>
            {row.lastFailedAt && (
              <Typography.Text type="secondary">{t('parkedEvents.lastFailure', { date: formatDateTime(row.lastFailedAt) })}</Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('parkedEvents.parkedAt', { date: formatDateTime(row.parkedAt) })}</Typography.Text>
        ),
    },
  ];
  if (can(UPDATE)) {
    columns.push({
      title: t('parkedEvents.fields.actions'),
      key: 'actions',
      render: (_, row) =>
        row.status === 'PARKED' && (
          <Space wrap>
            <Popconfirm
              title={t('parkedEvents.confirmReplay')}
              description={t('parkedEvents.confirmReplayDescription')}
              okText={t('parkedEvents.replay')}
              cancelText={t('common.cancel')}
              onConfirm={() => act('replay', row)}
            >
              <Button size="small" icon={<RedoOutlined />} data-testid={`parked-replay-${row.eventId}`}>
                {t('parkedEvents.replay')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('parkedEvents.confirmDiscard')}
              description={t('parkedEvents.confirmDiscardDescription')}
              okText={t('parkedEvents.discard')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => act('discard', row)}
            >
              <Button size="small" danger icon={<StopOutlined />} data-testid={`parked-discard-${row.eventId}`}>
                {t('parkedEvents.discard')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    });
  }

  const label = t(`parkedEvents.services.${service.service}`);
  return (
    <Card
      title={
        <Space>
          {label}
          {rows && <Badge count={rows.length} showZero color={rows.length ? 'red' : 'green'} title={t('parkedEvents.count', { count: rows.length })} />}
        </Space>
      }
      data-testid={`parked-events-${service.service}`}
    >
      {error && !rows ? (
        <>
          <Typography.Paragraph>{t('parkedEvents.loadFailed')}</Typography.Paragraph>
          <LoadErrorAlert error={error} onRetry={() => void refetch()} />
        </>
      ) : (
        <Table<ParkedEventRow>
          rowKey="id"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          pagination={false}
          size="middle"
          locale={{ emptyText: t('parkedEvents.empty') }}
          data-testid={`parked-events-table-${service.service}`}
        />
      )}
    </Card>
  );
}
