import { useMutation, useQuery } from '@apollo/client/react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Modal, Space, Switch, Tag, Typography, type ButtonProps } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/useAdmin';
import { applyServerErrors, fieldStatus } from '../../auth/form-errors';
import { ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { CHANNELS, UPDATE_CHANNEL, UPDATE_CHANNEL_DETAILS, type ChannelRow } from './channels.graphql';

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
  const [editing, setEditing] = useState(false);

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
      extra={
        mayUpdate && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid={`channel-edit-${channel.code}`}>
            {t('channels.edit')}
          </Button>
        )
      }
      data-testid={`channel-${channel.code}`}
    >
      {editing && <ChannelDetailsModal channel={channel} onClose={() => setEditing(false)} />}
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

/** The channel's name and hostname; the server's refusals show on their fields. */
function ChannelDetailsModal({ channel, onClose }: { channel: ChannelRow; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [save, { loading }] = useMutation(UPDATE_CHANNEL_DETAILS, { refetchQueries: ['AdminChannels'], awaitRefetchQueries: true });
  const [other, setOther] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { name: channel.name, hostname: channel.hostname ?? '' },
    onSubmit: async (values) => {
      setOther(null);
      try {
        await save({ variables: { code: channel.code, input: { name: values.name, hostname: values.hostname.trim() || null } } });
        message.success(t('channels.details.saved'));
        onClose();
      } catch (e) {
        const rest = applyServerErrors(formik, e);
        if (rest === null || rest.length) setOther(errorMessage(t, e));
      }
    },
  });
  return (
    <Modal
      open
      title={t('channels.details.title', { name: channel.name })}
      onCancel={onClose}
      onOk={() => void formik.submitForm()}
      okText={t('channels.details.save')}
      cancelText={t('common.cancel')}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'channel-details-save' } as ButtonProps}
      destroyOnHidden
    >
      {other && <Alert type="error" showIcon title={other} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('channels.fields.name')} htmlFor="channel-name" required {...fieldStatus(formik, 'name', t)}>
          <Input id="channel-name" name="name" value={formik.values.name} onChange={formik.handleChange} maxLength={120} data-testid="channel-name" />
        </Form.Item>
        <Form.Item
          label={t('channels.fields.hostname')}
          htmlFor="channel-hostname"
          extra={t('channels.details.hostnameHelp')}
          {...fieldStatus(formik, 'hostname', t)}
        >
          <Input
            id="channel-hostname"
            name="hostname"
            value={formik.values.hostname}
            onChange={formik.handleChange}
            placeholder="www.guide-gourmand.fr"
            maxLength={253}
            data-testid="channel-hostname"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
