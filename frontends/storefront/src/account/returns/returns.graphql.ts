import { graphql } from '../../gql';
import type {
  OrderDeliveriesFieldsFragment,
  OrderDocumentsFieldsFragment,
  ReturnableOrderFieldsFragment,
  ReturnRequestDetailFieldsFragment,
  ReturnRequestSummaryFieldsFragment,
} from '../../gql/graphql';

/**
 * After the order (issue 23), the customer's side: shipments, invoices and credit notes of an order, and
 * return requests (RMA). Names from services/commerce/src/{shipments,invoicing,refunds,returns}/*.graphql.
 */

export type { ReturnRequestInput, ReturnResolution, ReturnStatus, ShipmentStatus, RefundStatus } from '../../gql/graphql';

export const RETURNS_PAGE_SIZE = 10;
/** The order select of the return form lists the customer's most recent orders (the API's largest page). */
export const RETURN_ORDERS_LIMIT = 100;

/** What the order page shows once the order was paid: its parcels and its returns. */
export const ORDER_DELIVERIES_FIELDS = graphql(`
  fragment OrderDeliveriesFields on Order {
    id
    number
    shipments {
      id
      number
      status
      carrier
      trackingNumber
      trackingUrl
      packageCount
      shippedAt
      deliveredAt
      lines {
        productId
        sku
        name
        quantity
      }
    }
    returns {
      id
      number
      status
      createdAt
    }
  }
`);
export type OrderDeliveries = OrderDeliveriesFieldsFragment;

/** Its invoices and credit notes (asked apart: the parcels still show should the documents fail). */
export const ORDER_DOCUMENTS_FIELDS = graphql(`
  fragment OrderDocumentsFields on Order {
    id
    currency
    invoices {
      id
      number
      issuedAt
      totalCents
      pdfUrl
    }
    refunds {
      id
      number
      createdAt
      totalCents
      status
      pdfUrl
    }
  }
`);
export type OrderDocuments = OrderDocumentsFieldsFragment;

export const MY_ORDER_DELIVERIES = graphql(`
  query MyOrderDeliveries($number: String!) {
    myOrder(number: $number) {
      ...OrderDeliveriesFields
    }
  }
`);

export const MY_ORDER_DOCUMENTS = graphql(`
  query MyOrderDocuments($number: String!) {
    myOrder(number: $number) {
      ...OrderDocumentsFields
    }
  }
`);

/** An order as the return form needs it: what was shipped, and what other requests already return. */
export const RETURNABLE_ORDER_FIELDS = graphql(`
  fragment ReturnableOrderFields on Order {
    id
    number
    placedAt
    status
    shipments {
      id
      status
      lines {
        productId
        sku
        name
        quantity
      }
    }
    returns {
      id
      number
      status
      lines {
        productId
        quantity
      }
    }
  }
`);
export type ReturnableOrder = ReturnableOrderFieldsFragment;

/** The orders a return may be asked for (those with a parcel are kept by the page). */
export const RETURN_ORDER_CHOICES = graphql(`
  query ReturnOrderChoices($first: Int) {
    myOrders(first: $first) {
      edges {
        node {
          id
          number
          placedAt
          shipments {
            id
            status
          }
        }
      }
    }
  }
`);

export const RETURNABLE_ORDER = graphql(`
  query ReturnableOrder($number: String!) {
    myOrder(number: $number) {
      ...ReturnableOrderFields
    }
  }
`);

export const RETURN_SUMMARY_FIELDS = graphql(`
  fragment ReturnRequestSummaryFields on ReturnRequest {
    id
    number
    status
    resolution
    createdAt
    updatedAt
    order {
      id
      number
      currency
    }
  }
`);
export type ReturnSummary = ReturnRequestSummaryFieldsFragment;

export const RETURN_DETAIL_FIELDS = graphql(`
  fragment ReturnRequestDetailFields on ReturnRequest {
    ...ReturnRequestSummaryFields
    reason
    lines {
      productId
      sku
      name
      quantity
      reason
    }
    messages {
      id
      body
      fromStaff
      createdAt
    }
    history {
      from
      to
      at
      byStaff
    }
    refund {
      id
      number
      status
      totalCents
      pdfUrl
    }
  }
`);
export type ReturnDetail = ReturnRequestDetailFieldsFragment;

export const MY_RETURNS = graphql(`
  query MyReturns($first: Int, $after: String) {
    myReturns(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ReturnRequestSummaryFields
        }
      }
    }
  }
`);

export const MY_RETURN = graphql(`
  query MyReturn($number: String!) {
    myReturn(number: $number) {
      ...ReturnRequestDetailFields
    }
  }
`);

export const CREATE_RETURN_REQUEST = graphql(`
  mutation CreateReturnRequest($input: ReturnRequestInput!) {
    createReturnRequest(input: $input) {
      ...ReturnRequestDetailFields
    }
  }
`);

export const UPDATE_MY_RETURN_REQUEST = graphql(`
  mutation UpdateMyReturnRequest($number: String!, $input: ReturnRequestInput!) {
    updateMyReturnRequest(number: $number, input: $input) {
      ...ReturnRequestDetailFields
    }
  }
`);

export const CLOSE_MY_RETURN_REQUEST = graphql(`
  mutation CloseMyReturnRequest($number: String!) {
    closeMyReturnRequest(number: $number) {
      ...ReturnRequestDetailFields
    }
  }
`);

export const ADD_RETURN_MESSAGE = graphql(`
  mutation AddReturnMessage($returnRequestId: ID!, $body: String!) {
    addReturnMessage(returnRequestId: $returnRequestId, body: $body) {
      ...ReturnRequestDetailFields
    }
  }
`);
