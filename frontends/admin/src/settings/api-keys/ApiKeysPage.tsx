import { KeyOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, fieldErrors, formatDateTime, inParis } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { EMPTY_API_KEY, apiKeyStatus, heldCatalog, toApiKeyInput, validateApiKey, type ApiKeyStatus, type ApiKeyValues } from './api-key-form';
import { API_KEYS, CREATE_API_KEY, REVOKE_API_KEY, type ApiKeyRow } from './api-keys.graphql';

const STATUS_COLOUR: Record<ApiKeyStatus, string> = { active: 'green', expired: 'orange', revoked: 'red' };
const today = () => inParis(Date.now()).format('YYYY-MM-DD');

/**
 * Settings › API keys: partners' keys to the API (name, prefix, permissions, dates, the day's calls, status),
 * a key created with a subset of the signed-in member's own permissions and its secret shown once, and
 * revocation behind a confirmation. The API: services/identity/src/api-keys (README there).
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  usePageTitle(t('apiKeys.title'));
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const { data, loading, error, refetch } = useQuery(API_KEYS, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(REVOKE_API_KEY);
  const [creating, setCreating] = useState(false);

  async function onRevoke(row: ApiKeyRow) {
    try {
      await revoke({ variables: { id: row.id } });
      notification.success({ title: t('apiKeys.revoked', { name: row.name }) });
    } catch (e) {
      notification.error({ title: t('apiKeys.revokeFailed'), description: errorMessage(t, e) });
    }
  }

  const columns: TableColumnsType<ApiKeyRow> = [
    { title: t('apiKeys.fields.name'), key: 'name', render: (_, row) => <Typography.Text strong>{row.name}</Typography.Text> },
    {
      title: t('apiKeys.fields.prefix'),
      key: 'prefix',
      render: (_, row) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {row.prefix}…
        </Typography.Text>
      ),
    },
    {
      title: t('apiKeys.fields.permissions'),
      key: 'permissions',
      render: (_, row) => (
        <Tooltip title={row.permissions.join(', ')}>
          <span data-testid={`api-key-permissions-${row.id}`}>{t('apiKeys.permissionCount', { count: row.permissions.length })}</span>
        </Tooltip>
      ),
    },
    { title: t('apiKeys.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('apiKeys.fields.expiresAt'), key: 'expiresAt', render: (_, row) => (row.expiresAt ? formatDateTime(row.expiresAt) : t('apiKeys.never')) },
    {
      title: t('apiKeys.fields.lastUsedAt'),
      key: 'lastUsedAt',
      render: (_, row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t('apiKeys.neverUsed')),
    },
    { title: t('apiKeys.fields.requestsToday'), key: 'requestsToday', align: 'right', render: (_, row) => row.requestsToday },
    {
      title: t('apiKeys.fields.status'),
      key: 'status',
      render: (_, row) => {
        const status = apiKeyStatus(row);
        return (
          <Tag color={STATUS_COLOUR[status]} data-testid={`api-key-status-${row.id}`}>
            {t(`apiKeys.status.${status}`)}
          </Tag>
        );
      },
    },
  ];
  if (can('settings.users.delete')) {
    columns.push({
      key: 'actions',
      align: 'right',
      render: (_, row) =>
        !row.revokedAt && (
          <Popconfirm
            title={t('apiKeys.confirmRevoke', { name: row.name })}
            description={t('apiKeys.confirmRevokeDescription')}
            okText={t('apiKeys.revoke')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-confirm' } as ButtonProps}
            onConfirm={() => onRevoke(row)}
          >
            <Button size="small" danger icon={<StopOutlined />} data-testid={`api-key-revoke-${row.id}`}>
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>
        ),
    });
  }

  return (
    <>
      <ListHeader
        title={t('apiKeys.title')}
        intro={t('apiKeys.intro')}
        onRefresh={() => void refetch()}
        create={can('settings.users.create') ? { label: t('apiKeys.new'), testId: 'api-key-new', onClick: () => setCreating(true) } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<ApiKeyRow>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.apiKeys ?? []}
        pagination={false}
        locale={{ emptyText: t('apiKeys.empty') }}
        columns={columns}
        data-testid="api-keys"
      />
      {creating && <CreateApiKeyModal onClose={() => setCreating(false)} />}
    </>
  );
}

/** The create form, then (same dialog) the secret, shown this once with a copy button. */
function CreateApiKeyModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { admin } = useAdmin();
  const held = useMemo(() => admin?.permissions ?? [], [admin]);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create] = useMutation(CREATE_API_KEY, { refetchQueries: ['ApiKeys'], awaitRefetchQueries: true });
  const formik = useFormik<ApiKeyValues>({
    initialValues: EMPTY_API_KEY,
    validate: (values) => validateApiKey(values, today()),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const result = await create({ variables: { input: toApiKeyInput(values, held) } });
        setSecret(result.data?.createApiKey.secret ?? null);
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).filter(([name]) => name === 'name' || name === 'permissions' || name === 'expiresAt');
        if (fields.length) {
          const named = fields.map(([name, key]) => [name === 'expiresAt' ? 'expiresOn' : name, key] as const);
          void formik.setTouched(Object.fromEntries(named.map(([name]) => [name, true])), false);
          formik.setErrors(Object.fromEntries(named));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const message = (key: string) => t([`apiKeys.errors.${key}`, `auth.messages.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
  const status = (name: keyof ApiKeyValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{message(error)}</span> }
      : {};
  };

  const catalog = useMemo(() => heldCatalog(held), [held]);
  const label = (kind: 'areas' | 'resources' | 'actions', key: string) => t(`users.permissionLabels.${kind}.${key}`, { defaultValue: key });
  const treeData = useMemo(
    () =>
      catalog.map((group) => ({
        key: `area:${group.area}`,
        title: label('areas', group.area),
        children: group.resources.map((resource) => ({
          key: `resource:${group.area}.${resource.resource}`,
          title: label('resources', resource.resource),
          children: resource.actions.map((action) => ({ key: action.key, title: <span title={action.key}>{label('actions', action.action)}</span> })),
        })),
      })),
    [catalog, t],
  );
  const heldSet = useMemo(() => new Set(held), [held]);

  if (secret) {
    return (
      <Modal
        open
        title={t('apiKeys.secretTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={onClose} data-testid="api-key-secret-done">
            {t('apiKeys.secretDone')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t('apiKeys.secretWarning')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph>{t('apiKeys.secretUsage')}</Typography.Paragraph>
        <Typography.Paragraph
          code
          copyable={{ text: secret, tooltips: [t('apiKeys.copy'), t('apiKeys.copied')] }}
          style={{ wordBreak: 'break-all' }}
          data-testid="api-key-secret"
        >
          {secret}
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('apiKeys.createTitle')}
      okText={t('apiKeys.create')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'api-key-save', onMouseDown: keepFocus } as ButtonProps}
      width={720}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('apiKeys.fields.name')} htmlFor="api-key-name" required extra={t('apiKeys.nameHelp')} {...status('name')}>
          <Input
            id="api-key-name"
            name="name"
            autoFocus
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="api-key-name"
          />
        </Form.Item>
        <Form.Item label={t('apiKeys.fields.expiresAt')} htmlFor="api-key-expires" extra={t('apiKeys.expiresHelp')} {...status('expiresOn')}>
          <DatePicker
            id="api-key-expires"
            format="DD/MM/YYYY"
            placeholder={t('apiKeys.never')}
            disabledDate={(day) => day.format('YYYY-MM-DD') < today()}
            value={formik.values.expiresOn ? dayjs(formik.values.expiresOn, 'YYYY-MM-DD') : null}
            onChange={(day) => void formik.setFieldValue('expiresOn', day ? day.format('YYYY-MM-DD') : null)}
            data-testid="api-key-expires"
          />
        </Form.Item>
        <Form.Item
          label={t('apiKeys.fields.permissions')}
          required
          extra={t('apiKeys.permissionsHelp', { count: formik.values.permissions.length })}
          {...status('permissions')}
        >
          <div
            style={{ maxHeight: 320, overflow: 'auto', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 8 }}
            data-testid="api-key-permissions"
          >
            {treeData.length ? (
              <Tree
                checkable
                selectable={false}
                defaultExpandAll
                treeData={treeData}
                checkedKeys={formik.values.permissions}
                onCheck={(checked) => {
                  const keys = (Array.isArray(checked) ? checked : checked.checked).map(String).filter((key) => heldSet.has(key));
                  void formik.setFieldTouched('permissions', true, false);
                  void formik.setFieldValue('permissions', keys);
                }}
              />
            ) : (
              <Typography.Text type="secondary">{t('apiKeys.noPermissions')}</Typography.Text>
            )}
          </div>
        </Form.Item>
        <Typography.Text type="secondary">
          <KeyOutlined /> {t('apiKeys.createNote')}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
