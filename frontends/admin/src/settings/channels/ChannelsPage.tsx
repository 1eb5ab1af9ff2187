import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Card, Descriptions, Flex, Space, Switch, Tag, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { CHANNELS, UPDATE_CHANNEL, type ChannelRow } from './channels.graphql';

/**
 * /admin/settings/channels: each channel's details (today the `default` one) and its maintenance switch. Turning
 * maintenance on closes the storefront (503 page) within seconds: it asks for a confirmation both ways.
 */
export function ChannelsPage() {
  const { t } = useTranslation();
  usePageTitle(t('channels.title'));
  const { data, loading, error, refetch } = useQuery(CHANNELS, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <ListHeader title={t('channels.title')} intro={t('channels.intro')} onRefresh={() => void refetch()} />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data && <Card loading />}
      <Flex vertical gap={16}>
        {data?.channels.map((channel) => (
          <ChannelCard key={channel.code} channel={channel} />
        ))}
      </Flex>
    </>
  );
}

function ChannelCard({ channel }: { channel: ChannelRow }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { message, modal } = App.useApp();
  // A Channel has no id (its code is its key): the list is asked again rather than updated in the cache.
  const [update, { loading }] = useMutation(UPDATE_CHANNEL, { refetchQueries: ['AdminChannels'], awaitRefetchQueries: true });
  const mayUpdate = can('settings.channels.update');

  function askToSwitch(on: boolean) {
    modal.confirm({
      title: t(on ? 'channels.maintenance.confirmOnTitle' : 'channels.maintenance.confirmOffTitle', { name: channel.name }),
      content: t(on ? 'channels.maintenance.confirmOnText' : 'channels.maintenance.confirmOffText'),
      okText: t(on ? 'channels.maintenance.turnOn' : 'channels.maintenance.turnOff'),
      okButtonProps: { danger: on, 'data-testid': 'maintenance-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await update({ variables: { code: channel.code, maintenanceMode: on } });
          message.success(t(on ? 'channels.maintenance.turnedOn' : 'channels.maintenance.turnedOff'));
        } catch (e) {
          message.error(errorMessage(t, e));
        }
      },
    });
  }

  return (
    <Card
      title={
        <Space>
          {channel.name}
          {channel.code === 'default' && <Tag>{t('channels.defaultChannel')}</Tag>}
        </Space>
      }
      data-testid={`channel-${channel.code}`}
    >
      {channel.maintenanceMode && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('channels.maintenance.onAlert')} data-testid="maintenance-alert" />
      )}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('channels.fields.code')}>
          <Typography.Text code>{channel.code}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('channels.fields.name')}>{channel.name}</Descriptions.Item>
        <Descriptions.Item label={t('channels.fields.hostname')}>
          {channel.hostname ?? <Typography.Text type="secondary">{t('channels.noHostname')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('channels.fields.defaultLocale')}>
          <Space wrap>
            {t(`channels.locales.${channel.defaultLocale}`, { defaultValue: channel.defaultLocale })}
            {can('settings.configuration.view') && <Link to="/settings/locales">{t('channels.changeLocales')}</Link>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('channels.fields.maintenanceMode')}>
          <Space direction="vertical" size={4}>
            <Space>
              <Switch
                checked={channel.maintenanceMode}
                disabled={!mayUpdate}
                loading={loading}
                onChange={(on) => askToSwitch(on)}
                aria-label={t('channels.fields.maintenanceMode')}
                data-testid={`maintenance-switch-${channel.code}`}
              />
              <Typography.Text>{t(channel.maintenanceMode ? 'channels.maintenance.on' : 'channels.maintenance.off')}</Typography.Text>
            </Space>
            <Typography.Text type="secondary">{t('channels.maintenance.help')}</Typography.Text>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
