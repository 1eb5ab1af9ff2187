import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { CODE_PATTERN, useCatalogDelete } from '../catalog-delete';
import { catalogFieldStatus } from '../products/product-errors';
import {
  ATTRIBUTE_TYPES,
  CREATE_PRODUCT_ATTRIBUTE,
  DELETE_PRODUCT_ATTRIBUTE,
  hasOptions,
  PRODUCT_ATTRIBUTES,
  UPDATE_PRODUCT_ATTRIBUTE,
  type AttributeRow,
  type AttributeType,
  type ProductAttributeInput,
} from './attributes.graphql';

/**
 * /admin/catalog/attributes: the typed fields families add to their products (code, names, type, required,
 * shown on the product page, options of the lists); create, edit, delete (refused while a family lists it: IN_USE).
 */
export function AttributesPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  usePageTitle(t('attributes.title'));
  const { data, loading, error, refetch } = useQuery(PRODUCT_ATTRIBUTES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CrudTarget<AttributeRow>>(null);
  const onDelete = useCatalogDelete<AttributeRow>(DELETE_PRODUCT_ATTRIBUTE, { scope: 'attributes', refetchQueries: ['ProductAttributes'] });
  const yesNo = (value: boolean) => (value ? <Tag color="green">{t('attributes.yes')}</Tag> : <Tag>{t('attributes.no')}</Tag>);

  const columns: TableColumnsType<AttributeRow> = [
    { title: t('attributes.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    {
      title: t('attributes.fields.name'),
      key: 'name',
      render: (_, row) => <Typography.Text strong>{lang === 'en' && row.nameEn ? row.nameEn : row.name}</Typography.Text>,
    },
    { title: t('attributes.fields.type'), dataIndex: 'type', key: 'type', render: (type: AttributeType) => t(`attributeType.${type}`) },
    { title: t('attributes.fields.required'), dataIndex: 'required', key: 'required', render: yesNo },
    { title: t('attributes.fields.visibleOnFront'), dataIndex: 'visibleOnFront', key: 'visibleOnFront', render: yesNo },
    {
      title: t('attributes.fields.optionCount'),
      key: 'options',
      align: 'right',
      render: (_, row) => (hasOptions(row.type) ? row.options.length : '—'),
    },
    {
      title: t('attributes.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.attributes.update') && <EditButton onClick={() => setEditing(row)} testId={`attribute-edit-${row.code}`} />}
          {can('catalog.attributes.delete') && (
            <ConfirmDelete title={t('attributes.confirmDelete', { name: row.name })} onConfirm={() => onDelete(row)} testId={`attribute-delete-${row.code}`} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('attributes.title')}
        intro={t('attributes.intro')}
        onRefresh={() => void refetch()}
        create={can('catalog.attributes.create') ? { label: t('attributes.new'), testId: 'attribute-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<AttributeRow>
        columns={columns}
        dataSource={data?.productAttributes ?? []}
        loading={loading && !data}
        emptyText={t('attributes.empty')}
        data-testid="attributes-table"
        onOpen={can('catalog.attributes.update') ? setEditing : undefined}
      />
      <AttributeModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface OptionValues {
  code: string;
  label: string;
  labelEn: string;
}
export interface AttributeValues {
  code: string;
  name: string;
  nameEn: string;
  type: AttributeType;
  required: boolean;
  visibleOnFront: boolean;
  position: number | null;
  options: OptionValues[];
}

const MAX_OPTIONS = 200;

/** The client checks; options are checked as a whole (one message under the options editor). */
export function validateAttribute(values: AttributeValues): FormikErrors<AttributeValues> {
  const errors: Record<string, string> = {};
  const code = values.code.trim();
  if (!code) errors.code = 'REQUIRED';
  else if (!CODE_PATTERN.test(code)) errors.code = 'CODE_INVALID';
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > 120) errors.name = 'TOO_LONG';
  if (values.nameEn.trim().length > 120) errors.nameEn = 'TOO_LONG';
  if (values.position !== null && !Number.isInteger(values.position)) errors.position = 'POSITION_INVALID';
  if (hasOptions(values.type)) {
    const codes = values.options.map((option) => option.code.trim());
    if (!values.options.length) errors.options = 'OPTIONS_REQUIRED';
    else if (values.options.length > MAX_OPTIONS) errors.options = 'TOO_MANY';
    else if (codes.some((c) => !c || c.length > 64) || values.options.some((o) => !o.label.trim())) errors.options = 'OPTION_INCOMPLETE';
    else if (codes.some((c) => c.includes('|') || c.includes(':'))) errors.options = 'OPTION_CODE_INVALID';
    else if (new Set(codes).size !== codes.length) errors.options = 'OPTION_DUPLICATE';
    else if (values.options.some((o) => o.label.trim().length > 120 || o.labelEn.trim().length > 120)) errors.options = 'TOO_LONG';
  }
  return errors as FormikErrors<AttributeValues>;
}

/** The input of validated values; the options go only with the list types. */
export function toAttributeInput(values: AttributeValues): ProductAttributeInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    type: values.type,
    required: values.required,
    visibleOnFront: values.visibleOnFront,
    position: values.position ?? 0,
    options: hasOptions(values.type) ? values.options.map((o) => ({ code: o.code.trim(), label: o.label.trim(), labelEn: o.labelEn.trim() || null })) : [],
  };
}

function AttributeModal({ target, onClose }: { target: CrudTarget<AttributeRow>; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useCrudModal<AttributeRow, AttributeValues, ProductAttributeInput>({
    target,
    onClose,
    create: CREATE_PRODUCT_ATTRIBUTE,
    update: UPDATE_PRODUCT_ATTRIBUTE,
    refetchQueries: ['ProductAttributes'],
    initialValues: (row) => ({
      code: row?.code ?? '',
      name: row?.name ?? '',
      nameEn: row?.nameEn ?? '',
      type: row?.type ?? 'TEXT',
      required: row?.required ?? false,
      visibleOnFront: row?.visibleOnFront ?? true,
      position: row?.position ?? 0,
      options: row?.options.map((o) => ({ code: o.code, label: o.label, labelEn: o.labelEn ?? '' })) ?? [],
    }),
    validate: validateAttribute,
    toInput: toAttributeInput,
    saved: { created: 'attributes.created', updated: 'attributes.updated', name: (input) => input.name },
  });
  const { formik, editing } = crud;
  const status = (name: keyof AttributeValues) => {
    // The type refused on update: products already hold values of the old type.
    const errors = name === 'type' && formik.errors.type === 'IN_USE' ? { type: 'TYPE_IN_USE' } : formik.errors;
    return catalogFieldStatus(errors, formik.touched, name, t, 'attributes');
  };
  const text = (name: 'code' | 'name' | 'nameEn', extra: { help?: string; required?: boolean } = {}) => (
    <Form.Item label={t(`attributes.fields.${name}`)} htmlFor={`attribute-${name}`} required={extra.required} extra={extra.help} {...status(name)}>
      <Input
        id={`attribute-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`attribute-${name}`}
      />
    </Form.Item>
  );
  const options = formik.values.options;
  const setOptions = (next: OptionValues[]) => {
    void formik.setFieldValue('options', next);
    void formik.setFieldTouched('options', true, false);
  };
  const setOption = (i: number, field: keyof OptionValues, value: string) => setOptions(options.map((o, j) => (j === i ? { ...o, [field]: value } : o)));

  return (
    <CrudModal
      crud={crud}
      title={editing ? t('attributes.editTitle', { name: editing.name }) : t('attributes.createTitle')}
      saveTestId="attribute-save"
      width={760}
      data-testid="attribute-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={10}>
          {text('code', { required: true, help: t('attributes.fields.codeHelp') })}
        </Col>
        <Col xs={24} md={14}>
          <Form.Item label={t('attributes.fields.type')} htmlFor="attribute-type" required {...status('type')}>
            <Select
              id="attribute-type"
              value={formik.values.type}
              options={ATTRIBUTE_TYPES.map((type) => ({ value: type, label: t(`attributeType.${type}`) }))}
              onChange={(value: AttributeType) => void formik.setFieldValue('type', value)}
              data-testid="attribute-type"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('name', { required: true })}
        </Col>
        <Col xs={24} md={12}>
          {text('nameEn')}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item label={t('attributes.fields.required')} htmlFor="attribute-required">
            <Switch
              id="attribute-required"
              checked={formik.values.required}
              onChange={(checked) => void formik.setFieldValue('required', checked)}
              data-testid="attribute-required"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={t('attributes.fields.visibleOnFront')} htmlFor="attribute-visibleOnFront">
            <Switch
              id="attribute-visibleOnFront"
              checked={formik.values.visibleOnFront}
              onChange={(checked) => void formik.setFieldValue('visibleOnFront', checked)}
              data-testid="attribute-visibleOnFront"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('attributes.fields.position')} htmlFor="attribute-position" {...status('position')}>
            <InputNumber
              id="attribute-position"
              precision={0}
              value={formik.values.position}
              onChange={(value) => void formik.setFieldValue('position', value)}
              data-testid="attribute-position"
            />
          </Form.Item>
        </Col>
      </Row>
      {hasOptions(formik.values.type) && (
        <Form.Item label={t('attributes.fields.options')} required {...status('options')}>
          <Flex vertical gap={8} data-testid="attribute-options">
            {options.map((option, i) => (
              <Flex key={i} gap={8} align="center">
                <Input
                  placeholder={t('attributes.fields.optionCode')}
                  aria-label={`${t('attributes.fields.optionCode')} ${i + 1}`}
                  value={option.code}
                  onChange={(e) => setOption(i, 'code', e.target.value)}
                  style={{ flex: 1 }}
                  data-testid={`attribute-option-code-${i}`}
                />
                <Input
                  placeholder={t('attributes.fields.optionLabel')}
                  aria-label={`${t('attributes.fields.optionLabel')} ${i + 1}`}
                  value={option.label}
                  onChange={(e) => setOption(i, 'label', e.target.value)}
                  style={{ flex: 2 }}
                  data-testid={`attribute-option-label-${i}`}
                />
                <Input
                  placeholder={t('attributes.fields.optionLabelEn')}
                  aria-label={`${t('attributes.fields.optionLabelEn')} ${i + 1}`}
                  value={option.labelEn}
                  onChange={(e) => setOption(i, 'labelEn', e.target.value)}
                  style={{ flex: 2 }}
                  lang="en"
                  data-testid={`attribute-option-labelEn-${i}`}
                />
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => setOptions(options.filter((_, j) => j !== i))}
                  aria-label={t('attributes.removeOption', { n: i + 1 })}
                  data-testid={`attribute-option-remove-${i}`}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => setOptions([...options, { code: '', label: '', labelEn: '' }])}
              disabled={options.length >= MAX_OPTIONS}
              style={{ alignSelf: 'flex-start' }}
              data-testid="attribute-option-add"
            >
              {t('attributes.addOption')}
            </Button>
          </Flex>
        </Form.Item>
      )}
    </CrudModal>
  );
}
