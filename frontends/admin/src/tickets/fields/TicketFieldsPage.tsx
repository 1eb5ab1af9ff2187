import { useQuery } from '@apollo/client/react';
import { Form, Input, InputNumber, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageKey } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { useDeleteRow } from '../../components/useDeleteRow';
import type { TicketCustomFieldInput, TicketCustomFieldKind } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { ticketFieldStatus } from '../ticket-errors';
import {
  CREATE_TICKET_CUSTOM_FIELD,
  DELETE_TICKET_CUSTOM_FIELD,
  TICKET_CUSTOM_FIELDS,
  TRACKERS,
  UPDATE_TICKET_CUSTOM_FIELD,
  type CustomFieldRow,
} from '../tickets.graphql';

const KINDS: readonly TicketCustomFieldKind[] = ['TEXT', 'LONG_TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'LIST'];

/** /admin/tickets/fields: the fields trackers' tickets carry beyond the standard ones; create, edit, delete. */
export function TicketFieldsPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('tickets.customFields.title'));
  const { data, loading, error, refetch } = useQuery(TICKET_CUSTOM_FIELDS, { variables: { trackerId: null }, fetchPolicy: 'cache-and-network' });
  const onDelete = useDeleteRow<CustomFieldRow>(DELETE_TICKET_CUSTOM_FIELD, {
    refetchQueries: ['TicketCustomFields'],
    deleted: (field) => t('tickets.customFields.deleted', { name: field.name }),
    failed: (field) => t('tickets.customFields.deleteFailed', { name: field.name }),
  });
  const [editing, setEditing] = useState<CrudTarget<CustomFieldRow>>(null);
  const columns: TableColumnsType<CustomFieldRow> = [
    { title: t('tickets.customFields.fields.position'), dataIndex: 'position', key: 'position', align: 'right', width: 90 },
    {
      title: t('tickets.customFields.fields.name'),
      key: 'name',
      render: (_, field) => (
        <Space>
          <Typography.Text strong>{field.name}</Typography.Text>
          {field.required && <Tag color="red">{t('tickets.customFields.requiredTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('tickets.customFields.fields.kind'), key: 'kind', render: (_, field) => t(`tickets.customFields.kinds.${field.kind}`) },
    { title: t('tickets.customFields.fields.options'), key: 'options', render: (_, field) => (field.options.length ? field.options.join(', ') : '—') },
    {
      title: t('tickets.customFields.fields.trackerIds'),
      key: 'trackers',
      render: (_, field) => field.trackers.map((tracker) => <Tag key={tracker.id}>{tracker.name}</Tag>),
    },
    {
      title: t('tickets.actions'),
      key: 'actions',
      render: (_, field) => (
        <Space wrap>
          {can('support.ticket-fields.update') && <EditButton onClick={() => setEditing(field)} testId={`ticket-field-edit-${field.id}`} />}
          {can('support.ticket-fields.delete') && (
            <ConfirmDelete
              title={t('tickets.customFields.confirmDelete', { name: field.name })}
              description={t('tickets.customFields.confirmDeleteText')}
              onConfirm={() => onDelete(field)}
              testId={`ticket-field-delete-${field.id}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListHeader
        title={t('tickets.customFields.title')}
        intro={t('tickets.customFields.intro')}
        onRefresh={() => void refetch()}
        create={
          can('support.ticket-fields.create')
            ? { label: t('tickets.customFields.new'), testId: 'ticket-field-new', onClick: () => setEditing('new') }
            : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<CustomFieldRow>
        columns={columns}
        dataSource={data?.ticketCustomFields ?? []}
        loading={loading && !data}
        emptyText={t('tickets.customFields.empty')}
        data-testid="ticket-fields-table"
        onOpen={can('support.ticket-fields.update') ? setEditing : undefined}
      />
      <FieldModal field={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface FieldFormValues {
  name: string;
  kind: TicketCustomFieldKind;
  required: boolean;
  options: string[];
  trackerIds: string[];
  position: number | null;
}

/** The SDL's bounds (custom-field.graphql), so that most mistakes show before the round trip. */
function validateField(values: FieldFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (!name) errors.name = MessageKey.REQUIRED;
  else if (name.length > 60) errors.name = MessageKey.TOO_LONG;
  if (values.kind === 'LIST') {
    if (values.options.length === 0) errors.options = MessageKey.REQUIRED;
    else if (values.options.length > 50) errors.options = MessageKey.TOO_MANY;
    else if (values.options.some((option) => option.length > 100)) errors.options = MessageKey.TOO_LONG;
  }
  if (values.trackerIds.length === 0) errors.trackerIds = MessageKey.REQUIRED;
  return errors;
}

function FieldModal({ field, onClose }: { field: CrudTarget<CustomFieldRow>; onClose(): void }) {
  const { t } = useTranslation();
  const trackers = useQuery(TRACKERS, { skip: field === null });
  const crud = useCrudModal({
    target: field,
    onClose,
    create: CREATE_TICKET_CUSTOM_FIELD,
    update: UPDATE_TICKET_CUSTOM_FIELD,
    refetchQueries: ['TicketCustomFields'],
    initialValues: (editing): FieldFormValues => ({
      name: editing?.name ?? '',
      kind: editing?.kind ?? 'TEXT',
      required: editing?.required ?? false,
      options: editing?.options ?? [],
      trackerIds: editing?.trackers.map((tracker) => tracker.id) ?? [],
      position: editing?.position ?? null,
    }),
    validate: validateField,
    toInput: (values): TicketCustomFieldInput => ({
      name: values.name.trim(),
      kind: values.kind,
      required: values.required,
      // Choices belong to LIST fields only.
      options: values.kind === 'LIST' ? values.options.map((option) => option.trim()).filter(Boolean) : [],
      trackerIds: values.trackerIds,
      ...(values.position === null ? {} : { position: values.position }),
    }),
    saved: { created: 'tickets.customFields.created', updated: 'tickets.customFields.updated', name: (input) => input.name },
  });
  const { editing, formik } = crud;
  const status = (name: keyof FieldFormValues) => ticketFieldStatus(t, name, formik);
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('tickets.customFields.editTitle', { name: editing.name }) : t('tickets.customFields.createTitle')}
      saveTestId="ticket-field-save"
      width={600}
    >
      <Form.Item label={t('tickets.customFields.fields.name')} htmlFor="ticket-field-name" required {...status('name')}>
        <Input
          id="ticket-field-name"
          name="name"
          maxLength={60}
          autoFocus
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="ticket-field-name"
        />
      </Form.Item>
      <Space size={24} wrap>
        <Form.Item label={t('tickets.customFields.fields.kind')} htmlFor="ticket-field-kind" required {...status('kind')}>
          <Select
            id="ticket-field-kind"
            style={{ minWidth: 200 }}
            value={formik.values.kind}
            options={KINDS.map((kind) => ({ value: kind, label: t(`tickets.customFields.kinds.${kind}`) }))}
            onChange={(value: TicketCustomFieldKind) => void formik.setFieldValue('kind', value)}
            data-testid="ticket-field-kind"
          />
        </Form.Item>
        <Form.Item label={t('tickets.customFields.fields.position')} htmlFor="ticket-field-position" {...status('position')}>
          <InputNumber
            id="ticket-field-position"
            precision={0}
            min={0}
            value={formik.values.position}
            onChange={(value) => void formik.setFieldValue('position', typeof value === 'number' ? value : null)}
            data-testid="ticket-field-position"
          />
        </Form.Item>
        <Form.Item label={t('tickets.customFields.fields.required')} htmlFor="ticket-field-required">
          <Switch
            id="ticket-field-required"
            checked={formik.values.required}
            onChange={(checked) => void formik.setFieldValue('required', checked)}
            data-testid="ticket-field-required"
          />
        </Form.Item>
      </Space>
      {formik.values.kind === 'LIST' && (
        <Form.Item
          label={t('tickets.customFields.fields.options')}
          htmlFor="ticket-field-options"
          required
          extra={t('tickets.customFields.optionsHelp')}
          {...status('options')}
        >
          <Select
            id="ticket-field-options"
            mode="tags"
            value={formik.values.options}
            open={false}
            tokenSeparators={[';']}
            onChange={(value: string[]) => void formik.setFieldValue('options', [...new Set(value.map((option) => option.trim()).filter(Boolean))])}
            data-testid="ticket-field-options"
          />
        </Form.Item>
      )}
      <Form.Item label={t('tickets.customFields.fields.trackerIds')} htmlFor="ticket-field-trackerIds" required {...status('trackerIds')}>
        <Select
          id="ticket-field-trackerIds"
          mode="multiple"
          allowClear
          value={formik.values.trackerIds}
          loading={trackers.loading}
          options={(trackers.data?.trackers ?? []).map((tracker) => ({ value: tracker.id, label: tracker.name }))}
          onChange={(value: string[]) => {
            void formik.setFieldValue('trackerIds', value);
            void formik.setFieldTouched('trackerIds', true, false);
          }}
          data-testid="ticket-field-trackerIds"
        />
      </Form.Item>
    </CrudModal>
  );
}
