import { useMutation } from '@apollo/client/react';
import { Alert, App, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, fieldErrors, formatCents, formatDate, inParis, isLanguage } from '@guide/ui';
import { SHOP_LIMITS } from '@guide/validation';
import { keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, ListHeader } from '../components/CrudList';
import { ListTable, useConnectionQuery } from '../components/list-page';
import { useDeleteRow } from '../components/useDeleteRow';
import { errorMessage } from '../users/errors';
import { PAGE_SIZE, useCursorPages } from '../users/pagination';
import { usePageTitle } from '../usePageTitle';
import { couponFormField, EMPTY_COUPON, toCouponInput, validateCoupon, type CouponFormValues } from './coupon-form';
import { COUPONS, CREATE_COUPON, DELETE_COUPON, type CouponRow } from './coupons.graphql';

/**
 * /admin/marketing/coupons: promo codes, newest first, 20 per page (code, reduction, last day, uses out of the
 * limit); create in a modal (a percentage or an amount, exactly one), delete after confirming.
 */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  usePageTitle(t('coupons.title'));
  // No filters and no selection: the pages alone, not useListPage.
  const pages = useCursorPages();
  const list = useConnectionQuery(COUPONS, 'coupons', { first: PAGE_SIZE, after: pages.after });
  const [creating, setCreating] = useState(false);
  const onDelete = useDeleteRow<CouponRow>(DELETE_COUPON, {
    refetchQueries: ['Coupons'],
    deleted: (coupon) => t('coupons.deleted', { code: coupon.code }),
    failed: (coupon) => t('coupons.deleteFailed', { code: coupon.code }),
  });
  const expired = (coupon: CouponRow) => coupon.validUntil !== null && dayjs(coupon.validUntil).isBefore(dayjs());
  const usedUp = (coupon: CouponRow) => coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit;

  const columns: TableColumnsType<CouponRow> = [
    {
      title: t('coupons.fields.code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string) => (
        <Typography.Text code strong>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: t('coupons.fields.reduction'),
      key: 'reduction',
      render: (_, coupon) =>
        coupon.percentOff !== null
          ? t('coupons.percent', { value: coupon.percentOff })
          : coupon.amountOffCents !== null
            ? formatCents(coupon.amountOffCents, lang)
            : '—',
    },
    {
      title: t('coupons.fields.validUntil'),
      key: 'validUntil',
      render: (_, coupon) => (
        <Space>
          {coupon.validUntil ? formatDate(coupon.validUntil) : t('coupons.noEnd')}
          {expired(coupon) && <Tag color="red">{t('coupons.expired')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('coupons.fields.usage'),
      key: 'usage',
      render: (_, coupon) => (
        <Space>
          <span data-testid={`coupon-usage-${coupon.code}`}>
            {coupon.usageLimit !== null ? `${coupon.timesUsed} / ${coupon.usageLimit}` : t('coupons.usageUnlimited', { count: coupon.timesUsed })}
          </span>
          {usedUp(coupon) && <Tag>{t('coupons.usedUp')}</Tag>}
        </Space>
      ),
    },
    { title: t('coupons.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: t('coupons.fields.actions'),
      key: 'actions',
      render: (_, coupon) =>
        can('marketing.coupons.delete') && (
          <ConfirmDelete
            title={t('coupons.confirmDelete', { code: coupon.code })}
            description={t('coupons.confirmDeleteText')}
            onConfirm={() => onDelete(coupon)}
            testId={`coupon-delete-${coupon.code}`}
          />
        ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('coupons.title')}
        intro={t('coupons.intro')}
        onRefresh={() => void list.refetch()}
        create={can('marketing.coupons.create') ? { label: t('coupons.new'), testId: 'coupon-new', onClick: () => setCreating(true) } : undefined}
      />
      <ListTable<CouponRow>
        list={list}
        columns={columns}
        emptyText={t('coupons.empty')}
        data-testid="coupons-table"
        testIdPrefix="coupons"
        paged={{ pages, infoKey: 'coupons.pageInfo' }}
      />
      <CouponModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function CouponModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useMutation(CREATE_COUPON, { refetchQueries: ['Coupons'], awaitRefetchQueries: true });
  const formik = useFormik<CouponFormValues>({
    initialValues: EMPTY_COUPON,
    validate: validateCoupon,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toCouponInput(values);
      try {
        await create({ variables: { input } });
        notification.success({ title: t('coupons.created', { code: input.code }) });
        close();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).flatMap(([name, key]) => {
          const field = couponFormField(name);
          return field ? [[field, key] as const] : [];
        });
        if (fields.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setFailure(null);
    onClose();
  }
  const status = (name: keyof CouponFormValues) => {
    const error = formik.errors[name];
    return formik.touched[name] && typeof error === 'string'
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`field-error-${name}`}>{t([`coupons.errors.${error}`, `ui:fieldErrors.${error}`, 'auth.messages.unknown'])}</span>,
        }
      : {};
  };
  return (
    <Modal
      open={open}
      title={t('coupons.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'coupon-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('coupons.fields.code')} htmlFor="coupon-code" required extra={t('coupons.codeHelp')} {...status('code')}>
          <Input
            id="coupon-code"
            name="code"
            autoFocus
            maxLength={SHOP_LIMITS.couponCodeMax}
            value={formik.values.code}
            onChange={(e) => void formik.setFieldValue('code', e.target.value.toUpperCase())}
            onBlur={formik.handleBlur}
            data-testid="coupon-code"
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('coupons.reductionHelp')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('coupons.fields.percentOff')} htmlFor="coupon-percentOff" {...status('percentOff')}>
              <InputNumber
                id="coupon-percentOff"
                min={1}
                max={100}
                precision={0}
                suffix="%"
                style={{ width: '100%' }}
                value={formik.values.percentOff}
                onChange={(value) => void formik.setFieldValue('percentOff', typeof value === 'number' ? value : null)}
                onBlur={() => void formik.setFieldTouched('percentOff', true)}
                data-testid="coupon-percentOff"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('coupons.fields.amountOff')} htmlFor="coupon-amountOff" {...status('amountOff')}>
              <Input
                id="coupon-amountOff"
                name="amountOff"
                inputMode="decimal"
                suffix="€"
                value={formik.values.amountOff}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="coupon-amountOff"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('coupons.fields.validUntil')} htmlFor="coupon-validUntil" extra={t('coupons.validUntilHelp')} {...status('validUntil')}>
              <DatePicker
                id="coupon-validUntil"
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => day.format('YYYY-MM-DD') < inParis(Date.now()).format('YYYY-MM-DD')}
                value={formik.values.validUntil}
                onChange={(value) => void formik.setFieldValue('validUntil', value ?? null)}
                data-testid="coupon-validUntil"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('coupons.fields.usageLimit')} htmlFor="coupon-usageLimit" extra={t('coupons.usageLimitHelp')} {...status('usageLimit')}>
              <InputNumber
                id="coupon-usageLimit"
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={formik.values.usageLimit}
                onChange={(value) => void formik.setFieldValue('usageLimit', typeof value === 'number' ? value : null)}
                data-testid="coupon-usageLimit"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
