import { CoffeeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Rate, Row, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, fieldErrorKey, fieldErrors } from '@guide/ui';
import { itemStatus } from '../../forms/formik-antd';
import { CityPicker } from './CityPicker';
import { failureKey } from './errors';
import { formFieldOf, LIMITS, validateEstablishmentForm, type EstablishmentFormValues, type FormField } from './establishment-form';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES, type VocabularyKind } from './establishments.graphql';
import { MenusEditor } from './MenusEditor';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { OwnerPicker } from './OwnerPicker';
import { useVocabularyOptions } from './vocabularies';

type ServerErrors = Partial<Record<FormField, string>>;

export interface EstablishmentFormProps {
  initialValues: EstablishmentFormValues;
  /** Saves; a rejection carrying GraphQL field errors puts them on the fields. */
  onSubmit(values: EstablishmentFormValues): Promise<void>;
  onCancel(): void;
  /** Whether the publication switch may be changed (catalog.establishments.publish). */
  canPublish: boolean;
}

/**
 * The establishment form of the back office (create and edit): every field of the spec, grouped in cards.
 * Client checks first (the API's schema, message keys); server `fieldErrors` keys are shown on their field until its
 * value changes; anything not about a field shows above the form.
 */
export function EstablishmentForm({ initialValues, onSubmit, onCancel, canPublish }: EstablishmentFormProps) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language === 'fr' ? ',' : '.';
  const vocabularies = useVocabularyOptions();
  const [failure, setFailure] = useState<string[]>([]);
  const [server, setServer] = useState<{ values: EstablishmentFormValues; errors: ServerErrors } | null>(null);

  const formik = useFormik<EstablishmentFormValues>({
    initialValues,
    enableReinitialize: true,
    // The API's own rules (@guide/validation); their message keys become translation keys like the server's.
    validate: (values) => Object.fromEntries(Object.entries(validateEstablishmentForm(values)).map(([field, key]) => [field, fieldErrorKey(i18n, key)])),
    onSubmit: async (values) => {
      setFailure([]);
      setServer(null);
      try {
        await onSubmit(values);
      } catch (error) {
        const onForm: ServerErrors = {};
        const elsewhere: string[] = [];
        for (const [field, key] of Object.entries(fieldErrors(error))) {
          const formField = formFieldOf(field);
          if (formField) onForm[formField] ??= fieldErrorKey(i18n, key);
          else elsewhere.push(fieldErrorKey(i18n, key));
        }
        setServer({ values, errors: onForm });
        if (Object.keys(onForm).length === 0 || elsewhere.length > 0) setFailure([failureKey(errorCode(error)), ...elsewhere]);
      }
    },
  });

  // After a save attempt, the first faulty field (or the form's alert) comes into view.
  const formBox = useRef<HTMLDivElement>(null);
  const [scrollKey, setScrollKey] = useState(0);
  useEffect(() => {
    if (scrollKey === 0) return;
    const timer = window.setTimeout(
      () => formBox.current?.querySelector('.ant-form-item-has-error, [role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      50,
    );
    return () => window.clearTimeout(timer);
  }, [scrollKey]);

  // A server message stays on its field until the field's value changes.
  useEffect(() => {
    if (!server) return;
    const fields = Object.keys(server.errors) as FormField[];
    const still = fields.filter((field) => formik.values[field] === server.values[field]);
    if (still.length < fields.length) setServer({ values: server.values, errors: Object.fromEntries(still.map((f) => [f, server.errors[f]])) });
  }, [formik.values, server]);

  const status = (name: FormField) => itemStatus(formik, name, t, server?.errors[name]);
  const text = (name: FormField & keyof EstablishmentFormValues, id: string, max?: number, extra?: object) => (
    <Input id={id} name={name} value={formik.values[name] as string} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={max} {...extra} />
  );
  // Coordinates typed by hand win over a commune's centre; the note says where the prefilled ones come from.
  const coordinatesTyped = useRef(false);
  const [coordinatesNote, setCoordinatesNote] = useState<{ key: 'fromCity' | 'unknownCity'; city: string } | null>(null);
  const typedCoordinate = (name: 'lat' | 'lon', value: number | null) => {
    coordinatesTyped.current = true;
    setCoordinatesNote(null);
    void formik.setFieldValue(name, value ?? null);
  };
  const setter = (name: FormField) => ({
    onChange: (value: unknown) => void formik.setFieldValue(name, value ?? null),
    onBlur: () => void formik.setFieldTouched(name, true),
  });
  const multi = (name: FormField, kind: VocabularyKind, id: string) => (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={formik.values[name] as string[]}
      options={vocabularies.options(kind)}
      optionFilterProp="label"
      loading={vocabularies.loading}
      placeholder={t('establishments.placeholders.choose')}
      {...setter(name)}
      onChange={(value: string[]) => void formik.setFieldValue(name, value)}
    />
  );
  const tags = (name: 'specialties' | 'nearbyPlaces', id: string) => (
    <Select
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      value={formik.values[name]}
      placeholder={t(`establishments.placeholders.${name}`)}
      onChange={(value: string[]) => void formik.setFieldValue(name, value)}
      onBlur={() => void formik.setFieldTouched(name, true)}
      maxCount={LIMITS.listItems}
    />
  );
  const menusError = server?.errors.menus;
  const hoursError = server?.errors.openingHours;
  const isProducer = formik.values.type === 'LOCAL_PRODUCER';

  return (
    <div ref={formBox}>
      <Form layout="vertical" onFinish={() => void formik.submitForm().finally(() => setScrollKey((k) => k + 1))} noValidate data-testid="establishment-form">
        {failure.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t(failure[0])}
            description={
              failure.length > 1
                ? failure
                    .slice(1)
                    .map((key) => t(key))
                    .join(' ')
                : undefined
            }
            data-testid="establishment-form-error"
          />
        )}
        <Flex vertical gap={16}>
          <Section title={t('establishments.sections.identity')}>
            <Form.Item label={t('establishments.fields.name')} htmlFor="establishment-name" required {...status('name')}>
              {text('name', 'establishment-name', LIMITS.name)}
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.type')} htmlFor="establishment-type" required {...status('type')}>
                  <Select
                    id="establishment-type"
                    value={formik.values.type ?? undefined}
                    placeholder={t('establishments.placeholders.type')}
                    options={ESTABLISHMENT_TYPES.map((type) => ({ value: type, label: t(`establishmentType.${type}`) }))}
                    {...setter('type')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.mealCategory')} htmlFor="establishment-meal-category" {...status('mealCategory')}>
                  <Select
                    id="establishment-meal-category"
                    allowClear
                    value={formik.values.mealCategory ?? undefined}
                    placeholder={t('establishments.placeholders.mealCategory')}
                    options={MEAL_CATEGORIES.map((category) => ({ value: category, label: t(`mealCategory.${category}`) }))}
                    {...setter('mealCategory')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label={t('establishments.fields.producerCategory')}
                  htmlFor="establishment-producer-category"
                  extra={isProducer ? undefined : t('establishments.help.producerCategory')}
                  {...status('producerCategory')}
                >
                  <Select
                    id="establishment-producer-category"
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    value={formik.values.producerCategory ?? undefined}
                    placeholder={t('establishments.placeholders.mealCategory')}
                    options={vocabularies.options('producerCategories')}
                    {...setter('producerCategory')}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label={t('establishments.fields.published')}
              htmlFor="establishment-published"
              extra={t('establishments.help.published')}
              {...status('published')}
            >
              <Switch
                id="establishment-published"
                checked={formik.values.published}
                disabled={!canPublish}
                onChange={(checked) => void formik.setFieldValue('published', checked)}
              />
            </Form.Item>
          </Section>

          <Section title={t('establishments.sections.description')}>
            <Form.Item label={t('establishments.fields.description')} htmlFor="establishment-description" {...status('description')}>
              <Input.TextArea
                id="establishment-description"
                name="description"
                value={formik.values.description}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoSize={{ minRows: 4, maxRows: 12 }}
                maxLength={LIMITS.description}
                showCount
              />
            </Form.Item>
            <Form.Item label={t('establishments.fields.descriptionEn')} htmlFor="establishment-description-en" {...status('descriptionEn')}>
              <Input.TextArea
                id="establishment-description-en"
                name="descriptionEn"
                value={formik.values.descriptionEn}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoSize={{ minRows: 3, maxRows: 12 }}
                maxLength={LIMITS.description}
                showCount
                lang="en"
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('establishments.fields.specialties')}
                  htmlFor="establishment-specialties"
                  extra={t('establishments.help.tags')}
                  {...status('specialties')}
                >
                  {tags('specialties', 'establishment-specialties')}
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('establishments.fields.nearbyPlaces')}
                  htmlFor="establishment-nearby-places"
                  extra={t('establishments.help.tags')}
                  {...status('nearbyPlaces')}
                >
                  {tags('nearbyPlaces', 'establishment-nearby-places')}
                </Form.Item>
              </Col>
            </Row>
          </Section>

          <Section title={t('establishments.sections.location')}>
            <Form.Item label={t('establishments.fields.street')} htmlFor="establishment-street" {...status('street')}>
              {text('street', 'establishment-street', 200, { autoComplete: 'off' })}
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.postalCode')} htmlFor="establishment-postal-code" {...status('postalCode')}>
                  {text('postalCode', 'establishment-postal-code', 5, { inputMode: 'numeric', autoComplete: 'off', style: { maxWidth: 140 } })}
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  label={t('establishments.fields.cityCode')}
                  htmlFor="establishment-city-code"
                  required
                  extra={formik.values.cityName ? t('establishments.help.citySelected', { city: formik.values.cityName }) : t('establishments.help.cityCode')}
                  {...status('cityCode')}
                >
                  <CityPicker
                    id="establishment-city-code"
                    value={formik.values.cityCode}
                    status={status('cityCode').validateStatus}
                    onChange={(code) => {
                      void formik.setFieldValue('cityCode', code);
                      if (formik.values.cityName) void formik.setFieldValue('cityName', '');
                    }}
                    onPick={(city) => {
                      void formik.setFieldValue('cityName', `${city.name} (${city.department.code})`);
                      if (!formik.values.postalCode && city.postalCodes.length === 1) void formik.setFieldValue('postalCode', city.postalCodes[0]);
                      // The commune's centre (no geocoding): a start the admin refines; coordinates typed by hand are kept.
                      const known = city.lat != null && city.lon != null;
                      if (known && !coordinatesTyped.current) {
                        void formik.setFieldValue('lat', city.lat);
                        void formik.setFieldValue('lon', city.lon);
                      }
                      setCoordinatesNote(coordinatesTyped.current ? null : { key: known ? 'fromCity' : 'unknownCity', city: city.name });
                    }}
                    onBlur={() => void formik.setFieldTouched('cityCode', true)}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.lat')} htmlFor="establishment-lat" required {...status('lat')}>
                  <InputNumber<number>
                    id="establishment-lat"
                    value={formik.values.lat}
                    {...setter('lat')}
                    onChange={(value) => typedCoordinate('lat', value)}
                    min={-90}
                    max={90}
                    step={0.000001}
                    decimalSeparator={decimalSeparator}
                    placeholder={`47${decimalSeparator}0260`}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.lon')} htmlFor="establishment-lon" required {...status('lon')}>
                  <InputNumber<number>
                    id="establishment-lon"
                    value={formik.values.lon}
                    {...setter('lon')}
                    onChange={(value) => typedCoordinate('lon', value)}
                    min={-180}
                    max={180}
                    step={0.000001}
                    decimalSeparator={decimalSeparator}
                    placeholder={`4${decimalSeparator}8400`}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
            {coordinatesNote && (
              <Alert
                type={coordinatesNote.key === 'fromCity' ? 'info' : 'warning'}
                showIcon
                title={t(`establishments.help.coordinates.${coordinatesNote.key}`, { city: coordinatesNote.city })}
                data-testid="coordinates-note"
              />
            )}
          </Section>

          <Section title={t('establishments.sections.classification')}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  label={t('establishments.fields.priceFrom')}
                  htmlFor="establishment-price-from"
                  extra={t('establishments.help.priceFrom')}
                  {...status('priceFromEuros')}
                >
                  <InputNumber<number>
                    id="establishment-price-from"
                    value={formik.values.priceFromEuros}
                    {...setter('priceFromEuros')}
                    min={0}
                    precision={2}
                    decimalSeparator={decimalSeparator}
                    suffix="€"
                    style={{ width: 200 }}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.cups')} extra={t('establishments.help.cups')} {...status('cups')}>
                  <Rate
                    count={3}
                    character={<CoffeeOutlined />}
                    value={formik.values.cups}
                    onChange={(v) => void formik.setFieldValue('cups', v)}
                    aria-label={t('establishments.fields.cups')}
                    data-testid="establishment-cups"
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.toques')} extra={t('establishments.help.toques')} {...status('toques')}>
                  <Rate
                    count={3}
                    character={<ToqueIcon />}
                    value={formik.values.toques}
                    onChange={(v) => void formik.setFieldValue('toques', v)}
                    aria-label={t('establishments.fields.toques')}
                    data-testid="establishment-toques"
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.roomCount')} htmlFor="establishment-room-count" {...status('roomCount')}>
                  <InputNumber<number>
                    id="establishment-room-count"
                    value={formik.values.roomCount}
                    {...setter('roomCount')}
                    min={0}
                    precision={0}
                    style={{ width: 160 }}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item label={t('establishments.fields.seatCount')} htmlFor="establishment-seat-count" {...status('seatCount')}>
                  <InputNumber<number>
                    id="establishment-seat-count"
                    value={formik.values.seatCount}
                    {...setter('seatCount')}
                    min={0}
                    precision={0}
                    style={{ width: 160 }}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Section>

          <Section title={t('establishments.sections.contact')}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.phone')} htmlFor="establishment-phone" {...status('phone')}>
                  {text('phone', 'establishment-phone', 30, { type: 'tel', placeholder: '03 80 22 35 48' })}
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.email')} htmlFor="establishment-email" {...status('email')}>
                  {text('email', 'establishment-email', 200, { type: 'email' })}
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('establishments.fields.website')} htmlFor="establishment-website" {...status('website')}>
                  {text('website', 'establishment-website', 300, { type: 'url', placeholder: 'https://' })}
                </Form.Item>
              </Col>
            </Row>
          </Section>

          <Section title={t('establishments.sections.features')}>
            {vocabularies.error && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('establishments.vocabulariesFailed')} />}
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label={t('establishments.fields.equipment')} htmlFor="establishment-equipment" {...status('equipment')}>
                  {multi('equipment', 'equipment', 'establishment-equipment')}
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('establishments.fields.services')} htmlFor="establishment-services" {...status('services')}>
                  {multi('services', 'services', 'establishment-services')}
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('establishments.fields.paymentModes')} htmlFor="establishment-payment-modes" {...status('paymentModes')}>
                  {multi('paymentModes', 'paymentModes', 'establishment-payment-modes')}
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('establishments.fields.languages')} htmlFor="establishment-languages" {...status('languages')}>
                  {multi('languages', 'languages', 'establishment-languages')}
                </Form.Item>
              </Col>
            </Row>
          </Section>

          <Section title={t('establishments.sections.menus')}>
            <MenusEditor formik={formik} serverError={menusError} />
          </Section>

          <Section title={t('establishments.sections.hours')}>
            <OpeningHoursEditor formik={formik} serverError={hoursError} />
            <Form.Item label={t('establishments.fields.closureNote')} htmlFor="establishment-closure-note" style={{ marginTop: 16 }} {...status('closureNote')}>
              {text('closureNote', 'establishment-closure-note', LIMITS.closureNote, { placeholder: t('establishments.placeholders.closureNote') })}
            </Form.Item>
          </Section>

          <Section title={t('establishments.sections.seo')}>
            <Form.Item
              label={t('establishments.fields.seoTitle')}
              htmlFor="establishment-seo-title"
              extra={t('establishments.help.seoTitle')}
              {...status('seoTitle')}
            >
              <Input
                id="establishment-seo-title"
                name="seoTitle"
                value={formik.values.seoTitle}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                maxLength={LIMITS.seoTitle}
                showCount
              />
            </Form.Item>
            <Form.Item label={t('establishments.fields.seoDescription')} htmlFor="establishment-seo-description" {...status('seoDescription')}>
              <Input.TextArea
                id="establishment-seo-description"
                name="seoDescription"
                value={formik.values.seoDescription}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                maxLength={LIMITS.seoDescription}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </Section>

          <Section title={t('establishments.sections.owner')}>
            <Form.Item label={t('establishments.fields.ownerId')} htmlFor="establishment-owner" extra={t('establishments.help.owner')} {...status('ownerId')}>
              <OwnerPicker
                id="establishment-owner"
                value={formik.values.ownerId}
                status={status('ownerId').validateStatus}
                onChange={(id) => void formik.setFieldValue('ownerId', id)}
                onBlur={() => void formik.setFieldTouched('ownerId', true)}
              />
            </Form.Item>
          </Section>

          <Flex gap={8} justify="flex-end" className="establishment-form__actions">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting} data-testid="establishment-submit">
              {t('common.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}

/** A chef's toque (antd has no such icon). */
function ToqueIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 14.5V19h10v-4.5a4 4 0 0 0 1.2-7.6A4.5 4.5 0 0 0 12 4a4.5 4.5 0 0 0-6.2 2.9A4 4 0 0 0 7 14.5ZM7 20h10v1.5H7V20Z" />
    </svg>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} size="small" styles={{ header: { fontSize: 15 } }}>
      {children}
    </Card>
  );
}
