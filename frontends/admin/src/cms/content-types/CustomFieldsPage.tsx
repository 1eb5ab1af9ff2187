import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Flex, Form, Input, Result, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CONTENT_FIELD_KINDS, CONTENT_LIMITS, customFieldSchema, validateWith } from '@guide/validation';
import { slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import type { CrudTarget } from '../../components/useCrudModal';
import type { ContentCustomFieldInput, ContentFieldKind } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsFieldStatus } from '../cms-errors';
import { fieldLabel, typeLabel } from '../labels';
import { useFormModal } from '../useFormModal';
import {
  CMS_CONTENT_TYPES,
  CMS_CREATE_CUSTOM_FIELD,
  CMS_DELETE_CUSTOM_FIELD,
  CMS_UPDATE_CUSTOM_FIELD,
  type ContentTypeRow,
  type CustomFieldRow,
} from './content-types.graphql';
import { reorderInputs } from './field-order';

/** /admin/cms/content-types/:slug/fields: the fields a type's contents carry beyond the standard ones. */
export function CustomFieldsPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-and-network' });
  const type = data?.contentTypes.find((candidate) => candidate.slug === slug);
  usePageTitle(t('cms.customFields.title', { type: type ? typeLabel(type, i18n.language) : slug }));
  const refetchOptions = { refetchQueries: ['CmsContentTypes'], awaitRefetchQueries: true };
  const [remove] = useMutation(CMS_DELETE_CUSTOM_FIELD, refetchOptions);
  const [update, { loading: moving }] = useMutation(CMS_UPDATE_CUSTOM_FIELD);
  const [editing, setEditing] = useState<CrudTarget<CustomFieldRow>>(null);

  if (data && !type) {
    return <Result status="404" title={t('cms.contents.typeNotFound')} extra={<Link to="/cms/content-types">{t('cms.contentTypes.title')}</Link>} />;
  }
  const fields = [...(type?.customFields ?? [])].sort((a, b) => a.position - b.position);

  async function onDelete(field: CustomFieldRow) {
    try {
      await remove({ variables: { id: field.id } });
      notification.success({ title: t('cms.customFields.deleted', { name: field.label }) });
    } catch (e) {
      notification.error({ title: t('cms.customFields.deleteFailed', { name: field.label }), description: cmsFailure(t, e) });
    }
  }
  async function move(index: number, direction: -1 | 1) {
    try {
      for (const change of reorderInputs(fields, index, direction)) await update({ variables: change });
    } catch (e) {
      notification.error({ title: t('cms.customFields.moveFailed'), description: cmsFailure(t, e) });
    }
    await refetch();
  }

  const canUpdate = can('cms.custom-fields.update');
  const columns: TableColumnsType<CustomFieldRow> = [
    ...(canUpdate
      ? [
          {
            title: t('cms.customFields.fields.position'),
            key: 'order',
            width: 90,
            render: (_: unknown, field: CustomFieldRow) => {
              const index = fields.indexOf(field);
              return (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0 || moving}
                    onClick={() => void move(index, -1)}
                    aria-label={t('cms.customFields.moveUp')}
                    data-testid={`custom-field-up-${field.code}`}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === fields.length - 1 || moving}
                    onClick={() => void move(index, 1)}
                    aria-label={t('cms.customFields.moveDown')}
                    data-testid={`custom-field-down-${field.code}`}
                  />
                </Space>
              );
            },
          },
        ]
      : []),
    {
      title: t('cms.customFields.fields.label'),
      key: 'label',
      render: (_, field) => (
        <Space>
          <Typography.Text strong>{fieldLabel(field, i18n.language)}</Typography.Text>
          {field.required && <Tag color="red">{t('cms.customFields.requiredTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('cms.customFields.fields.code'), key: 'code', render: (_, field) => <Typography.Text code>{field.code}</Typography.Text> },
    { title: t('cms.customFields.fields.kind'), key: 'kind', render: (_, field) => t(`cms.customFields.kinds.${field.kind}`) },
    { title: t('cms.customFields.fields.options'), key: 'options', render: (_, field) => (field.options.length ? field.options.join(', ') : '—') },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, field) => (
        <Space wrap>
          {canUpdate && <EditButton onClick={() => setEditing(field)} testId={`custom-field-edit-${field.code}`} />}
          {can('cms.custom-fields.delete') && (
            <ConfirmDelete
              title={t('cms.customFields.confirmDelete', { name: field.label })}
              description={t('cms.customFields.confirmDeleteText')}
              onConfirm={() => onDelete(field)}
              testId={`custom-field-delete-${field.code}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Link to="/cms/content-types" aria-label={t('cms.contentTypes.title')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('cms.contentTypes.title')} />
        </Link>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('cms.customFields.title', { type: type ? typeLabel(type, i18n.language) : slug })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('cms.customFields.intro')}</Typography.Text>
        </div>
        {can('cms.custom-fields.create') && type && (
          <Button type="primary" style={{ marginLeft: 'auto' }} onClick={() => setEditing('new')} data-testid="custom-field-new">
            {t('cms.customFields.new')}
          </Button>
        )}
      </Flex>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<CustomFieldRow>
        columns={columns}
        dataSource={fields}
        loading={loading && !data}
        emptyText={t('cms.customFields.empty')}
        data-testid="custom-fields-table"
        onOpen={canUpdate ? setEditing : undefined}
      />
      {type && <CustomFieldModal type={type} target={editing} nextPosition={fields.length} onClose={() => setEditing(null)} />}
    </>
  );
}

interface CustomFieldFormValues {
  code: string;
  label: string;
  labelEn: string;
  kind: ContentFieldKind;
  required: boolean;
  options: string[];
}

function CustomFieldModal({
  type,
  target,
  nextPosition,
  onClose,
}: {
  type: ContentTypeRow;
  target: CrudTarget<CustomFieldRow>;
  nextPosition: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [codeByHand, setCodeByHand] = useState(false);
  const refetchOptions = { refetchQueries: ['CmsContentTypes'], awaitRefetchQueries: true };
  const [create] = useMutation(CMS_CREATE_CUSTOM_FIELD, refetchOptions);
  const [update] = useMutation(CMS_UPDATE_CUSTOM_FIELD, refetchOptions);
  const crud = useFormModal<CustomFieldRow, CustomFieldFormValues>({
    target,
    onClose: () => {
      setCodeByHand(false);
      onClose();
    },
    initialValues: (editing) => ({
      code: editing?.code ?? '',
      label: editing?.label ?? '',
      labelEn: editing?.labelEn ?? '',
      kind: editing?.kind ?? 'TEXT',
      required: editing?.required ?? false,
      options: editing?.options ?? [],
    }),
    validate: (values) => {
      const result = validateWith(customFieldSchema, values);
      return result.ok ? {} : result.fieldErrors;
    },
    save: async (values, editing) => {
      const input: ContentCustomFieldInput = {
        code: values.code.trim().toLowerCase(),
        label: values.label.trim(),
        labelEn: values.labelEn.trim() || null,
        kind: values.kind,
        required: values.required,
        // Choices belong to CHOICE fields only.
        options: values.kind === 'CHOICE' ? values.options.map((option) => option.trim()).filter(Boolean) : [],
        position: editing ? editing.position : nextPosition,
      };
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { contentType: type.slug, input } });
      return t(editing ? 'cms.customFields.updated' : 'cms.customFields.created', { name: input.label });
    },
  });
  const { editing, formik } = crud;
  const status = (name: keyof CustomFieldFormValues) => cmsFieldStatus(t, name, formik);
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('cms.customFields.editTitle', { name: editing.label }) : t('cms.customFields.createTitle')}
      saveTestId="custom-field-save"
      width={600}
    >
      <Form.Item label={t('cms.customFields.fields.label')} htmlFor="custom-field-label" required {...status('label')}>
        <Input
          id="custom-field-label"
          name="label"
          maxLength={CONTENT_LIMITS.fieldLabel}
          autoFocus
          value={formik.values.label}
          onChange={(e) => {
            formik.handleChange(e);
            if (!editing && !codeByHand) void formik.setFieldValue('code', slugify(e.target.value).slice(0, CONTENT_LIMITS.fieldCode));
          }}
          onBlur={formik.handleBlur}
          data-testid="custom-field-label"
        />
      </Form.Item>
      <Form.Item label={t('cms.customFields.fields.labelEn')} htmlFor="custom-field-labelEn" {...status('labelEn')}>
        <Input
          id="custom-field-labelEn"
          name="labelEn"
          maxLength={CONTENT_LIMITS.fieldLabel}
          value={formik.values.labelEn}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="custom-field-labelEn"
        />
      </Form.Item>
      <Form.Item label={t('cms.customFields.fields.code')} htmlFor="custom-field-code" required extra={t('cms.customFields.codeHelp')} {...status('code')}>
        <Input
          id="custom-field-code"
          name="code"
          maxLength={CONTENT_LIMITS.fieldCode}
          value={formik.values.code}
          onChange={(e) => {
            setCodeByHand(e.target.value !== '');
            formik.handleChange(e);
          }}
          onBlur={formik.handleBlur}
          data-testid="custom-field-code"
        />
      </Form.Item>
      <Space size={24} wrap>
        <Form.Item label={t('cms.customFields.fields.kind')} htmlFor="custom-field-kind" required {...status('kind')}>
          <Select
            id="custom-field-kind"
            style={{ minWidth: 220 }}
            value={formik.values.kind}
            options={CONTENT_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`cms.customFields.kinds.${kind}`) }))}
            onChange={(value: ContentFieldKind) => void formik.setFieldValue('kind', value)}
            data-testid="custom-field-kind"
          />
        </Form.Item>
        <Form.Item label={t('cms.customFields.fields.required')} htmlFor="custom-field-required">
          <Switch
            id="custom-field-required"
            checked={formik.values.required}
            onChange={(checked) => void formik.setFieldValue('required', checked)}
            data-testid="custom-field-required"
          />
        </Form.Item>
      </Space>
      {formik.values.kind === 'CHOICE' && (
        <Form.Item
          label={t('cms.customFields.fields.options')}
          htmlFor="custom-field-options"
          required
          extra={t('cms.customFields.optionsHelp')}
          {...status('options')}
        >
          <Select
            id="custom-field-options"
            mode="tags"
            open={false}
            tokenSeparators={[';']}
            value={formik.values.options}
            onChange={(value: string[]) => {
              void formik.setFieldValue('options', [...new Set(value.map((option) => option.trim()).filter(Boolean))]);
              void formik.setFieldTouched('options', true, false);
            }}
            data-testid="custom-field-options"
          />
        </Form.Item>
      )}
    </CrudModal>
  );
}
