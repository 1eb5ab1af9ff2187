import { ArrowLeftOutlined, GiftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { GenerateVouchersDialog } from './GenerateVouchersDialog';
import { OperationList } from './OperationList';
import {
  EMPTY_PROMOTION,
  fromPromotion,
  PROMOTION_LIMITS,
  promotionFormField,
  promotionSchema,
  toPromotionInput,
  type PromotionFormValues,
  type Strategies,
} from './promotion-form';
import { CREATE_PROMOTION, PROMOTION, PROMOTION_STRATEGIES, UPDATE_PROMOTION, type PromotionNode } from './promotions.graphql';

/**
 * `/marketing/promotions/new` and `/marketing/promotions/:id`: the promotion's form, its conditions and
 * actions built from the strategies the API defines; on a saved promotion, the vouchers dialog.
 */
export function PromotionEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const strategiesQuery = useQuery(PROMOTION_STRATEGIES);
  const promotionQuery = useQuery(PROMOTION, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const strategies = useMemo<Strategies | null>(
    () => (strategiesQuery.data ? { conditions: strategiesQuery.data.promotionConditions, actions: strategiesQuery.data.promotionActions } : null),
    [strategiesQuery.data],
  );
  const promotion = promotionQuery.data?.promotion ?? null;
  usePageTitle(promotion ? t('promotions.form.editTitle', { name: promotion.name }) : t(id ? 'promotions.title' : 'promotions.form.createTitle'));

  const waiting = (strategiesQuery.loading && !strategies) || (id !== undefined && promotionQuery.loading && !promotion);
  if (waiting) return <Skeleton active paragraph={{ rows: 12 }} />;
  const failed = !strategies ? strategiesQuery : id && !promotion && promotionQuery.error ? promotionQuery : null;
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(!strategies ? 'promotions.form.strategiesFailed' : 'promotions.form.loadFailed')}
        description={failed.error ? errorMessage(t, failed.error) : undefined}
        action={<Button onClick={() => void failed.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!strategies) return null;
  if (id && !promotion) return <AdminErrorPage code={404} />;
  // A new key per promotion: the form starts again from what each one holds.
  return <PromotionForm key={promotion?.id ?? 'new'} promotion={promotion} strategies={strategies} />;
}

function PromotionForm({ promotion, strategies }: { promotion: PromotionNode | null; strategies: Strategies }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const [vouchers, setVouchers] = useState(false);
  const evictList = {
    update(cache: { evict(options: { fieldName: string }): boolean; gc(): string[] }) {
      cache.evict({ fieldName: 'promotions' });
      cache.gc();
    },
  };
  const [create] = useMutation(CREATE_PROMOTION, evictList);
  const [update] = useMutation(UPDATE_PROMOTION, evictList);
  const mayEdit = promotion ? can('marketing.promotions.update') : can('marketing.promotions.create');
  const message = (key: string) => t([`promotions.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
  const schema = useMemo(() => promotionSchema(strategies), [strategies]);
  const initialValues = useMemo(() => (promotion ? fromPromotion(promotion, strategies) : EMPTY_PROMOTION), [promotion, strategies]);

  const formik = useFormik<PromotionFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toPromotionInput(values, strategies);
      try {
        if (promotion) {
          const { data } = await update({ variables: { id: promotion.id, input } });
          const saved = data?.updatePromotion;
          if (saved) formik.resetForm({ values: fromPromotion(saved, strategies) });
          notification.success({ title: t('promotions.form.saved', { name: input.name }) });
        } else {
          const { data } = await create({ variables: { input } });
          notification.success({ title: t('promotions.form.created', { name: input.name }) });
          navigate(data ? `/marketing/promotions/${data.createPromotion.id}` : '/marketing/promotions', { replace: true });
        }
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).flatMap(([name, key]) => {
          const field = promotionFormField(name);
          return field ? [[field, key] as const] : [];
        });
        if (fields.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });

  const status = (name: keyof PromotionFormValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{message(error)}</span> }
      : {};
  };
  const limit = (name: 'usageLimit' | 'perCustomerUsageLimit' | 'priority', min: number | undefined) => (
    <InputNumber
      id={`promotion-${name}`}
      min={min}
      precision={0}
      style={{ width: '100%' }}
      value={formik.values[name]}
      onChange={(value) => void formik.setFieldValue(name, typeof value === 'number' ? value : null)}
      onBlur={() => void formik.setFieldTouched(name, true)}
      disabled={!mayEdit}
      data-testid={`promotion-${name}`}
    />
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Link to="/marketing/promotions" aria-label={t('promotions.form.back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="promotion-title">
            {promotion ? promotion.name : t('promotions.form.createTitle')}
          </Typography.Title>
          {promotion && (
            <>
              <Tag color={promotion.enabled ? 'green' : 'default'}>{t(promotion.enabled ? 'promotions.enabled' : 'promotions.disabled')}</Tag>
              <Typography.Text type="secondary">{t('promotions.form.timesUsed', { count: promotion.timesUsed })}</Typography.Text>
            </>
          )}
        </Flex>
        {promotion && (
          <Space wrap>
            {promotion.voucherCount > 0 && (
              <Link to={`/marketing/coupons?promotion=${promotion.id}`} data-testid="promotion-vouchers-link">
                {t('promotions.vouchers', { count: promotion.voucherCount })}
              </Link>
            )}
            {can('marketing.coupons.create') && (
              <Button icon={<GiftOutlined />} onClick={() => setVouchers(true)} data-testid="promotion-generate-vouchers">
                {t('promotions.vouchers.open')}
              </Button>
            )}
          </Space>
        )}
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="promotion-failure" />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={!mayEdit} style={{ maxWidth: 960 }}>
        <Flex vertical gap={16}>
          <Card title={t('promotions.form.general')}>
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item label={t('promotions.form.name')} htmlFor="promotion-name" required extra={t('promotions.form.nameHelp')} {...status('name')}>
                  <Input
                    id="promotion-name"
                    name="name"
                    maxLength={PROMOTION_LIMITS.nameMax}
                    value={formik.values.name}
                    onChange={formik.handleChange}
                    onBlur={formik.handleBlur}
                    data-testid="promotion-name"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('promotions.form.enabled')} htmlFor="promotion-enabled">
                  <Switch
                    id="promotion-enabled"
                    checked={formik.values.enabled}
                    onChange={(checked) => void formik.setFieldValue('enabled', checked)}
                    data-testid="promotion-enabled"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('promotions.form.couponCode')}
                  htmlFor="promotion-couponCode"
                  extra={t('promotions.form.couponCodeHelp')}
                  {...status('couponCode')}
                >
                  <Input
                    id="promotion-couponCode"
                    name="couponCode"
                    maxLength={PROMOTION_LIMITS.couponCodeMax}
                    placeholder={t('promotions.automatic')}
                    value={formik.values.couponCode}
                    onChange={(e) => void formik.setFieldValue('couponCode', e.target.value.toUpperCase())}
                    onBlur={formik.handleBlur}
                    data-testid="promotion-couponCode"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label={t('promotions.form.priority')} htmlFor="promotion-priority" extra={t('promotions.form.priorityHelp')} {...status('priority')}>
                  {limit('priority', undefined)}
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label={t('promotions.form.exclusive')} extra={t('promotions.form.exclusiveHelp')}>
                  <Checkbox
                    checked={formik.values.exclusive}
                    onChange={(e) => void formik.setFieldValue('exclusive', e.target.checked)}
                    data-testid="promotion-exclusive"
                  >
                    {t('promotions.form.exclusive')}
                  </Checkbox>
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card title={t('promotions.form.when')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label={t('promotions.form.startsAt')} htmlFor="promotion-startsAt" extra={t('promotions.form.startsAtHelp')} {...status('startsAt')}>
                  <DatePicker
                    id="promotion-startsAt"
                    format="DD/MM/YYYY"
                    style={{ width: '100%' }}
                    value={formik.values.startsAt}
                    onChange={(value) => void formik.setFieldValue('startsAt', value ?? null)}
                    data-testid="promotion-startsAt"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('promotions.form.endsAt')} htmlFor="promotion-endsAt" extra={t('promotions.form.endsAtHelp')} {...status('endsAt')}>
                  <DatePicker
                    id="promotion-endsAt"
                    format="DD/MM/YYYY"
                    style={{ width: '100%' }}
                    value={formik.values.endsAt}
                    onChange={(value) => void formik.setFieldValue('endsAt', value ?? null)}
                    data-testid="promotion-endsAt"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('promotions.form.usageLimit')}
                  htmlFor="promotion-usageLimit"
                  extra={t('promotions.form.usageLimitHelp')}
                  {...status('usageLimit')}
                >
                  {limit('usageLimit', 1)}
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('promotions.form.perCustomerUsageLimit')}
                  htmlFor="promotion-perCustomerUsageLimit"
                  extra={t('promotions.form.perCustomerUsageLimitHelp')}
                  {...status('perCustomerUsageLimit')}
                >
                  {limit('perCustomerUsageLimit', 1)}
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <OperationList kind="conditions" definitions={strategies.conditions} formik={formik} message={message} />
          <OperationList kind="actions" definitions={strategies.actions} formik={formik} message={message} />
          {mayEdit && (
            <Flex gap={8} justify="end">
              <Button onClick={() => navigate('/marketing/promotions')} disabled={false}>
                {t('common.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="promotion-save">
                {t('common.save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Form>
      {promotion && <GenerateVouchersDialog open={vouchers} promotion={promotion} onClose={() => setVouchers(false)} message={message} />}
    </>
  );
}
