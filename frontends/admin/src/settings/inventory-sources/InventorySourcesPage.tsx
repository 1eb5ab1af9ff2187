import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch, Table, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { INVENTORY_SOURCES, UPSERT_INVENTORY_SOURCE, type InventorySourceRow } from './inventory-sources.graphql';
import { EMPTY_SOURCE, sourceSchema, toSourceInput, type SourceValues } from './source-form';

/**
 * Settings › Inventory sources: where stock is kept. Orders take stock from the enabled sources, lowest
 * priority number first; a disabled source's stock is not sold. Stock per source: Catalog › Products › Stock.
 */
export function InventorySourcesPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopSources.title'));
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(INVENTORY_SOURCES, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<InventorySourceRow | 'new' | null>(null);
  const canUpdate = can('settings.inventory-sources.update');
  return (
    <>
      <ListHeader
        title={t('shopSources.title')}
        intro={t('shopSources.intro')}
        onRefresh={() => void refetch()}
        create={canUpdate ? { label: t('shopSources.new'), testId: 'source-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Table<InventorySourceRow>
        rowKey="code"
        loading={loading && !data}
        dataSource={data?.inventorySources ?? []}
        pagination={false}
        data-testid="inventory-sources"
        columns={[
          { title: t('shopSources.fields.priority'), dataIndex: 'priority', key: 'priority', width: 100 },
          {
            title: t('shopSources.fields.name'),
            key: 'name',
            render: (_, row) => (
              <>
                <Typography.Text strong>{row.name}</Typography.Text> <Typography.Text type="secondary">({row.code})</Typography.Text>
              </>
            ),
          },
          {
            title: t('shopSources.fields.enabled'),
            key: 'enabled',
            render: (_, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'shopSources.on' : 'shopSources.off')}</Tag>,
          },
          {
            key: 'actions',
            align: 'right',
            render: (_, row) => canUpdate && <EditButton onClick={() => setEditing(row)} testId={`source-edit-${row.code}`} />,
          },
        ]}
      />
      {editing !== null && <SourceModal row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function SourceModal({ row, onClose }: { row: InventorySourceRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(UPSERT_INVENTORY_SOURCE, { refetchQueries: ['InventorySources'], awaitRefetchQueries: true });
  const formik = useFormik<SourceValues>({
    initialValues: row ? { code: row.code, name: row.name, priority: row.priority, enabled: row.enabled } : EMPTY_SOURCE,
    validationSchema: sourceSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toSourceInput(values);
      try {
        await save({ variables: { input } });
        notification.success({ title: t('shopSources.saved', { name: input.name }) });
        onClose();
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).filter(([name]) => name in EMPTY_SOURCE);
        if (fields.length) {
          void formik.setTouched(Object.fromEntries(fields.map(([name]) => [name, true])), false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });
  const status = (name: keyof SourceValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`field-error-${name}`}>{t([`shopSources.errors.${error}`, `ui:fieldErrors.${error}`, 'auth.messages.unknown'])}</span>,
        }
      : {};
  };
  return (
    <Modal
      open
      title={row ? t('shopSources.editTitle', { name: row.name }) : t('shopSources.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'source-save', onMouseDown: keepFocus }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item label={t('shopSources.fields.code')} htmlFor="source-code" required extra={t('shopSources.codeHelp')} {...status('code')}>
              <Input
                id="source-code"
                name="code"
                disabled={row !== null}
                autoFocus={row === null}
                value={formik.values.code}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="source-code"
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item label={t('shopSources.fields.name')} htmlFor="source-name" required {...status('name')}>
              <Input
                id="source-name"
                name="name"
                value={formik.values.name}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="source-name"
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              label={t('shopSources.fields.priority')}
              htmlFor="source-priority"
              required
              extra={t('shopSources.priorityHelp')}
              {...status('priority')}
            >
              <InputNumber
                id="source-priority"
                min={0}
                max={10_000}
                precision={0}
                style={{ width: '100%' }}
                value={formik.values.priority}
                onChange={(value) => void formik.setFieldValue('priority', typeof value === 'number' ? value : null)}
                data-testid="source-priority"
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item label={t('shopSources.fields.enabled')} extra={t('shopSources.enabledHelp')}>
              <Switch checked={formik.values.enabled} onChange={(on) => void formik.setFieldValue('enabled', on)} data-testid="source-enabled" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
