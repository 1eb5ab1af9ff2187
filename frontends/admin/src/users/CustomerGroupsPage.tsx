import { useQuery } from '@apollo/client/react';
import { Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerGroupSchema } from '@guide/validation';
import { fieldStatus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../components/CrudList';
import { CrudModal } from '../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../components/useCrudModal';
import { useDeleteRow } from '../components/useDeleteRow';
import { usePageTitle } from '../usePageTitle';
import {
  CREATE_CUSTOMER_GROUP,
  CUSTOMER_GROUPS,
  DELETE_CUSTOMER_GROUP,
  UPDATE_CUSTOMER_GROUP,
  type CustomerGroupInput,
  type CustomerGroupRow,
} from './users.graphql';

/** /admin/users/groups: customer groups (code used by prices and promotions, name); create, edit, delete. */
export function CustomerGroupsPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('users.groups.title'));
  const { data, loading, error, refetch } = useQuery(CUSTOMER_GROUPS, { fetchPolicy: 'cache-and-network' });
  const onDelete = useDeleteRow<CustomerGroupRow>(DELETE_CUSTOMER_GROUP, {
    refetchQueries: ['CustomerGroups'],
    deleted: (group) => t('users.groups.deleted', { name: group.name }),
    failed: (group) => t('users.groups.deleteFailed', { name: group.name }),
  });
  const [editing, setEditing] = useState<CrudTarget<CustomerGroupRow>>(null);

  const columns: TableColumnsType<CustomerGroupRow> = [
    { title: t('users.groups.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: t('users.groups.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: t('users.groups.fields.customerCount'), dataIndex: 'customerCount', key: 'customerCount', align: 'right' },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, group) => (
        <Space wrap>
          {can('users.groups.update') && <EditButton onClick={() => setEditing(group)} testId={`group-edit-${group.code}`} />}
          {can('users.groups.delete') && (
            <ConfirmDelete
              title={t('users.groups.confirmDelete', { name: group.name })}
              description={group.customerCount > 0 ? t('users.groups.confirmDeleteMembers', { count: group.customerCount }) : undefined}
              onConfirm={() => onDelete(group)}
              testId={`group-delete-${group.code}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('users.groups.title')}
        intro={t('users.groups.intro')}
        onRefresh={() => void refetch()}
        create={can('users.groups.create') ? { label: t('users.groups.new'), testId: 'group-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<CustomerGroupRow>
        columns={columns}
        dataSource={data?.customerGroups ?? []}
        loading={loading && !data}
        emptyText={t('users.groups.empty')}
        data-testid="groups-table"
        onOpen={can('users.groups.update') ? setEditing : undefined}
      />
      <GroupModal group={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function GroupModal({ group, onClose }: { group: CrudTarget<CustomerGroupRow>; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useCrudModal({
    target: group,
    onClose,
    create: CREATE_CUSTOMER_GROUP,
    update: UPDATE_CUSTOMER_GROUP,
    refetchQueries: ['CustomerGroups'],
    initialValues: (editing) => ({ name: editing?.name ?? '', code: editing?.code ?? '' }),
    validationSchema: customerGroupSchema,
    toInput: (values): CustomerGroupInput => customerGroupSchema.validateSync(values, { stripUnknown: true }),
    saved: { created: 'users.groups.created', updated: 'users.groups.updated', name: (input) => input.name },
  });
  const { editing, formik } = crud;
  return (
    <CrudModal crud={crud} title={editing ? t('users.groups.editTitle', { name: editing.name }) : t('users.groups.createTitle')} saveTestId="group-save">
      <Form.Item label={t('users.groups.fields.name')} htmlFor="group-name" required {...fieldStatus(formik, 'name', t)}>
        <Input
          id="group-name"
          name="name"
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoFocus
          data-testid="group-name"
        />
      </Form.Item>
      <Form.Item label={t('users.groups.fields.code')} htmlFor="group-code" required extra={t('users.groups.codeHelp')} {...fieldStatus(formik, 'code', t)}>
        <Input id="group-code" name="code" value={formik.values.code} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="group-code" />
      </Form.Item>
    </CrudModal>
  );
}
