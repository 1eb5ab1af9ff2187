import { graphql } from '../gql';
import type { TicketCustomFieldsQuery, TicketGroupsQuery, TicketQuery, TicketSavedFiltersQuery, TicketsQuery, TicketUsersQuery } from '../gql/graphql';

/**
 * Back-office operations of the support tickets (services/support-tickets/src/**\/*.graphql; permissions
 * support.*). Result and variable types come from the generated `src/gql`.
 */

/** The selections several documents share (spread by name: `...TicketRowFields`). */
export const TRACKER_REF_FIELDS = graphql(`
  fragment TrackerRefFields on Tracker {
    id
    name
  }
`);
export const TICKET_GROUP_REF_FIELDS = graphql(`
  fragment TicketGroupRefFields on TicketGroup {
    id
    name
  }
`);
export const TICKET_PERSON_FIELDS = graphql(`
  fragment TicketPersonFields on TicketUser {
    id
    firstName
    lastName
  }
`);
/** A ticket as the list shows it; the ticket's page reads the same and more. */
export const TICKET_ROW_FIELDS = graphql(`
  fragment TicketRowFields on Ticket {
    id
    subject
    status
    priority
    dueDate
    createdAt
    updatedAt
    tracker {
      ...TrackerRefFields
    }
    assignee {
      ...TicketPersonFields
    }
    assignedGroup {
      ...TicketGroupRefFields
    }
  }
`);

export const TICKETS = graphql(`
  query Tickets(
    $first: Int
    $after: String
    $subject: String
    $createdAfter: String
    $createdBefore: String
    $status: TicketStatus
    $trackerId: ID
    $assigneeId: ID
    $priority: TicketPriority
    $sort: TicketSort
  ) {
    tickets(
      first: $first
      after: $after
      subject: $subject
      createdAfter: $createdAfter
      createdBefore: $createdBefore
      status: $status
      trackerId: $trackerId
      assigneeId: $assigneeId
      priority: $priority
      sort: $sort
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...TicketRowFields
        }
      }
    }
  }
`);
export type TicketRow = TicketsQuery['tickets']['edges'][number]['node'];

/** The lists the ticket forms and filters choose from. */
export const TRACKERS = graphql(`
  query Trackers {
    trackers {
      ...TrackerRefFields
    }
  }
`);

export const TICKET = graphql(`
  query Ticket($id: ID!) {
    ticket(id: $id) {
      ...TicketRowFields
      description
      startDate
      orderNumber
      requesterEmail
      parent {
        id
        subject
      }
      subtasks {
        id
        subject
        status
      }
      watchers {
        ...TicketPersonFields
      }
      customFields {
        fieldId
        name
        value
      }
      journal {
        id
        createdAt
        author
        authorKind
        notes
        internal
        changes {
          field
          from
          to
        }
      }
    }
  }
`);
export type TicketDetail = NonNullable<TicketQuery['ticket']>;
export type JournalEntry = TicketDetail['journal'][number];

export const CREATE_TICKET = graphql(`
  mutation CreateTicket($input: TicketInput!) {
    createTicket(input: $input) {
      id
      subject
    }
  }
`);

export const UPDATE_TICKET = graphql(`
  mutation UpdateTicket($id: ID!, $input: TicketUpdateInput!) {
    updateTicket(id: $id, input: $input) {
      id
      subject
      status
      updatedAt
    }
  }
`);

export const UPDATE_TICKETS_STATUS = graphql(`
  mutation UpdateTicketsStatus($ids: [ID!]!, $status: TicketStatus!) {
    updateTicketsStatus(ids: $ids, status: $status) {
      updated
      refused {
        id
        code
      }
    }
  }
`);

export const DELETE_TICKETS = graphql(`
  mutation DeleteTickets($ids: [ID!]!) {
    deleteTickets(ids: $ids)
  }
`);

export const TICKET_SAVED_FILTERS = graphql(`
  query TicketSavedFilters {
    ticketSavedFilters {
      id
      name
      filter {
        subject
        createdAfter
        createdBefore
        status
        trackerId
        assigneeId
        priority
        sort
      }
    }
  }
`);
export type SavedFilterRow = TicketSavedFiltersQuery['ticketSavedFilters'][number];

export const SAVE_TICKET_FILTER = graphql(`
  mutation SaveTicketFilter($name: String!, $filter: TicketFilterInput!) {
    saveTicketFilter(name: $name, filter: $filter) {
      id
      name
    }
  }
`);

export const DELETE_TICKET_FILTER = graphql(`
  mutation DeleteTicketFilter($id: ID!) {
    deleteTicketFilter(id: $id)
  }
`);

export const TICKET_USERS = graphql(`
  query TicketUsers {
    ticketUsers {
      ...TicketPersonFields
      login
      mail
      groups {
        ...TicketGroupRefFields
      }
    }
  }
`);
export type TicketUserRow = TicketUsersQuery['ticketUsers'][number];

export const CREATE_TICKET_USER = graphql(`
  mutation CreateTicketUser($input: TicketUserInput!) {
    createTicketUser(input: $input) {
      id
    }
  }
`);
export const UPDATE_TICKET_USER = graphql(`
  mutation UpdateTicketUser($id: ID!, $input: TicketUserUpdateInput!) {
    updateTicketUser(id: $id, input: $input) {
      id
    }
  }
`);
export const DELETE_TICKET_USER = graphql(`
  mutation DeleteTicketUser($id: ID!) {
    deleteTicketUser(id: $id)
  }
`);

export const TICKET_GROUPS = graphql(`
  query TicketGroups {
    ticketGroups {
      ...TicketGroupRefFields
    }
  }
`);
export type TicketGroupRow = TicketGroupsQuery['ticketGroups'][number];

export const CREATE_TICKET_GROUP = graphql(`
  mutation CreateTicketGroup($name: String!) {
    createTicketGroup(name: $name) {
      id
    }
  }
`);
export const UPDATE_TICKET_GROUP = graphql(`
  mutation UpdateTicketGroup($id: ID!, $name: String!) {
    updateTicketGroup(id: $id, name: $name) {
      ...TicketGroupRefFields
    }
  }
`);
export const DELETE_TICKET_GROUP = graphql(`
  mutation DeleteTicketGroup($id: ID!) {
    deleteTicketGroup(id: $id)
  }
`);

export const TICKET_CUSTOM_FIELDS = graphql(`
  query TicketCustomFields($trackerId: ID) {
    ticketCustomFields(trackerId: $trackerId) {
      id
      name
      kind
      required
      options
      position
      trackers {
        ...TrackerRefFields
      }
    }
  }
`);
export type CustomFieldRow = TicketCustomFieldsQuery['ticketCustomFields'][number];

export const CREATE_TICKET_CUSTOM_FIELD = graphql(`
  mutation CreateTicketCustomField($input: TicketCustomFieldInput!) {
    createTicketCustomField(input: $input) {
      id
    }
  }
`);
export const UPDATE_TICKET_CUSTOM_FIELD = graphql(`
  mutation UpdateTicketCustomField($id: ID!, $input: TicketCustomFieldInput!) {
    updateTicketCustomField(id: $id, input: $input) {
      id
    }
  }
`);
export const DELETE_TICKET_CUSTOM_FIELD = graphql(`
  mutation DeleteTicketCustomField($id: ID!) {
    deleteTicketCustomField(id: $id)
  }
`);
