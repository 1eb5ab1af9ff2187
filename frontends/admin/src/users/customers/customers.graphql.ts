import { graphql } from '../../gql';
import type { AdminCustomerActivityQuery, AdminCustomerInvoicesQuery, AdminCustomerReturnsQuery, AdminCustomerTicketsQuery } from '../../gql/graphql';

/**
 * The customer's record in the back office (issue 25): create, edit, delete, addresses, and what other
 * subgraphs hold about the customer (orders with their invoices and returns from commerce, tickets from
 * support-tickets), each filtered by the customer id.
 */
export type { AddressInput, CustomerAdminInput } from '../../gql/graphql';

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CustomerAdminInput!) {
    createCustomer(input: $input) {
      ...CustomerRowFields
    }
  }
`);

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerAdminInput!) {
    updateCustomer(id: $id, input: $input) {
      ...CustomerRowFields
      phone
    }
  }
`);

export const DELETE_CUSTOMERS = graphql(`
  mutation DeleteCustomers($ids: [ID!]!) {
    deleteCustomers(ids: $ids)
  }
`);

export const CREATE_CUSTOMER_ADDRESS = graphql(`
  mutation CreateCustomerAddress($customerId: ID!, $input: AddressInput!) {
    createCustomerAddress(customerId: $customerId, input: $input) {
      ...AddressFields
    }
  }
`);

export const UPDATE_CUSTOMER_ADDRESS = graphql(`
  mutation UpdateCustomerAddress($customerId: ID!, $id: ID!, $input: AddressInput!) {
    updateCustomerAddress(customerId: $customerId, id: $id, input: $input) {
      ...AddressFields
    }
  }
`);

export const DELETE_CUSTOMER_ADDRESS = graphql(`
  mutation DeleteCustomerAddress($customerId: ID!, $id: ID!) {
    deleteCustomerAddress(customerId: $customerId, id: $id)
  }
`);

/** The customer's latest orders with their invoices and returns (commerce: `orders(customerId)`). */
export const CUSTOMER_ACTIVITY = graphql(`
  query AdminCustomerActivity($customerId: ID!, $first: Int, $after: String) {
    orders(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          number
          status
          placedAt
          totalCents
          currency
        }
      }
    }
  }
`);
/** The customer's invoices, whatever the number of orders (commerce `invoices(customerId)`). */
export const CUSTOMER_INVOICES = graphql(`
  query AdminCustomerInvoices($customerId: ID!, $first: Int, $after: String) {
    invoices(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          number
          issuedAt
          totalCents
          currency
          pdfUrl
          order {
            id
            number
          }
        }
      }
    }
  }
`);
/** The customer's return requests (commerce `returnRequests(customerId)`). */
export const CUSTOMER_RETURNS = graphql(`
  query AdminCustomerReturns($customerId: ID!, $first: Int, $after: String) {
    returnRequests(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          number
          status
          createdAt
          order {
            id
            number
          }
        }
      }
    }
  }
`);
export type CustomerOrder = AdminCustomerActivityQuery['orders']['edges'][number]['node'];
export type CustomerInvoice = AdminCustomerInvoicesQuery['invoices']['edges'][number]['node'];
export type CustomerReturn = AdminCustomerReturnsQuery['returnRequests']['edges'][number]['node'];

/** The tickets the customer opened (support-tickets: `tickets(customerId)`). */
export const CUSTOMER_TICKETS = graphql(`
  query AdminCustomerTickets($customerId: ID!, $first: Int, $after: String) {
    tickets(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          subject
          status
          createdAt
        }
      }
    }
  }
`);
export type CustomerTicket = AdminCustomerTicketsQuery['tickets']['edges'][number]['node'];
