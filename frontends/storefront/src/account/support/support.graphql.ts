import { graphql } from '../../gql';
import type { SupportTicketDetailFieldsFragment } from '../../gql/graphql';

/**
 * The customer's support requests (support-tickets subgraph; names from ticket.graphql). The server
 * already leaves out what a customer must not see (internal notes, staff emails, other fields' changes).
 */

export const SUPPORT_PAGE_SIZE = 10;
/** The order select lists the customer's most recent orders (the API's largest page). */
export const SUPPORT_ORDERS_LIMIT = 100;

export const SUPPORT_TICKET_SUMMARY = graphql(`
  fragment SupportTicketSummaryFields on Ticket {
    id
    subject
    status
    createdAt
    updatedAt
    orderNumber
  }
`);

export const SUPPORT_TICKET_DETAIL = graphql(`
  fragment SupportTicketDetailFields on Ticket {
    ...SupportTicketSummaryFields
    description
    journal {
      id
      createdAt
      authorKind
      notes
      changes {
        field
        from
        to
      }
    }
  }
`);
export type SupportTicket = SupportTicketDetailFieldsFragment;

export const MY_TICKETS = graphql(`
  query MyTickets($first: Int, $after: String) {
    myTickets(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...SupportTicketSummaryFields
        }
      }
    }
  }
`);

export const MY_TICKET = graphql(`
  query MyTicket($id: ID!) {
    ticket(id: $id) {
      ...SupportTicketDetailFields
    }
  }
`);

/** The orders the request may be about (numbers only). */
export const SUPPORT_ORDER_CHOICES = graphql(`
  query SupportOrderChoices($first: Int) {
    myOrders(first: $first) {
      edges {
        node {
          id
          number
          placedAt
        }
      }
    }
  }
`);

export const OPEN_SUPPORT_TICKET = graphql(`
  mutation OpenSupportTicket($subject: String!, $description: String!, $orderNumber: String) {
    openSupportTicket(subject: $subject, description: $description, orderNumber: $orderNumber) {
      ...SupportTicketDetailFields
    }
  }
`);

export const ADD_MY_TICKET_NOTE = graphql(`
  mutation AddMyTicketNote($id: ID!, $notes: String!) {
    addMyTicketNote(id: $id, notes: $notes) {
      ...SupportTicketDetailFields
    }
  }
`);
