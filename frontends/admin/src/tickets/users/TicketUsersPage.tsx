import { TICKET_READ_ACCESS } from '@guide/vocabulary';
import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSchema, MessageKey, validateWith } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { useDeleteRow } from '../../components/useDeleteRow';
import type { TicketUserInput } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { ticketFieldStatus } from '../ticket-errors';
import { personName } from '../ticket-model';
import { CREATE_TICKET_USER, DELETE_TICKET_USER, TICKET_GROUPS, TICKET_USERS, UPDATE_TICKET_USER, type TicketUserRow } from '../tickets.graphql';

/**
 * /admin/tickets/users: the people tickets are assigned to. They sign in to this back office with their
 * mail and password and see the tickets only. Create, edit (the password kept when left empty), delete
 * (their tickets become unassigned).
 */
export function TicketUsersPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('tickets.users.title'));
  const { data, loading, error, refetch } = useQuery(TICKET_USERS, { fetchPolicy: 'cache-and-network' });
  const onDelete = useDeleteRow<TicketUserRow>(DELETE_TICKET_USER, {
    refetchQueries: ['TicketUsers'],
    deleted: (user) => t('tickets.users.deleted', { name: personName(user) }),
    failed: (user) => t('tickets.users.deleteFailed', { name: personName(user) }),
  });
  const [editing, setEditing] = useState<CrudTarget<TicketUserRow>>(null);

  const columns: TableColumnsType<TicketUserRow> = [
    { title: t('tickets.users.fields.name'), key: 'name', render: (_, user) => <Typography.Text strong>{personName(user)}</Typography.Text> },
    { title: t('tickets.users.fields.login'), dataIndex: 'login', key: 'login', render: (login: string) => <Typography.Text code>{login}</Typography.Text> },
    { title: t('tickets.users.fields.mail'), dataIndex: 'mail', key: 'mail', render: (mail: string) => <a href={`mailto:${mail}`}>{mail}</a> },
    {
      title: t('tickets.users.fields.groupIds'),
      key: 'groups',
      render: (_, user) => (user.groups.length ? user.groups.map((group) => <Tag key={group.id}>{group.name}</Tag>) : '—'),
    },
    {
      title: t('tickets.actions'),
      key: 'actions',
      render: (_, user) => (
        <Space wrap>
          {can('support.ticket-users.update') && <EditButton onClick={() => setEditing(user)} testId={`ticket-user-edit-${user.login}`} />}
          {can('support.ticket-users.delete') && (
            <ConfirmDelete
              title={t('tickets.users.confirmDelete', { name: personName(user) })}
              description={t('tickets.users.confirmDeleteText')}
              onConfirm={() => onDelete(user)}
              testId={`ticket-user-delete-${user.login}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('tickets.users.title')}
        intro={t('tickets.users.intro')}
        onRefresh={() => void refetch()}
        create={can('support.ticket-users.create') ? { label: t('tickets.users.new'), testId: 'ticket-user-new', onClick: () => setEditing('new') } : undefined}
      />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('tickets.users.signInNote')} data-testid="ticket-users-note" />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<TicketUserRow>
        columns={columns}
        dataSource={data?.ticketUsers ?? []}
        loading={loading && !data}
        emptyText={t('tickets.users.empty')}
        data-testid="ticket-users-table"
        onOpen={can('support.ticket-users.update') ? setEditing : undefined}
      />
      <TicketUserModal user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface TicketUserFormValues {
  login: string;
  firstName: string;
  lastName: string;
  mail: string;
  password: string;
  passwordConfirmation: string;
  groupIds: string[];
}

const LOGIN = /^[\p{L}\p{N}._@-]+$/u;

/** Names, mail and password follow the back-office accounts' shared rules; the login its own (ticket-user.graphql). */
function validateTicketUser(values: TicketUserFormValues, editing: TicketUserRow | null): Record<string, string> {
  const result = validateWith(adminSchema, { ...values, email: values.mail, roleId: '-' });
  const errors: Record<string, string> = {};
  if (!result.ok) {
    for (const [field, key] of Object.entries(result.fieldErrors)) errors[field === 'email' ? 'mail' : field] = key;
  }
  const login = values.login.trim();
  if (!login) errors.login = MessageKey.REQUIRED;
  else if (login.length > 60) errors.login = MessageKey.TOO_LONG;
  else if (!LOGIN.test(login)) errors.login = 'LOGIN_INVALID';
  if (!editing && !values.password && !errors.password) errors.password = MessageKey.REQUIRED;
  return errors;
}

function TicketUserModal({ user, onClose }: { user: CrudTarget<TicketUserRow>; onClose(): void }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const groups = useQuery(TICKET_GROUPS, { skip: user === null || !TICKET_READ_ACCESS.groups.some(can) });
  const crud = useCrudModal({
    target: user,
    onClose,
    create: CREATE_TICKET_USER,
    update: UPDATE_TICKET_USER,
    refetchQueries: ['TicketUsers'],
    initialValues: (editing): TicketUserFormValues => ({
      login: editing?.login ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      mail: editing?.mail ?? '',
      password: '',
      passwordConfirmation: '',
      groupIds: editing?.groups.map((group) => group.id) ?? [],
    }),
    validate: validateTicketUser,
    // On edit an empty password keeps the current one (TicketUserUpdateInput).
    toInput: (values): TicketUserInput => ({
      login: values.login.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      mail: values.mail.trim(),
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
      groupIds: values.groupIds,
    }),
    saved: { created: 'tickets.users.created', updated: 'tickets.users.updated', name: (input) => `${input.firstName} ${input.lastName}` },
  });
  const { editing, formik } = crud;
  const status = (name: keyof TicketUserFormValues) => ticketFieldStatus(t, name, formik);
  const text = (name: 'login' | 'firstName' | 'lastName' | 'mail', extra: { autoComplete?: string; type?: string; autoFocus?: boolean } = {}) => (
    <Form.Item label={t(`tickets.users.fields.${name}`)} htmlFor={`ticket-user-${name}`} required style={{ flex: 1 }} {...status(name)}>
      <Input
        id={`ticket-user-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`ticket-user-${name}`}
        {...extra}
      />
    </Form.Item>
  );
  const password = (name: 'password' | 'passwordConfirmation') => (
    <Form.Item
      label={t(`tickets.users.fields.${name}`)}
      htmlFor={`ticket-user-${name}`}
      required={!editing && name === 'password'}
      extra={editing && name === 'password' ? t('tickets.users.passwordKeep') : undefined}
      style={{ flex: 1 }}
      {...status(name)}
    >
      <Input.Password
        id={`ticket-user-${name}`}
        name={name}
        autoComplete="new-password"
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`ticket-user-${name}`}
      />
    </Form.Item>
  );
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('tickets.users.editTitle', { name: personName(editing) }) : t('tickets.users.createTitle')}
      saveTestId="ticket-user-save"
      width={640}
    >
      <Flex gap={16}>
        {text('firstName', { autoComplete: 'off', autoFocus: true })}
        {text('lastName', { autoComplete: 'off' })}
      </Flex>
      <Flex gap={16}>
        {text('login', { autoComplete: 'off' })}
        {text('mail', { type: 'email', autoComplete: 'off' })}
      </Flex>
      <Flex gap={16}>
        {password('password')}
        {password('passwordConfirmation')}
      </Flex>
      <Form.Item label={t('tickets.users.fields.groupIds')} htmlFor="ticket-user-groupIds" {...status('groupIds')}>
        <Select
          id="ticket-user-groupIds"
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={formik.values.groupIds}
          loading={groups.loading}
          options={(groups.data?.ticketGroups ?? []).map((group) => ({ value: group.id, label: group.name }))}
          onChange={(value: string[]) => void formik.setFieldValue('groupIds', value)}
          data-testid="ticket-user-groupIds"
        />
      </Form.Item>
    </CrudModal>
  );
}
