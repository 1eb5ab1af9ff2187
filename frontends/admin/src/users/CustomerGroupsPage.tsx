import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerGroupSchema } from '@guide/validation';
import { applyServerErrors, fieldStatus, keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { usePageTitle } from '../usePageTitle';
import { errorMessage } from './errors';
import {
  CREATE_CUSTOMER_GROUP,
  CUSTOMER_GROUPS,
  DELETE_CUSTOMER_GROUP,
  UPDATE_CUSTOMER_GROUP,
  type CustomerGroupInput,
  type CustomerGroupRow,
  type CustomerGroupsData,
} from './users.graphql';

/** /admin/users/groups: customer groups (code used by prices and promotions, name); create, edit, delete. */
export function CustomerGroupsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('users.groups.title'));
  const { data, loading, error, refetch } = useQuery<CustomerGroupsData>(CUSTOMER_GROUPS, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_CUSTOMER_GROUP, { refetchQueries: ['CustomerGroups'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<CustomerGroupRow | 'new' | null>(null);

  async function onDelete(group: CustomerGroupRow) {
    try {
      await remove({ variables: { id: group.id } });
      notification.success({ title: t('users.groups.deleted', { name: group.name }) });
    } catch (e) {
      notification.error({ title: t('users.groups.deleteFailed', { name: group.name }), description: errorMessage(t, e) });
    }
  }

  const columns: TableColumnsType<CustomerGroupRow> = [
    { title: t('users.groups.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: t('users.groups.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: t('users.groups.fields.customerCount'), dataIndex: 'customerCount', key: 'customerCount', align: 'right' },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, group) => (
        <Space wrap>
          {can('users.groups.update') && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(group)} data-testid={`group-edit-${group.code}`}>
              {t('users.edit')}
            </Button>
          )}
          {can('users.groups.delete') && (
            <Popconfirm
              title={t('users.groups.confirmDelete', { name: group.name })}
              description={group.customerCount > 0 ? t('users.groups.confirmDeleteMembers', { count: group.customerCount }) : undefined}
              okText={t('users.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(group)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid={`group-delete-${group.code}`}>
                {t('users.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('users.groups.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('users.groups.intro')}</Typography.Text>
        </div>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can('users.groups.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="group-new">
              {t('users.groups.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && !data && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(t, error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />}
      <Table<CustomerGroupRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.customerGroups ?? []}
        loading={loading && !data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('users.groups.empty') }}
        data-testid="groups-table"
      />
      <GroupModal group={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function GroupModal({ group, onClose }: { group: CustomerGroupRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = group !== null && group !== 'new' ? group : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['CustomerGroups'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_CUSTOMER_GROUP, options);
  const [update] = useMutation(UPDATE_CUSTOMER_GROUP, options);
  const formik = useFormik({
    initialValues: { name: editing?.name ?? '', code: editing?.code ?? '' },
    enableReinitialize: true,
    validationSchema: customerGroupSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input: CustomerGroupInput = customerGroupSchema.validateSync(values, { stripUnknown: true });
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'users.groups.updated' : 'users.groups.created', { name: input.name }) });
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
  return (
    <Modal
      open={group !== null}
      title={editing ? t('users.groups.editTitle', { name: editing.name }) : t('users.groups.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'group-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('users.groups.fields.name')} htmlFor="group-name" required {...fieldStatus(formik, 'name', t)}>
          <Input id="group-name" name="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} autoFocus data-testid="group-name" />
        </Form.Item>
        <Form.Item label={t('users.groups.fields.code')} htmlFor="group-code" required extra={t('users.groups.codeHelp')} {...fieldStatus(formik, 'code', t)}>
          <Input id="group-code" name="code" value={formik.values.code} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="group-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
