import { CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dayjs, fieldErrors, formatCents, formatDate, inParis, isLanguage } from '@guide/ui';
import { SHOP_LIMITS } from '@guide/validation';
import { keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, EditButton, ListHeader } from '../components/CrudList';
import {
  DeleteSelectionButton,
  FilterBar,
  id,
  isFiltered,
  ListTable,
  SearchFilter,
  text,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
} from '../components/list-page';
import { useDeleteRow } from '../components/useDeleteRow';
import { errorMessage } from '../users/errors';
import { PAGE_SIZE } from '../users/pagination';
import { usePageTitle } from '../usePageTitle';
import { couponFormField, EMPTY_COUPON, fromCoupon, toCouponInput, validateCoupon, type CouponFormValues } from './coupon-form';
import { COUPONS, COUPONS_PROMOTION, CREATE_COUPON, DELETE_COUPON, DELETE_COUPONS, UPDATE_COUPON, type CouponRow } from './coupons.graphql';

/** The filters in the address: `?q=NOEL&promotion=<id>` (a promotion's vouchers, linked from the promotion). */
const COUPON_FILTERS = { search: text('q', SHOP_LIMITS.couponCodeMax), promotionId: id('promotion') };

/**
 * /admin/marketing/coupons: promo codes and promotions' vouchers, newest first, 20 per page (code, reduction,
 * last day, uses out of the limit); search a code, or a promotion's vouchers; create or edit in a modal (a
 * percentage or an amount, exactly one; a voucher may have none, its promotion's actions apply), delete one
 * after confirming or the selection.
 */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  usePageTitle(t('coupons.title'));
  const { filters, set, pages, selection } = useListPage(COUPON_FILTERS);
  const list = useConnectionQuery(COUPONS, 'coupons', { ...filters, first: PAGE_SIZE, after: pages.after });
  const promotionQuery = useQuery(COUPONS_PROMOTION, { variables: { id: filters.promotionId ?? '' }, skip: !filters.promotionId, errorPolicy: 'all' });
  const promotionName = promotionQuery.data?.promotion?.name ?? list.rows.find((row) => row.promotion)?.promotion?.name ?? null;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CouponRow | null>(null);
  const canMassDelete = can('marketing.coupons.mass-delete');
  const onDelete = useDeleteRow<CouponRow>(DELETE_COUPON, {
    refetchQueries: ['Coupons'],
    deleted: (coupon) => t('coupons.deleted', { code: coupon.code }),
    failed: (coupon) => t('coupons.deleteFailed', { code: coupon.code }),
  });
  const { confirmRemove, deleting } = useDeleteMany(DELETE_COUPONS, {
    count: (data, ids) => data?.deleteCoupons ?? ids.length,
    deleted: (count) => t('coupons.deletedMany', { count }),
    failed: t('coupons.massDeleteFailed'),
    failure: (error) => errorMessage(t, error),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('coupons.massDelete', { count }), content: t('coupons.confirmDeleteText'), okText: t('coupons.delete') }),
      testId: 'coupons-mass-delete-confirm',
    },
  });
  const expired = (coupon: CouponRow) => coupon.validUntil !== null && dayjs(coupon.validUntil).isBefore(dayjs());
  const usedUp = (coupon: CouponRow) => coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit;

  const columns: TableColumnsType<CouponRow> = [
    {
      title: t('coupons.fields.code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string, coupon) => (
        <Space size={4} wrap>
          <Typography.Text code strong>
            {code}
          </Typography.Text>
          {coupon.promotion && (
            <Tag color="blue" title={t('coupons.voucherOf', { name: coupon.promotion.name })}>
              {t('coupons.voucher')}
            </Tag>
          )}
        </Space>
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
            : coupon.promotion
              ? t('coupons.promotionReduction')
              : '—',
    },
    {
      title: t('coupons.fields.promotion'),
      key: 'promotion',
      render: (_, coupon) => (coupon.promotion ? <Link to={`/marketing/promotions/${coupon.promotion.id}`}>{coupon.promotion.name}</Link> : '—'),
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
      render: (_, coupon) => (
        <Space size={4}>
          {can('marketing.coupons.update') && <EditButton onClick={() => setEditing(coupon)} testId={`coupon-edit-${coupon.code}`} />}
          {can('marketing.coupons.delete') && (
            <ConfirmDelete
              title={t('coupons.confirmDelete', { code: coupon.code })}
              description={t('coupons.confirmDeleteText')}
              onConfirm={() => onDelete(coupon)}
              testId={`coupon-delete-${coupon.code}`}
            />
          )}
        </Space>
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
      <FilterBar>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={SHOP_LIMITS.couponCodeMax}
          label={t('coupons.search')}
          testId="coupons-search"
        />
        {filters.promotionId && (
          <Space data-testid="coupons-promotion-filter">
            <Tag color="blue">{promotionName ? t('coupons.promotionFilter', { name: promotionName }) : t('coupons.promotionFilterUnknown')}</Tag>
            <Button size="small" icon={<CloseOutlined />} onClick={() => set({ promotionId: null })} data-testid="coupons-promotion-clear">
              {t('coupons.allCoupons')}
            </Button>
          </Space>
        )}
      </FilterBar>
      <ListTable<CouponRow>
        list={list}
        columns={columns}
        selection={canMassDelete ? selection : undefined}
        bulk={{
          title: t('coupons.selected', { count: selection.selected.length }),
          actions: (
            <DeleteSelectionButton
              label={t('coupons.deleteSelection')}
              loading={deleting}
              testId="coupons-mass-delete"
              onClick={() => confirmRemove(selection.selected)}
            />
          ),
        }}
        emptyText={isFiltered(filters) ? t('coupons.noMatch') : t('coupons.empty')}
        data-testid="coupons-table"
        testIdPrefix="coupons"
        paged={{ pages, infoKey: 'coupons.pageInfo' }}
      />
      <CouponModal open={creating} onClose={() => setCreating(false)} />
      <CouponModal key={editing?.id ?? 'none'} open={editing !== null} coupon={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Create (no `coupon`) or edit a coupon code; a voucher (a coupon of a promotion) may keep no reduction of its own. */
function CouponModal({ open, coupon = null, onClose }: { open: boolean; coupon?: CouponRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useMutation(CREATE_COUPON, { refetchQueries: ['Coupons'], awaitRefetchQueries: true });
  const [update] = useMutation(UPDATE_COUPON, { refetchQueries: ['Coupons'], awaitRefetchQueries: true });
  const voucher = Boolean(coupon?.promotion);
  const formik = useFormik<CouponFormValues>({
    initialValues: coupon ? fromCoupon(coupon) : EMPTY_COUPON,
    validate: (values) => validateCoupon(values, { voucher }),
    onSubmit: async (values) => {
      setFailure(null);
      const input = toCouponInput(values);
      try {
        if (coupon) {
          await update({ variables: { id: coupon.id, input } });
          notification.success({ title: t('coupons.updated', { code: input.code }) });
        } else {
          await create({ variables: { input } });
          notification.success({ title: t('coupons.created', { code: input.code }) });
        }
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
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.createTitle')}
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
        <Typography.Paragraph type="secondary">{t(voucher ? 'coupons.voucherReductionHelp' : 'coupons.reductionHelp')}</Typography.Paragraph>
        {/* A voucher's reductions are its promotion's: no inputs of its own. */}
        {!voucher && (
          <>
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
          </>
        )}
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
