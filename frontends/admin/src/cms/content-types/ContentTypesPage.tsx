import { UnorderedListOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Form, Input, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contentTypeSchema, contentTypeUpdateSchema, CONTENT_LIMITS, validateWith } from '@guide/validation';
import { slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import type { CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsFieldStatus } from '../cms-errors';
import { typeLabel } from '../labels';
import { useFormModal } from '../useFormModal';
import { CMS_CONTENT_TYPES, CMS_CREATE_CONTENT_TYPE, CMS_DELETE_CONTENT_TYPE, CMS_UPDATE_CONTENT_TYPE, type ContentTypeRow } from './content-types.graphql';

/** /admin/cms/content-types: the kinds of editorial content; create, edit (the slug stays), delete when empty. */
export function ContentTypesPage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cms.contentTypes.title'));
  const { data, loading, error, refetch } = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(CMS_DELETE_CONTENT_TYPE, { refetchQueries: ['CmsContentTypes'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<CrudTarget<ContentTypeRow>>(null);

  async function onDelete(type: ContentTypeRow) {
    try {
      await remove({ variables: { slug: type.slug } });
      notification.success({ title: t('cms.contentTypes.deleted', { name: type.label }) });
    } catch (e) {
      // CONTENT_TYPE_IN_USE: "it still has contents", said in words.
      notification.error({ title: t('cms.contentTypes.deleteFailed', { name: type.label }), description: cmsFailure(t, e) });
    }
  }

  const columns: TableColumnsType<TypeTableRow> = [
    {
      title: t('cms.contentTypes.fields.label'),
      key: 'label',
      render: (_, type) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{typeLabel(type, i18n.language)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {typeLabel(type, i18n.language, 'singular')}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('cms.contentTypes.fields.slug'), key: 'slug', render: (_, type) => <Typography.Text code>/{type.slug}</Typography.Text> },
    {
      title: t('cms.contentTypes.fields.contentCount'),
      key: 'contentCount',
      align: 'right',
      render: (_, type) => (
        <Link to={`/cms/contents/${type.slug}`} data-testid={`content-type-count-${type.slug}`}>
          {type.contentCount}
        </Link>
      ),
    },
    { title: t('cms.contentTypes.fields.customFields'), key: 'fields', align: 'right', render: (_, type) => type.customFields.length },
    {
      title: t('cms.contentTypes.fields.blockEditor'),
      key: 'blockEditor',
      render: (_, type) =>
        type.blockEditorDisabled ? <Tag>{t('cms.contentTypes.richTextOnly')}</Tag> : <Tag color="blue">{t('cms.contentTypes.blockEditorOn')}</Tag>,
    },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, type) => (
        <Space wrap>
          {can('cms.custom-fields.list') && (
            <Link to={`/cms/content-types/${type.slug}/fields`}>
              <Button size="small" icon={<UnorderedListOutlined />} data-testid={`content-type-fields-${type.slug}`}>
                {t('cms.contentTypes.customFields')}
              </Button>
            </Link>
          )}
          {can('cms.content-types.update') && <EditButton onClick={() => setEditing(type)} testId={`content-type-edit-${type.slug}`} />}
          {can('cms.content-types.delete') && (
            <ConfirmDelete
              title={t('cms.contentTypes.confirmDelete', { name: type.label })}
              description={t('cms.contentTypes.confirmDeleteText')}
              onConfirm={() => onDelete(type)}
              testId={`content-type-delete-${type.slug}`}
            />
          )}
        </Space>
      ),
    },
  ];
  const rows = (data?.contentTypes ?? []).map((type) => ({ ...type, id: type.slug }));
  return (
    <>
      <ListHeader
        title={t('cms.contentTypes.title')}
        intro={t('cms.contentTypes.intro')}
        onRefresh={() => void refetch()}
        create={
          can('cms.content-types.create') ? { label: t('cms.contentTypes.new'), testId: 'content-type-new', onClick: () => setEditing('new') } : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<TypeTableRow>
        columns={columns}
        dataSource={rows}
        loading={loading && !data}
        emptyText={t('cms.contentTypes.empty')}
        data-testid="content-types-table"
        onOpen={can('cms.content-types.update') ? setEditing : undefined}
      />
      <ContentTypeModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** CrudTable keys rows by id: a type's is its slug. */
type TypeTableRow = ContentTypeRow & { id: string };

interface ContentTypeFormValues {
  slug: string;
  label: string;
  singularLabel: string;
  labelEn: string;
  singularLabelEn: string;
  blockEditorDisabled: boolean;
}

function ContentTypeModal({ target, onClose }: { target: CrudTarget<ContentTypeRow>; onClose(): void }) {
  const { t } = useTranslation();
  const [slugByHand, setSlugByHand] = useState(false);
  const options = { refetchQueries: ['CmsContentTypes'], awaitRefetchQueries: true };
  const [create] = useMutation(CMS_CREATE_CONTENT_TYPE, options);
  const [update] = useMutation(CMS_UPDATE_CONTENT_TYPE, options);
  const crud = useFormModal<ContentTypeRow, ContentTypeFormValues>({
    target,
    onClose: () => {
      setSlugByHand(false);
      onClose();
    },
    initialValues: (editing) => ({
      slug: editing?.slug ?? '',
      label: editing?.label ?? '',
      singularLabel: editing?.singularLabel ?? '',
      labelEn: editing?.labelEn ?? '',
      singularLabelEn: editing?.singularLabelEn ?? '',
      blockEditorDisabled: editing?.blockEditorDisabled ?? false,
    }),
    validate: (values, editing) => {
      const result = editing ? validateWith(contentTypeUpdateSchema, values) : validateWith(contentTypeSchema, values);
      return result.ok ? {} : result.fieldErrors;
    },
    save: async (values, editing) => {
      const input = {
        label: values.label.trim(),
        singularLabel: values.singularLabel.trim(),
        labelEn: values.labelEn.trim() || null,
        singularLabelEn: values.singularLabelEn.trim() || null,
        blockEditorDisabled: values.blockEditorDisabled,
      };
      if (editing) await update({ variables: { slug: editing.slug, input } });
      else await create({ variables: { input: { ...input, slug: values.slug.trim().toLowerCase() } } });
      return t(editing ? 'cms.contentTypes.updated' : 'cms.contentTypes.created', { name: input.label });
    },
  });
  const { editing, formik } = crud;
  const status = (name: keyof ContentTypeFormValues) => cmsFieldStatus(t, name, formik);
  const text = (name: keyof ContentTypeFormValues, required = false, onChange?: (value: string) => void) => (
    <Form.Item label={t(`cms.contentTypes.fields.${name}`)} htmlFor={`content-type-${name}`} required={required} {...status(name)}>
      <Input
        id={`content-type-${name}`}
        name={name}
        maxLength={CONTENT_LIMITS.typeLabel}
        value={formik.values[name] as string}
        onChange={onChange ? (e) => onChange(e.target.value) : formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`content-type-${name}`}
      />
    </Form.Item>
  );
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('cms.contentTypes.editTitle', { name: editing.label }) : t('cms.contentTypes.createTitle')}
      saveTestId="content-type-save"
      width={640}
    >
      {text('label', true, (value) => {
        void formik.setFieldValue('label', value);
        if (!editing && !slugByHand) void formik.setFieldValue('slug', slugify(value).slice(0, CONTENT_LIMITS.typeSlug));
      })}
      {text('singularLabel', true)}
      {editing ? (
        <Form.Item label={t('cms.contentTypes.fields.slug')} extra={t('cms.contentTypes.slugFixed')}>
          <Typography.Text code>/{editing.slug}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item label={t('cms.contentTypes.fields.slug')} htmlFor="content-type-slug" required extra={t('cms.contentTypes.slugHelp')} {...status('slug')}>
          <Input
            id="content-type-slug"
            name="slug"
            maxLength={CONTENT_LIMITS.typeSlug}
            value={formik.values.slug}
            onChange={(e) => {
              setSlugByHand(e.target.value !== '');
              formik.handleChange(e);
            }}
            onBlur={formik.handleBlur}
            data-testid="content-type-slug"
          />
        </Form.Item>
      )}
      {text('labelEn')}
      {text('singularLabelEn')}
      <Form.Item
        label={t('cms.contentTypes.fields.blockEditorDisabled')}
        htmlFor="content-type-blockEditorDisabled"
        extra={t('cms.contentTypes.blockEditorHelp')}
      >
        <Switch
          id="content-type-blockEditorDisabled"
          checked={formik.values.blockEditorDisabled}
          onChange={(checked) => void formik.setFieldValue('blockEditorDisabled', checked)}
          data-testid="content-type-blockEditorDisabled"
        />
      </Form.Item>
    </CrudModal>
  );
}
