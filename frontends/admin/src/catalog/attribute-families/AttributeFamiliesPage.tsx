import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Col, Flex, Form, Input, Row, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { PRODUCT_ATTRIBUTES, type AttributeRow } from '../attributes/attributes.graphql';
import { useCatalogDelete } from '../catalog-delete';
import { catalogFieldStatus } from '../products/product-errors';
import {
  ATTRIBUTE_FAMILIES,
  CREATE_ATTRIBUTE_FAMILY,
  DELETE_ATTRIBUTE_FAMILY,
  UPDATE_ATTRIBUTE_FAMILY,
  type AttributeFamilyInput,
  type FamilyRow,
} from './attribute-families.graphql';

const MAX_ATTRIBUTES = 100;

/**
 * /admin/catalog/attribute-families: named, ordered sets of attributes (a product of the family fills the
 * required ones); create, edit, delete (refused while products use it: IN_USE).
 */
export function AttributeFamiliesPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  usePageTitle(t('attributeFamilies.title'));
  const { data, loading, error, refetch } = useQuery(ATTRIBUTE_FAMILIES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CrudTarget<FamilyRow>>(null);
  const onDelete = useCatalogDelete<FamilyRow>(DELETE_ATTRIBUTE_FAMILY, { scope: 'attributeFamilies', refetchQueries: ['AttributeFamilies'] });

  const columns: TableColumnsType<FamilyRow> = [
    { title: t('attributeFamilies.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: t('attributeFamilies.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('attributeFamilies.fields.attributes'),
      key: 'attributes',
      render: (_, row) =>
        row.attributes.length ? (
          <Flex wrap gap={4}>
            {row.attributes.map((attribute) => (
              <Tag key={attribute.id} color={attribute.required ? 'gold' : undefined}>
                {lang === 'en' && attribute.nameEn ? attribute.nameEn : attribute.name}
              </Tag>
            ))}
          </Flex>
        ) : (
          '—'
        ),
    },
    { title: t('attributeFamilies.fields.productCount'), dataIndex: 'productCount', key: 'productCount', align: 'right' },
    {
      title: t('attributeFamilies.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.attribute-families.update') && <EditButton onClick={() => setEditing(row)} testId={`family-edit-${row.code}`} />}
          {can('catalog.attribute-families.delete') && (
            <ConfirmDelete
              title={t('attributeFamilies.confirmDelete', { name: row.name })}
              onConfirm={() => onDelete(row)}
              testId={`family-delete-${row.code}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('attributeFamilies.title')}
        intro={t('attributeFamilies.intro')}
        onRefresh={() => void refetch()}
        create={
          can('catalog.attribute-families.create') ? { label: t('attributeFamilies.new'), testId: 'family-new', onClick: () => setEditing('new') } : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<FamilyRow>
        columns={columns}
        dataSource={data?.attributeFamilies ?? []}
        loading={loading && !data}
        emptyText={t('attributeFamilies.empty')}
        data-testid="families-table"
        onOpen={can('catalog.attribute-families.update') ? setEditing : undefined}
      />
      <FamilyModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface FamilyValues {
  code: string;
  name: string;
  attributeIds: string[];
}

function validateFamily(values: FamilyValues): FormikErrors<FamilyValues> {
  const errors: Record<string, string> = {};
  if (!values.code.trim()) errors.code = 'REQUIRED';
  else if (values.code.trim().length > 64) errors.code = 'TOO_LONG';
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > 120) errors.name = 'TOO_LONG';
  if (values.attributeIds.length > MAX_ATTRIBUTES) errors.attributeIds = 'TOO_MANY';
  return errors as FormikErrors<FamilyValues>;
}

function FamilyModal({ target, onClose }: { target: CrudTarget<FamilyRow>; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const attributes = useQuery(PRODUCT_ATTRIBUTES, { skip: target === null, fetchPolicy: 'cache-and-network' });
  const byId = useMemo(() => new Map<string, AttributeRow>((attributes.data?.productAttributes ?? []).map((a) => [a.id, a])), [attributes.data]);
  const crud = useCrudModal<FamilyRow, FamilyValues, AttributeFamilyInput>({
    target,
    onClose,
    create: CREATE_ATTRIBUTE_FAMILY,
    update: UPDATE_ATTRIBUTE_FAMILY,
    refetchQueries: ['AttributeFamilies'],
    initialValues: (row) => ({ code: row?.code ?? '', name: row?.name ?? '', attributeIds: row?.attributes.map((a) => a.id) ?? [] }),
    validate: validateFamily,
    toInput: (values) => ({ code: values.code.trim(), name: values.name.trim(), attributeIds: values.attributeIds }),
    saved: { created: 'attributeFamilies.created', updated: 'attributeFamilies.updated', name: (input) => input.name },
  });
  const { formik, editing } = crud;
  const status = (name: keyof FamilyValues) => catalogFieldStatus(formik.errors, formik.touched, name, t, 'attributeFamilies');
  const ids = formik.values.attributeIds;
  const setIds = (next: string[]) => {
    void formik.setFieldValue('attributeIds', next);
    void formik.setFieldTouched('attributeIds', true, false);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setIds(next);
  };
  const label = (id: string) => {
    const attribute = byId.get(id);
    if (!attribute) return id;
    return i18n.language === 'en' && attribute.nameEn ? attribute.nameEn : attribute.name;
  };
  const text = (name: 'code' | 'name') => (
    <Form.Item label={t(`attributeFamilies.fields.${name}`)} htmlFor={`family-${name}`} required {...status(name)}>
      <Input
        id={`family-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`family-${name}`}
      />
    </Form.Item>
  );

  return (
    <CrudModal
      crud={crud}
      title={editing ? t('attributeFamilies.editTitle', { name: editing.name }) : t('attributeFamilies.createTitle')}
      saveTestId="family-save"
      width={680}
      data-testid="family-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={10}>
          {text('code')}
        </Col>
        <Col xs={24} md={14}>
          {text('name')}
        </Col>
      </Row>
      <Form.Item
        label={t('attributeFamilies.fields.attributes')}
        htmlFor="family-attributes"
        extra={t('attributeFamilies.fields.attributesHelp')}
        {...status('attributeIds')}
      >
        <Select
          id="family-attributes"
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={attributes.loading}
          placeholder={t('attributeFamilies.pick')}
          value={ids}
          options={(attributes.data?.productAttributes ?? []).map((a) => ({ value: a.id, label: `${label(a.id)} (${a.code})` }))}
          // New picks go last; the order is set in the list below.
          onChange={(value: string[]) => setIds([...ids.filter((id) => value.includes(id)), ...value.filter((id) => !ids.includes(id))])}
          data-testid="family-attributes"
        />
      </Form.Item>
      {/* The chosen attributes in display order, each with its up, down and remove buttons. */}
      <Flex vertical gap={4} data-testid="family-order">
        {ids.length === 0 && <Typography.Text type="secondary">{t('attributeFamilies.noAttributes')}</Typography.Text>}
        {ids.map((id, i) => (
          <Flex
            key={id}
            align="center"
            justify="space-between"
            gap={8}
            style={{ padding: '4px 8px', border: '1px solid #f0f0f0', borderRadius: 6 }}
            data-testid={`family-order-${i}`}
          >
            <span>
              <Typography.Text>
                {i + 1}. {label(id)}
              </Typography.Text>
              {byId.get(id)?.required && (
                <Tag color="gold" style={{ marginLeft: 8 }}>
                  {t('attributeFamilies.required')}
                </Tag>
              )}
            </span>
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t('attributeFamilies.moveUp', { name: label(id) })}
                data-testid={`family-up-${i}`}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={i === ids.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t('attributeFamilies.moveDown', { name: label(id) })}
                data-testid={`family-down-${i}`}
              />
              <Button
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => setIds(ids.filter((other) => other !== id))}
                aria-label={t('attributeFamilies.remove', { name: label(id) })}
              />
            </Space>
          </Flex>
        ))}
      </Flex>
    </CrudModal>
  );
}
