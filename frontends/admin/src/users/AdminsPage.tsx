import { useQuery } from '@apollo/client/react';
import { Flex, Form, Input, Modal, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@guide/ui';
import { adminSchema, MessageKey, validateWith } from '@guide/validation';
import { fieldStatus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, DeleteButton, EditButton, ListHeader } from '../components/CrudList';
import { CrudModal } from '../components/CrudModal';
import { ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../components/list-page';
import { useCrudModal, type CrudTarget } from '../components/useCrudModal';
import { useDeleteRow } from '../components/useDeleteRow';
import { usePageTitle } from '../usePageTitle';
import { PAGE_SIZE } from './pagination';
import { ADMINS, CREATE_ADMIN, DELETE_ADMIN, ROLES, UPDATE_ADMIN, type AdminInput, type AdminRow } from './users.graphql';

/** The search in the address: `?q=martin`. */
const ADMIN_FILTERS = { search: text('q', 255) };

/**
 * /admin/users/admins: back-office accounts, searchable on name and e-mail (the search in the address), 20 per
 * page; create, edit (password optional), delete. The server refuses to delete or deactivate the last
 * administrator (LAST_ADMIN) and asks for the password to delete oneself.
 */
export function AdminsPage() {
  const { t } = useTranslation();
  const { admin: me, can } = useAdmin();
  usePageTitle(t('users.admins.title'));
  const { filters, set, pages } = useListPage(ADMIN_FILTERS);
  const list = useConnectionQuery(ADMINS, 'admins', { search: filters.search, first: PAGE_SIZE, after: pages.after });
  const remove = useDeleteRow(DELETE_ADMIN, {
    refetchQueries: ['Admins'],
    deleted: (admin: AdminRow) => t('users.admins.deleted', { name: `${admin.firstName} ${admin.lastName}` }),
    failed: () => t('users.admins.deleteFailed'),
  });
  const onDelete = (admin: AdminRow, currentPassword?: string) => remove(admin, { currentPassword: currentPassword ?? null });
  const [editing, setEditing] = useState<CrudTarget<AdminRow>>(null);
  const [deletingSelf, setDeletingSelf] = useState<AdminRow | null>(null);

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
          {can('users.admins.update') && <EditButton onClick={() => setEditing(admin)} testId={`admin-edit-${admin.email}`} />}
          {can('users.admins.delete') &&
            (admin.id === me?.id ? (
              <DeleteButton onClick={() => setDeletingSelf(admin)} testId={`admin-delete-${admin.email}`} />
            ) : (
              <ConfirmDelete
                title={t('users.admins.confirmDelete', { name: `${admin.firstName} ${admin.lastName}` })}
                onConfirm={() => onDelete(admin)}
                testId={`admin-delete-${admin.email}`}
              />
            ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('users.admins.title')}
        onRefresh={() => void list.refetch()}
        create={can('users.admins.create') ? { label: t('users.admins.new'), testId: 'admin-new', onClick: () => setEditing('new') } : undefined}
      >
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('users.admins.search')}
          style={{ width: 260 }}
          testId="admins-search"
        />
      </ListHeader>
      <ListTable<AdminRow>
        list={list}
        columns={columns}
        emptyText={t('users.admins.empty')}
        data-testid="admins-table"
        testIdPrefix="admins"
        paged={{ pages, infoKey: 'users.admins.pageInfo' }}
        onOpen={can('users.admins.update') ? setEditing : undefined}
      />
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

function AdminModal({ admin, onClose }: { admin: CrudTarget<AdminRow>; onClose(): void }) {
  const { t } = useTranslation();
  const { data: roles } = useQuery(ROLES, { skip: admin === null });
  const crud = useCrudModal({
    target: admin,
    onClose,
    create: CREATE_ADMIN,
    update: UPDATE_ADMIN,
    refetchQueries: ['Admins', 'Roles'],
    initialValues: (editing): AdminFormValues => ({
      email: editing?.email ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      password: '',
      passwordConfirmation: '',
      roleId: editing?.role.id ?? '',
      active: editing?.active ?? true,
    }),
    // A new account needs a password; on edit an empty one keeps the current password.
    validate: (values, editing) => {
      const result = validateWith(adminSchema, values);
      const errors: Record<string, string> = result.ok ? {} : { ...result.fieldErrors };
      if (!editing && !values.password && !errors.password) errors.password = MessageKey.REQUIRED;
      return errors;
    },
    toInput: (values): AdminInput => ({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password || null,
      passwordConfirmation: values.passwordConfirmation || null,
      roleId: values.roleId,
      active: values.active,
    }),
    saved: { created: 'users.admins.created', updated: 'users.admins.updated', name: (input) => `${input.firstName} ${input.lastName}` },
  });
  const { editing, formik } = crud;
  const roleOptions = (roles?.roles ?? []).filter((role) => role.interface === 'BACK_OFFICE').map((role) => ({ value: role.id, label: role.name }));
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('users.admins.editTitle', { name: `${editing.firstName} ${editing.lastName}` }) : t('users.admins.createTitle')}
      saveTestId="admin-save"
    >
      <Flex gap={12}>
        <Form.Item label={t('users.admins.fields.lastName')} htmlFor="admin-last-name" required style={{ flex: 1 }} {...fieldStatus(formik, 'lastName', t)}>
          <Input
            id="admin-last-name"
            name="lastName"
            value={formik.values.lastName}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="admin-last-name"
          />
        </Form.Item>
        <Form.Item label={t('users.admins.fields.firstName')} htmlFor="admin-first-name" required style={{ flex: 1 }} {...fieldStatus(formik, 'firstName', t)}>
          <Input
            id="admin-first-name"
            name="firstName"
            value={formik.values.firstName}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="admin-first-name"
          />
        </Form.Item>
      </Flex>
      <Form.Item label={t('users.admins.fields.email')} htmlFor="admin-email" required {...fieldStatus(formik, 'email', t)}>
        <Input
          id="admin-email"
          name="email"
          type="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="admin-email"
        />
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
          <Input.Password
            id="admin-password"
            name="password"
            autoComplete="new-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="admin-password"
          />
        </Form.Item>
        <Form.Item
          label={t('users.admins.fields.passwordConfirmation')}
          htmlFor="admin-password-confirmation"
          style={{ flex: 1 }}
          {...fieldStatus(formik, 'passwordConfirmation', t)}
        >
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
    </CrudModal>
  );
}

/** Deleting one's own account: the server wants the current password (and users.admins.delete-self). */
function DeleteSelfModal({
  admin,
  onClose,
  onDelete,
}: {
  admin: AdminRow | null;
  onClose(): void;
  onDelete(admin: AdminRow, password: string): Promise<boolean>;
}) {
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
      <Input.Password
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        aria-label={t('users.admins.currentPassword')}
        placeholder={t('users.admins.currentPassword')}
      />
    </Modal>
  );
}
