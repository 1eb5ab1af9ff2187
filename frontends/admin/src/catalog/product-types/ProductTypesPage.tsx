import { useQuery } from '@apollo/client/react';
import { Col, Form, Input, Row, Select, Space, Typography, type TableColumnsType } from 'antd';
import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { usePageTitle } from '../../usePageTitle';
import { ATTRIBUTE_FAMILIES } from '../attribute-families/attribute-families.graphql';
import { useCatalogDelete } from '../catalog-delete';
import { catalogFieldStatus } from '../products/product-errors';
import {
  CREATE_PRODUCT_TYPE,
  DELETE_PRODUCT_TYPE,
  PRODUCT_TYPES,
  UPDATE_PRODUCT_TYPE,
  type ProductTypeInput,
  type ProductTypeRow,
} from './product-types.graphql';

/**
 * /admin/catalog/product-types: the kinds of product of the shop (printed guide, gift box, gift card…) with
 * their default family; create, edit, delete (refused while products use it: IN_USE).
 */
export function ProductTypesPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('productTypes.title'));
  const { data, loading, error, refetch } = useQuery(PRODUCT_TYPES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CrudTarget<ProductTypeRow>>(null);
  const onDelete = useCatalogDelete<ProductTypeRow>(DELETE_PRODUCT_TYPE, { scope: 'productTypes', refetchQueries: ['ProductTypes'] });

  const columns: TableColumnsType<ProductTypeRow> = [
    { title: t('productTypes.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    {
      title: t('productTypes.fields.names'),
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
    { title: t('productTypes.fields.family'), key: 'family', render: (_, row) => row.family?.name ?? '—' },
    { title: t('productTypes.fields.productCount'), dataIndex: 'productCount', key: 'productCount', align: 'right' },
    {
      title: t('productTypes.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.product-types.update') && <EditButton onClick={() => setEditing(row)} testId={`product-type-edit-${row.code}`} />}
          {can('catalog.product-types.delete') && (
            <ConfirmDelete
              title={t('productTypes.confirmDelete', { name: row.name })}
              onConfirm={() => onDelete(row)}
              testId={`product-type-delete-${row.code}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('productTypes.title')}
        intro={t('productTypes.intro')}
        onRefresh={() => void refetch()}
        create={
          can('catalog.product-types.create') ? { label: t('productTypes.new'), testId: 'product-type-new', onClick: () => setEditing('new') } : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<ProductTypeRow>
        columns={columns}
        dataSource={data?.productTypes ?? []}
        loading={loading && !data}
        emptyText={t('productTypes.empty')}
        data-testid="product-types-table"
        onOpen={can('catalog.product-types.update') ? setEditing : undefined}
      />
      <ProductTypeModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface ProductTypeValues {
  code: string;
  name: string;
  nameEn: string;
  familyId: string | null;
}

function validateProductType(values: ProductTypeValues): FormikErrors<ProductTypeValues> {
  const errors: Record<string, string> = {};
  if (!values.code.trim()) errors.code = 'REQUIRED';
  else if (values.code.trim().length > 64) errors.code = 'TOO_LONG';
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (values.name.trim().length > 120) errors.name = 'TOO_LONG';
  if (values.nameEn.trim().length > 120) errors.nameEn = 'TOO_LONG';
  return errors as FormikErrors<ProductTypeValues>;
}

function ProductTypeModal({ target, onClose }: { target: CrudTarget<ProductTypeRow>; onClose(): void }) {
  const { t } = useTranslation();
  const families = useQuery(ATTRIBUTE_FAMILIES, { skip: target === null, fetchPolicy: 'cache-and-network' });
  const crud = useCrudModal<ProductTypeRow, ProductTypeValues, ProductTypeInput>({
    target,
    onClose,
    create: CREATE_PRODUCT_TYPE,
    update: UPDATE_PRODUCT_TYPE,
    refetchQueries: ['ProductTypes'],
    initialValues: (row) => ({ code: row?.code ?? '', name: row?.name ?? '', nameEn: row?.nameEn ?? '', familyId: row?.family?.id ?? null }),
    validate: validateProductType,
    toInput: (values) => ({ code: values.code.trim(), name: values.name.trim(), nameEn: values.nameEn.trim() || null, familyId: values.familyId }),
    saved: { created: 'productTypes.created', updated: 'productTypes.updated', name: (input) => input.name },
  });
  const { formik, editing } = crud;
  const status = (name: keyof ProductTypeValues) => catalogFieldStatus(formik.errors, formik.touched, name, t, 'productTypes');
  const text = (name: 'code' | 'name' | 'nameEn', required = false) => (
    <Form.Item label={t(`productTypes.fields.${name}`)} htmlFor={`product-type-${name}`} required={required} {...status(name)}>
      <Input
        id={`product-type-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`product-type-${name}`}
      />
    </Form.Item>
  );
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('productTypes.editTitle', { name: editing.name }) : t('productTypes.createTitle')}
      saveTestId="product-type-save"
      data-testid="product-type-modal"
    >
      {text('code', true)}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('name', true)}
        </Col>
        <Col xs={24} md={12}>
          {text('nameEn')}
        </Col>
      </Row>
      <Form.Item label={t('productTypes.fields.family')} htmlFor="product-type-familyId" extra={t('productTypes.fields.familyHelp')} {...status('familyId')}>
        <Select
          id="product-type-familyId"
          allowClear
          loading={families.loading}
          placeholder={t('productTypes.noFamily')}
          value={formik.values.familyId ?? undefined}
          options={(families.data?.attributeFamilies ?? []).map((f) => ({ value: f.id, label: f.name }))}
          onChange={(value?: string) => void formik.setFieldValue('familyId', value ?? null)}
          data-testid="product-type-familyId"
        />
      </Form.Item>
    </CrudModal>
  );
}
