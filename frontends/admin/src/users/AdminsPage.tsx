import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@guide/ui';
import { adminSchema, MessageKey, validateWith } from '@guide/validation';
import { applyServerErrors, fieldStatus, keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { usePageTitle } from '../usePageTitle';
import { errorMessage } from './errors';
import { PAGE_SIZE, useCursorPages } from './pagination';
import {
  ADMINS,
  CREATE_ADMIN,
  DELETE_ADMIN,
  ROLES,
  UPDATE_ADMIN,
  type AdminInput,
  type AdminRow,
  type AdminsData,
  type ListVariables,
  type RolesData,
} from './users.graphql';

/**
 * /admin/users/admins: back-office accounts; create, edit (password optional), delete. The server refuses
 * to delete or deactivate the last administrator (LAST_ADMIN) and asks for the password to delete oneself.
 */
export function AdminsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { admin: me, can } = useAdmin();
  usePageTitle(t('users.admins.title'));
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery<AdminsData, ListVariables>(ADMINS, {
    variables: { search: search || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.admins;
  const [remove] = useMutation(DELETE_ADMIN, { refetchQueries: ['Admins'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<AdminRow | 'new' | null>(null);
  const [deletingSelf, setDeletingSelf] = useState<AdminRow | null>(null);

  async function onDelete(admin: AdminRow, currentPassword?: string): Promise<boolean> {
    try {
      await remove({ variables: { id: admin.id, currentPassword: currentPassword ?? null } });
      notification.success({ title: t('users.admins.deleted', { name: `${admin.firstName} ${admin.lastName}` }) });
      return true;
    } catch (e) {
      notification.error({ title: t('users.admins.deleteFailed'), description: errorMessage(t, e) });
      return false;
    }
  }

  const columns: TableColumnsType<AdminRow> = [
    {
      title: t('users.admins.fields.name'),
      key: 'name',
      render: (_, admin) => (
        <Space>
          <Typography.Text strong>
            {admin.firstName} {admin.lastName}
          </Typography.Text>
          {admin.id === me?.id && <Tag color="blue">{t('users.admins.you')}</Tag>}
        </Space>
      ),
    },
    { title: t('users.admins.fields.email'), dataIndex: 'email', key: 'email' },
    { title: t('users.admins.fields.role'), key: 'role', render: (_, admin) => <Tag>{admin.role.name}</Tag> },
    {
      title: t('users.admins.fields.active'),
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">{t('users.admins.active')}</Tag> : <Tag>{t('users.admins.inactive')}</Tag>),
    },
    { title: t('users.admins.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, admin) => (
        <Space wrap>
          {can('users.admins.update') && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(admin)} data-testid={`admin-edit-${admin.email}`}>
              {t('users.edit')}
            </Button>
          )}
          {can('users.admins.delete') &&
            (admin.id === me?.id ? (
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => setDeletingSelf(admin)} data-testid={`admin-delete-${admin.email}`}>
                {t('users.delete')}
              </Button>
            ) : (
              <Popconfirm
                title={t('users.admins.confirmDelete', { name: `${admin.firstName} ${admin.lastName}` })}
                okText={t('users.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(admin)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} data-testid={`admin-delete-${admin.email}`}>
                  {t('users.delete')}
                </Button>
              </Popconfirm>
            ))}
        </Space>
      ),
    },
  ];

  const pageCount = connection ? Math.max(1, Math.ceil(connection.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('users.admins.title')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            placeholder={t('users.admins.search')}
            onSearch={(value) => {
              setSearch(value.trim());
              pages.reset();
            }}
            style={{ width: 260 }}
            data-testid="admins-search"
          />
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can('users.admins.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="admin-new">
              {t('users.admins.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && !connection && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(t, error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />}
      <Table<AdminRow>
        rowKey="id"
        columns={columns}
        dataSource={connection?.edges.map((edge) => edge.node) ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('users.admins.empty') }}
        data-testid="admins-table"
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{connection ? t('users.admins.pageInfo', { page: pages.page + 1, pages: pageCount, count: connection.totalCount }) : ''}</Typography.Text>
        <Flex gap={8}>
          <Button disabled={pages.page === 0 || loading} onClick={pages.previous}>
            {t('common.previous')}
          </Button>
          <Button disabled={!data?.admins.pageInfo.hasNextPage || loading} onClick={() => pages.next(data?.admins.pageInfo.endCursor)}>
            {t('common.next')}
          </Button>
        </Flex>
      </Flex>
      <AdminModal admin={editing} onClose={() => setEditing(null)} />
      <DeleteSelfModal admin={deletingSelf} onClose={() => setDeletingSelf(null)} onDelete={onDelete} />
    </>
  );
}

interface AdminFormValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  roleId: string;
  active: boolean;
}

function AdminModal({ admin, onClose }: { admin: AdminRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = admin !== null && admin !== 'new' ? admin : null;
  const [failure, setFailure] = useState<string | null>(null);
  const { data: roles } = useQuery<RolesData>(ROLES, { skip: admin === null });
  const options = { refetchQueries: ['Admins', 'Roles'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_ADMIN, options);
  const [update] = useMutation(UPDATE_ADMIN, options);
  const formik = useFormik<AdminFormValues>({
    initialValues: {
      email: editing?.email ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      password: '',
      passwordConfirmation: '',
      roleId: editing?.role.id ?? '',
      active: editing?.active ?? true,
    },
    enableReinitialize: true,
    // A new account needs a password; on edit an empty one keeps the current password.
    validate: (values) => {
      const result = validateWith(adminSchema, values);
      const errors: Record<string, string> = result.ok ? {} : { ...result.fieldErrors };
      if (!editing && !values.password && !errors.password) errors.password = MessageKey.REQUIRED;
      return errors;
    },
    onSubmit: async (values) => {
      setFailure(null);
      const input: AdminInput = {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password || null,
        passwordConfirmation: values.passwordConfirmation || null,
        roleId: values.roleId,
        active: values.active,
      };
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'users.admins.updated' : 'users.admins.created', { name: `${input.firstName} ${input.lastName}` }) });
        formik.resetForm();
        onClose();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : errorMessage(t, error));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  const roleOptions = (roles?.roles ?? []).filter((role) => role.interface === 'BACK_OFFICE').map((role) => ({ value: role.id, label: role.name }));
  return (
    <Modal
      open={admin !== null}
      title={editing ? t('users.admins.editTitle', { name: `${editing.firstName} ${editing.lastName}` }) : t('users.admins.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'admin-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Flex gap={12}>
          <Form.Item label={t('users.admins.fields.lastName')} htmlFor="admin-last-name" required style={{ flex: 1 }} {...fieldStatus(formik, 'lastName', t)}>
            <Input id="admin-last-name" name="lastName" value={formik.values.lastName} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="admin-last-name" />
          </Form.Item>
          <Form.Item label={t('users.admins.fields.firstName')} htmlFor="admin-first-name" required style={{ flex: 1 }} {...fieldStatus(formik, 'firstName', t)}>
            <Input id="admin-first-name" name="firstName" value={formik.values.firstName} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="admin-first-name" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('users.admins.fields.email')} htmlFor="admin-email" required {...fieldStatus(formik, 'email', t)}>
          <Input id="admin-email" name="email" type="email" value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="admin-email" />
        </Form.Item>
        <Form.Item label={t('users.admins.fields.role')} htmlFor="admin-role" required {...fieldStatus(formik, 'roleId', t)}>
          <Select
            id="admin-role"
            value={formik.values.roleId || undefined}
            onChange={(value: string) => void formik.setFieldValue('roleId', value)}
            onBlur={() => void formik.setFieldTouched('roleId', true)}
            options={roleOptions}
            placeholder={t('users.admins.rolePlaceholder')}
            data-testid="admin-role"
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            label={t('users.admins.fields.password')}
            htmlFor="admin-password"
            required={!editing}
            style={{ flex: 1 }}
            extra={editing ? t('users.admins.passwordKeep') : undefined}
            {...fieldStatus(formik, 'password', t)}
          >
            <Input.Password id="admin-password" name="password" autoComplete="new-password" value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="admin-password" />
          </Form.Item>
          <Form.Item label={t('users.admins.fields.passwordConfirmation')} htmlFor="admin-password-confirmation" style={{ flex: 1 }} {...fieldStatus(formik, 'passwordConfirmation', t)}>
            <Input.Password
              id="admin-password-confirmation"
              name="passwordConfirmation"
              autoComplete="new-password"
              value={formik.values.passwordConfirmation}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid="admin-password-confirmation"
            />
          </Form.Item>
        </Flex>
        <Form.Item label={t('users.admins.fields.active')} {...fieldStatus(formik, 'active', t)}>
          <Switch checked={formik.values.active} onChange={(checked) => void formik.setFieldValue('active', checked)} data-testid="admin-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Deleting one's own account: the server wants the current password (and users.admins.delete-self). */
function DeleteSelfModal({ admin, onClose, onDelete }: { admin: AdminRow | null; onClose(): void; onDelete(admin: AdminRow, password: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={admin !== null}
      title={t('users.admins.deleteSelfTitle')}
      okText={t('users.delete')}
      okButtonProps={{ danger: true, disabled: !password }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={() => {
        setPassword('');
        onClose();
      }}
      onOk={async () => {
        if (!admin) return;
        setBusy(true);
        const done = await onDelete(admin, password);
        setBusy(false);
        if (done) {
          setPassword('');
          onClose();
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('users.admins.deleteSelfText')}</Typography.Paragraph>
      <Input.Password value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" aria-label={t('users.admins.currentPassword')} placeholder={t('users.admins.currentPassword')} />
    </Modal>
  );
}
