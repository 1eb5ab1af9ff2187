import { Flex, Form, Input, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH, formatFrenchPhone, supplierSchema } from '@guide/validation';
import { fieldStatus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { ConfirmDelete, EditButton, ListHeader } from '../components/CrudList';
import { CrudModal } from '../components/CrudModal';
import { ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../components/list-page';
import { useCrudModal, type CrudTarget } from '../components/useCrudModal';
import { useDeleteRow } from '../components/useDeleteRow';
import { usePageTitle } from '../usePageTitle';
import { PAGE_SIZE } from './pagination';
import { CREATE_SUPPLIER, DELETE_SUPPLIER, SUPPLIERS, UPDATE_SUPPLIER, type SupplierInput, type SupplierRow } from './users.graphql';

/** The search in the address: `?q=moulin`. */
const SUPPLIER_FILTERS = { search: text('q', 255) };

/**
 * /admin/users/suppliers: the shop's suppliers, by name, 20 per page, searchable on name, contact, e-mail and
 * SIRET; create and edit in a modal (the shared rules of @guide/validation; SUPPLIER_EXISTS from the server), delete.
 */
export function SuppliersPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('users.suppliers.title'));
  const { filters, set, pages } = useListPage(SUPPLIER_FILTERS);
  const { search } = filters;
  const list = useConnectionQuery(SUPPLIERS, 'suppliers', { search, first: PAGE_SIZE, after: pages.after });
  const onDelete = useDeleteRow<SupplierRow>(DELETE_SUPPLIER, {
    refetchQueries: ['Suppliers'],
    deleted: (supplier) => t('users.suppliers.deleted', { name: supplier.name }),
    failed: (supplier) => t('users.suppliers.deleteFailed', { name: supplier.name }),
  });
  const [editing, setEditing] = useState<CrudTarget<SupplierRow>>(null);

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
          {can('users.suppliers.update') && <EditButton onClick={() => setEditing(supplier)} testId={`supplier-edit-${supplier.id}`} />}
          {can('users.suppliers.delete') && (
            <ConfirmDelete
              title={t('users.suppliers.confirmDelete', { name: supplier.name })}
              onConfirm={() => onDelete(supplier)}
              testId={`supplier-delete-${supplier.id}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('users.suppliers.title')}
        intro={t('users.suppliers.intro')}
        onRefresh={() => void list.refetch()}
        create={can('users.suppliers.create') ? { label: t('users.suppliers.new'), testId: 'supplier-new', onClick: () => setEditing('new') } : undefined}
      >
        <SearchFilter
          value={search}
          onSearch={(change) => set({ search: change })}
          maxLength={255}
          label={t('users.suppliers.search')}
          style={{ width: 300 }}
          testId="suppliers-search"
        />
      </ListHeader>
      <ListTable<SupplierRow>
        list={list}
        columns={columns}
        emptyText={search ? t('users.suppliers.noMatch', { search }) : t('users.suppliers.empty')}
        data-testid="suppliers-table"
        testIdPrefix="suppliers"
        paged={{ pages, infoKey: 'users.suppliers.pageInfo' }}
        onOpen={can('users.suppliers.update') ? setEditing : undefined}
      />
      <SupplierModal supplier={editing} onClose={() => setEditing(null)} />
    </>
  );
}

type SupplierFormValues = { [K in keyof Omit<SupplierInput, 'active'>]: string } & { active: boolean };

type TextField = 'name' | 'contactName' | 'email' | 'phone' | 'siret' | 'website';

function SupplierModal({ supplier, onClose }: { supplier: CrudTarget<SupplierRow>; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useCrudModal({
    target: supplier,
    onClose,
    create: CREATE_SUPPLIER,
    update: UPDATE_SUPPLIER,
    refetchQueries: ['Suppliers'],
    initialValues: (editing): SupplierFormValues => ({
      name: editing?.name ?? '',
      contactName: editing?.contactName ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ? formatFrenchPhone(editing.phone) : '',
      siret: editing?.siret ?? '',
      website: editing?.website ?? '',
      address: editing?.address ?? '',
      notes: editing?.notes ?? '',
      active: editing?.active ?? true,
    }),
    validationSchema: supplierSchema,
    toInput: (values): SupplierInput => {
      // The schema's cleaned values: trimmed, empty fields as null; the server applies the same rules.
      const clean = supplierSchema.validateSync(values, { stripUnknown: true });
      return {
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
    },
    saved: { created: 'users.suppliers.created', updated: 'users.suppliers.updated', name: (input) => input.name },
  });
  const { editing, formik } = crud;
  const textInput = (name: TextField, extra: { type?: string; autoFocus?: boolean; help?: string } = {}) => (
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
    <CrudModal
      crud={crud}
      title={editing ? t('users.suppliers.editTitle', { name: editing.name }) : t('users.suppliers.createTitle')}
      saveTestId="supplier-save"
      width={640}
    >
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
        <Input.TextArea
          id="supplier-address"
          name="address"
          rows={2}
          value={formik.values.address}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="supplier-address"
        />
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
    </CrudModal>
  );
}
