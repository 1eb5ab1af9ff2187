import {
  AddMyTicketNoteDocument,
  MyTicketDocument,
  MyTicketsDocument,
  OpenSupportTicketDocument,
  SupportOrderChoicesDocument,
  type SupportTicketDetailFieldsFragment,
} from '../../frontends/storefront/src/gql/graphql';
import type { StubGateway } from './browser';
import type { playShop } from './shop-fixtures';
import { answer, refusal, type Stubbed } from './stubs';

/**
 * The customer's support requests as the storefront sees them through the STUB gateway (support-tickets'
 * customer view: public notes and status changes only, as ticket.graphql says the server answers), played
 * in memory on top of playShop's signed-in customer and orders.
 */
export type SupportTicket = Stubbed<SupportTicketDetailFieldsFragment>;
type Entry = SupportTicket['journal'][number];

export function supportTicket(id: string, subject: string, extra: Partial<SupportTicket> = {}): SupportTicket {
  return {
    __typename: 'Ticket',
    id,
    subject,
    status: 'NEW',
    createdAt: '2026-11-21T09:30:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    orderNumber: null,
    description: `Description de « ${subject} »`,
    journal: [],
    ...extra,
  };
}

export function journalEntry(id: string, authorKind: Entry['authorKind'], notes: string | null, statusChange?: [string, string]): Entry {
  return {
    __typename: 'TicketJournalEntry',
    id,
    createdAt: '2026-11-22T14:05:00.000Z',
    authorKind,
    notes,
    changes: statusChange ? [{ __typename: 'TicketChange', field: 'status', from: statusChange[0], to: statusChange[1] }] : [],
  };
}

export interface SupportOptions {
  tickets?: SupportTicket[];
  /** openSupportTicket answers TOO_MANY_REQUESTS (the hourly limit). */
  throttled?: boolean;
  /** addMyTicketNote answers TICKET_CLOSED (closed by staff meanwhile) and the ticket becomes CLOSED. */
  closeOnReply?: boolean;
}

/** Plays the customer side of support-tickets; `shop` is playShop's state (who is signed in, their orders). */
export function playSupport(gateway: StubGateway, shop: ReturnType<typeof playShop>, options: SupportOptions = {}) {
  const state = { tickets: [...(options.tickets ?? [])], throttled: options.throttled ?? false, closeOnReply: options.closeOnReply ?? false, next: 1 };
  const unauthenticated = () => refusal('UNAUTHENTICATED', 'Sign in first');
  const now = () => new Date().toISOString();
  const mine = (id: string) => state.tickets.find((t) => t.id === id);

  answer(gateway, MyTicketsDocument, ({ variables }) => {
    if (!shop.signedIn) return unauthenticated();
    const all = [...state.tickets].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const first = variables.first ?? 20;
    const start = variables.after ? Number(variables.after) + 1 : 0;
    const slice = all.slice(start, start + first);
    return {
      data: {
        myTickets: {
          __typename: 'TicketConnection',
          totalCount: all.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < all.length, endCursor: slice.length ? String(start + slice.length - 1) : null },
          edges: slice.map((t, i) => ({ __typename: 'TicketEdge', cursor: String(start + i), node: t })),
        },
      },
    };
  });
  // Another customer's ticket answers NOT_FOUND; the stub knows only this customer's.
  answer(gateway, MyTicketDocument, ({ variables }) => {
    if (!shop.signedIn) return unauthenticated();
    if (variables.id.startsWith('other-')) return refusal('NOT_FOUND', 'Ticket not found');
    return { data: { ticket: mine(variables.id) ?? null } };
  });
  answer(gateway, SupportOrderChoicesDocument, () => {
    if (!shop.signedIn) return unauthenticated();
    const orders = shop.orders.filter((o) => o.status !== 'QUOTE');
    return {
      data: {
        myOrders: {
          __typename: 'OrderConnection',
          edges: orders.map((o) => ({ __typename: 'OrderEdge', node: { __typename: 'Order', id: o.id, number: o.number, placedAt: o.placedAt } })),
        },
      },
    };
  });
  answer(gateway, OpenSupportTicketDocument, ({ variables }) => {
    if (!shop.signedIn) return unauthenticated();
    if (state.throttled) return refusal('TOO_MANY_REQUESTS', 'Too many support requests');
    if (variables.orderNumber && !shop.orders.some((o) => o.number === variables.orderNumber)) {
      return refusal('BAD_USER_INPUT', 'Invalid input', { fieldErrors: { orderNumber: 'NOT_FOUND' } });
    }
    const at = now();
    const ticket = supportTicket(`t-${state.next++}`, variables.subject, {
      description: variables.description,
      orderNumber: variables.orderNumber ?? null,
      createdAt: at,
      updatedAt: at,
    });
    state.tickets.push(ticket);
    return { data: { openSupportTicket: ticket } };
  });
  answer(gateway, AddMyTicketNoteDocument, ({ variables }) => {
    if (!shop.signedIn) return unauthenticated();
    const ticket = mine(variables.id);
    if (!ticket) return refusal('NOT_FOUND', 'Ticket not found');
    if (state.closeOnReply) ticket.status = 'CLOSED';
    if (ticket.status === 'CLOSED' || ticket.status === 'REJECTED')
      return refusal('BAD_USER_INPUT', 'Invalid input', { fieldErrors: { notes: 'TICKET_CLOSED' } });
    const at = now();
    const reopens = ticket.status === 'RESOLVED';
    ticket.journal.push({
      ...journalEntry(`j-${ticket.journal.length + 1}`, 'CUSTOMER', variables.notes, reopens ? ['RESOLVED', 'IN_PROGRESS'] : undefined),
      createdAt: at,
    });
    if (reopens) ticket.status = 'IN_PROGRESS';
    ticket.updatedAt = at;
    return { data: { addMyTicketNote: ticket } };
  });
  return state;
}
