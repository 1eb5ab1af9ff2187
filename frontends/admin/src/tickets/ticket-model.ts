import type { TFunction } from 'i18next';
import { formatDate, formatLongDate, formatTime } from '@guide/ui/dates';
import { day, id, oneOf, readFilters, text, writeFilters, type FiltersOf } from '../components/list-page/url-filters';
import type { TicketFilterInput, TicketPriority, TicketSort, TicketStatus } from '../gql/graphql';

/** The lists' orders and choices, as the SDL spells them (ticket.graphql). */
export const TICKET_STATUSES: readonly TicketStatus[] = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'REJECTED'];
export const TICKET_PRIORITY_LIST: readonly TicketPriority[] = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];
export const TICKET_SORTS: readonly TicketSort[] = [
  'CREATED_DESC',
  'CREATED_ASC',
  'UPDATED_DESC',
  'PRIORITY_DESC',
  'DUE_DATE_ASC',
  'SUBJECT_ASC',
  'STATUS_ASC',
];

export const STATUS_COLOURS: Record<TicketStatus, string> = { NEW: 'blue', IN_PROGRESS: 'gold', RESOLVED: 'green', CLOSED: 'default', REJECTED: 'red' };
export const PRIORITY_COLOURS: Record<TicketPriority, string> = { LOW: 'default', NORMAL: 'blue', HIGH: 'orange', URGENT: 'red' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters as the address holds them (`?status=NEW&after=2026-03-01&sort=PRIORITY_DESC…`), with
 * short, readable parameters; unknown or malformed values are dropped.
 */
export const TICKET_FILTERS = {
  subject: text('q', 255),
  createdAfter: day('after'),
  createdBefore: day('before'),
  status: oneOf('status', TICKET_STATUSES),
  trackerId: id('tracker'),
  assigneeId: id('assignee'),
  priority: oneOf('priority', TICKET_PRIORITY_LIST),
  sort: oneOf('sort', TICKET_SORTS),
};
export type TicketListFilters = FiltersOf<typeof TICKET_FILTERS>;

/** The filters a query string reproduces. */
export const filtersFromParams = (params: URLSearchParams): TicketListFilters => readFilters(TICKET_FILTERS, params);

/** The query string of some filters (empty ones left out), in a stable order. */
export const paramsOfFilters = (filters: Partial<TicketListFilters>): URLSearchParams => writeFilters(TICKET_FILTERS, filters);

/** A saved filter (the API's TicketFilter) as the list's filters. */
export function filtersOfSaved(filter: Partial<Record<keyof TicketListFilters, string | null>>): TicketListFilters {
  return filtersFromParams(paramsOfFilters(filter as Partial<TicketListFilters>));
}

/** The filter to save: the list's filters without the empty ones. */
export function filterInputOf(filters: TicketListFilters): TicketFilterInput {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)) as TicketFilterInput;
}

/** Which column a sort orders, and in which direction (antd's sortOrder). */
export const SORT_COLUMNS: Record<TicketSort, { column: string; order: 'ascend' | 'descend' }> = {
  CREATED_DESC: { column: 'createdAt', order: 'descend' },
  CREATED_ASC: { column: 'createdAt', order: 'ascend' },
  UPDATED_DESC: { column: 'updatedAt', order: 'descend' },
  PRIORITY_DESC: { column: 'priority', order: 'descend' },
  DUE_DATE_ASC: { column: 'dueDate', order: 'ascend' },
  SUBJECT_ASC: { column: 'subject', order: 'ascend' },
  STATUS_ASC: { column: 'status', order: 'ascend' },
};

/** The sort of a clicked column header (null: back to the default, newest first). */
export function sortOfColumn(column: string | undefined, order: 'ascend' | 'descend' | null | undefined): TicketSort | null {
  if (!column || !order) return null;
  const found = (Object.entries(SORT_COLUMNS) as [TicketSort, { column: string; order: string }][]).find(([, s]) => s.column === column && s.order === order);
  return found?.[0] ?? null;
}

/** "le 3 mars 2026 à 14:05" / "on 3 March 2026 at 14:05", on the Paris clock. */
export function formatWhen(t: TFunction, instant: string): string {
  return t('tickets.journal.when', { date: formatLongDate(instant), time: formatTime(instant) });
}

/** A calendar day (YYYY-MM-DD) as the screens show it, 03/03/2026. */
export const formatDay = (day: string) => formatDate(day);

/** What the journal needs to turn ids into names; whatever is missing shows as is. */
export interface JournalContext {
  trackers: readonly { id: string; name: string }[];
  users: readonly { id: string; firstName: string; lastName: string }[];
  groups: readonly { id: string; name: string }[];
  tickets: readonly { id: string; subject: string }[];
  fields: readonly { id: string; name: string; kind: string }[];
}

export const personName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** The field label of a journal change (`status`, `customField:<id>`...). */
export function changeLabel(t: TFunction, field: string, context: JournalContext): string {
  if (field.startsWith('customField:')) {
    const id = field.slice('customField:'.length);
    return context.fields.find((f) => f.id === id)?.name ?? t('tickets.journal.unknownField');
  }
  return t([`tickets.fields.${field}`, 'tickets.journal.unknownField']);
}

/** One value of a journal change in words: names for ids, translated statuses and priorities, French days. */
export function changeValue(t: TFunction, field: string, value: string | null, context: JournalContext): string {
  if (value === null || value === '') return t('tickets.journal.empty');
  const byId = <T extends { id: string }>(list: readonly T[], id: string, name: (item: T) => string) => {
    const item = list.find((entry) => entry.id === id);
    return item ? name(item) : id;
  };
  switch (field) {
    case 'status':
      return t([`tickets.status.${value}`, value]);
    case 'priority':
      return t([`tickets.priority.${value}`, value]);
    case 'trackerId':
      return byId(context.trackers, value, (tracker) => tracker.name);
    case 'assigneeId':
      return byId(context.users, value, personName);
    case 'assignedGroupId':
      return byId(context.groups, value, (group) => group.name);
    case 'parentId':
      return byId(context.tickets, value, (ticket) => ticket.subject);
    case 'watcherIds':
      return value
        .split(',')
        .map((id) => byId(context.users, id.trim(), personName))
        .join(', ');
    case 'startDate':
    case 'dueDate':
      return DAY.test(value) ? formatDay(value) : value;
    default:
      break;
  }
  if (field.startsWith('customField:')) {
    const kind = context.fields.find((f) => f.id === field.slice('customField:'.length))?.kind;
    if (kind === 'BOOLEAN') return value === 'true' ? t('tickets.yes') : t('tickets.no');
    if (kind === 'DATE' && DAY.test(value)) return formatDay(value);
  }
  return value;
}

/** "Statut : Nouveau → En cours". */
export function changeText(t: TFunction, change: { field: string; from: string | null; to: string | null }, context: JournalContext): string {
  if (change.field === 'description') return t('tickets.journal.descriptionChanged');
  return t('tickets.journal.change', {
    field: changeLabel(t, change.field, context),
    from: changeValue(t, change.field, change.from, context),
    to: changeValue(t, change.field, change.to, context),
    interpolation: { escapeValue: false },
  });
}
