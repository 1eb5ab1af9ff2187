import { useQuery } from '@apollo/client/react';
import { Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { useCatalogDelete } from '../catalog-delete';
import { catalogFieldStatus } from '../products/product-errors';
import {
  CREATE_MEDIA_CATEGORY,
  DELETE_MEDIA_CATEGORY,
  MEDIA_CATEGORIES,
  UPDATE_MEDIA_CATEGORY,
  type MediaCategoryInput,
  type MediaCategoryRow,
} from './media-categories.graphql';

/** /admin/catalog/media-categories: the groups of product media (code, title); create, edit, delete. */
export function MediaCategoriesPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('mediaCategories.title'));
  const { data, loading, error, refetch } = useQuery(MEDIA_CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CrudTarget<MediaCategoryRow>>(null);
  const onDelete = useCatalogDelete<MediaCategoryRow>(DELETE_MEDIA_CATEGORY, { scope: 'mediaCategories', refetchQueries: ['MediaCategories'] });

  const columns: TableColumnsType<MediaCategoryRow> = [
    { title: t('mediaCategories.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    {
      title: t('mediaCategories.fields.title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: t('mediaCategories.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.media-categories.update') && <EditButton onClick={() => setEditing(row)} testId={`media-category-edit-${row.code}`} />}
          {can('catalog.media-categories.delete') && (
            <ConfirmDelete
              title={t('mediaCategories.confirmDelete', { name: row.title })}
              onConfirm={() => onDelete(row)}
              testId={`media-category-delete-${row.code}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('mediaCategories.title')}
        intro={t('mediaCategories.intro')}
        onRefresh={() => void refetch()}
        create={
          can('catalog.media-categories.create')
            ? { label: t('mediaCategories.new'), testId: 'media-category-new', onClick: () => setEditing('new') }
            : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<MediaCategoryRow>
        columns={columns}
        dataSource={data?.mediaCategories ?? []}
        loading={loading && !data}
        emptyText={t('mediaCategories.empty')}
        data-testid="media-categories-table"
        onOpen={can('catalog.media-categories.update') ? setEditing : undefined}
      />
      <MediaCategoryModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface MediaCategoryValues {
  code: string;
  title: string;
}

function validateMediaCategory(values: MediaCategoryValues): FormikErrors<MediaCategoryValues> {
  const errors: Record<string, string> = {};
  if (!values.code.trim()) errors.code = 'REQUIRED';
  else if (values.code.trim().length > 64) errors.code = 'TOO_LONG';
  if (!values.title.trim()) errors.title = 'REQUIRED';
  else if (values.title.trim().length > 120) errors.title = 'TOO_LONG';
  return errors as FormikErrors<MediaCategoryValues>;
}

function MediaCategoryModal({ target, onClose }: { target: CrudTarget<MediaCategoryRow>; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useCrudModal<MediaCategoryRow, MediaCategoryValues, MediaCategoryInput>({
    target,
    onClose,
    create: CREATE_MEDIA_CATEGORY,
    update: UPDATE_MEDIA_CATEGORY,
    refetchQueries: ['MediaCategories'],
    initialValues: (row) => ({ code: row?.code ?? '', title: row?.title ?? '' }),
    validate: validateMediaCategory,
    toInput: (values) => ({ code: values.code.trim(), title: values.title.trim() }),
    saved: { created: 'mediaCategories.created', updated: 'mediaCategories.updated', name: (input) => input.title },
  });
  const { formik, editing } = crud;
  const text = (name: keyof MediaCategoryValues) => (
    <Form.Item
      label={t(`mediaCategories.fields.${name}`)}
      htmlFor={`media-category-${name}`}
      required
      {...catalogFieldStatus(formik.errors, formik.touched, name, t, 'mediaCategories')}
    >
      <Input
        id={`media-category-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`media-category-${name}`}
      />
    </Form.Item>
  );
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('mediaCategories.editTitle', { name: editing.title }) : t('mediaCategories.createTitle')}
      saveTestId="media-category-save"
      data-testid="media-category-modal"
    >
      {text('code')}
      {text('title')}
    </CrudModal>
  );
}
