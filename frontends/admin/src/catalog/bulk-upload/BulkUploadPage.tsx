import { CheckCircleOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Progress, Radio, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageTag } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { IMPORT_ATTRIBUTE_FAMILIES, IMPORT_PRODUCT_ATTRIBUTES, IMPORT_PRODUCTS, type ImportReport } from './bulk-upload.graphql';
import {
  ATTRIBUTE_FAMILIES_TEMPLATE,
  ATTRIBUTES_TEMPLATE,
  errorReportCsv,
  fileRowErrors,
  MAX_FILE_BYTES,
  mergeErrors,
  PRODUCTS_TEMPLATE,
  splitCsv,
  type RowError,
  type SplitCsv,
} from './csv-chunks';

type Resource = 'products' | 'attributes' | 'attributeFamilies';

/** Per resource: the column identifying a row, the template, the downloaded files' names. */
const RESOURCES: Record<Resource, { key: 'sku' | 'code'; template: string; templateFile: string; reportFile: string }> = {
  products: { key: 'sku', template: PRODUCTS_TEMPLATE, templateFile: 'modele-produits.csv', reportFile: 'rapport-import-produits.csv' },
  attributes: { key: 'code', template: ATTRIBUTES_TEMPLATE, templateFile: 'modele-attributs.csv', reportFile: 'rapport-import-attributs.csv' },
  attributeFamilies: {
    key: 'code',
    template: ATTRIBUTE_FAMILIES_TEMPLATE,
    templateFile: 'modele-familles-attributs.csv',
    reportFile: 'rapport-import-familles-attributs.csv',
  },
};

interface Outcome {
  dryRun: boolean;
  created: number;
  updated: number;
  errors: RowError[];
}

/** Offers a text as a file download (the report, the template). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /admin/catalog/bulk-upload: a products, attributes or attribute families CSV read in the browser (2 MB at most), checked with a dry run, then
 * imported. Large files go in chunks of 500 lines, one after the other, each with the header, so every
 * request stays small; the report keeps the file's line numbers and can be downloaded as a CSV.
 */
export function BulkUploadPage() {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  const numbers = new Intl.NumberFormat(languageTag(isLanguage(i18n.language) ? i18n.language : 'fr'));
  const count = (value: number | string | undefined) => numbers.format(Number(value ?? 0));
  usePageTitle(t('bulkUpload.title'));
  const [resource, setResource] = useState<Resource>('products');
  const [file, setFile] = useState<{ name: string; text: string; split: SplitCsv } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importProducts] = useMutation(IMPORT_PRODUCTS);
  const [importAttributes] = useMutation(IMPORT_PRODUCT_ATTRIBUTES);
  const [importFamilies] = useMutation(IMPORT_ATTRIBUTE_FAMILIES);
  const running = progress !== null;
  const spec = RESOURCES[resource];
  /** The resource's wording (`bulkUpload.<resource>.<name>`), the products' one otherwise. */
  const say = (name: string, options?: Record<string, unknown>) => t([`bulkUpload.${resource}.${name}`, `bulkUpload.${name}`], options);

  /** One chunk sent to the resource's import. */
  async function importChunk(csv: string, dryRun: boolean): Promise<ImportReport | undefined> {
    if (resource === 'attributes') return (await importAttributes({ variables: { csv, dryRun } })).data?.importProductAttributes;
    if (resource === 'attributeFamilies') return (await importFamilies({ variables: { csv, dryRun } })).data?.importAttributeFamilies;
    return (await importProducts({ variables: { csv, dryRun } })).data?.importProducts;
  }

  /** Another resource: the file is read again for its key column, the report is cleared. */
  function changeResource(next: Resource) {
    setResource(next);
    setOutcome(null);
    setFailure(null);
    setFile((current) => {
      if (!current) return current;
      const split = splitCsv(current.text, undefined, RESOURCES[next].key);
      return split && { ...current, split };
    });
  }

  async function pick(picked: File) {
    setFile(null);
    setOutcome(null);
    setFailure(null);
    setFileError(null);
    if (!/\.csv$/i.test(picked.name) && picked.type !== 'text/csv') return setFileError(t('bulkUpload.fileType'));
    if (picked.size > MAX_FILE_BYTES) return setFileError(t('bulkUpload.fileTooLarge', { name: picked.name }));
    let text: string;
    try {
      text = await picked.text();
    } catch {
      return setFileError(t('bulkUpload.fileUnreadable'));
    }
    const split = splitCsv(text, undefined, spec.key);
    if (!split) return setFileError(say('fileEmpty'));
    setFile({ name: picked.name, text, split });
  }

  async function run(dryRun: boolean) {
    if (!file) return;
    const { chunks, duplicates } = file.split;
    setOutcome(null);
    setFailure(null);
    setProgress({ done: 0, total: chunks.length });
    const total: Outcome = { dryRun, created: 0, updated: 0, errors: [...duplicates] };
    let done = 0;
    try {
      // One chunk at a time: the server checks SKUs (codes) against what the previous chunks saved.
      for (const chunk of chunks) {
        const report = await importChunk(chunk.csv, dryRun);
        if (report) {
          total.created += report.created;
          total.updated += report.updated;
          total.errors.push(...fileRowErrors(chunk, report.errors));
        }
        done++;
        setProgress({ done, total: chunks.length });
      }
    } catch (error) {
      setFailure(t('bulkUpload.failed', { chunk: done + 1, total: chunks.length, reason: errorMessage(t, error) }));
    } finally {
      // After a failure too: what the chunks before it did (an import keeps it) stays visible.
      setOutcome({ ...total, errors: mergeErrors(total.errors) });
      setProgress(null);
    }
  }

  const message = (code: string) => t([`bulkUpload.codes.${code}`, 'bulkUpload.codes.unknown'], { code });
  const reportRows = outcome?.errors.map((error, i) => ({ key: i, ...error, message: message(error.code) })) ?? [];

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('bulkUpload.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('bulkUpload.intro')}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Flex vertical gap={16}>
          <div>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }} id="bulk-resource-label">
              {t('bulkUpload.resource')}
            </Typography.Text>
            <Radio.Group
              value={resource}
              onChange={(e) => changeResource(e.target.value as Resource)}
              disabled={running}
              aria-labelledby="bulk-resource-label"
              data-testid="bulk-resource"
            >
              <Radio.Button value="products">{t('bulkUpload.resources.products')}</Radio.Button>
              <Radio.Button value="attributes">{t('bulkUpload.resources.attributes')}</Radio.Button>
              <Radio.Button value="attributeFamilies">{t('bulkUpload.resources.attributeFamilies')}</Radio.Button>
            </Radio.Group>
          </div>
          <div>
            <Button icon={<DownloadOutlined />} onClick={() => download(spec.templateFile, `\uFEFF${spec.template}`)} data-testid="bulk-template">
              {t('bulkUpload.template')}
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {say('templateHelp')}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {t('bulkUpload.file')}
            </Typography.Text>
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              showUploadList={false}
              disabled={running}
              beforeUpload={(picked) => {
                void pick(picked);
                return false; // read here, never uploaded as a file
              }}
            >
              <Button icon={<UploadOutlined />} disabled={running} data-testid="bulk-file-button">
                {t('bulkUpload.choose')}
              </Button>
            </Upload>
            {file && (
              <Typography.Text style={{ marginLeft: 12 }} data-testid="bulk-file-info">
                {say('fileInfo', { name: file.name, rows: file.split.rowCount })}
              </Typography.Text>
            )}
            {fileError && <Alert type="error" showIcon title={fileError} style={{ marginTop: 12 }} data-testid="bulk-file-error" />}
          </div>
          {can('catalog.bulk-upload.create') && (
            <Space wrap>
              <Button onClick={() => void run(true)} disabled={!file || running} data-testid="bulk-dry-run">
                {t('bulkUpload.dryRun')}
              </Button>
              <Button type="primary" onClick={() => void run(false)} disabled={!file || running} data-testid="bulk-import">
                {t('bulkUpload.import')}
              </Button>
            </Space>
          )}
          {progress && (
            <div data-testid="bulk-progress">
              <Progress percent={Math.round((progress.done / progress.total) * 100)} status="active" />
              <Typography.Text type="secondary">
                {t('bulkUpload.running', { done: Math.min(progress.done + 1, progress.total), total: progress.total })}
              </Typography.Text>
            </div>
          )}
        </Flex>
      </Card>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="bulk-failure" />}
      {outcome && (
        <Card data-testid="bulk-report">
          <Alert
            type={outcome.errors.length ? 'warning' : 'success'}
            showIcon
            icon={outcome.errors.length ? undefined : <CheckCircleOutlined />}
            style={{ marginBottom: 16 }}
            data-testid="bulk-summary"
            title={
              outcome.dryRun
                ? say('dryRunDone', { created: outcome.created, updated: outcome.updated, errors: outcome.errors.length })
                : say('importDone', { created: outcome.created, updated: outcome.updated })
            }
            description={
              outcome.errors.length === 0
                ? outcome.dryRun
                  ? t('bulkUpload.dryRunClean')
                  : undefined
                : outcome.dryRun
                  ? undefined
                  : t('bulkUpload.importWithErrors', { errors: outcome.errors.length })
            }
          />
          <Flex gap={48} style={{ marginBottom: 16 }}>
            <Statistic title={t('bulkUpload.created')} value={outcome.created} formatter={count} data-testid="bulk-created" />
            <Statistic title={t('bulkUpload.updated')} value={outcome.updated} formatter={count} data-testid="bulk-updated" />
            <Statistic title={t('bulkUpload.errorCount')} value={outcome.errors.length} formatter={count} data-testid="bulk-errors" />
          </Flex>
          {outcome.errors.length > 0 && (
            <>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {t('bulkUpload.report')}
                </Typography.Title>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() =>
                    download(
                      spec.reportFile,
                      errorReportCsv(reportRows, [
                        t('bulkUpload.columns.row'),
                        t('bulkUpload.columns.field'),
                        t('bulkUpload.columns.code'),
                        t('bulkUpload.columns.message'),
                      ]),
                    )
                  }
                  data-testid="bulk-download-report"
                >
                  {t('bulkUpload.downloadReport')}
                </Button>
              </Flex>
              <Table
                size="small"
                dataSource={reportRows}
                pagination={reportRows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                columns={[
                  { title: t('bulkUpload.columns.row'), dataIndex: 'row', key: 'row', width: 90 },
                  { title: t('bulkUpload.columns.field'), dataIndex: 'field', key: 'field', render: (field: string | null) => field ?? '—' },
                  {
                    title: t('bulkUpload.columns.code'),
                    dataIndex: 'code',
                    key: 'code',
                    render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
                  },
                  { title: t('bulkUpload.columns.message'), dataIndex: 'message', key: 'message' },
                ]}
                data-testid="bulk-report-table"
              />
            </>
          )}
        </Card>
      )}
    </>
  );
}
