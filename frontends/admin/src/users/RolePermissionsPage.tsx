import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAdmin } from '../auth/useAdmin';
import { AdminErrorPage } from '../pages/AdminErrorPage';
import { usePageTitle } from '../usePageTitle';
import { errorMessage } from './errors';
import { ROLE_WITH_CATALOG, SET_ROLE_PERMISSIONS, type PermissionGroup } from './users.graphql';

function keysOf(group: PermissionGroup): string[] {
  return group.resources.flatMap((resource) => resource.actions.map((action) => action.key));
}

/** Checkbox state of a set of keys against the selection: checked, indeterminate or neither. */
function stateOf(keys: string[], selected: Set<string>) {
  const count = keys.filter((key) => selected.has(key)).length;
  return { checked: count > 0 && count === keys.length, indeterminate: count > 0 && count < keys.length };
}

/**
 * /admin/users/roles/:id/permissions: the permission catalogue grouped by area and resource, one checkbox
 * per action, select-all for everything, an area or a resource; saved together with `setRolePermissions`.
 */
export function RolePermissionsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ROLE_WITH_CATALOG, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SET_ROLE_PERMISSIONS);
  const role = data?.role;
  const catalog = useMemo(() => data?.permissionCatalog ?? [], [data]);
  const allKeys = useMemo(() => catalog.flatMap(keysOf), [catalog]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [savedKeys, setSavedKeys] = useState<string>('');
  const canSave = can('users.permissions.update');
  usePageTitle(role ? t('users.permissions.title', { name: role.name }) : t('users.permissions.titleShort'));

  // The role's stored keys become the selection whenever they (re)load.
  const stored = role ? [...role.permissions].sort().join(' ') : '';
  useEffect(() => {
    if (!role) return;
    setSelected(new Set(role.permissions));
    setSavedKeys(stored);
  }, [stored]);

  const dirty = [...selected].sort().join(' ') !== savedKeys;

  function toggle(keys: string[], on: boolean) {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }

  async function onSave() {
    if (!role) return;
    // Only keys of the catalogue: a key removed from the catalogue since the role was saved is dropped.
    const permissions = allKeys.filter((key) => selected.has(key));
    try {
      await save({ variables: { roleId: role.id, permissions } });
      setSavedKeys([...permissions].sort().join(' '));
      notification.success({ title: t('users.permissions.saved') });
    } catch (e) {
      notification.error({ title: t('users.permissions.saveFailed'), description: errorMessage(t, e) });
    }
  }

  if (loading && !data) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (error && !data) {
    return <Alert type="error" showIcon title={errorMessage(t, error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  }
  if (data && !role) return <AdminErrorPage code={404} />;

  const all = stateOf(allKeys, selected);
  const label = (kind: 'areas' | 'resources' | 'actions', key: string) => t(`users.permissionLabels.${kind}.${key}`, { defaultValue: key });

  return (
    <>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/users/roles')} style={{ paddingLeft: 0 }}>
        {t('users.permissions.back')}
      </Button>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('users.permissions.title', { name: role?.name ?? '' })}
          </Typography.Title>
          {role && <Tag style={{ marginTop: 6 }}>{t(`users.roles.interface.${role.interface}`)}</Tag>}
        </div>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          onClick={() => void onSave()}
          loading={saving.loading}
          disabled={!canSave || !dirty}
          data-testid="permissions-save"
        >
          {t('users.permissions.save')}
        </Button>
      </Flex>
      <Card size="small" style={{ marginBottom: 16, position: 'sticky', top: 0, zIndex: 2 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Checkbox
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={!canSave}
            onChange={(event) => toggle(allKeys, event.target.checked)}
            data-testid="permissions-select-all"
          >
            <Typography.Text strong>{t('users.permissions.selectAll')}</Typography.Text>
          </Checkbox>
          <Flex align="center" gap={8}>
            {dirty && <Tag color="orange">{t('users.permissions.unsaved')}</Tag>}
            <Typography.Text type="secondary" data-testid="permissions-count">
              {t('users.permissions.count', { count: selected.size, total: allKeys.length })}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      <Flex vertical gap={16}>
        {catalog.map((group) => {
          const groupKeys = keysOf(group);
          const groupState = stateOf(groupKeys, selected);
          return (
            <Card
              key={group.area}
              title={label('areas', group.area)}
              extra={
                <Checkbox
                  checked={groupState.checked}
                  indeterminate={groupState.indeterminate}
                  disabled={!canSave}
                  onChange={(event) => toggle(groupKeys, event.target.checked)}
                  data-testid={`permissions-area-${group.area}`}
                >
                  {t('users.permissions.selectGroup')}
                </Checkbox>
              }
              data-testid={`permissions-group-${group.area}`}
            >
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '20px 24px' }}>
                {group.resources.map((resource) => {
                  const resourceKeys = resource.actions.map((action) => action.key);
                  const resourceState = stateOf(resourceKeys, selected);
                  return (
                    <div key={resource.resource} data-testid={`permissions-resource-${group.area}-${resource.resource}`}>
                      <Checkbox
                        checked={resourceState.checked}
                        indeterminate={resourceState.indeterminate}
                        disabled={!canSave}
                        onChange={(event) => toggle(resourceKeys, event.target.checked)}
                        style={{ fontWeight: 600, marginBottom: 6 }}
                      >
                        {label('resources', resource.resource)}
                      </Checkbox>
                      <Flex vertical gap={4} style={{ paddingLeft: 24, borderLeft: '2px solid rgba(5, 5, 5, 0.06)', marginLeft: 7 }}>
                        {resource.actions.map((action) => (
                          <Checkbox
                            key={action.key}
                            checked={selected.has(action.key)}
                            disabled={!canSave}
                            onChange={(event) => toggle([action.key], event.target.checked)}
                            title={action.key}
                            data-testid={`permission-${action.key}`}
                          >
                            {label('actions', action.action)}
                          </Checkbox>
                        ))}
                      </Flex>
                    </div>
                  );
                })}
              </div>
            </Card>
          );
        })}
      </Flex>
    </>
  );
}
