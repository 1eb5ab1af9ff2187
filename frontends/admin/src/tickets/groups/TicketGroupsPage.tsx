import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Form, Input, Modal, Space, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import type { CrudTarget } from '../../components/useCrudModal';
import { useDeleteRow } from '../../components/useDeleteRow';
import { usePageTitle } from '../../usePageTitle';
import { ticketFailure, ticketMessage } from '../ticket-errors';
import { CREATE_TICKET_GROUP, DELETE_TICKET_GROUP, TICKET_GROUPS, UPDATE_TICKET_GROUP, type TicketGroupRow } from '../tickets.graphql';

const NAME_MAX = 100;

/** /admin/tickets/groups: the teams a ticket can be assigned to; create, rename, delete (their tickets lose the group). */
export function TicketGroupsPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('tickets.groups.title'));
  const { data, loading, error, refetch } = useQuery(TICKET_GROUPS, { fetchPolicy: 'cache-and-network' });
  const onDelete = useDeleteRow<TicketGroupRow>(DELETE_TICKET_GROUP, {
    refetchQueries: ['TicketGroups'],
    deleted: (group) => t('tickets.groups.deleted', { name: group.name }),
    failed: (group) => t('tickets.groups.deleteFailed', { name: group.name }),
  });
  const [editing, setEditing] = useState<CrudTarget<TicketGroupRow>>(null);
  const columns: TableColumnsType<TicketGroupRow> = [
    { title: t('tickets.groups.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('tickets.actions'),
      key: 'actions',
      render: (_, group) => (
        <Space wrap>
          {can('support.ticket-groups.update') && <EditButton onClick={() => setEditing(group)} testId={`ticket-group-edit-${group.id}`} />}
          {can('support.ticket-groups.delete') && (
            <ConfirmDelete
              title={t('tickets.groups.confirmDelete', { name: group.name })}
              description={t('tickets.groups.confirmDeleteText')}
              onConfirm={() => onDelete(group)}
              testId={`ticket-group-delete-${group.id}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListHeader
        title={t('tickets.groups.title')}
        intro={t('tickets.groups.intro')}
        onRefresh={() => void refetch()}
        create={
          can('support.ticket-groups.create') ? { label: t('tickets.groups.new'), testId: 'ticket-group-new', onClick: () => setEditing('new') } : undefined
        }
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<TicketGroupRow>
        columns={columns}
        dataSource={data?.ticketGroups ?? []}
        loading={loading && !data}
        emptyText={t('tickets.groups.empty')}
        data-testid="ticket-groups-table"
        onOpen={can('support.ticket-groups.update') ? setEditing : undefined}
      />
      <GroupModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Create or rename: the name only (createTicketGroup(name), updateTicketGroup(id, name)). */
function GroupModal({ target, onClose }: { target: CrudTarget<TicketGroupRow>; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['TicketGroups'], awaitRefetchQueries: true };
  const [create, created] = useMutation(CREATE_TICKET_GROUP, options);
  const [update, updated] = useMutation(UPDATE_TICKET_GROUP, options);
  useEffect(() => {
    setName(editing?.name ?? '');
    setError(null);
    setFailure(null);
  }, [target]);
  async function submit() {
    const value = name.trim();
    if (!value) return setError('REQUIRED');
    if (value.length > NAME_MAX) return setError('TOO_LONG');
    try {
      if (editing) await update({ variables: { id: editing.id, name: value } });
      else await create({ variables: { name: value } });
      notification.success({ title: t(editing ? 'tickets.groups.updated' : 'tickets.groups.created', { name: value }) });
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.name) setError(fields.name);
      else setFailure(ticketFailure(t, e));
    }
  }
  return (
    <Modal
      open={target !== null}
      title={editing ? t('tickets.groups.editTitle', { name: editing.name }) : t('tickets.groups.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={created.loading || updated.loading}
      okButtonProps={{ 'data-testid': 'ticket-group-save', onMouseDown: keepFocus } as ButtonProps}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('tickets.groups.fields.name')}
          htmlFor="ticket-group-name"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? <span data-testid="field-error-name">{ticketMessage(t, error, 'groupName')}</span> : undefined}
        >
          <Input
            id="ticket-group-name"
            value={name}
            maxLength={NAME_MAX}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            data-testid="ticket-group-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
