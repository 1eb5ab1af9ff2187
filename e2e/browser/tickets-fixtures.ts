import type { CustomFieldRow, TicketDetail, TicketRow } from '../../frontends/admin/src/tickets/tickets.graphql';
import type { Stubbed } from './stubs';

/**
 * Support tickets as the back office sees them through the STUB gateway (services/support-tickets): two
 * trackers, two ticket users, one group, a custom field, three tickets in the list and one in full with
 * its journal (a staff change with a public note, an internal note, a customer's answer).
 */
export const TICKET_IDS = ['3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e01', '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e02', '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e03'];
export const TRACKERS = [
  { __typename: 'Tracker', id: 'tr-support', name: 'Demande de support' },
  { __typename: 'Tracker', id: 'tr-bug', name: 'Anomalie' },
];
export const USERS = [
  {
    __typename: 'TicketUser',
    id: 'u-lea',
    login: 'lea',
    firstName: 'Léa',
    lastName: 'Martin',
    mail: 'lea@example.fr',
    groups: [{ __typename: 'TicketGroup', id: 'g-n2', name: 'Niveau 2' }],
  },
  { __typename: 'TicketUser', id: 'u-tom', login: 'tom', firstName: 'Tom', lastName: 'Petit', mail: 'tom@example.fr', groups: [] },
];
export const GROUPS = [{ __typename: 'TicketGroup', id: 'g-n2', name: 'Niveau 2' }];
export const REFUNDED: Stubbed<CustomFieldRow> = {
  __typename: 'TicketCustomField',
  id: 'f-refunded',
  name: 'Remboursé',
  kind: 'BOOLEAN',
  required: false,
  options: [],
  position: 1,
  trackers: [TRACKERS[0]],
};

const row = (
  i: number,
  subject: string,
  status: TicketRow['status'],
  priority: TicketRow['priority'],
  extra: Partial<Stubbed<TicketRow>> = {},
): Stubbed<TicketRow> => ({
  __typename: 'Ticket',
  id: TICKET_IDS[i],
  subject,
  status,
  priority,
  dueDate: null,
  createdAt: `2026-03-0${i + 1}T09:00:00.000Z`,
  updatedAt: `2026-03-0${i + 1}T10:00:00.000Z`,
  tracker: TRACKERS[0],
  assignee: null,
  assignedGroup: null,
  ...extra,
});

export const TICKET_ROWS: Stubbed<TicketRow>[] = [
  row(0, 'Colis arrivé abîmé', 'NEW', 'HIGH', {
    assignee: { __typename: 'TicketUser', id: 'u-lea', firstName: 'Léa', lastName: 'Martin' },
    dueDate: '2026-03-10',
  }),
  row(1, 'Remboursement en attente', 'NEW', 'URGENT'),
  row(2, 'Partenariat avec une boulangerie', 'IN_PROGRESS', 'LOW', { tracker: TRACKERS[1] }),
];

/** The first ticket in full: opened by a customer about an order, with three journal entries. */
export function ticketDetail(extra: Partial<Stubbed<TicketDetail>> = {}): Stubbed<TicketDetail> {
  return {
    __typename: 'Ticket',
    id: TICKET_IDS[0],
    subject: 'Colis arrivé abîmé',
    description: 'Le coffret est arrivé écrasé.',
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    startDate: null,
    dueDate: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-03T13:05:00.000Z',
    orderNumber: 'CMD-2026-00042',
    requesterEmail: 'client@example.fr',
    tracker: TRACKERS[0],
    assignee: { __typename: 'TicketUser', id: 'u-lea', firstName: 'Léa', lastName: 'Martin' },
    assignedGroup: null,
    parent: null,
    subtasks: [{ __typename: 'Ticket', id: TICKET_IDS[1], subject: 'Remboursement en attente', status: 'NEW' }],
    watchers: [],
    customFields: [{ __typename: 'TicketFieldValue', fieldId: REFUNDED.id, name: REFUNDED.name, value: 'true' }],
    journal: [
      {
        __typename: 'TicketJournalEntry',
        id: 'j-1',
        // 13:05 UTC: 14:05 in Paris in March.
        createdAt: '2026-03-03T13:05:00.000Z',
        author: 'claire@example.com',
        authorKind: 'STAFF',
        notes: 'Le client a été rappelé.',
        internal: false,
        changes: [
          { __typename: 'TicketChange', field: 'status', from: 'NEW', to: 'IN_PROGRESS' },
          { __typename: 'TicketChange', field: 'assigneeId', from: null, to: 'u-lea' },
          { __typename: 'TicketChange', field: `customField:${REFUNDED.id}`, from: null, to: 'true' },
        ],
      },
      {
        __typename: 'TicketJournalEntry',
        id: 'j-2',
        createdAt: '2026-03-03T15:30:00.000Z',
        author: 'claire@example.com',
        authorKind: 'STAFF',
        notes: 'Vérifier le stock avant de renvoyer.',
        internal: true,
        changes: [],
      },
      {
        __typename: 'TicketJournalEntry',
        id: 'j-3',
        createdAt: '2026-03-04T08:00:00.000Z',
        author: 'client@example.fr',
        authorKind: 'CUSTOMER',
        notes: 'Merci pour votre aide.',
        internal: false,
        changes: [],
      },
    ],
    ...extra,
  };
}
