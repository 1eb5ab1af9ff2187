import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Form, Input, InputNumber, Modal, Space, Table, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isLanguage } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { onOpenRow } from '../../components/row-open';
import type { CrudTarget } from '../../components/useCrudModal';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { categoryName, categoryTree, descendantIds, type CategoryNode } from '../products/category-tree';
import { catalogFieldStatus, catalogMessage } from '../products/product-errors';
import type { ProductCategoryRow } from '../products/products.graphql';
import {
  CREATE_PRODUCT_CATEGORY,
  DELETE_PRODUCT_CATEGORY,
  PRODUCT_CATEGORIES,
  UPDATE_PRODUCT_CATEGORY,
  type ProductCategoryInput,
} from './product-categories.graphql';

/**
 * /admin/catalog/categories: the shop's category tree as an expandable table (parent, names, slug, position,
 * published products); create, edit (a category cannot move under itself: CYCLE), delete (refused while it
 * has children: HAS_CHILDREN, said in words).
 */
export function ProductCategoriesPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  const { notification } = App.useApp();
  usePageTitle(t('productCategories.title'));
  const { data, loading, error, refetch } = useQuery(PRODUCT_CATEGORIES, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const rows = useMemo(() => data?.productCategories ?? [], [data]);
  const tree = useMemo(() => categoryTree(rows), [rows]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const [editing, setEditing] = useState<CrudTarget<ProductCategoryRow>>(null);
  const [remove] = useMutation(DELETE_PRODUCT_CATEGORY, { refetchQueries: ['ProductCategories'], awaitRefetchQueries: true });

  async function onDelete(row: ProductCategoryRow) {
    try {
      await remove({ variables: { id: row.id } });
      notification.success({ title: t('productCategories.deleted', { name: row.name }) });
    } catch (e) {
      const key = Object.values(fieldErrors(e))[0];
      notification.error({
        title: t('productCategories.deleteFailed', { name: row.name }),
        description: key ? catalogMessage(t, 'productCategories', key) : errorMessage(t, e),
      });
    }
  }

  const columns: TableColumnsType<CategoryNode> = [
    {
      title: t('productCategories.fields.name'),
      key: 'name',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.nameEn && (
            <Typography.Text type="secondary" lang="en">
              {row.nameEn}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('productCategories.fields.slug'), dataIndex: 'slug', key: 'slug', render: (slug: string) => <Typography.Text code>{slug}</Typography.Text> },
    {
      title: t('productCategories.fields.parent'),
      key: 'parent',
      render: (_, row) => {
        const parent = row.parent && byId.get(row.parent.id);
        return parent ? categoryName(parent, lang) : '—';
      },
    },
    { title: t('productCategories.fields.position'), dataIndex: 'position', key: 'position', align: 'right' },
    { title: t('productCategories.fields.productCount'), dataIndex: 'productCount', key: 'productCount', align: 'right' },
    {
      title: t('productCategories.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.categories.update') && <EditButton onClick={() => setEditing(row)} testId={`category-edit-${row.slug}`} />}
          {can('catalog.categories.delete') && (
            <ConfirmDelete
              title={t('productCategories.confirmDelete', { name: row.name })}
              onConfirm={() => onDelete(row)}
              testId={`category-delete-${row.slug}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('productCategories.title')}
        intro={t('productCategories.intro')}
        onRefresh={() => void refetch()}
        create={can('catalog.categories.create') ? { label: t('productCategories.new'), testId: 'category-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<CategoryNode>
        rowKey="id"
        columns={columns}
        dataSource={tree}
        loading={loading}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        // The tree arrives in one answer: expand once it is there.
        key={rows.length}
        locale={{ emptyText: t('productCategories.empty') }}
        onRow={onOpenRow(can('catalog.categories.update') ? setEditing : undefined)}
        data-testid="categories-table"
      />
      <CategoryModal target={editing} rows={rows} onClose={() => setEditing(null)} />
    </>
  );
}

interface CategoryValues {
  name: string;
  nameEn: string;
  slug: string;
  parentId: string | null;
  position: number | null;
}

function CategoryModal({ target, rows, onClose }: { target: CrudTarget<ProductCategoryRow>; rows: readonly ProductCategoryRow[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['ProductCategories'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_PRODUCT_CATEGORY, options);
  const [update] = useMutation(UPDATE_PRODUCT_CATEGORY, options);
  // Its own branch is not offered as a parent (the server refuses it too: CYCLE).
  const excluded = useMemo(() => (editing ? descendantIds(rows, editing.id) : new Set<string>()), [rows, editing]);
  const parentTree = useMemo(() => {
    type ParentOption = { value: string; title: string; disabled: boolean; children?: ParentOption[] };
    const toData = (nodes: CategoryNode[]): ParentOption[] =>
      nodes.map((node) => ({
        value: node.id,
        title: categoryName(node, i18n.language),
        disabled: excluded.has(node.id),
        children: node.children && toData(node.children),
      }));
    return toData(categoryTree(rows));
  }, [rows, excluded, i18n.language]);

  const formik = useFormik<CategoryValues>({
    initialValues: {
      name: editing?.name ?? '',
      nameEn: editing?.nameEn ?? '',
      slug: editing?.slug ?? '',
      parentId: editing?.parent?.id ?? null,
      position: editing?.position ?? 0,
    },
    enableReinitialize: true,
    validate: (values) => {
      const errors: Partial<Record<keyof CategoryValues, string>> = {};
      if (!values.name.trim()) errors.name = 'REQUIRED';
      else if (values.name.trim().length > 120) errors.name = 'TOO_LONG';
      if (values.nameEn.trim().length > 120) errors.nameEn = 'TOO_LONG';
      if (values.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'SLUG_INVALID';
      if (values.position !== null && !Number.isInteger(values.position)) errors.position = 'POSITION_INVALID';
      return errors;
    },
    onSubmit: async (values) => {
      setFailure(null);
      const input: ProductCategoryInput = {
        name: values.name.trim(),
        nameEn: values.nameEn.trim() || null,
        slug: values.slug.trim() || null,
        parentId: values.parentId,
        position: values.position ?? 0,
      };
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'productCategories.updated' : 'productCategories.created', { name: input.name }) });
        close();
      } catch (error) {
        const fields = fieldErrors(error);
        const known = Object.keys(fields).filter((name) => name in formik.initialValues);
        if (known.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(known.map((name) => [name, true])) }, false);
          formik.setErrors(Object.fromEntries(known.map((name) => [name, fields[name]])));
        }
        const others = Object.keys(fields).filter((name) => !known.includes(name));
        if (others.length) setFailure(catalogMessage(t, 'productCategories', fields[others[0]]));
        else if (!known.length) setFailure(errorMessage(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setFailure(null);
    onClose();
  }
  const status = (name: keyof CategoryValues) => catalogFieldStatus(formik.errors, formik.touched, name, t, 'productCategories');
  const text = (name: 'name' | 'nameEn' | 'slug', extra: { help?: string; required?: boolean } = {}) => (
    <Form.Item label={t(`productCategories.fields.${name}`)} htmlFor={`category-${name}`} required={extra.required} extra={extra.help} {...status(name)}>
      <Input
        id={`category-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`category-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={target !== null}
      title={editing ? t('productCategories.editTitle', { name: editing.name }) : t('productCategories.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'category-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="category-failure" />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        {text('name', { required: true })}
        {text('nameEn')}
        {text('slug', { help: t('productCategories.fields.slugHelp') })}
        <Form.Item label={t('productCategories.fields.parent')} htmlFor="category-parentId" {...status('parentId')}>
          <TreeSelect
            id="category-parentId"
            allowClear
            treeDefaultExpandAll
            placeholder={t('productCategories.noParent')}
            value={formik.values.parentId ?? undefined}
            treeData={parentTree}
            onChange={(value?: string) => void formik.setFieldValue('parentId', value ?? null)}
            data-testid="category-parentId"
          />
        </Form.Item>
        <Form.Item label={t('productCategories.fields.position')} htmlFor="category-position" {...status('position')}>
          <InputNumber
            id="category-position"
            precision={0}
            value={formik.values.position}
            onChange={(value) => void formik.setFieldValue('position', value)}
            data-testid="category-position"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
