import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Flex, Input, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MENU_LIMITS, validateMenuItems } from '@guide/validation';
import { fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { menuMessage } from './menu-errors';
import { MENUS, SET_MENU_ITEMS } from './menus.graphql';
import {
  addChild,
  canIndent,
  errorPath,
  fromApi,
  indentItem,
  moveItem,
  outdentItem,
  removeItem,
  toApi,
  updateItem,
  type EditItem,
  type ItemPath,
} from './menu-tree';

/**
 * /admin/cms/menus/:code: the tree editor. Items are edited in place (labels fr/en, URL, new tab), added at
 * the top level or under an item, moved up/down, nested under the previous item or moved out of their parent
 * (three levels at most). "Enregistrer" sends the whole tree (setMenuItems replaces it); errors, the
 * client's (same rules, @guide/validation) or the server's, show under the item they concern.
 */
export function MenuEditorPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { message } = App.useApp();
  const editable = can('cms.menus.update');
  const { data, loading, error, refetch } = useQuery(MENUS, { fetchPolicy: 'cache-and-network' });
  const menu = data?.menus.find((m) => m.code === code);
  usePageTitle(menu ? t('cmsMenus.editor.title', { name: menu.name }) : t('cmsMenus.title'));
  const [items, setItems] = useState<EditItem[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SET_MENU_ITEMS, { refetchQueries: ['Menus'], awaitRefetchQueries: true });
  useEffect(() => {
    if (menu && items === null) setItems(fromApi(menu.items));
  }, [menu, items]);

  if (error && !data) return <LoadErrorAlert error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Spin />;
  if (!menu || !items) return <Alert type="warning" showIcon title={t('cmsMenus.errors.NOT_FOUND')} />;

  const change = (next: EditItem[]) => {
    setItems(next);
    setErrors({});
  };
  async function submit() {
    const values = toApi(items!);
    const checked = validateMenuItems(values);
    setFailure(null);
    if (!checked.ok) return setErrors(checked.fieldErrors);
    try {
      const res = await save({ variables: { code, items: values } });
      if (res.data) setItems(fromApi(res.data.setMenuItems.items));
      setErrors({});
      message.success(t('cmsMenus.editor.saved'));
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(errorMessage(t, e));
    }
  }
  const treeError = errors.items;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Link to="/cms/menus">{t('cmsMenus.editor.back')}</Link>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('cmsMenus.editor.title', { name: menu.name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('cmsMenus.editor.intro', { depth: MENU_LIMITS.depth, max: MENU_LIMITS.items })}</Typography.Text>
        </div>
        {editable && (
          <Button type="primary" onClick={() => void submit()} loading={saving.loading} data-testid="menu-items-save">
            {t('cmsMenus.editor.save')}
          </Button>
        )}
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {treeError && <Alert type="error" showIcon title={menuMessage(t, treeError)} style={{ marginBottom: 16 }} data-testid="field-error-items" />}
      {items.length === 0 && <Typography.Paragraph type="secondary">{t('cmsMenus.editor.empty')}</Typography.Paragraph>}
      <ItemList items={items} parent={[]} tree={items} onChange={change} errors={errors} editable={editable} />
      {editable && (
        <Button icon={<PlusOutlined />} onClick={() => change(addChild(items, null))} data-testid="menu-item-add">
          {t('cmsMenus.editor.add')}
        </Button>
      )}
    </>
  );
}

interface ListProps {
  items: EditItem[];
  parent: ItemPath;
  tree: EditItem[];
  onChange(items: EditItem[]): void;
  errors: Record<string, string>;
  editable: boolean;
}

function ItemList({ items, parent, ...rest }: ListProps) {
  return (
    <div style={{ marginLeft: parent.length ? 32 : 0 }}>
      {items.map((item, i) => (
        <ItemRow key={item.key} item={item} path={[...parent, i]} siblings={items.length} {...rest} />
      ))}
    </div>
  );
}

function ItemRow({
  item,
  path,
  siblings,
  tree,
  onChange,
  errors,
  editable,
}: Omit<ListProps, 'items' | 'parent'> & { item: EditItem; path: ItemPath; siblings: number }) {
  const { t } = useTranslation();
  const at = errorPath(path);
  const id = path.join('-');
  const index = path[path.length - 1];
  const set = (patch: Partial<EditItem>) => onChange(updateItem(tree, path, patch));
  const fieldError = (field: string) => {
    const key = errors[`${at}.${field}`];
    return key ? (
      <Typography.Text type="danger" data-testid={`field-error-${at}.${field}`}>
        {menuMessage(t, key)}
      </Typography.Text>
    ) : null;
  };
  const action = (title: string, icon: React.ReactNode, onClick: () => void, disabled: boolean, testId: string) => (
    <Tooltip title={title}>
      <Button size="small" icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={`${testId}-${id}`} />
    </Tooltip>
  );
  return (
    <>
      <Card size="small" style={{ marginBottom: 8 }} data-testid={`menu-item-${id}`}>
        <Flex gap={8} wrap align="start">
          <div style={{ flex: '1 1 12rem' }}>
            <Input
              value={item.label}
              maxLength={MENU_LIMITS.label}
              disabled={!editable}
              prefix={<Typography.Text type="secondary">FR</Typography.Text>}
              placeholder={t('cmsMenus.editor.label')}
              aria-label={t('cmsMenus.editor.label')}
              status={errors[`${at}.label`] ? 'error' : undefined}
              onChange={(e) => set({ label: e.target.value })}
              data-testid={`menu-item-label-${id}`}
            />
            {fieldError('label')}
          </div>
          <div style={{ flex: '1 1 12rem' }}>
            <Input
              value={item.labelEn}
              maxLength={MENU_LIMITS.label}
              disabled={!editable}
              prefix={<Typography.Text type="secondary">EN</Typography.Text>}
              placeholder={t('cmsMenus.editor.labelEn')}
              aria-label={t('cmsMenus.editor.labelEn')}
              status={errors[`${at}.labelEn`] ? 'error' : undefined}
              onChange={(e) => set({ labelEn: e.target.value })}
              data-testid={`menu-item-label-en-${id}`}
            />
            {fieldError('labelEn')}
          </div>
          <div style={{ flex: '2 1 16rem' }}>
            <Input
              value={item.url}
              maxLength={MENU_LIMITS.url}
              disabled={!editable}
              placeholder={t('cmsMenus.editor.url')}
              aria-label={t('cmsMenus.editor.url')}
              status={errors[`${at}.url`] ? 'error' : undefined}
              onChange={(e) => set({ url: e.target.value })}
              data-testid={`menu-item-url-${id}`}
            />
            {fieldError('url')}
          </div>
          <Checkbox
            checked={item.openInNewTab}
            disabled={!editable}
            onChange={(e) => set({ openInNewTab: e.target.checked })}
            data-testid={`menu-item-new-tab-${id}`}
          >
            {t('cmsMenus.editor.newTab')}
          </Checkbox>
          {editable && (
            <Space size={4} wrap>
              {action(t('cmsMenus.editor.up'), <ArrowUpOutlined />, () => onChange(moveItem(tree, path, -1)), index === 0, 'menu-item-up')}
              {action(t('cmsMenus.editor.down'), <ArrowDownOutlined />, () => onChange(moveItem(tree, path, 1)), index === siblings - 1, 'menu-item-down')}
              {action(t('cmsMenus.editor.indent'), <ArrowRightOutlined />, () => onChange(indentItem(tree, path)), !canIndent(tree, path), 'menu-item-indent')}
              {action(t('cmsMenus.editor.outdent'), <ArrowLeftOutlined />, () => onChange(outdentItem(tree, path)), path.length < 2, 'menu-item-outdent')}
              {action(
                t('cmsMenus.editor.addChild'),
                <PlusOutlined />,
                () => onChange(addChild(tree, path)),
                path.length >= MENU_LIMITS.depth,
                'menu-item-add-child',
              )}
              {action(t('cmsMenus.editor.remove'), <DeleteOutlined />, () => onChange(removeItem(tree, path)), false, 'menu-item-remove')}
            </Space>
          )}
        </Flex>
      </Card>
      {item.children.length > 0 && <ItemList items={item.children} parent={path} tree={tree} onChange={onChange} errors={errors} editable={editable} />}
    </>
  );
}
