import { SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../components/CrudList';
import type { CrudTarget } from '../components/useCrudModal';
import { useDeleteRow } from '../components/useDeleteRow';
import { usePageTitle } from '../usePageTitle';
import { RoleModal } from './RoleModal';
import { DELETE_ROLE, ROLES, type RoleRow } from './users.graphql';

/** /admin/users/roles: the roles (name, interface, administrators holding them); create, edit, delete. */
export function RolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('users.roles.title'));
  const { data, loading, error, refetch } = useQuery(ROLES, { fetchPolicy: 'cache-and-network' });
  const onDelete = useDeleteRow<RoleRow>(DELETE_ROLE, {
    refetchQueries: ['Roles'],
    deleted: (role) => t('users.roles.deleted', { name: role.name }),
    failed: (role) => t('users.roles.deleteFailed', { name: role.name }),
  });
  const [editing, setEditing] = useState<CrudTarget<RoleRow>>(null);

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
            <Button
              size="small"
              icon={<SafetyOutlined />}
              onClick={() => navigate(`/users/roles/${role.id}/permissions`)}
              data-testid={`role-permissions-${role.name}`}
            >
              {t('users.roles.permissions')}
            </Button>
          )}
          {can('users.roles.update') && <EditButton onClick={() => setEditing(role)} testId={`role-edit-${role.name}`} />}
          {can('users.roles.delete') && (
            <ConfirmDelete
              title={t('users.roles.confirmDelete', { name: role.name })}
              description={role.adminCount > 0 ? t('users.roles.confirmDeleteHeld', { count: role.adminCount }) : undefined}
              onConfirm={() => onDelete(role)}
              testId={`role-delete-${role.name}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('users.roles.title')}
        intro={t('users.roles.intro')}
        onRefresh={() => void refetch()}
        create={can('users.roles.create') ? { label: t('users.roles.new'), testId: 'role-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<RoleRow>
        columns={columns}
        dataSource={data?.roles ?? []}
        loading={loading && !data}
        emptyText={t('users.roles.empty')}
        data-testid="roles-table"
        onOpen={can('users.roles.update') ? setEditing : undefined}
      />
      <RoleModal role={editing} onClose={() => setEditing(null)} />
    </>
  );
}
