import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, DatePicker, Divider, Empty, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { CUSTOMER_GROUPS } from '../../users/users.graphql';
import { errorMessage } from '../../users/errors';
import { ATTRIBUTE_FAMILIES } from '../attribute-families/attribute-families.graphql';
import type { AttributeRow } from '../attributes/attributes.graphql';
import { MEDIA_CATEGORIES } from '../media-categories/media-categories.graphql';
import { PRODUCT_TYPES } from '../product-types/product-types.graphql';
import { detailsFormField, initialDetailsValues, toDetailsInput, validateDetails, type AttributeFormValue, type ProductDetailsValues } from './product-details';
import { MEDIA_TYPES, PRODUCT_DETAILS, SET_PRODUCT_DETAILS } from './product-details.graphql';
import { catalogMessage } from './product-errors';

interface ProductDetailsFormProps {
  productId: string;
  onClose(): void;
}

/**
 * The "Détails" tab of an existing product (setProductDetails): product type (choosing one preselects its
 * family), family, one control per attribute of the family after its type, media, customer groups. Client
 * checks first, then the server's `fieldErrors` (`attributeValues.<code>` on that attribute's control).
 */
export function ProductDetailsForm({ productId, onClose }: ProductDetailsFormProps) {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const details = useQuery(PRODUCT_DETAILS, { variables: { id: productId }, fetchPolicy: 'network-only' });
  const families = useQuery(ATTRIBUTE_FAMILIES, { fetchPolicy: 'cache-and-network', skip: !can('catalog.attribute-families.list') });
  const types = useQuery(PRODUCT_TYPES, { fetchPolicy: 'cache-and-network', skip: !can('catalog.product-types.list') });
  const mediaCategories = useQuery(MEDIA_CATEGORIES, { fetchPolicy: 'cache-and-network', skip: !can('catalog.media-categories.list') });
  const groups = useQuery(CUSTOMER_GROUPS, { fetchPolicy: 'cache-and-network', skip: !can('users.groups.list') });
  const [save] = useMutation(SET_PRODUCT_DETAILS);
  const [failure, setFailure] = useState<string | null>(null);
  const familyList = useMemo(() => families.data?.attributeFamilies ?? [], [families.data]);
  // Every attribute any family lists: the form keeps a value for each, the input sends the chosen family's.
  const allAttributes = useMemo(() => {
    const byCode = new Map<string, AttributeRow>();
    for (const family of familyList) for (const attribute of family.attributes) byCode.set(attribute.code, attribute);
    return [...byCode.values()];
  }, [familyList]);
  const product = details.data?.adminProduct;

  const formik = useFormik<ProductDetailsValues>({
    initialValues: initialDetailsValues(product, allAttributes),
    enableReinitialize: true,
    validate: (values) => validateDetails(values, familyAttributes(values.familyId)) as FormikErrors<ProductDetailsValues>,
    onSubmit: async (values) => {
      setFailure(null);
      const attributes = familyAttributes(values.familyId);
      try {
        await save({ variables: { id: productId, input: toDetailsInput(values, attributes) } });
        notification.success({ title: t('productDetails.saved') });
        onClose();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error));
        const known = new Set(attributes.map((a) => `attributeValues.${a.code}`));
        const shown = fields.flatMap(([name, key]) => {
          const field = detailsFormField(name);
          return field && (!field.startsWith('attributeValues.') || known.has(field)) ? [[field, key] as const] : [];
        });
        if (shown.length) {
          const errors: Record<string, unknown> = {};
          const touched: Record<string, unknown> = { ...formik.touched };
          for (const [field, key] of shown) {
            if (field.startsWith('attributeValues.')) {
              const code = field.slice('attributeValues.'.length);
              errors.attributeValues = { ...(errors.attributeValues as object), [code]: key };
              touched.attributeValues = { ...(touched.attributeValues as object), [code]: true };
            } else {
              errors[field] = key;
              touched[field] = true;
            }
          }
          void formik.setTouched(touched, false);
          formik.setErrors(errors);
        }
        if (shown.length < fields.length || !fields.length) setFailure(errorMessage(t, error));
      }
    },
  });
  function familyAttributes(familyId: string | null): AttributeRow[] {
    return familyList.find((f) => f.id === familyId)?.attributes ?? [];
  }
  const attributes = familyAttributes(formik.values.familyId);
  const lang = i18n.language;
  const attributeName = (a: AttributeRow) => (lang === 'en' && a.nameEn ? a.nameEn : a.name);

  const status = (path: string) => {
    const error = getIn(formik.errors, path) as unknown;
    const shown = typeof error === 'string' && (formik.submitCount > 0 || Boolean(getIn(formik.touched, path)));
    return shown
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${path}`}>{catalogMessage(t, 'productDetails', error)}</span> }
      : { validateStatus: undefined, help: undefined };
  };
  const setAttribute = (code: string, value: AttributeFormValue) => {
    void formik.setFieldValue(`attributeValues.${code}`, value);
    void formik.setFieldTouched(`attributeValues.${code}`, true, false);
  };

  function control(attribute: AttributeRow) {
    const id = `detail-attr-${attribute.code}`;
    const value = formik.values.attributeValues[attribute.code];
    const common = { id, 'data-testid': id };
    const options = attribute.options.map((o) => ({ value: o.code, label: lang === 'en' && o.labelEn ? o.labelEn : o.label }));
    switch (attribute.type) {
      case 'TEXTAREA':
        return (
          <Input.TextArea {...common} rows={3} value={typeof value === 'string' ? value : ''} onChange={(e) => setAttribute(attribute.code, e.target.value)} />
        );
      case 'INTEGER':
      case 'DECIMAL':
        return (
          <InputNumber
            {...common}
            style={{ width: '100%' }}
            precision={attribute.type === 'INTEGER' ? 0 : undefined}
            decimalSeparator={lang === 'en' ? '.' : ','}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => setAttribute(attribute.code, typeof next === 'number' ? next : null)}
          />
        );
      case 'BOOLEAN':
        return <Switch {...common} checked={value === true} onChange={(checked) => setAttribute(attribute.code, checked)} />;
      case 'DATE':
        return (
          <DatePicker
            {...common}
            format="DD/MM/YYYY"
            value={typeof value === 'string' && value ? dayjs(value, 'YYYY-MM-DD') : null}
            onChange={(date) => setAttribute(attribute.code, date ? date.format('YYYY-MM-DD') : '')}
          />
        );
      case 'SELECT':
        return (
          <Select
            {...common}
            allowClear
            options={options}
            value={typeof value === 'string' && value ? value : undefined}
            onChange={(next?: string) => setAttribute(attribute.code, next ?? null)}
          />
        );
      case 'MULTISELECT':
        return (
          <Select
            {...common}
            mode="multiple"
            allowClear
            options={options}
            value={Array.isArray(value) ? value : []}
            onChange={(next: string[]) => setAttribute(attribute.code, next)}
          />
        );
      default:
        return <Input {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => setAttribute(attribute.code, e.target.value)} />;
    }
  }

  const media = formik.values.media;
  const setMedia = (next: ProductDetailsValues['media']) => {
    void formik.setFieldValue('media', next);
    void formik.setFieldTouched('media', true, false);
  };
  const setMedium = <K extends keyof ProductDetailsValues['media'][number]>(i: number, field: K, value: ProductDetailsValues['media'][number][K]) =>
    setMedia(media.map((m, j) => (j === i ? { ...m, [field]: value } : m)));

  if (details.loading && !product) return <Skeleton active data-testid="product-details-loading" />;
  if (!product) return <Alert type="error" showIcon title={details.error ? errorMessage(t, details.error) : t('productDetails.loadFailed')} />;

  return (
    // No submit on Enter: Enter confirms a date or adds a customer group tag here.
    <Form layout="vertical" data-testid="product-details">
      <Typography.Paragraph type="secondary">{t('productDetails.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="product-details-failure" />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('productDetails.fields.productType')} htmlFor="detail-productType" {...status('productTypeId')}>
            <Select
              id="detail-productType"
              allowClear
              loading={types.loading}
              placeholder={t('productDetails.noType')}
              value={formik.values.productTypeId ?? undefined}
              options={(types.data?.productTypes ?? []).map((type) => ({ value: type.id, label: lang === 'en' && type.nameEn ? type.nameEn : type.name }))}
              onChange={(value?: string) => {
                void formik.setFieldValue('productTypeId', value ?? null);
                // A type brings its default family.
                const family = types.data?.productTypes.find((type) => type.id === value)?.family;
                if (family) void formik.setFieldValue('familyId', family.id);
              }}
              data-testid="detail-productType"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('productDetails.fields.family')} htmlFor="detail-family" {...status('familyId')}>
            <Select
              id="detail-family"
              allowClear
              loading={families.loading}
              placeholder={t('productDetails.noFamily')}
              value={formik.values.familyId ?? undefined}
              options={familyList.map((family) => ({ value: family.id, label: family.name }))}
              onChange={(value?: string) => void formik.setFieldValue('familyId', value ?? null)}
              data-testid="detail-family"
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('productDetails.sections.attributes')}</Divider>
      {attributes.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={formik.values.familyId ? t('productDetails.noAttributes') : t('productDetails.chooseFamily')}
        />
      ) : (
        <Row gutter={16} data-testid="detail-attributes">
          {attributes.map((attribute) => (
            <Col key={attribute.id} xs={24} md={attribute.type === 'TEXTAREA' ? 24 : 12}>
              <Form.Item
                label={attributeName(attribute)}
                htmlFor={`detail-attr-${attribute.code}`}
                required={attribute.required}
                extra={attribute.type === 'MULTISELECT' ? t('productDetails.multiHelp') : undefined}
                {...status(`attributeValues.${attribute.code}`)}
              >
                {control(attribute)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      <Divider titlePlacement="start">{t('productDetails.sections.media')}</Divider>
      <Form.Item {...status('media')} style={{ marginBottom: 8 }}>
        <Flex vertical gap={8} data-testid="detail-media">
          {media.map((medium, i) => (
            <Flex key={i} gap={8} align="center" wrap>
              <Input
                placeholder={t('productDetails.fields.mediaUrl')}
                aria-label={`${t('productDetails.fields.mediaUrl')} ${i + 1}`}
                value={medium.url}
                onChange={(e) => setMedium(i, 'url', e.target.value)}
                style={{ flex: 3, minWidth: 200 }}
                data-testid={`detail-media-url-${i}`}
              />
              <Select
                aria-label={`${t('productDetails.fields.mediaType')} ${i + 1}`}
                value={medium.type}
                options={MEDIA_TYPES.map((type) => ({ value: type, label: t(`mediaType.${type}`) }))}
                onChange={(value) => setMedium(i, 'type', value)}
                style={{ width: 120 }}
                data-testid={`detail-media-type-${i}`}
              />
              <Input
                placeholder={t('productDetails.fields.mediaTitle')}
                aria-label={`${t('productDetails.fields.mediaTitle')} ${i + 1}`}
                value={medium.title}
                onChange={(e) => setMedium(i, 'title', e.target.value)}
                style={{ flex: 2, minWidth: 140 }}
                data-testid={`detail-media-title-${i}`}
              />
              <Select
                aria-label={`${t('productDetails.fields.mediaCategory')} ${i + 1}`}
                allowClear
                placeholder={t('productDetails.fields.mediaCategory')}
                value={medium.categoryId ?? undefined}
                options={(mediaCategories.data?.mediaCategories ?? []).map((c) => ({ value: c.id, label: c.title }))}
                onChange={(value?: string) => setMedium(i, 'categoryId', value ?? null)}
                style={{ width: 170 }}
                data-testid={`detail-media-category-${i}`}
              />
              <Button
                icon={<DeleteOutlined />}
                onClick={() => setMedia(media.filter((_, j) => j !== i))}
                aria-label={t('productDetails.removeMedia', { n: i + 1 })}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => setMedia([...media, { url: '', type: 'IMAGE', title: '', categoryId: null }])}
            disabled={media.length >= 30}
            style={{ alignSelf: 'flex-start' }}
            data-testid="detail-media-add"
          >
            {t('productDetails.addMedia')}
          </Button>
        </Flex>
      </Form.Item>
      <Divider titlePlacement="start">{t('productDetails.sections.access')}</Divider>
      <Form.Item
        label={t('productDetails.fields.customerGroupCodes')}
        htmlFor="detail-groups"
        extra={t('productDetails.fields.customerGroupsHelp')}
        {...status('customerGroupCodes')}
      >
        <Select
          id="detail-groups"
          mode="tags"
          tokenSeparators={[',', ' ']}
          value={formik.values.customerGroupCodes}
          options={(groups.data?.customerGroups ?? []).map((group) => ({ value: group.code, label: `${group.name} (${group.code})` }))}
          onChange={(value: string[]) => void formik.setFieldValue('customerGroupCodes', value)}
          data-testid="detail-groups"
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          onClick={() => void formik.submitForm()}
          loading={formik.isSubmitting}
          onMouseDown={keepFocus}
          data-testid="product-details-save"
        >
          {t('productDetails.save')}
        </Button>
      </Flex>
    </Form>
  );
}
