import { TICKET_READ_ACCESS } from '@guide/vocabulary';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, DatePicker, Flex, Form, Input, Modal, Popconfirm, Select, Tag, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { dayjs, fieldErrors, formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  BulkOutcome,
  DeleteSelectionButton,
  FilterBar,
  isFiltered,
  ListTable,
  SearchFilter,
  SelectFilter,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
} from '../../components/list-page';
import type { TicketStatus } from '../../gql/graphql';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { ticketFailure, ticketMessage } from '../ticket-errors';
import {
  DELETE_TICKET_FILTER,
  DELETE_TICKETS,
  SAVE_TICKET_FILTER,
  TICKET_SAVED_FILTERS,
  TICKET_USERS,
  TICKETS,
  TRACKERS,
  UPDATE_TICKETS_STATUS,
  type TicketRow,
} from '../tickets.graphql';
import {
  filterInputOf,
  filtersOfSaved,
  formatDay,
  TICKET_FILTERS,
  personName,
  PRIORITY_COLOURS,
  SORT_COLUMNS,
  sortOfColumn,
  STATUS_COLOURS,
  TICKET_PRIORITY_LIST,
  TICKET_STATUSES,
  type TicketListFilters,
} from '../ticket-model';

/** The outcome of a bulk status change, kept on screen until dismissed (the refusals need reading). */
interface BulkOutcome {
  updated: number;
  refused: { id: string; subject: string; code: string }[];
}

/**
 * /admin/tickets: the tickets, newest first unless a column header orders them, 20 per page; filters
 * (status, tracker, priority, assignee, created between, subject) held in the address so that a link
 * reproduces the view; saved filters; the selection's status changed or deleted in one go.
 */
export function TicketListPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('tickets.list.title'));
  const url = useListPage(TICKET_FILTERS);
  const { filters, key: filterKey, pages, selection } = url;
  const { selected, set: setSelected } = selection;
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkStatus, setBulkStatus] = useState<TicketStatus | undefined>();
  const [savedId, setSavedId] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const set = (change: Partial<TicketListFilters>) => {
    setSavedId(undefined);
    url.set(change);
  };

  const trackers = useQuery(TRACKERS, { fetchPolicy: 'cache-first' });
  const users = useQuery(TICKET_USERS, { fetchPolicy: 'cache-first', skip: !TICKET_READ_ACCESS.users.some(can) });
  const saved = useQuery(TICKET_SAVED_FILTERS, { fetchPolicy: 'cache-and-network' });
  const list = useConnectionQuery(TICKETS, 'tickets', { ...filters, first: PAGE_SIZE, after: pages.after });
  const { rows } = list;
  const [updateStatus, { loading: updating }] = useMutation(UPDATE_TICKETS_STATUS);
  const [deleteFilter] = useMutation(DELETE_TICKET_FILTER, { refetchQueries: ['TicketSavedFilters'], awaitRefetchQueries: true });
  const canUpdate = can('support.tickets.update');
  const canDelete = can('support.tickets.delete');
  const { confirmRemove, deleting } = useDeleteMany(DELETE_TICKETS, {
    count: (data) => data?.deleteTickets ?? 0,
    deleted: (count) => t('tickets.list.bulk.deleted', { count }),
    failed: t('tickets.list.bulk.deleteFailed'),
    failure: (e) => ticketFailure(t, e),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('tickets.list.bulk.deleteTitle', { count }), content: t('tickets.list.bulk.deleteText'), okText: t('tickets.delete') }),
      testId: 'tickets-delete-confirm',
    },
    onDeleted: () => setOutcome(null),
  });

  async function applyStatus() {
    if (!bulkStatus) return;
    const subjects = new Map(rows.map((row) => [row.id, row.subject]));
    try {
      const { data: result } = await updateStatus({ variables: { ids: selected, status: bulkStatus } });
      const answer = result?.updateTicketsStatus;
      if (!answer) return;
      setOutcome({ updated: answer.updated, refused: answer.refused.map((r) => ({ ...r, subject: subjects.get(r.id) ?? r.id })) });
      setSelected(answer.refused.map((r) => r.id));
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('tickets.list.bulk.failed'), description: ticketFailure(t, e) });
    }
  }

  const sortOrder = (column: string) => {
    const current = filters.sort ? SORT_COLUMNS[filters.sort] : SORT_COLUMNS.CREATED_DESC;
    return current.column === column ? current.order : null;
  };
  const sortable = (column: string, directions: ('ascend' | 'descend')[]) => ({
    key: column,
    sorter: true,
    sortOrder: sortOrder(column),
    sortDirections: directions,
    showSorterTooltip: false,
  });

  const columns: TableColumnsType<TicketRow> = [
    {
      title: t('tickets.fields.subject'),
      ...sortable('subject', ['ascend']),
      render: (_, row) => (
        <Link to={`/tickets/${row.id}`} data-testid={`ticket-link-${row.id}`}>
          <Typography.Text strong>{row.subject}</Typography.Text>
        </Link>
      ),
    },
    { title: t('tickets.fields.trackerId'), key: 'tracker', render: (_, row) => row.tracker.name },
    {
      title: t('tickets.fields.status'),
      ...sortable('status', ['ascend']),
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]} data-testid={`ticket-status-${row.id}`}>
          {t(`tickets.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      title: t('tickets.fields.priority'),
      ...sortable('priority', ['descend']),
      render: (_, row) => <Tag color={PRIORITY_COLOURS[row.priority]}>{t(`tickets.priority.${row.priority}`)}</Tag>,
    },
    {
      title: t('tickets.fields.assigneeId'),
      key: 'assignee',
      render: (_, row) =>
        row.assignee ? (
          personName(row.assignee)
        ) : row.assignedGroup ? (
          row.assignedGroup.name
        ) : (
          <Typography.Text type="secondary">{t('tickets.unassigned')}</Typography.Text>
        ),
    },
    { title: t('tickets.fields.dueDate'), ...sortable('dueDate', ['ascend']), render: (_, row) => (row.dueDate ? formatDay(row.dueDate) : '—') },
    { title: t('tickets.fields.createdAt'), ...sortable('createdAt', ['descend', 'ascend']), render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('tickets.fields.updatedAt'), ...sortable('updatedAt', ['descend']), render: (_, row) => formatDateTime(row.updatedAt) },
  ];

  const savedFilters = saved.data?.ticketSavedFilters ?? [];
  const chosen = savedFilters.find((filter) => filter.id === savedId);
  const day = (value: string | null) => (value ? dayjs(value, 'YYYY-MM-DD') : null);

  return (
    <>
      <ListHeader
        title={t('tickets.list.title')}
        intro={t('tickets.list.intro')}
        onRefresh={() => void list.refetch()}
        create={can('support.tickets.create') ? { label: t('tickets.new'), testId: 'ticket-new', onClick: () => navigate('/tickets/new') } : undefined}
      />
      <FilterBar style={{ marginBottom: 12 }}>
        <SearchFilter
          value={filters.subject}
          onSearch={(subject) => set({ subject })}
          maxLength={255}
          label={t('tickets.list.filters.subject')}
          style={{ width: 260 }}
          testId="tickets-subject-filter"
        />
        <SelectFilter
          value={filters.status}
          label={t('tickets.fields.status')}
          options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets.status.${status}`) }))}
          onChange={(status) => set({ status })}
          minWidth={150}
          testId="tickets-status-filter"
        />
        <SelectFilter
          value={filters.trackerId}
          label={t('tickets.fields.trackerId')}
          loading={trackers.loading}
          options={(trackers.data?.trackers ?? []).map((tracker) => ({ value: tracker.id, label: tracker.name }))}
          onChange={(trackerId) => set({ trackerId })}
          minWidth={180}
          testId="tickets-tracker-filter"
        />
        <SelectFilter
          value={filters.priority}
          label={t('tickets.fields.priority')}
          options={TICKET_PRIORITY_LIST.map((priority) => ({ value: priority, label: t(`tickets.priority.${priority}`) }))}
          onChange={(priority) => set({ priority })}
          minWidth={140}
          testId="tickets-priority-filter"
        />
        {TICKET_READ_ACCESS.users.some(can) && (
          <SelectFilter
            searchable
            value={filters.assigneeId}
            label={t('tickets.fields.assigneeId')}
            loading={users.loading}
            options={(users.data?.ticketUsers ?? []).map((user) => ({ value: user.id, label: personName(user) }))}
            onChange={(assigneeId) => set({ assigneeId })}
            minWidth={180}
            testId="tickets-assignee-filter"
          />
        )}
        <DatePicker
          value={day(filters.createdAfter)}
          format="DD/MM/YYYY"
          placeholder={t('tickets.list.filters.createdAfter')}
          aria-label={t('tickets.list.filters.createdAfter')}
          onChange={(date) => set({ createdAfter: date ? date.format('YYYY-MM-DD') : null })}
          data-testid="tickets-created-after"
        />
        <DatePicker
          value={day(filters.createdBefore)}
          format="DD/MM/YYYY"
          placeholder={t('tickets.list.filters.createdBefore')}
          aria-label={t('tickets.list.filters.createdBefore')}
          onChange={(date) => set({ createdBefore: date ? date.format('YYYY-MM-DD') : null })}
          data-testid="tickets-created-before"
        />
        {filterKey && (
          <Button
            onClick={() => {
              setSavedId(undefined);
              url.clear();
            }}
            data-testid="tickets-clear-filters"
          >
            {t('tickets.list.filters.clear')}
          </Button>
        )}
      </FilterBar>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={savedId}
          placeholder={t('tickets.list.saved.choose')}
          aria-label={t('tickets.list.saved.choose')}
          notFoundContent={t('tickets.list.saved.none')}
          options={savedFilters.map((filter) => ({ value: filter.id, label: filter.name }))}
          onChange={(id?: string) => {
            const filter = savedFilters.find((entry) => entry.id === id);
            if (filter) url.replace(filtersOfSaved(filter.filter));
            setSavedId(id);
          }}
          style={{ minWidth: 220 }}
          data-testid="tickets-saved-filters"
        />
        {chosen && (
          <Popconfirm
            title={t('tickets.list.saved.confirmDelete', { name: chosen.name })}
            okText={t('tickets.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={async () => {
              try {
                await deleteFilter({ variables: { id: chosen.id } });
                setSavedId(undefined);
                notification.success({ title: t('tickets.list.saved.deleted', { name: chosen.name }) });
              } catch (e) {
                notification.error({ title: t('tickets.list.saved.deleteFailed'), description: ticketFailure(t, e) });
              }
            }}
          >
            <Button icon={<DeleteOutlined />} aria-label={t('tickets.list.saved.delete')} data-testid="tickets-saved-filter-delete" />
          </Popconfirm>
        )}
        <Button icon={<SaveOutlined />} onClick={() => setSaving(true)} data-testid="tickets-save-filter">
          {t('tickets.list.saved.save')}
        </Button>
      </Flex>
      {outcome && (
        <BulkOutcome
          title={t('tickets.list.bulk.result', {
            updated: t('tickets.list.bulk.updatedCount', { count: outcome.updated }),
            refused: t('tickets.list.bulk.refusedCount', { count: outcome.refused.length }),
          })}
          refusals={outcome.refused.map((refusal) => ({
            id: refusal.id,
            text: t('tickets.list.bulk.refusal', { subject: refusal.subject, reason: ticketMessage(t, refusal.code, 'status') }),
          }))}
          onClose={() => setOutcome(null)}
          testId="tickets-bulk-result"
        />
      )}
      <ListTable<TicketRow>
        list={list}
        columns={columns}
        selection={canUpdate || canDelete ? selection : undefined}
        bulk={{
          title: t('tickets.list.bulk.selected', { count: selected.length }),
          testId: 'tickets-selection',
          actions: (
            <>
              {canUpdate && (
                <>
                  <Select
                    value={bulkStatus}
                    placeholder={t('tickets.list.bulk.newStatus')}
                    aria-label={t('tickets.list.bulk.newStatus')}
                    options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets.status.${status}`) }))}
                    onChange={(value: TicketStatus) => setBulkStatus(value)}
                    style={{ minWidth: 160 }}
                    data-testid="tickets-bulk-status"
                  />
                  <Button type="primary" disabled={!bulkStatus} loading={updating} onClick={() => void applyStatus()} data-testid="tickets-bulk-apply">
                    {t('tickets.list.bulk.apply')}
                  </Button>
                </>
              )}
              {canDelete && (
                <DeleteSelectionButton label={t('tickets.delete')} loading={deleting} onClick={() => confirmRemove(selected)} testId="tickets-bulk-delete" />
              )}
            </>
          ),
        }}
        onChange={(_pagination, _filters, sorter) => {
          const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TicketRow> | undefined;
          set({ sort: sortOfColumn(one?.columnKey as string | undefined, one?.order) });
        }}
        emptyText={isFiltered(filters, ['sort']) ? t('tickets.list.noMatch') : t('tickets.list.empty')}
        data-testid="tickets-table"
        testIdPrefix="tickets"
        paged={{ pages, infoKey: 'tickets.list.pageInfo' }}
        onOpen={(row) => navigate(`/tickets/${row.id}`)}
      />
      <SaveFilterModal open={saving} filters={filters} onClose={() => setSaving(false)} onSaved={setSavedId} />
    </>
  );
}

/** "Save this filter": a name, then saveTicketFilter (the same name replaces the staff member's filter). */
function SaveFilterModal({ open, filters, onClose, onSaved }: { open: boolean; filters: TicketListFilters; onClose(): void; onSaved(id: string): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SAVE_TICKET_FILTER, { refetchQueries: ['TicketSavedFilters'], awaitRefetchQueries: true });
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  async function submit() {
    if (!name.trim()) return setError('REQUIRED');
    try {
      const { data } = await save({ variables: { name: name.trim(), filter: filterInputOf(filters) } });
      notification.success({ title: t('tickets.list.saved.saved', { name: name.trim() }) });
      if (data) onSaved(data.saveTicketFilter.id);
      close();
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.name) setError(fields.name);
      else notification.error({ title: t('tickets.list.saved.saveFailed'), description: ticketFailure(t, e) });
    }
  }
  return (
    <Modal
      open={open}
      title={t('tickets.list.saved.saveTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'tickets-save-filter-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('tickets.list.saved.name')}
          htmlFor="ticket-filter-name"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? <span data-testid="field-error-filter-name">{ticketMessage(t, error, 'filterName')}</span> : undefined}
        >
          <Input
            id="ticket-filter-name"
            value={name}
            maxLength={60}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            data-testid="tickets-save-filter-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
