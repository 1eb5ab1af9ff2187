import { useMutation } from '@apollo/client/react';
import { Alert, App, Col, Divider, Form, Input, Modal, Row, Select, Switch, Tabs, TreeSelect } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import type { CrudTarget } from '../../components/useCrudModal';
import { errorMessage } from '../../users/errors';
import { ProductDetailsForm } from './ProductDetailsForm';
import { ProductImagesField } from './ProductImagesField';
import { catalogFieldStatus } from './product-errors';
import { initialProductValues, productFormField, toProductInput, validateProduct, type ProductFormValues } from './product-form';
import { CREATE_PRODUCT, TAX_CATEGORIES, UPDATE_PRODUCT, type ProductRow } from './products.graphql';

interface ProductModalProps {
  product: CrudTarget<ProductRow>;
  categories: { value: string; title: string }[];
  onClose(): void;
}

/**
 * Create or edit a product: client checks first, then the server's `fieldErrors` on their fields
 * (`priceCents` on the price, SKU_TAKEN on the SKU…) and anything else in the alert.
 */
export function ProductModal({ product, categories, onClose }: ProductModalProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = product !== null && product !== 'new' ? product : null;
  const [failure, setFailure] = useState<string | null>(null);
  // An existing product has a second tab, "Détails" (type, family, attribute values, media, groups), saved on its own.
  const [tab, setTab] = useState<'general' | 'details'>('general');
  const mutationOptions = { refetchQueries: ['AdminProducts'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_PRODUCT, mutationOptions);
  const [update] = useMutation(UPDATE_PRODUCT, mutationOptions);
  const formik = useFormik<ProductFormValues>({
    initialValues: initialProductValues(editing),
    enableReinitialize: true,
    validate: validateProduct,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toProductInput(values);
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'products.updated' : 'products.created', { name: input.name }) });
        close();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error));
        const shown = fields.flatMap(([name, key]) => {
          const field = productFormField(name);
          return field ? [[field, key] as const] : [];
        });
        if (shown.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(shown.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(shown));
        }
        // An error no field shows goes in the alert above the form.
        if (shown.length < fields.length || !fields.length) setFailure(errorMessage(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setFailure(null);
    setTab('general');
    onClose();
  }
  const status = (name: keyof ProductFormValues) => catalogFieldStatus(formik.errors, formik.touched, name, t, 'products');
  const text = (
    name: 'sku' | 'name' | 'nameEn' | 'slug' | 'price' | 'weight',
    extra: { help?: string; required?: boolean; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Form.Item label={t(`products.fields.${name}`)} htmlFor={`product-${name}`} required={extra.required} extra={extra.help} {...status(name)}>
      <Input
        id={`product-${name}`}
        name={name}
        inputMode={extra.inputMode}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`product-${name}`}
      />
    </Form.Item>
  );
  const longText = (name: 'description' | 'descriptionEn') => (
    <Form.Item label={t(`products.fields.${name}`)} htmlFor={`product-${name}`} {...status(name)}>
      <Input.TextArea
        id={`product-${name}`}
        name={name}
        rows={4}
        count={{ show: true, max: 5000 }}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`product-${name}`}
      />
    </Form.Item>
  );
  const images = formik.values.images;
  const setImages = (next: ProductFormValues['images']) => {
    void formik.setFieldValue('images', next);
    void formik.setFieldTouched('images', true, false);
  };

  const general = (
    <>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="product-failure" />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {text('sku', { required: true })}
          </Col>
          <Col xs={24} md={16}>
            {text('slug', { help: t('products.fields.slugHelp') })}
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
        {longText('description')}
        {longText('descriptionEn')}
        <Divider titlePlacement="start">{t('products.sections.price')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {text('price', { required: true, help: t('products.fields.priceHelp'), inputMode: 'decimal' })}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('products.fields.taxCategory')} htmlFor="product-taxCategory" required {...status('taxCategory')}>
              <Select
                id="product-taxCategory"
                value={formik.values.taxCategory}
                options={TAX_CATEGORIES.map((tax) => ({ value: tax, label: t(`taxCategory.${tax}`) }))}
                onChange={(value) => void formik.setFieldValue('taxCategory', value)}
                data-testid="product-taxCategory"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {text('weight', { inputMode: 'numeric' })}
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label={t('products.fields.categories')} htmlFor="product-categories" {...status('categoryIds')}>
              <TreeSelect
                id="product-categories"
                multiple
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                value={formik.values.categoryIds}
                treeData={categories}
                onChange={(value: string[]) => void formik.setFieldValue('categoryIds', value)}
                data-testid="product-categories"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('products.published')} htmlFor="product-published">
              <Switch
                id="product-published"
                checked={formik.values.published}
                onChange={(checked) => void formik.setFieldValue('published', checked)}
                data-testid="product-published"
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('products.sections.images')}</Divider>
        <Form.Item {...status('images')} style={{ marginBottom: 8 }}>
          <ProductImagesField productId={editing?.id ?? null} images={images} onChange={setImages} />
        </Form.Item>
      </Form>
    </>
  );

  return (
    <Modal
      open={product !== null}
      title={editing ? t('products.editTitle', { name: editing.name }) : t('products.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'product-save', onMouseDown: keepFocus }}
      // The details tab has its own save button.
      footer={tab === 'details' ? null : undefined}
      width={860}
      destroyOnHidden
      data-testid="product-modal"
    >
      {editing ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'general' | 'details')}
          items={[
            { key: 'general', label: t('productDetails.tabs.general'), children: general },
            { key: 'details', label: t('productDetails.tabs.details'), children: <ProductDetailsForm productId={editing.id} onClose={close} /> },
          ]}
          data-testid="product-tabs"
        />
      ) : (
        general
      )}
    </Modal>
  );
}
