import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Form, Input, Modal, Space, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MENU_LIMITS } from '@guide/validation';
import { isSlug } from '@guide/vocabulary';
import { errorCode, fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { menuMessage } from './menu-errors';
import { CREATE_MENU, DELETE_MENU, MENUS, RENAME_MENU, type MenuRow } from './menus.graphql';

/** The storefront reads these; the API refuses to delete them (MENU_REQUIRED). */
const REQUIRED = ['header', 'footer'];

/** /admin/cms/menus: every menu (by name); create, rename, delete; "Modifier les liens" opens the tree editor. */
export function MenusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { message } = App.useApp();
  usePageTitle(t('cmsMenus.title'));
  const { data, loading, error, refetch } = useQuery(MENUS, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_MENU, { refetchQueries: ['Menus'] });
  const [editing, setEditing] = useState<MenuRow | 'new' | null>(null);
  async function onDelete(menu: MenuRow) {
    try {
      await remove({ variables: { code: menu.code } });
      message.success(t('cmsMenus.deleted', { name: menu.name }));
    } catch (e) {
      const [key] = Object.values(fieldErrors(e));
      message.error(key ? menuMessage(t, key) : errorMessage(t, e));
    }
  }
  const columns: TableColumnsType<MenuRow & { id: string }> = [
    { title: t('cmsMenus.fields.name'), key: 'name', render: (_, m) => <Typography.Text strong>{m.name}</Typography.Text> },
    { title: t('cmsMenus.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: t('cmsMenus.fields.items'), key: 'items', render: (_, m) => m.items.length },
    {
      title: t('cmsMenus.actions'),
      key: 'actions',
      render: (_, m) => (
        <Space wrap>
          <Link to={`/cms/menus/${m.code}`} data-testid={`menu-edit-${m.code}`}>
            {can('cms.menus.update') ? t('cmsMenus.editLinks') : t('cmsMenus.viewLinks')}
          </Link>
          {can('cms.menus.update') && (
            <Button size="small" onClick={() => setEditing(m)} data-testid={`menu-rename-${m.code}`}>
              {t('cmsMenus.rename')}
            </Button>
          )}
          {can('cms.menus.delete') && !REQUIRED.includes(m.code) && (
            <ConfirmDelete
              title={t('cmsMenus.confirmDelete', { name: m.name })}
              description={t('cmsMenus.confirmDeleteText')}
              onConfirm={() => onDelete(m)}
              testId={`menu-delete-${m.code}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListHeader
        title={t('cmsMenus.title')}
        intro={t('cmsMenus.intro')}
        onRefresh={() => void refetch()}
        create={can('cms.menus.create') ? { label: t('cmsMenus.new'), testId: 'menu-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<MenuRow & { id: string }>
        columns={columns}
        dataSource={(data?.menus ?? []).map((m) => ({ ...m, id: m.code }))}
        loading={loading && !data}
        emptyText={t('cmsMenus.empty')}
        data-testid="menus-table"
        onOpen={(m) => navigate(`/cms/menus/${m.code}`)}
      />
      <MenuModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Create (code + name) or rename (name). */
function MenuModal({ target, onClose }: { target: MenuRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const menu = target && target !== 'new' ? target : null;
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['Menus'], awaitRefetchQueries: true };
  const [create, created] = useMutation(CREATE_MENU, options);
  const [rename, renamed] = useMutation(RENAME_MENU, options);
  useEffect(() => {
    setCode('');
    setName(menu?.name ?? '');
    setErrors({});
    setFailure(null);
  }, [target]);
  async function submit() {
    const next: Record<string, string> = {};
    const cleanCode = code.trim().toLowerCase();
    if (!menu && !cleanCode) next.code = 'REQUIRED';
    else if (!menu && !isSlug(cleanCode)) next.code = 'SLUG_INVALID';
    if (!name.trim()) next.name = 'REQUIRED';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      if (menu) await rename({ variables: { code: menu.code, name: name.trim() } });
      else await create({ variables: { input: { code: cleanCode, name: name.trim() } } });
      message.success(t(menu ? 'cmsMenus.renamed' : 'cmsMenus.created', { name: name.trim() }));
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(errorCode(e) === 'NOT_FOUND' ? t('cmsMenus.errors.NOT_FOUND') : errorMessage(t, e));
    }
  }
  const status = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${field}`}>{menuMessage(t, errors[field])}</span> } : {};
  return (
    <Modal
      open={target !== null}
      title={menu ? t('cmsMenus.renameTitle', { name: menu.name }) : t('cmsMenus.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={created.loading || renamed.loading}
      okButtonProps={{ 'data-testid': 'menu-save' } as ButtonProps}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        {!menu && (
          <Form.Item label={t('cmsMenus.fields.code')} htmlFor="menu-code" required extra={t('cmsMenus.codeHelp')} {...status('code')}>
            <Input id="menu-code" value={code} maxLength={MENU_LIMITS.code} onChange={(e) => setCode(e.target.value)} data-testid="menu-code" />
          </Form.Item>
        )}
        <Form.Item label={t('cmsMenus.fields.name')} htmlFor="menu-name" required {...status('name')}>
          <Input id="menu-name" value={name} maxLength={MENU_LIMITS.name} onChange={(e) => setName(e.target.value)} data-testid="menu-name" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
