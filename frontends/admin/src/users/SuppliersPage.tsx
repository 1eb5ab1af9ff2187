import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH, formatFrenchPhone, supplierSchema } from '@guide/validation';
import { applyServerErrors, fieldStatus, keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { usePageTitle } from '../usePageTitle';
import { errorMessage } from './errors';
import { PAGE_SIZE, useCursorPages } from './pagination';
import {
  CREATE_SUPPLIER,
  DELETE_SUPPLIER,
  SUPPLIERS,
  UPDATE_SUPPLIER,
  type ListVariables,
  type SupplierInput,
  type SupplierRow,
  type SuppliersData,
} from './users.graphql';

/**
 * /admin/users/suppliers: the shop's suppliers, by name, 20 per page, searchable on name, contact, e-mail and
 * SIRET; create and edit in a modal (the shared rules of @guide/validation; SUPPLIER_EXISTS from the server), delete.
 */
export function SuppliersPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('users.suppliers.title'));
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery<SuppliersData, ListVariables>(SUPPLIERS, {
    variables: { search: search || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.suppliers;
  const [remove] = useMutation(DELETE_SUPPLIER, { refetchQueries: ['Suppliers'], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<SupplierRow | 'new' | null>(null);

  async function onDelete(supplier: SupplierRow) {
    try {
      await remove({ variables: { id: supplier.id } });
      notification.success({ title: t('users.suppliers.deleted', { name: supplier.name }) });
    } catch (e) {
      notification.error({ title: t('users.suppliers.deleteFailed', { name: supplier.name }), description: errorMessage(t, e) });
    }
  }

  const columns: TableColumnsType<SupplierRow> = [
    {
      title: t('users.suppliers.fields.name'),
      key: 'name',
      render: (_, supplier) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{supplier.name}</Typography.Text>
          {supplier.contactName && <Typography.Text type="secondary">{supplier.contactName}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('users.suppliers.fields.email'), dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
    { title: t('users.suppliers.fields.phone'), dataIndex: 'phone', key: 'phone', render: (phone: string | null) => (phone ? formatFrenchPhone(phone) : '—') },
    { title: t('users.suppliers.fields.siret'), dataIndex: 'siret', key: 'siret', render: (siret: string | null) => siret ?? '—' },
    {
      title: t('users.suppliers.fields.active'),
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">{t('users.suppliers.active')}</Tag> : <Tag>{t('users.suppliers.inactive')}</Tag>),
    },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, supplier) => (
        <Space wrap>
          {can('users.suppliers.update') && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(supplier)} data-testid={`supplier-edit-${supplier.id}`}>
              {t('users.edit')}
            </Button>
          )}
          {can('users.suppliers.delete') && (
            <Popconfirm
              title={t('users.suppliers.confirmDelete', { name: supplier.name })}
              okText={t('users.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(supplier)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid={`supplier-delete-${supplier.id}`}>
                {t('users.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const pageCount = connection ? Math.max(1, Math.ceil(connection.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('users.suppliers.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('users.suppliers.intro')}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            placeholder={t('users.suppliers.search')}
            onSearch={(value) => {
              setSearch(value.trim());
              pages.reset();
            }}
            style={{ width: 300 }}
            data-testid="suppliers-search"
          />
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can('users.suppliers.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="supplier-new">
              {t('users.suppliers.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && !connection && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(t, error)} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />}
      <Table<SupplierRow>
        rowKey="id"
        columns={columns}
        dataSource={connection?.edges.map((edge) => edge.node) ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: search ? t('users.suppliers.noMatch', { search }) : t('users.suppliers.empty') }}
        data-testid="suppliers-table"
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="suppliers-page-info">
          {connection ? t('users.suppliers.pageInfo', { page: pages.page + 1, pages: pageCount, count: connection.totalCount }) : ''}
        </Typography.Text>
        <Flex gap={8}>
          <Button disabled={pages.page === 0 || loading} onClick={pages.previous} data-testid="suppliers-previous">
            {t('common.previous')}
          </Button>
          <Button disabled={!data?.suppliers.pageInfo.hasNextPage || loading} onClick={() => pages.next(data?.suppliers.pageInfo.endCursor)} data-testid="suppliers-next">
            {t('common.next')}
          </Button>
        </Flex>
      </Flex>
      <SupplierModal supplier={editing} onClose={() => setEditing(null)} />
    </>
  );
}

type SupplierFormValues = { [K in keyof Omit<SupplierInput, 'active'>]: string } & { active: boolean };

const TEXT_FIELDS = ['name', 'contactName', 'email', 'phone', 'siret', 'website'] as const;

function SupplierModal({ supplier, onClose }: { supplier: SupplierRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = supplier !== null && supplier !== 'new' ? supplier : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['Suppliers'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_SUPPLIER, options);
  const [update] = useMutation(UPDATE_SUPPLIER, options);
  const formik = useFormik<SupplierFormValues>({
    initialValues: {
      name: editing?.name ?? '',
      contactName: editing?.contactName ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ? formatFrenchPhone(editing.phone) : '',
      siret: editing?.siret ?? '',
      website: editing?.website ?? '',
      address: editing?.address ?? '',
      notes: editing?.notes ?? '',
      active: editing?.active ?? true,
    },
    enableReinitialize: true,
    validationSchema: supplierSchema,
    onSubmit: async (values) => {
      setFailure(null);
      // The schema's cleaned values: trimmed, empty fields as null; the server applies the same rules.
      const clean = supplierSchema.validateSync(values, { stripUnknown: true });
      const input: SupplierInput = {
        name: clean.name,
        contactName: clean.contactName ?? null,
        email: clean.email ?? null,
        phone: clean.phone ?? null,
        siret: clean.siret ?? null,
        website: clean.website ?? null,
        address: clean.address ?? null,
        notes: clean.notes ?? null,
        active: values.active,
      };
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'users.suppliers.updated' : 'users.suppliers.created', { name: input.name }) });
        formik.resetForm();
        onClose();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : errorMessage(t, error));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  const textInput = (name: (typeof TEXT_FIELDS)[number], extra: { type?: string; autoFocus?: boolean; help?: string } = {}) => (
    <Form.Item
      label={t(`users.suppliers.fields.${name}`)}
      htmlFor={`supplier-${name}`}
      required={name === 'name'}
      extra={extra.help}
      {...fieldStatus(formik, name, t)}
    >
      <Input
        id={`supplier-${name}`}
        name={name}
        type={extra.type}
        autoFocus={extra.autoFocus}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`supplier-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={supplier !== null}
      title={editing ? t('users.suppliers.editTitle', { name: editing.name }) : t('users.suppliers.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'supplier-save', onMouseDown: keepFocus }}
      width={640}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        {textInput('name', { autoFocus: true })}
        {textInput('contactName')}
        <Flex gap={12}>
          <div style={{ flex: 1 }}>{textInput('email', { type: 'email' })}</div>
          <div style={{ flex: 1 }}>{textInput('phone', { type: 'tel' })}</div>
        </Flex>
        <Flex gap={12}>
          <div style={{ flex: 1 }}>{textInput('siret', { help: t('users.suppliers.siretHelp') })}</div>
          <div style={{ flex: 1 }}>{textInput('website')}</div>
        </Flex>
        <Form.Item label={t('users.suppliers.fields.address')} htmlFor="supplier-address" {...fieldStatus(formik, 'address', t)}>
          <Input.TextArea id="supplier-address" name="address" rows={2} value={formik.values.address} onChange={formik.handleChange} onBlur={formik.handleBlur} data-testid="supplier-address" />
        </Form.Item>
        <Form.Item label={t('users.suppliers.fields.notes')} htmlFor="supplier-notes" {...fieldStatus(formik, 'notes', t)}>
          <Input.TextArea
            id="supplier-notes"
            name="notes"
            rows={3}
            count={{ show: true, max: NOTE_MAX_LENGTH }}
            value={formik.values.notes}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="supplier-notes"
          />
        </Form.Item>
        <Form.Item label={t('users.suppliers.fields.active')}>
          <Switch checked={formik.values.active} onChange={(checked) => void formik.setFieldValue('active', checked)} data-testid="supplier-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
