import { useMutation } from '@apollo/client';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, fieldErrors } from '@guide/ui';
import { itemStatus } from '../../forms/formik-antd';
import { usePageTitle } from '../../usePageTitle';
import {
  emptyEstablishment,
  establishmentSchema,
  formFieldOf,
  toEstablishmentInput,
  type EstablishmentFormValues,
} from './establishment-form';
import {
  CREATE_ESTABLISHMENT,
  ESTABLISHMENT_TYPES,
  MEAL_CATEGORIES,
  type CreateEstablishmentData,
  type EstablishmentInput,
} from './establishments.graphql';

type ServerErrors = Partial<Record<keyof EstablishmentFormValues, string>>;

/** Translation key of a request failure that is not about one field. */
function failureKey(code: string | undefined): string {
  switch (code) {
    case 'FORBIDDEN':
      return 'errors.forbidden';
    case 'CONFLICT':
      return 'errors.conflict';
    case 'TOO_MANY_REQUESTS':
      return 'errors.tooManyRequests';
    case 'BAD_USER_INPUT':
      return 'errors.checkForm';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}

export function EstablishmentCreatePage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  usePageTitle(t('establishments.createTitle'));
  const [failure, setFailure] = useState<string[]>([]);
  // Server field errors stay on a field until its value changes (client validation would wipe Formik's errors).
  const [server, setServer] = useState<{ values: EstablishmentFormValues; errors: ServerErrors } | null>(null);
  const [create] = useMutation<CreateEstablishmentData, { input: EstablishmentInput }>(CREATE_ESTABLISHMENT, {
    // The list is paged by cursor: forget it so it reloads with the new establishment.
    update(cache) {
      cache.evict({ fieldName: 'establishments' });
      cache.gc();
    },
  });
  const decimalSeparator = i18n.language === 'fr' ? ',' : '.';

  /** A server message key as a translation key, with a generic message for keys this app does not know yet. */
  const messageKey = (key: string) => (i18n.exists(`fieldErrors.${key}`) ? `fieldErrors.${key}` : 'fieldErrors.unknown');

  const formik = useFormik<EstablishmentFormValues>({
    initialValues: emptyEstablishment,
    validationSchema: establishmentSchema,
    onSubmit: async (values) => {
      setFailure([]);
      setServer(null);
      try {
        const { data } = await create({ variables: { input: toEstablishmentInput(values) } });
        if (!data) throw new Error('empty createEstablishment response');
        notification.success({ title: t('establishments.created', { name: data.createEstablishment.name }) });
        navigate('/catalog/establishments');
      } catch (error) {
        const byField = fieldErrors(error);
        const onForm: ServerErrors = {};
        const elsewhere: string[] = [];
        for (const [field, key] of Object.entries(byField)) {
          const formField = formFieldOf(field);
          if (formField) onForm[formField] ??= messageKey(key);
          else elsewhere.push(messageKey(key));
        }
        setServer({ values, errors: onForm });
        const code = errorCode(error);
        if (Object.keys(onForm).length === 0 || elsewhere.length > 0) setFailure([failureKey(code), ...elsewhere]);
      }
    },
  });

  useEffect(() => {
    if (!server) return;
    const stillValid = (Object.keys(server.errors) as (keyof EstablishmentFormValues)[]).filter((field) => formik.values[field] === server.values[field]);
    if (stillValid.length < Object.keys(server.errors).length) {
      setServer({ values: server.values, errors: Object.fromEntries(stillValid.map((field) => [field, server.errors[field]])) });
    }
  }, [formik.values, server]);
  const status = (name: keyof EstablishmentFormValues) => itemStatus(formik, name, t, server?.errors[name]);

  const selectHandlers = (name: 'type' | 'mealCategory') => ({
    onChange: (value: string | undefined) => void formik.setFieldValue(name, value ?? null),
    onBlur: () => void formik.setFieldTouched(name, true),
  });

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('establishments.createTitle')}
      </Typography.Title>
      <Card style={{ maxWidth: 880 }}>
        {failure.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t(failure[0])}
            description={failure.length > 1 ? failure.slice(1).map((key) => t(key)).join(' ') : undefined}
            data-testid="establishment-form-error"
          />
        )}
        <Form layout="vertical" onFinish={() => void formik.submitForm()} noValidate>
          <Form.Item label={t('establishments.fields.name')} htmlFor="establishment-name" required {...status('name')}>
            <Input id="establishment-name" name="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={200} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('establishments.fields.type')} htmlFor="establishment-type" required {...status('type')}>
                <Select
                  id="establishment-type"
                  value={formik.values.type ?? undefined}
                  placeholder={t('establishments.placeholders.type')}
                  options={ESTABLISHMENT_TYPES.map((type) => ({ value: type, label: t(`establishmentType.${type}`) }))}
                  {...selectHandlers('type')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('establishments.fields.mealCategory')} htmlFor="establishment-meal-category" {...status('mealCategory')}>
                <Select
                  id="establishment-meal-category"
                  allowClear
                  value={formik.values.mealCategory ?? undefined}
                  placeholder={t('establishments.placeholders.mealCategory')}
                  options={MEAL_CATEGORIES.map((category) => ({ value: category, label: t(`mealCategory.${category}`) }))}
                  {...selectHandlers('mealCategory')}
                />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('establishments.fields.cityCode')}
                htmlFor="establishment-city-code"
                required
                extra={t('establishments.help.cityCode')}
                {...status('cityCode')}
              >
                <Input
                  id="establishment-city-code"
                  name="cityCode"
                  value={formik.values.cityCode}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  maxLength={5}
                  inputMode="text"
                  autoComplete="off"
                  style={{ maxWidth: 160 }}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item label={t('establishments.fields.lat')} htmlFor="establishment-lat" required {...status('lat')}>
                <InputNumber<number>
                  id="establishment-lat"
                  value={formik.values.lat}
                  onChange={(value) => void formik.setFieldValue('lat', value ?? null)}
                  onBlur={() => void formik.setFieldTouched('lat', true)}
                  min={-90}
                  max={90}
                  step={0.000001}
                  decimalSeparator={decimalSeparator}
                  placeholder={`45${decimalSeparator}764043`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item label={t('establishments.fields.lon')} htmlFor="establishment-lon" required {...status('lon')}>
                <InputNumber<number>
                  id="establishment-lon"
                  value={formik.values.lon}
                  onChange={(value) => void formik.setFieldValue('lon', value ?? null)}
                  onBlur={() => void formik.setFieldTouched('lon', true)}
                  min={-180}
                  max={180}
                  step={0.000001}
                  decimalSeparator={decimalSeparator}
                  placeholder={`4${decimalSeparator}835659`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label={t('establishments.fields.priceFrom')}
            htmlFor="establishment-price-from"
            extra={t('establishments.help.priceFrom')}
            {...status('priceFromEuros')}
          >
            <InputNumber<number>
              id="establishment-price-from"
              value={formik.values.priceFromEuros}
              onChange={(value) => void formik.setFieldValue('priceFromEuros', value ?? null)}
              onBlur={() => void formik.setFieldTouched('priceFromEuros', true)}
              min={0}
              precision={2}
              decimalSeparator={decimalSeparator}
              suffix="€"
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item label={t('establishments.fields.description')} htmlFor="establishment-description" {...status('description')}>
            <Input.TextArea
              id="establishment-description"
              name="description"
              value={formik.values.description}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              autoSize={{ minRows: 4, maxRows: 12 }}
              maxLength={5000}
              showCount
            />
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate('/catalog/establishments')}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting} data-testid="establishment-submit">
              {t('common.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
