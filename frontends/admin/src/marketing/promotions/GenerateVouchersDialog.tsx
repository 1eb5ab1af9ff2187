import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, InputNumber, Modal, Result, Space, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { inParis } from '@guide/ui/dates';
import { errorMessage } from '../../users/errors';
import { VOUCHER_LIMITS, voucherSchema } from './promotion-form';
import { GENERATE_COUPONS } from './promotions.graphql';
import { downloadCsv, vouchersCsv, vouchersFileName } from './vouchers';

interface Props {
  open: boolean;
  promotion: { id: string; name: string };
  onClose(): void;
  message(key: string): string;
}

/**
 * "Générer des bons": up to 1,000 single-use codes of the promotion (generateCoupons); then the codes as a
 * CSV file built in the browser, and a link to the coupons list filtered on the promotion.
 */
export function GenerateVouchersDialog({ open, promotion, onClose, message }: Props) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [generate] = useMutation(GENERATE_COUPONS, { refetchQueries: ['Promotion', 'Promotions', 'Coupons'] });
  const formik = useFormik<{ count: number | null; prefix: string }>({
    initialValues: { count: 10, prefix: '' },
    validationSchema: voucherSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { data } = await generate({
          variables: { promotionId: promotion.id, count: values.count ?? 0, prefix: values.prefix.trim().toUpperCase() || null },
        });
        setCodes(data?.generateCoupons ?? []);
      } catch (error) {
        const fields = fieldErrors(error);
        const known = Object.entries(fields).filter(([name]) => name === 'count' || name === 'prefix');
        if (known.length) formik.setErrors(Object.fromEntries(known));
        else setFailure(errorMessage(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setCodes(null);
    setFailure(null);
    onClose();
  }
  const status = (name: 'count' | 'prefix') => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && error
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-voucher-${name}`}>{message(error)}</span> }
      : {};
  };
  const download = () => codes && downloadCsv(vouchersCsv(codes, promotion.name), vouchersFileName(promotion.name, inParis(Date.now()).format('YYYY-MM-DD')));

  return (
    <Modal
      open={open}
      title={t('promotions.vouchers.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        codes ? (
          <Button onClick={close} data-testid="vouchers-close">
            {t('promotions.vouchers.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()} data-testid="vouchers-generate">
              {t('promotions.vouchers.generate')}
            </Button>
          </Space>
        )
      }
    >
      {codes ? (
        <Result
          status="success"
          title={<span data-testid="vouchers-generated">{t('promotions.vouchers.generated', { count: codes.length })}</span>}
          subTitle={
            <Typography.Text code data-testid="vouchers-sample">
              {codes.slice(0, 3).join(', ')}
              {codes.length > 3 ? ', …' : ''}
            </Typography.Text>
          }
          extra={[
            <Button key="csv" type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="vouchers-download">
              {t('promotions.vouchers.download')}
            </Button>,
            <Link key="list" to={`/marketing/coupons?promotion=${promotion.id}`} data-testid="vouchers-list">
              {t('promotions.vouchers.list')}
            </Link>,
          ]}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('promotions.vouchers.intro')}</Typography.Paragraph>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" onFinish={() => void formik.submitForm()}>
            <Form.Item label={t('promotions.vouchers.count')} htmlFor="voucher-count" required extra={t('promotions.vouchers.countHelp')} {...status('count')}>
              <InputNumber
                id="voucher-count"
                min={1}
                max={VOUCHER_LIMITS.countMax}
                precision={0}
                style={{ width: '100%' }}
                value={formik.values.count}
                onChange={(value) => void formik.setFieldValue('count', typeof value === 'number' ? value : null)}
                onBlur={() => void formik.setFieldTouched('count', true)}
                data-testid="voucher-count"
              />
            </Form.Item>
            <Form.Item label={t('promotions.vouchers.prefix')} htmlFor="voucher-prefix" extra={t('promotions.vouchers.prefixHelp')} {...status('prefix')}>
              <Input
                id="voucher-prefix"
                name="prefix"
                maxLength={VOUCHER_LIMITS.prefixMax}
                value={formik.values.prefix}
                onChange={(e) => void formik.setFieldValue('prefix', e.target.value.toUpperCase())}
                onBlur={formik.handleBlur}
                data-testid="voucher-prefix"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
