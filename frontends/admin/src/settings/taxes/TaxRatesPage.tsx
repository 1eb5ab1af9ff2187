import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { taxRateSchema, toTaxRateVariables, type TaxRateValues } from './tax-rate-form';
import { TAX_CATEGORIES, UPDATE_TAX_RATE, type TaxCategoryRow } from './taxes.graphql';

/**
 * Settings › Tax rates: the VAT rate of each tax category (the products' taxCategory) per country. Carts
 * price with them at once; placed orders keep the rates they were placed with.
 */
export function TaxRatesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('shopTaxes.title'));
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(TAX_CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<TaxRateValues | null>(null);
  const categories = data?.taxCategories ?? [];
  const canUpdate = can('settings.taxes.update');

  return (
    <>
      <ListHeader title={t('shopTaxes.title')} intro={t('shopTaxes.intro')} onRefresh={() => void refetch()} />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<TaxCategoryRow>
        rowKey="code"
        loading={loading && !data}
        dataSource={categories}
        pagination={false}
        data-testid="tax-categories"
        columns={[
          {
            title: t('shopTaxes.fields.category'),
            key: 'name',
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{row.name}</Typography.Text>
                <Typography.Text type="secondary" code>
                  {row.code}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('shopTaxes.fields.rates'),
            key: 'rates',
            render: (_, row) => (
              <Space wrap size={[4, 4]}>
                {row.rates.map((r) => (
                  <Tag
                    key={r.country}
                    color={r.country === 'FR' ? 'blue' : undefined}
                    style={canUpdate ? { cursor: 'pointer' } : undefined}
                    onClick={canUpdate ? () => setEditing({ category: row.code, country: r.country, ratePercent: r.ratePercent }) : undefined}
                    data-testid={`tax-rate-${row.code}-${r.country}`}
                  >
                    {r.country} · {t('shopTaxes.percent', { rate: r.ratePercent.toLocaleString(i18n.language) })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) =>
              canUpdate && (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ category: row.code, country: '', ratePercent: null })}
                  data-testid={`tax-rate-add-${row.code}`}
                >
                  {t('shopTaxes.addCountry')}
                </Button>
              ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('shopTaxes.fallback')}
      </Typography.Paragraph>
      {editing && <TaxRateModal initial={editing} categories={categories} onClose={() => setEditing(null)} />}
    </>
  );
}

function TaxRateModal({ initial, categories, onClose }: { initial: TaxRateValues; categories: TaxCategoryRow[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UPDATE_TAX_RATE, { refetchQueries: ['TaxCategories'], awaitRefetchQueries: true });
  const formik = useFormik<TaxRateValues>({
    initialValues: initial,
    validationSchema: taxRateSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const variables = toTaxRateVariables(values);
      try {
        await update({ variables });
        notification.success({ title: t('shopTaxes.saved', { country: variables.country, rate: variables.ratePercent.toLocaleString(i18n.language) }) });
        onClose();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).filter(([name]) => name in initial);
        if (fields.length) {
          void formik.setTouched(Object.fromEntries(fields.map(([name]) => [name, true])), false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const status = (name: keyof TaxRateValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`field-error-${name}`}>{t([`shopTaxes.errors.${error}`, `ui:fieldErrors.${error}`, 'auth.messages.unknown'])}</span>,
        }
      : {};
  };
  const isNew = !initial.country;
  return (
    <Modal
      open
      title={isNew ? t('shopTaxes.addTitle') : t('shopTaxes.editTitle', { country: initial.country })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'tax-rate-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">{t('shopTaxes.changeHelp')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('shopTaxes.fields.category')} htmlFor="tax-category" required {...status('category')}>
          <Select
            id="tax-category"
            value={formik.values.category}
            options={categories.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            onChange={(value) => void formik.setFieldValue('category', value)}
            data-testid="tax-category"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('shopTaxes.fields.country')} htmlFor="tax-country" required extra={t('shopTaxes.countryHelp')} {...status('country')}>
              <Input
                id="tax-country"
                name="country"
                maxLength={2}
                autoFocus={isNew}
                disabled={!isNew}
                value={formik.values.country}
                onChange={(e) => void formik.setFieldValue('country', e.target.value.toUpperCase())}
                onBlur={formik.handleBlur}
                data-testid="tax-country"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('shopTaxes.fields.rate')} htmlFor="tax-rate" required {...status('ratePercent')}>
              <InputNumber
                id="tax-rate"
                min={0}
                max={100}
                step={0.1}
                decimalSeparator=","
                suffix="%"
                autoFocus={!isNew}
                style={{ width: '100%' }}
                value={formik.values.ratePercent}
                onChange={(value) => void formik.setFieldValue('ratePercent', typeof value === 'number' ? value : null)}
                onBlur={() => void formik.setFieldTouched('ratePercent', true)}
                data-testid="tax-rate"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
