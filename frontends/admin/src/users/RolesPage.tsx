import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Flex, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../auth/useAdmin';
import { usePageTitle } from '../usePageTitle';
import { errorMessage } from './errors';
import { RoleModal } from './RoleModal';
import { DELETE_ROLE, ROLES, type RoleRow, type RolesData } from './users.graphql';

/** /admin/users/roles: the roles (name, interface, administrators holding them); create, edit, delete. */
export function RolesPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('users.roles.title'));
  const { data, loading, error, refetch } = useQuery<RolesData>(ROLES, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_ROLE, { refetchQueries: ['Roles'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);

  async function onDelete(role: RoleRow) {
    try {
      await remove({ variables: { id: role.id } });
      notification.success({ title: t('users.roles.deleted', { name: role.name }) });
    } catch (e) {
      notification.error({ title: t('users.roles.deleteFailed', { name: role.name }), description: errorMessage(t, e) });
    }
  }

  const columns: TableColumnsType<RoleRow> = [
    { title: t('users.roles.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('users.roles.fields.interface'),
      dataIndex: 'interface',
      key: 'interface',
      render: (value: RoleRow['interface']) => <Tag color={value === 'BACK_OFFICE' ? 'geekblue' : 'gold'}>{t(`users.roles.interface.${value}`)}</Tag>,
    },
    { title: t('users.roles.fields.adminCount'), dataIndex: 'adminCount', key: 'adminCount', align: 'right' },
    { title: t('users.roles.fields.permissionCount'), key: 'permissions', align: 'right', render: (_, role) => role.permissions.length },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, role) => (
        <Space wrap>
          {can('users.permissions.list') && (
            <Button size="small" icon={<SafetyOutlined />} onClick={() => navigate(`/users/roles/${role.id}/permissions`)} data-testid={`role-permissions-${role.name}`}>
              {t('users.roles.permissions')}
            </Button>
          )}
          {can('users.roles.update') && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(role)} data-testid={`role-edit-${role.name}`}>
              {t('users.edit')}
            </Button>
          )}
          {can('users.roles.delete') && (
            <Popconfirm
              title={t('users.roles.confirmDelete', { name: role.name })}
              description={role.adminCount > 0 ? t('users.roles.confirmDeleteHeld', { count: role.adminCount }) : undefined}
              okText={t('users.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(role)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid={`role-delete-${role.name}`}>
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
            {t('users.roles.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('users.roles.intro')}</Typography.Text>
        </div>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can('users.roles.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="role-new">
              {t('users.roles.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && !data && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(t, error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      )}
      <Table<RoleRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.roles ?? []}
        loading={loading && !data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('users.roles.empty') }}
        data-testid="roles-table"
      />
      <RoleModal role={editing} onClose={() => setEditing(null)} />
    </>
  );
}
