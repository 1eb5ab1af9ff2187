import { TICKET_READ_ACCESS } from '@guide/vocabulary';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { dayjs, fieldErrors, formatDateTime } from '@guide/ui';
import { TICKET_SUBJECT_MAX_LENGTH } from '@guide/validation';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { usePageTitle } from '../../usePageTitle';
import { ticketFailure, ticketFieldStatus, ticketMessage } from '../ticket-errors';
import { changeText, formatWhen, personName, STATUS_COLOURS, TICKET_PRIORITY_LIST, TICKET_STATUSES, type JournalContext } from '../ticket-model';
import {
  CREATE_TICKET,
  TICKET,
  TICKET_CUSTOM_FIELDS,
  TICKET_GROUPS,
  TICKET_USERS,
  TICKETS,
  TRACKERS,
  UPDATE_TICKET,
  type CustomFieldRow,
  type JournalEntry,
  type TicketDetail,
} from '../tickets.graphql';
import { ticketFormValues, toTicketInput, toTicketUpdate, validateTicketForm, type TicketFormValues } from './ticket-form';

/** /admin/tickets/new and /admin/tickets/:id: one form, then (editing) the ticket's history. */
export function TicketFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const editing = id !== undefined && id !== 'new';
  const { data, loading, error, refetch } = useQuery(TICKET, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'cache-and-network' });
  usePageTitle(editing ? (data?.ticket?.subject ?? t('tickets.edit.title')) : t('tickets.new'));
  if (!editing) return <TicketForm ticket={null} />;
  if (error && !data) {
    return <Result status="warning" title={ticketFailure(t, error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  }
  if (loading && !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!data?.ticket) {
    return (
      <Result status="404" title={t('tickets.edit.notFound')} extra={<Link to="/tickets">{t('tickets.backToList')}</Link>} data-testid="ticket-not-found" />
    );
  }
  return <TicketForm key={data.ticket.id} ticket={data.ticket} />;
}

function TicketForm({ ticket }: { ticket: TicketDetail | null }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [parentSearch, setParentSearch] = useState('');

  const trackers = useQuery(TRACKERS, { fetchPolicy: 'cache-first' });
  const users = useQuery(TICKET_USERS, { fetchPolicy: 'cache-first', skip: !TICKET_READ_ACCESS.users.some(can) });
  const groups = useQuery(TICKET_GROUPS, { fetchPolicy: 'cache-first', skip: !TICKET_READ_ACCESS.groups.some(can) });
  // Every field, for the journal's `customField:<id>` of any tracker.
  const allFields = useQuery(TICKET_CUSTOM_FIELDS, { variables: { trackerId: null }, fetchPolicy: 'cache-first' });
  const parents = useQuery(TICKETS, { variables: { subject: parentSearch || null, first: 20 }, fetchPolicy: 'cache-first' });
  const [create] = useMutation(CREATE_TICKET);
  const [update] = useMutation(UPDATE_TICKET, { refetchQueries: ['Ticket'], awaitRefetchQueries: true });

  const defaultTracker = trackers.data?.trackers[0]?.id ?? '';
  const initialValues = useMemo(() => ticketFormValues(ticket, defaultTracker), [ticket, defaultTracker]);
  const [trackerId, setTrackerId] = useState(initialValues.trackerId);
  useEffect(() => setTrackerId(initialValues.trackerId), [initialValues.trackerId]);
  const trackerFields = useQuery(TICKET_CUSTOM_FIELDS, { variables: { trackerId }, skip: !trackerId, fetchPolicy: 'cache-and-network' });
  const fields: readonly CustomFieldRow[] = trackerFields.data?.ticketCustomFields ?? [];
  const fieldIds = fields.map((field) => field.id);

  const formik = useFormik<TicketFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => validateTicketForm(values, fields),
    onSubmit: async (values) => {
      setFailure(null);
      setServerErrors({});
      try {
        if (ticket) {
          const input = toTicketUpdate(initialValues, values, fieldIds);
          if (Object.keys(input).length === 0) {
            notification.info({ title: t('tickets.edit.nothingChanged') });
            return;
          }
          await update({ variables: { id: ticket.id, input } });
          notification.success({ title: t('tickets.edit.updated', { subject: values.subject.trim() }) });
        } else {
          const { data } = await create({ variables: { input: toTicketInput(values, fieldIds) } });
          notification.success({ title: t('tickets.edit.created', { subject: values.subject.trim() }) });
          if (data) navigate(`/tickets/${data.createTicket.id}`, { replace: true });
        }
      } catch (e) {
        const fields = fieldErrors(e);
        setServerErrors(fields);
        // A field the form does not show (a custom field of another tracker...) still gets its message.
        const shown = new Set([...Object.keys(values), ...fieldIds.map((fieldId) => `customFields.${fieldId}`)]);
        const hidden = Object.entries(fields).find(([name]) => !shown.has(name));
        setFailure(hidden ? ticketMessage(t, hidden[1], hidden[0]) : Object.keys(fields).length ? null : ticketFailure(t, e));
      }
    },
  });
  const { values } = formik;
  const set = (name: string, value: unknown) => {
    void formik.setFieldValue(name, value);
    setServerErrors(({ [name.startsWith('custom.') ? `customFields.${name.slice(7)}` : name]: _, ...rest }) => rest);
  };
  const status = (name: string) => ticketFieldStatus(t, name, formik, serverErrors);
  const readOnly = ticket ? !can('support.tickets.update') : false;

  const userOptions = useMemo(() => {
    const known = users.data?.ticketUsers ?? [];
    // Without the users list (a ticket agent), the current assignee and watchers still show by name.
    const current = [...(ticket?.assignee ? [ticket.assignee] : []), ...(ticket?.watchers ?? [])];
    const all = [...known, ...current.filter((user) => !known.some((k) => k.id === user.id))];
    return all.map((user) => ({ value: user.id, label: personName(user) }));
  }, [users.data, ticket]);
  const groupOptions = useMemo(() => {
    const known = groups.data?.ticketGroups ?? [];
    const current = ticket?.assignedGroup && !known.some((g) => g.id === ticket.assignedGroup?.id) ? [ticket.assignedGroup] : [];
    return [...known, ...current].map((group) => ({ value: group.id, label: group.name }));
  }, [groups.data, ticket]);
  const parentOptions = useMemo(() => {
    const found = (parents.data?.tickets.edges ?? []).map((edge) => edge.node).filter((node) => node.id !== ticket?.id);
    const current = ticket?.parent && !found.some((node) => node.id === ticket.parent?.id) ? [ticket.parent] : [];
    return [...current, ...found].map((node) => ({ value: node.id, label: node.subject }));
  }, [parents.data, ticket]);

  const context: JournalContext = {
    trackers: trackers.data?.trackers ?? [],
    users: [...(users.data?.ticketUsers ?? []), ...(ticket?.assignee ? [ticket.assignee] : []), ...(ticket?.watchers ?? [])],
    groups: [...(groups.data?.ticketGroups ?? []), ...(ticket?.assignedGroup ? [ticket.assignedGroup] : [])],
    tickets: [...(ticket?.parent ? [ticket.parent] : []), ...(ticket?.subtasks ?? []), ...(parents.data?.tickets.edges.map((e) => e.node) ?? [])],
    fields: allFields.data?.ticketCustomFields ?? [],
  };

  // The journal names trackers, people, groups and fields: shown once they are known, not as "deleted" meanwhile.
  const journalNamesLoading = trackers.loading || users.loading || groups.loading || allFields.loading;

  const submit = () => void formik.submitForm();
  const dayPicker = (name: 'startDate' | 'dueDate') => (
    <Form.Item label={t(`tickets.fields.${name}`)} htmlFor={`ticket-${name}`} {...status(name)}>
      <DatePicker
        id={`ticket-${name}`}
        format="DD/MM/YYYY"
        style={{ width: '100%' }}
        disabled={readOnly}
        value={values[name] ? dayjs(values[name], 'YYYY-MM-DD') : null}
        onChange={(date) => set(name, date ? date.format('YYYY-MM-DD') : '')}
        onBlur={() => void formik.setFieldTouched(name, true)}
        data-testid={`ticket-${name}`}
      />
    </Form.Item>
  );

  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Link to="/tickets" aria-label={t('tickets.backToList')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('tickets.backToList')} />
        </Link>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="ticket-title">
          {ticket ? ticket.subject : t('tickets.new')}
        </Typography.Title>
        {ticket && <Tag color={STATUS_COLOURS[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Tag>}
      </Flex>
      <Row gutter={24}>
        <Col xs={24} xl={16}>
          <Card>
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="ticket-failure" />}
            <Form layout="vertical" onFinish={submit} disabled={readOnly}>
              <Form.Item label={t('tickets.fields.subject')} htmlFor="ticket-subject" required {...status('subject')}>
                <Input
                  id="ticket-subject"
                  name="subject"
                  maxLength={TICKET_SUBJECT_MAX_LENGTH}
                  value={values.subject}
                  onChange={(e) => set('subject', e.target.value)}
                  onBlur={formik.handleBlur}
                  data-testid="ticket-subject"
                />
              </Form.Item>
              <Form.Item label={t('tickets.fields.description')} htmlFor="ticket-description" {...status('description')}>
                <Input.TextArea
                  id="ticket-description"
                  name="description"
                  rows={5}
                  maxLength={10000}
                  value={values.description}
                  onChange={(e) => set('description', e.target.value)}
                  onBlur={formik.handleBlur}
                  data-testid="ticket-description"
                />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} md={ticket ? 8 : 12}>
                  <Form.Item label={t('tickets.fields.trackerId')} htmlFor="ticket-trackerId" {...status('trackerId')}>
                    <Select
                      id="ticket-trackerId"
                      value={values.trackerId || undefined}
                      loading={trackers.loading}
                      options={(trackers.data?.trackers ?? []).map((tracker) => ({ value: tracker.id, label: tracker.name }))}
                      onChange={(value: string) => {
                        set('trackerId', value);
                        setTrackerId(value);
                      }}
                      data-testid="ticket-trackerId"
                    />
                  </Form.Item>
                </Col>
                {ticket && (
                  <Col xs={24} md={8}>
                    <Form.Item label={t('tickets.fields.status')} htmlFor="ticket-status" {...status('status')}>
                      <Select
                        id="ticket-status"
                        value={values.status}
                        options={TICKET_STATUSES.map((value) => ({ value, label: t(`tickets.status.${value}`) }))}
                        onChange={(value) => set('status', value)}
                        data-testid="ticket-status"
                      />
                    </Form.Item>
                  </Col>
                )}
                <Col xs={24} md={ticket ? 8 : 12}>
                  <Form.Item label={t('tickets.fields.priority')} htmlFor="ticket-priority" {...status('priority')}>
                    <Select
                      id="ticket-priority"
                      value={values.priority}
                      options={TICKET_PRIORITY_LIST.map((value) => ({ value, label: t(`tickets.priority.${value}`) }))}
                      onChange={(value) => set('priority', value)}
                      data-testid="ticket-priority"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label={t('tickets.fields.assigneeId')} htmlFor="ticket-assigneeId" {...status('assigneeId')}>
                    <Select
                      id="ticket-assigneeId"
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('tickets.unassigned')}
                      value={values.assigneeId || undefined}
                      options={userOptions}
                      onChange={(value?: string) => set('assigneeId', value ?? '')}
                      data-testid="ticket-assigneeId"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('tickets.fields.assignedGroupId')} htmlFor="ticket-assignedGroupId" {...status('assignedGroupId')}>
                    <Select
                      id="ticket-assignedGroupId"
                      allowClear
                      placeholder={t('tickets.noGroup')}
                      value={values.assignedGroupId || undefined}
                      options={groupOptions}
                      onChange={(value?: string) => set('assignedGroupId', value ?? '')}
                      data-testid="ticket-assignedGroupId"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  {dayPicker('startDate')}
                </Col>
                <Col xs={24} md={12}>
                  {dayPicker('dueDate')}
                </Col>
              </Row>
              <Form.Item label={t('tickets.fields.parentId')} htmlFor="ticket-parentId" {...status('parentId')}>
                <Select
                  id="ticket-parentId"
                  allowClear
                  showSearch={{ filterOption: false, onSearch: (text) => setParentSearch(text.trim().slice(0, 255)) }}
                  placeholder={t('tickets.edit.parentPlaceholder')}
                  value={values.parentId || undefined}
                  options={parentOptions}
                  loading={parents.loading}
                  onChange={(value?: string) => set('parentId', value ?? '')}
                  data-testid="ticket-parentId"
                />
              </Form.Item>
              <Form.Item label={t('tickets.fields.watcherIds')} htmlFor="ticket-watcherIds" {...status('watcherIds')}>
                <Select
                  id="ticket-watcherIds"
                  mode="multiple"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  value={values.watcherIds}
                  options={userOptions}
                  onChange={(value: string[]) => set('watcherIds', value)}
                  data-testid="ticket-watcherIds"
                />
              </Form.Item>
              {fields.length > 0 && (
                <>
                  <Typography.Title level={5}>{t('tickets.edit.customFields')}</Typography.Title>
                  <Row gutter={16}>
                    {fields.map((field) => (
                      <Col xs={24} md={field.kind === 'LONG_TEXT' ? 24 : 12} key={field.id}>
                        <Form.Item
                          label={field.name}
                          htmlFor={`ticket-custom-${field.id}`}
                          required={field.required}
                          {...ticketFieldStatus(t, `customFields.${field.id}`, formik, serverErrors, `custom-${field.id}`)}
                        >
                          <CustomFieldInput field={field} value={values.custom[field.id] ?? ''} onChange={(value) => set(`custom.${field.id}`, value)} />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                </>
              )}
              {ticket && (
                <>
                  <Form.Item label={t('tickets.fields.notes')} htmlFor="ticket-notes" {...status('notes')}>
                    <Input.TextArea
                      id="ticket-notes"
                      rows={4}
                      maxLength={10000}
                      value={values.notes}
                      onChange={(e) => set('notes', e.target.value)}
                      placeholder={t('tickets.edit.notesPlaceholder')}
                      data-testid="ticket-notes"
                    />
                  </Form.Item>
                  <Form.Item>
                    <Checkbox checked={values.internalNotes} onChange={(e) => set('internalNotes', e.target.checked)} data-testid="ticket-internal">
                      {t('tickets.fields.internalNotes')}
                    </Checkbox>
                  </Form.Item>
                </>
              )}
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="ticket-save">
                  {ticket ? t('common.save') : t('tickets.edit.create')}
                </Button>
                <Button onClick={() => navigate('/tickets')} disabled={false} htmlType="button">
                  {t('common.cancel')}
                </Button>
              </Flex>
            </Form>
          </Card>
        </Col>
        {ticket && (
          <Col xs={24} xl={8}>
            <TicketFacts ticket={ticket} />
          </Col>
        )}
      </Row>
      {ticket && <Journal entries={ticket.journal} context={context} loading={journalNamesLoading} />}
    </>
  );
}

/** One custom field's input by its kind; the value stays the API's text. */
function CustomFieldInput({ field, value, onChange }: { field: CustomFieldRow; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const common = { id: `ticket-custom-${field.id}`, 'data-testid': `ticket-custom-${field.id}` };
  switch (field.kind) {
    case 'LONG_TEXT':
      return <Input.TextArea {...common} rows={3} maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'NUMBER':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          decimalSeparator=","
          value={value === '' ? null : Number(value)}
          onChange={(next) => onChange(next === null || next === undefined ? '' : String(next))}
        />
      );
    case 'DATE':
      return (
        <DatePicker
          {...common}
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          value={value ? dayjs(value, 'YYYY-MM-DD') : null}
          onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : '')}
        />
      );
    case 'BOOLEAN':
      return (
        <Switch
          {...common}
          checked={value === 'true'}
          onChange={(checked) => onChange(checked ? 'true' : 'false')}
          checkedChildren={t('tickets.yes')}
          unCheckedChildren={t('tickets.no')}
        />
      );
    case 'LIST':
      return (
        <Select
          {...common}
          allowClear
          value={value || undefined}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={(next?: string) => onChange(next ?? '')}
        />
      );
    default:
      return <Input {...common} maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** The ticket's facts beside the form: dates, who asked, the order, the parent and the subtasks. */
function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'createdAt', label: t('tickets.fields.createdAt'), children: formatDateTime(ticket.createdAt) },
    { key: 'updatedAt', label: t('tickets.fields.updatedAt'), children: formatDateTime(ticket.updatedAt) },
  ];
  if (ticket.requesterEmail)
    items.push({
      key: 'requester',
      label: t('tickets.fields.requesterEmail'),
      children: <a href={`mailto:${ticket.requesterEmail}`}>{ticket.requesterEmail}</a>,
    });
  if (ticket.orderNumber)
    items.push({ key: 'order', label: t('tickets.fields.orderNumber'), children: <Typography.Text copyable>{ticket.orderNumber}</Typography.Text> });
  if (ticket.parent)
    items.push({ key: 'parent', label: t('tickets.fields.parentId'), children: <Link to={`/tickets/${ticket.parent.id}`}>{ticket.parent.subject}</Link> });
  return (
    <Card title={t('tickets.edit.facts')} data-testid="ticket-facts" style={{ marginBottom: 24 }}>
      <Descriptions column={1} size="small" items={items} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('tickets.edit.subtasks')}
      </Typography.Title>
      {ticket.subtasks.length === 0 ? (
        <Typography.Text type="secondary">{t('tickets.edit.noSubtasks')}</Typography.Text>
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: 0 }} data-testid="ticket-subtasks">
          {ticket.subtasks.map((subtask) => (
            <li key={subtask.id}>
              <Link to={`/tickets/${subtask.id}`}>{subtask.subject}</Link>{' '}
              <Tag color={STATUS_COLOURS[subtask.status]}>{t(`tickets.status.${subtask.status}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The history: who, when, the note (internal ones marked) and each change in words, oldest first. */
function Journal({ entries, context, loading }: { entries: readonly JournalEntry[]; context: JournalContext; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('tickets.journal.title')} style={{ marginTop: 24 }} data-testid="ticket-journal" loading={loading}>
      {entries.length === 0 ? (
        <Empty description={t('tickets.journal.none')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: entry.internal ? 'orange' : entry.authorKind === 'CUSTOMER' ? 'green' : 'blue',
            content: (
              <div data-testid={`journal-entry-${entry.id}`}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{entry.author}</Typography.Text>
                  <Typography.Text type="secondary">{formatWhen(t, entry.createdAt)}</Typography.Text>
                  {entry.authorKind === 'CUSTOMER' && <Tag color="green">{t('tickets.journal.customer')}</Tag>}
                  {entry.internal && (
                    <Tag color="orange" icon={<LockOutlined />} data-testid={`journal-internal-${entry.id}`}>
                      {t('tickets.journal.internal')}
                    </Tag>
                  )}
                </Flex>
                {entry.changes.length > 0 && (
                  <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
                    {entry.changes.map((change, i) => (
                      <li key={i}>{changeText(t, change, context)}</li>
                    ))}
                  </ul>
                )}
                {entry.notes && (
                  <Typography.Paragraph
                    style={{
                      whiteSpace: 'pre-wrap',
                      margin: '4px 0 0',
                      padding: '8px 12px',
                      background: entry.internal ? '#fff7e6' : '#f5f5f5',
                      borderRadius: 6,
                    }}
                  >
                    {entry.notes}
                  </Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
