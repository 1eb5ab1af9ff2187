import { DeleteOutlined, MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Row, Space, Switch, Table, Tag, Typography, Upload } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, formatCents, isLanguage } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { EMPTY_RATE_TABLE, fromRateTable, rateTableField, rateTableSchema, toRateTableInput, type RateTableValues } from './rate-table-form';
import {
  DELETE_SHIPPING_RATE_TABLE,
  IMPORT_SHIPPING_RATE_TABLES,
  SHIPPING_RATE_TABLES,
  UPSERT_SHIPPING_RATE_TABLE,
  type RateTableRow,
} from './table-rates.graphql';

/**
 * Settings › Table rates: the shipping methods checkout offers, as data (commerce's rate tables): countries,
 * weight bands, free from an amount. Edited one by one in a modal, or replaced from a CSV file.
 */
export function TableRatesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('shopTableRates.title'));
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { data, loading, error, refetch } = useQuery(SHIPPING_RATE_TABLES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<RateTableRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [remove] = useMutation(DELETE_SHIPPING_RATE_TABLE, { refetchQueries: ['ShippingRateTables'], awaitRefetchQueries: true });
  const rows = data?.shippingRateTables ?? [];

  const bandText = (b: RateTableRow['bands'][number]) =>
    b.upToGrams == null
      ? t('shopTableRates.bandOpen', { price: formatCents(b.priceCents, lang) })
      : t('shopTableRates.bandUpTo', { grams: b.upToGrams.toLocaleString(lang), price: formatCents(b.priceCents, lang) });

  async function confirmDelete(row: RateTableRow) {
    try {
      await remove({ variables: { code: row.code } });
      notification.success({ title: t('shopTableRates.deleted', { name: row.name }) });
    } catch (e) {
      notification.error({ title: errorMessage(t, e) });
    }
  }

  return (
    <>
      <ListHeader
        title={t('shopTableRates.title')}
        intro={t('shopTableRates.intro')}
        onRefresh={() => void refetch()}
        create={can('settings.table-rates.update') ? { label: t('shopTableRates.new'), testId: 'rate-table-new', onClick: () => setEditing('new') } : undefined}
      >
        {can('settings.table-rates.update') && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="rate-table-import">
            {t('shopTableRates.import.open')}
          </Button>
        )}
      </ListHeader>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table
        rowKey="code"
        loading={loading && !data}
        dataSource={rows}
        pagination={false}
        data-testid="rate-tables"
        columns={[
          {
            title: t('shopTableRates.fields.name'),
            key: 'name',
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{row.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {row.code}
                  {row.delay ? ` · ${row.delay}` : ''}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('shopTableRates.fields.countries'), key: 'countries', render: (_, row) => row.countries.map((c) => <Tag key={c}>{c}</Tag>) },
          {
            title: t('shopTableRates.fields.bands'),
            key: 'bands',
            render: (_, row) => (
              <Typography.Text style={{ fontSize: 13 }}>
                {row.bands.map(bandText).join(' · ')}
                {!row.bands.some((b) => b.upToGrams == null) && <Typography.Text type="secondary"> · {t('shopTableRates.noOpenBand')}</Typography.Text>}
              </Typography.Text>
            ),
          },
          {
            title: t('shopTableRates.fields.freeAbove'),
            key: 'freeAbove',
            render: (_, row) => (row.freeAboveCents == null ? '—' : formatCents(row.freeAboveCents, lang)),
          },
          {
            title: t('shopTableRates.fields.enabled'),
            key: 'enabled',
            render: (_, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'shopTableRates.on' : 'shopTableRates.off')}</Tag>,
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) => (
              <Space>
                {can('settings.table-rates.update') && <EditButton onClick={() => setEditing(row)} testId={`rate-table-edit-${row.code}`} />}
                {can('settings.table-rates.delete') && (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('shopTableRates.delete')}
                    data-testid={`rate-table-delete-${row.code}`}
                    onClick={() =>
                      Modal.confirm({
                        title: t('shopTableRates.deleteConfirm', { name: row.name }),
                        content: t('shopTableRates.deleteHelp'),
                        okText: t('shopTableRates.delete'),
                        okButtonProps: { danger: true },
                        cancelText: t('common.cancel'),
                        onOk: () => confirmDelete(row),
                      })
                    }
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && <RateTableModal row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {importing && <ImportModal onClose={() => setImporting(false)} />}
    </>
  );
}

/** Creates (no `row`) or replaces a rate table. */
function RateTableModal({ row, onClose }: { row: RateTableRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(UPSERT_SHIPPING_RATE_TABLE, { refetchQueries: ['ShippingRateTables'], awaitRefetchQueries: true });
  const formik = useFormik<RateTableValues>({
    initialValues: row ? fromRateTable(row) : EMPTY_RATE_TABLE,
    validationSchema: rateTableSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toRateTableInput(values);
      try {
        await save({ variables: { input } });
        notification.success({ title: t('shopTableRates.saved', { name: input.name }) });
        onClose();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).flatMap(([name, key]) => {
          const field = rateTableField(name);
          return field ? [[field, key] as const] : [];
        });
        if (fields.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const status = (name: keyof RateTableValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`field-error-${name}`}>{t([`shopTableRates.errors.${error}`, `ui:fieldErrors.${error}`, 'auth.messages.unknown'])}</span>,
        }
      : {};
  };
  const text = (name: 'code' | 'name' | 'nameEn' | 'delay' | 'delayEn' | 'countries', extra?: string, disabled = false) => (
    <Form.Item
      label={t(`shopTableRates.fields.${name}`)}
      htmlFor={`rate-table-${name}`}
      required={['code', 'name', 'countries'].includes(name)}
      extra={extra}
      {...status(name)}
    >
      <Input
        id={`rate-table-${name}`}
        name={name}
        value={formik.values[name]}
        disabled={disabled}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`rate-table-${name}`}
      />
    </Form.Item>
  );
  const bands = formik.values.bands;
  const setBand = (i: number, patch: Partial<RateTableValues['bands'][number]>) =>
    void formik.setFieldValue(
      'bands',
      bands.map((b, j) => (j === i ? { ...b, ...patch } : b)),
    );

  return (
    <Modal
      open
      width={720}
      title={row ? t('shopTableRates.editTitle', { name: row.name }) : t('shopTableRates.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'rate-table-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Row gutter={16}>
          <Col span={8}>{text('code', t('shopTableRates.codeHelp'), row !== null)}</Col>
          <Col span={16}>{text('name')}</Col>
          <Col span={8}>{text('nameEn')}</Col>
          <Col span={8}>{text('delay')}</Col>
          <Col span={8}>{text('delayEn')}</Col>
          <Col span={16}>{text('countries', t('shopTableRates.countriesHelp'))}</Col>
          <Col span={8}>
            <Form.Item
              label={t('shopTableRates.fields.freeAbove')}
              htmlFor="rate-table-freeAbove"
              extra={t('shopTableRates.freeAboveHelp')}
              {...status('freeAbove')}
            >
              <InputNumber
                id="rate-table-freeAbove"
                min={0}
                precision={2}
                decimalSeparator=","
                suffix="€"
                style={{ width: '100%' }}
                value={formik.values.freeAbove}
                onChange={(value) => void formik.setFieldValue('freeAbove', typeof value === 'number' ? value : null)}
                data-testid="rate-table-freeAbove"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('shopTableRates.fields.bands')} extra={t('shopTableRates.bandsHelp')} required {...status('bands')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {bands.map((band, i) => (
              <Space key={i} wrap data-testid={`rate-table-band-${i}`}>
                <InputNumber
                  min={1}
                  precision={0}
                  placeholder={t('shopTableRates.openBand')}
                  addonBefore={t('shopTableRates.upTo')}
                  suffix="g"
                  value={band.upToGrams}
                  onChange={(value) => setBand(i, { upToGrams: typeof value === 'number' ? value : null })}
                  aria-label={`${t('shopTableRates.upTo')} ${i + 1}`}
                  data-testid={`rate-table-band-grams-${i}`}
                />
                <InputNumber
                  min={0}
                  precision={2}
                  decimalSeparator=","
                  suffix="€"
                  value={band.price}
                  onChange={(value) => setBand(i, { price: typeof value === 'number' ? value : null })}
                  aria-label={`${t('shopTableRates.price')} ${i + 1}`}
                  data-testid={`rate-table-band-price-${i}`}
                />
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('shopTableRates.removeBand')}
                  disabled={bands.length === 1}
                  onClick={() =>
                    void formik.setFieldValue(
                      'bands',
                      bands.filter((_, j) => j !== i),
                    )
                  }
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => void formik.setFieldValue('bands', [...bands, { upToGrams: null, price: null }])}
              data-testid="rate-table-add-band"
            >
              {t('shopTableRates.addBand')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('shopTableRates.fields.enabled')}>
          <Switch checked={formik.values.enabled} onChange={(on) => void formik.setFieldValue('enabled', on)} data-testid="rate-table-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ImportReport {
  imported: number;
  errors: { line: number; field?: string | null; code: string }[];
}

/** The CSV import: check first (dry run), then import; all or nothing, each problem with its line. */
function ImportModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { loading }] = useMutation(IMPORT_SHIPPING_RATE_TABLES, { refetchQueries: ['ShippingRateTables'], awaitRefetchQueries: true });

  async function submit(dryRun: boolean) {
    setFailure(null);
    try {
      const res = await run({ variables: { csv, dryRun } });
      const result = res.data?.importShippingRateTables ?? null;
      setReport(result);
      if (result && !dryRun && !result.errors.length) {
        notification.success({ title: t('shopTableRates.import.done', { count: result.imported }) });
        onClose();
      }
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  }

  return (
    <Modal
      open
      width={720}
      title={t('shopTableRates.import.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="check" disabled={!csv.trim()} loading={loading} onClick={() => void submit(true)} data-testid="rate-import-check">
          {t('shopTableRates.import.check')}
        </Button>,
        <Button key="import" type="primary" disabled={!csv.trim()} loading={loading} onClick={() => void submit(false)} data-testid="rate-import-run">
          {t('shopTableRates.import.run')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('shopTableRates.import.help')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code>code,name,countries,up_to_grams,price_cents,free_above_cents,enabled,delay</Typography.Text>
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((content) => {
            setCsv(content);
            setReport(null);
          });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('shopTableRates.import.chooseFile')}</Button>
      </Upload>
      <Input.TextArea
        rows={8}
        style={{ marginTop: 12, fontFamily: 'monospace' }}
        value={csv}
        maxLength={80_000}
        onChange={(e) => {
          setCsv(e.target.value);
          setReport(null);
        }}
        aria-label={t('shopTableRates.import.text')}
        data-testid="rate-import-csv"
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
      {report && !report.errors.length && (
        <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('shopTableRates.import.valid', { count: report.imported })} />
      )}
      {report && report.errors.length > 0 && (
        <>
          <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('shopTableRates.import.invalid', { count: report.errors.length })} />
          <Table
            size="small"
            style={{ marginTop: 8 }}
            rowKey={(e) => `${e.line}-${e.field}-${e.code}`}
            pagination={false}
            dataSource={report.errors}
            data-testid="rate-import-errors"
            columns={[
              { title: t('shopTableRates.import.line'), dataIndex: 'line', key: 'line', width: 80 },
              { title: t('shopTableRates.import.column'), dataIndex: 'field', key: 'field', render: (f?: string | null) => f ?? '—' },
              {
                title: t('shopTableRates.import.problem'),
                key: 'code',
                render: (_, e) => t([`shopTableRates.importErrors.${e.code}`, `ui:fieldErrors.${e.code}`, 'auth.messages.unknown']),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
