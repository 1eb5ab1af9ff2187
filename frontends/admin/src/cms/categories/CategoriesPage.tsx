import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, Form, Input, Result, Space, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { contentCategorySchema, CONTENT_LIMITS, validateWith } from '@guide/validation';
import { slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, EditButton, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import type { CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsFieldStatus } from '../cms-errors';
import { CMS_CONTENT_TYPES } from '../content-types/content-types.graphql';
import { typeLabel } from '../labels';
import { useFormModal } from '../useFormModal';
import { CMS_CONTENT_CATEGORIES, CMS_CREATE_CATEGORY, CMS_DELETE_CATEGORIES, CMS_UPDATE_CATEGORY, type CategoryRow } from './categories.graphql';

/** /admin/cms/categories/:contentType: a content type's categories; create, edit, delete one or a selection. */
export function CategoriesPage() {
  const { contentType = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { notification, modal } = App.useApp();
  const { can } = useAdmin();
  const types = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-first' });
  const type = types.data?.contentTypes.find((candidate) => candidate.slug === contentType);
  const typeName = type ? typeLabel(type, i18n.language) : contentType;
  usePageTitle(t('cms.categories.title', { type: typeName }));
  const { data, loading, error, refetch } = useQuery(CMS_CONTENT_CATEGORIES, { variables: { contentType }, fetchPolicy: 'cache-and-network' });
  const [remove, { loading: deleting }] = useMutation(CMS_DELETE_CATEGORIES, { refetchQueries: ['CmsContentCategories'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<CrudTarget<CategoryRow>>(null);
  const [selected, setSelected] = useState<string[]>([]);

  if (types.data && !type) {
    return <Result status="404" title={t('cms.contents.typeNotFound')} extra={<Link to="/cms/categories">{t('cms.categories.landing.title')}</Link>} />;
  }
  const rows = data?.contentCategories ?? [];
  const canDelete = can('cms.categories.delete');

  function confirmDelete(ids: string[]) {
    const names = rows.filter((row) => ids.includes(row.id)).map((row) => row.title);
    modal.confirm({
      title: ids.length === 1 ? t('cms.categories.confirmDelete', { name: names[0] }) : t('cms.categories.confirmDeleteMany', { count: ids.length }),
      content: t('cms.categories.confirmDeleteText'),
      okText: t('cms.delete'),
      okButtonProps: { danger: true, 'data-testid': 'categories-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { data: result } = await remove({ variables: { ids } });
          notification.success({ title: t('cms.categories.deleted', { count: result?.deleteContentCategories ?? 0 }) });
          setSelected((current) => current.filter((id) => !ids.includes(id)));
        } catch (e) {
          notification.error({ title: t('cms.categories.deleteFailed'), description: cmsFailure(t, e) });
        }
      },
    });
  }

  const columns: TableColumnsType<CategoryRow> = [
    {
      title: t('cms.categories.fields.title'),
      key: 'title',
      render: (_, category) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{category.title}</Typography.Text>
          {category.titleEn && <Typography.Text type="secondary">{category.titleEn}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('cms.categories.fields.slug'),
      key: 'slug',
      render: (_, category) => (
        <Typography.Text code>
          /{contentType}/{category.slug}
        </Typography.Text>
      ),
    },
    {
      title: t('cms.categories.fields.contentCount'),
      key: 'contentCount',
      align: 'right',
      render: (_, category) => <Link to={`/cms/contents/${contentType}?category=${category.id}`}>{category.contentCount}</Link>,
    },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, category) => (
        <Space wrap>
          {can('cms.categories.update') && <EditButton onClick={() => setEditing(category)} testId={`category-edit-${category.slug}`} />}
          {canDelete && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete([category.id])} data-testid={`category-delete-${category.slug}`}>
              {t('cms.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Link to="/cms/categories" aria-label={t('cms.categories.landing.title')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('cms.categories.landing.title')} />
        </Link>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('cms.categories.title', { type: typeName })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('cms.categories.intro')}</Typography.Text>
        </div>
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can('cms.categories.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="category-new">
              {t('cms.categories.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('cms.categories.selected', { count: selected.length })}
          action={
            (selected.length === 1 || can('cms.categories.mass-delete')) && (
              <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={() => confirmDelete(selected)} data-testid="categories-bulk-delete">
                {t('cms.delete')}
              </Button>
            )
          }
        />
      )}
      <CrudTable<CategoryRow>
        columns={columns}
        dataSource={rows}
        loading={loading && !data}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        emptyText={t('cms.categories.empty')}
        data-testid="categories-table"
        onOpen={can('cms.categories.update') ? setEditing : undefined}
      />
      <CategoryModal contentType={contentType} target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface CategoryFormValues {
  title: string;
  slug: string;
  titleEn: string;
}

function CategoryModal({ contentType, target, onClose }: { contentType: string; target: CrudTarget<CategoryRow>; onClose(): void }) {
  const { t } = useTranslation();
  const [slugByHand, setSlugByHand] = useState(false);
  const refetchOptions = { refetchQueries: ['CmsContentCategories'], awaitRefetchQueries: true };
  const [create] = useMutation(CMS_CREATE_CATEGORY, refetchOptions);
  const [update] = useMutation(CMS_UPDATE_CATEGORY, refetchOptions);
  const crud = useFormModal<CategoryRow, CategoryFormValues>({
    target,
    onClose: () => {
      setSlugByHand(false);
      onClose();
    },
    initialValues: (editing) => ({ title: editing?.title ?? '', slug: editing?.slug ?? '', titleEn: editing?.titleEn ?? '' }),
    validate: (values) => {
      const result = validateWith(contentCategorySchema, values);
      return result.ok ? {} : result.fieldErrors;
    },
    save: async (values, editing) => {
      const input = { title: values.title.trim(), slug: values.slug.trim().toLowerCase(), titleEn: values.titleEn.trim() || null };
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { contentType, input } });
      return t(editing ? 'cms.categories.updated' : 'cms.categories.created', { name: input.title });
    },
  });
  const { editing, formik } = crud;
  const status = (name: keyof CategoryFormValues) => cmsFieldStatus(t, name, formik);
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('cms.categories.editTitle', { name: editing.title }) : t('cms.categories.createTitle')}
      saveTestId="category-save"
      width={560}
    >
      <Form.Item label={t('cms.categories.fields.title')} htmlFor="category-title" required {...status('title')}>
        <Input
          id="category-title"
          name="title"
          autoFocus
          maxLength={CONTENT_LIMITS.categoryTitle}
          value={formik.values.title}
          onChange={(e) => {
            formik.handleChange(e);
            if (!editing && !slugByHand) void formik.setFieldValue('slug', slugify(e.target.value));
          }}
          onBlur={formik.handleBlur}
          data-testid="category-title"
        />
      </Form.Item>
      <Form.Item
        label={t('cms.categories.fields.slug')}
        htmlFor="category-slug"
        required
        extra={editing ? t('cms.categories.slugChangeHelp') : t('cms.categories.slugHelp')}
        {...status('slug')}
      >
        <Input
          id="category-slug"
          name="slug"
          maxLength={CONTENT_LIMITS.categorySlug}
          value={formik.values.slug}
          onChange={(e) => {
            setSlugByHand(e.target.value !== '');
            formik.handleChange(e);
          }}
          onBlur={formik.handleBlur}
          data-testid="category-slug"
        />
      </Form.Item>
      <Form.Item label={t('cms.categories.fields.titleEn')} htmlFor="category-titleEn" {...status('titleEn')}>
        <Input
          id="category-titleEn"
          name="titleEn"
          maxLength={CONTENT_LIMITS.categoryTitle}
          value={formik.values.titleEn}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="category-titleEn"
        />
      </Form.Item>
    </CrudModal>
  );
}
