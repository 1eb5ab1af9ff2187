import { ticketSchema, validateWith } from '@guide/validation';
import type { TicketInput, TicketPriority, TicketStatus, TicketUpdateInput } from '../../gql/graphql';
import type { TicketDetail } from '../tickets.graphql';

/** The ticket form; custom field values by field id, as the API spells them (`true`, `12.5`, `2026-03-03`). */
export interface TicketFormValues {
  subject: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  trackerId: string;
  assigneeId: string;
  assignedGroupId: string;
  parentId: string;
  startDate: string;
  dueDate: string;
  watcherIds: string[];
  custom: Record<string, string>;
  notes: string;
  internalNotes: boolean;
}

/** Errors by field name as the API spells them (`subject`, `customFields.<id>`), values message keys. */
export type TicketFormErrors = Record<string, string>;

export function ticketFormValues(ticket: TicketDetail | null, defaultTrackerId = ''): TicketFormValues {
  return {
    subject: ticket?.subject ?? '',
    description: ticket?.description ?? '',
    priority: ticket?.priority ?? 'NORMAL',
    status: ticket?.status ?? 'NEW',
    trackerId: ticket?.tracker.id ?? defaultTrackerId,
    assigneeId: ticket?.assignee?.id ?? '',
    assignedGroupId: ticket?.assignedGroup?.id ?? '',
    parentId: ticket?.parent?.id ?? '',
    startDate: ticket?.startDate ?? '',
    dueDate: ticket?.dueDate ?? '',
    watcherIds: ticket?.watchers.map((watcher) => watcher.id) ?? [],
    custom: Object.fromEntries((ticket?.customFields ?? []).map((field) => [field.fieldId, field.value ?? ''])),
    notes: '',
    internalNotes: false,
  };
}

/** The shared rules (@guide/validation's ticketSchema), then the tracker's required custom fields. */
export function validateTicketForm(values: TicketFormValues, fields: readonly { id: string; required: boolean }[]): TicketFormErrors {
  const result = validateWith(ticketSchema, {
    subject: values.subject,
    description: values.description,
    priority: values.priority,
    startDate: values.startDate,
    dueDate: values.dueDate,
  });
  const errors: TicketFormErrors = result.ok ? {} : { ...result.fieldErrors };
  for (const field of fields) {
    if (field.required && !(values.custom[field.id] ?? '').trim()) errors[`customFields.${field.id}`] = 'REQUIRED';
  }
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/** A new ticket: the chosen tracker's custom fields that have a value. */
export function toTicketInput(values: TicketFormValues, fieldIds: readonly string[]): TicketInput {
  const customFields = fieldIds.filter((id) => (values.custom[id] ?? '').trim()).map((id) => ({ fieldId: id, value: values.custom[id].trim() }));
  return {
    subject: values.subject.trim(),
    description: orNull(values.description),
    priority: values.priority,
    startDate: orNull(values.startDate),
    dueDate: orNull(values.dueDate),
    trackerId: orNull(values.trackerId),
    assigneeId: orNull(values.assigneeId),
    assignedGroupId: orNull(values.assignedGroupId),
    parentId: orNull(values.parentId),
    watcherIds: values.watcherIds,
    ...(customFields.length ? { customFields } : {}),
  };
}

/**
 * An edit: only what changed since the ticket was loaded (the journal then lists exactly that), the
 * note, and whether it is internal. Null clears an optional field.
 */
export function toTicketUpdate(initial: TicketFormValues, values: TicketFormValues, fieldIds: readonly string[]): TicketUpdateInput {
  const input: TicketUpdateInput = {};
  if (values.subject.trim() !== initial.subject) input.subject = values.subject.trim();
  if (values.description.trim() !== initial.description.trim()) input.description = orNull(values.description);
  if (values.priority !== initial.priority) input.priority = values.priority;
  if (values.status !== initial.status) input.status = values.status;
  if (values.trackerId !== initial.trackerId && values.trackerId) input.trackerId = values.trackerId;
  if (values.assigneeId !== initial.assigneeId) input.assigneeId = orNull(values.assigneeId);
  if (values.assignedGroupId !== initial.assignedGroupId) input.assignedGroupId = orNull(values.assignedGroupId);
  if (values.parentId !== initial.parentId) input.parentId = orNull(values.parentId);
  if (values.startDate !== initial.startDate) input.startDate = orNull(values.startDate);
  if (values.dueDate !== initial.dueDate) input.dueDate = orNull(values.dueDate);
  if ([...values.watcherIds].sort().join() !== [...initial.watcherIds].sort().join()) input.watcherIds = values.watcherIds;
  const customFields = fieldIds
    .filter((id) => (values.custom[id] ?? '').trim() !== (initial.custom[id] ?? '').trim())
    .map((id) => ({ fieldId: id, value: orNull(values.custom[id] ?? '') }));
  if (customFields.length) input.customFields = customFields;
  if (values.notes.trim()) {
    input.notes = values.notes.trim();
    input.internalNotes = values.internalNotes;
  }
  return input;
}
