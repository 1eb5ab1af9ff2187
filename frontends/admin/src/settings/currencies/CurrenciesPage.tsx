import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Form, InputNumber, Modal, Switch, Table, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { ADMIN_CURRENCIES, UPDATE_CURRENCY, type CurrencyRow } from './currencies.graphql';
import { currencySchema, type CurrencyValues } from './currency-form';

/**
 * Settings › Currencies: the shop charges in euros; other currencies, once enabled with a rate, let the
 * storefront show indicative converted prices (its currency switch).
 */
export function CurrenciesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('shopCurrencies.title'));
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(ADMIN_CURRENCIES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<CurrencyRow | null>(null);
  const canUpdate = can('settings.currencies.update');
  return (
    <>
      <ListHeader title={t('shopCurrencies.title')} intro={t('shopCurrencies.intro')} onRefresh={() => void refetch()} />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<CurrencyRow>
        rowKey="code"
        loading={loading && !data}
        dataSource={data?.currencies ?? []}
        pagination={false}
        data-testid="currencies"
        columns={[
          {
            title: t('shopCurrencies.fields.currency'),
            key: 'name',
            render: (_, row) => (
              <>
                <Typography.Text strong>{row.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  ({row.code}, {row.symbol})
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('shopCurrencies.fields.rate'),
            key: 'rate',
            render: (_, row) =>
              row.code === 'EUR'
                ? t('shopCurrencies.shopCurrency')
                : row.rateFromEur == null
                  ? '—'
                  : t('shopCurrencies.rateText', { rate: row.rateFromEur.toLocaleString(i18n.language, { maximumFractionDigits: 8 }), code: row.code }),
          },
          {
            title: t('shopCurrencies.fields.enabled'),
            key: 'enabled',
            render: (_, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'shopCurrencies.on' : 'shopCurrencies.off')}</Tag>,
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) => canUpdate && row.code !== 'EUR' && <EditButton onClick={() => setEditing(row)} testId={`currency-edit-${row.code}`} />,
          },
        ]}
      />
      {editing && <CurrencyModal row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function CurrencyModal({ row, onClose }: { row: CurrencyRow; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UPDATE_CURRENCY, { refetchQueries: ['AdminCurrencies'], awaitRefetchQueries: true });
  const formik = useFormik<CurrencyValues>({
    initialValues: { enabled: row.enabled, rateFromEur: row.rateFromEur ?? null },
    validationSchema: currencySchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await update({ variables: { code: row.code, enabled: values.enabled, rateFromEur: values.rateFromEur } });
        notification.success({ title: t('shopCurrencies.saved', { name: row.name }) });
        onClose();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).filter(([name]) => name === 'enabled' || name === 'rateFromEur');
        if (fields.length) {
          void formik.setTouched(Object.fromEntries(fields.map(([name]) => [name, true])), false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const rateError = formik.errors.rateFromEur;
  const rateStatus =
    (formik.touched.rateFromEur || formik.submitCount > 0) && typeof rateError === 'string'
      ? {
          validateStatus: 'error' as const,
          help: (
            <span data-testid="field-error-rateFromEur">
              {t([`shopCurrencies.errors.${rateError}`, `ui:fieldErrors.${rateError}`, 'auth.messages.unknown'])}
            </span>
          ),
        }
      : {};
  return (
    <Modal
      open
      title={t('shopCurrencies.editTitle', { name: row.name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'currency-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item
          label={t('shopCurrencies.fields.rate')}
          htmlFor="currency-rate"
          extra={t('shopCurrencies.rateHelp', { code: row.code })}
          required={formik.values.enabled}
          {...rateStatus}
        >
          <InputNumber
            id="currency-rate"
            min={0}
            step={0.0001}
            stringMode={false}
            addonBefore="1 € ="
            suffix={row.code}
            style={{ width: '100%' }}
            value={formik.values.rateFromEur}
            onChange={(value) => void formik.setFieldValue('rateFromEur', typeof value === 'number' ? value : null)}
            onBlur={() => void formik.setFieldTouched('rateFromEur', true)}
            data-testid="currency-rate"
          />
        </Form.Item>
        <Form.Item label={t('shopCurrencies.fields.enabled')} extra={t('shopCurrencies.enabledHelp')}>
          <Switch checked={formik.values.enabled} onChange={(on) => void formik.setFieldValue('enabled', on)} data-testid="currency-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
