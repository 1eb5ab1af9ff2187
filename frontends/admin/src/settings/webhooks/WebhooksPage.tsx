import { useMutation, useQuery } from '@apollo/client/react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS } from '@guide/vocabulary';
import { fieldErrors, formatDateTime } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { EMPTY_WEBHOOK, eventLabelKey, toWebhookInput, webhookSchema, type WebhookValues } from './webhook-form';
import { CREATE_WEBHOOK, DELETE_WEBHOOK, UPDATE_WEBHOOK, WEBHOOKS, type WebhookRow } from './webhooks.graphql';

/**
 * Settings › Webhooks: partners' URLs that receive the platform's events, signed (services/identity/src/webhooks).
 * The signing secret shows once, right after creation; each webhook's deliveries open in a drawer, where a
 * failed one can be sent again.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  usePageTitle(t('webhooks.title'));
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const { data, loading, error, refetch } = useQuery(WEBHOOKS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<WebhookRow | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookRow | null>(null);
  const [remove] = useMutation(DELETE_WEBHOOK, { refetchQueries: ['Webhooks'], awaitRefetchQueries: true });
  const onDelete = async (row: WebhookRow) => {
    try {
      await remove({ variables: { id: row.id } });
      notification.success({ title: t('webhooks.deleted') });
    } catch (e) {
      notification.error({ title: errorMessage(t, e) });
    }
  };
  return (
    <>
      <ListHeader
        title={t('webhooks.title')}
        intro={t('webhooks.intro')}
        onRefresh={() => void refetch()}
        create={can('settings.users.create') ? { label: t('webhooks.new'), testId: 'webhook-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<WebhookRow>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.webhooks ?? []}
        pagination={false}
        locale={{ emptyText: t('webhooks.empty') }}
        data-testid="webhooks"
        columns={[
          { title: t('webhooks.fields.url'), key: 'url', render: (_, row) => <Typography.Text code>{row.url}</Typography.Text> },
          {
            title: t('webhooks.fields.events'),
            key: 'events',
            render: (_, row) => (
              <Space size={[4, 4]} wrap>
                {row.events.map((event) => (
                  <Tag key={event} title={event}>
                    {t(eventLabelKey(event), { defaultValue: event })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('webhooks.fields.enabled'),
            key: 'enabled',
            render: (_, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'webhooks.on' : 'webhooks.off')}</Tag>,
          },
          { title: t('webhooks.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) => (
              <Space>
                <Button size="small" icon={<UnorderedListOutlined />} onClick={() => setDeliveriesOf(row)} data-testid={`webhook-deliveries-${row.id}`}>
                  {t('webhooks.deliveries')}
                </Button>
                {can('settings.users.update') && <EditButton onClick={() => setEditing(row)} testId={`webhook-edit-${row.id}`} />}
                {can('settings.users.delete') && (
                  <ConfirmDelete
                    title={t('webhooks.deleteTitle')}
                    description={t('webhooks.deleteDescription', { url: row.url })}
                    onConfirm={() => onDelete(row)}
                    testId={`webhook-delete-${row.id}`}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && <WebhookModal row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={setSecret} />}
      {secret && <SecretModal secret={secret} onClose={() => setSecret(null)} />}
      {deliveriesOf && <DeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
    </>
  );
}

function WebhookModal({ row, onClose, onCreated }: { row: WebhookRow | null; onClose(): void; onCreated(secret: string): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useMutation(CREATE_WEBHOOK, { refetchQueries: ['Webhooks'], awaitRefetchQueries: true });
  const [update] = useMutation(UPDATE_WEBHOOK, { refetchQueries: ['Webhooks'], awaitRefetchQueries: true });
  const formik = useFormik<WebhookValues>({
    initialValues: row ? { url: row.url, events: [...row.events], enabled: row.enabled } : EMPTY_WEBHOOK,
    validationSchema: webhookSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toWebhookInput(values);
      try {
        if (row) {
          await update({ variables: { id: row.id, input } });
          notification.success({ title: t('webhooks.saved') });
          onClose();
        } else {
          const created = await create({ variables: { input } });
          onClose();
          if (created.data) onCreated(created.data.createWebhook.signingSecret);
        }
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).filter(([name]) => name in EMPTY_WEBHOOK);
        if (fields.length) {
          void formik.setTouched(Object.fromEntries(fields.map(([name]) => [name, true])), false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const status = (name: 'url' | 'events') => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`field-error-${name}`}>{t([`webhooks.errors.${error}`, `ui:fieldErrors.${error}`, 'auth.messages.unknown'])}</span>,
        }
      : {};
  };
  return (
    <Modal
      open
      title={row ? t('webhooks.editTitle') : t('webhooks.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'webhook-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('webhooks.fields.url')} htmlFor="webhook-url" required extra={t('webhooks.urlHelp')} {...status('url')}>
          <Input
            id="webhook-url"
            name="url"
            autoFocus
            placeholder="https://partner.example/hooks/guide"
            value={formik.values.url}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="webhook-url"
          />
        </Form.Item>
        <Form.Item label={t('webhooks.fields.events')} required {...status('events')}>
          <Checkbox.Group
            value={formik.values.events}
            onChange={(events) => {
              void formik.setFieldValue('events', events);
              void formik.setFieldTouched('events', true, false);
            }}
            data-testid="webhook-events"
          >
            <Space direction="vertical" size={4}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} data-testid={`webhook-event-${event}`}>
                  {t(eventLabelKey(event))} <Typography.Text type="secondary">({event})</Typography.Text>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t('webhooks.fields.enabled')} extra={t('webhooks.enabledHelp')}>
          <Switch checked={formik.values.enabled} onChange={(on) => void formik.setFieldValue('enabled', on)} data-testid="webhook-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The signing secret, this once: the server keeps no copy it could show again. */
function SecretModal({ secret, onClose }: { secret: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('webhooks.secretTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-done">
          {t('webhooks.secretDone')}
        </Button>
      }
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('webhooks.secretWarning')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret, tooltips: [t('webhooks.copy'), t('webhooks.copied')] }} code data-testid="webhook-secret">
        {secret}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('webhooks.secretHelp')}</Typography.Text>
    </Modal>
  );
}
