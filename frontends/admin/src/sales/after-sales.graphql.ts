import { graphql } from '../gql';
import type {
  AdminInvoicesQuery,
  AdminOrderAfterSalesFragment,
  AdminPaymentsQuery,
  AdminRefundsQuery,
  AdminReturnRequestQuery,
  AdminReturnRequestsQuery,
  AdminShipmentsQuery,
  PaymentStatus as GeneratedPaymentStatus,
  RefundStatus as GeneratedRefundStatus,
  ReturnResolution as GeneratedReturnResolution,
  ReturnStatus as GeneratedReturnStatus,
  ShipmentStatus as GeneratedShipmentStatus,
} from '../gql/graphql';
import type { OrderDetail } from './orders.graphql';

/**
 * Back-office operations after the order (commerce, API contract "fulfilment, invoices, payments, refunds,
 * returns"): the lists of Sales › Shipments, Invoices, Refunds, Transactions and RMA, a return request, and
 * the ship / invoice / refund / return actions. Permissions sales.shipments.*, sales.invoices.*,
 * sales.refunds.*, sales.transactions.*, sales.rma.*.
 */

/** What the order page (and the return page's refund dialog) reads of an order's life after payment. */
export const ORDER_AFTER_SALES = graphql(`
  fragment AdminOrderAfterSales on Order {
    id
    shipments {
      id
      number
      status
      carrier
      trackingNumber
      trackingUrl
      packageCount
      lines {
        productId
        sku
        name
        quantity
      }
      shippedAt
      deliveredAt
    }
    invoices {
      id
      number
      issuedAt
      totalCents
      currency
      pdfUrl
      lines {
        productId
        sku
        name
        quantity
        unitPriceCents
        totalCents
      }
    }
    payments {
      id
      method
      status
      amountCents
      refundedCents
      currency
      providerReference
      createdAt
    }
    refunds {
      id
      number
      status
      shippingCents
      adjustmentCents
      totalCents
      reason
      createdAt
      pdfUrl
      lines {
        productId
        sku
        name
        quantity
        unitPriceCents
        totalCents
      }
    }
    returns {
      id
      number
      status
      resolution
      createdAt
      updatedAt
    }
  }
`);

/**
 * An order's life after payment, asked apart from the order itself: the order page still shows when this part
 * cannot be answered (and says so where its sections would be).
 */
export const ADMIN_ORDER_AFTER_SALES = graphql(`
  query AdminOrderAfterSales($id: ID!) {
    order(id: $id) {
      ...AdminOrderAfterSales
    }
  }
`);
/** An order as the after-sales sections, actions and dialogs read it: the detail and its life after payment. */
export type AfterSalesOrder = OrderDetail & AdminOrderAfterSalesFragment;

export const ADMIN_SHIPMENTS = graphql(`
  query AdminShipments($search: String, $first: Int, $after: String) {
    shipments(search: $search, first: $first, after: $after) {
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
          carrier
          trackingNumber
          trackingUrl
          packageCount
          shippedAt
          deliveredAt
          order {
            id
            number
          }
        }
      }
    }
  }
`);
export type ShipmentRow = AdminShipmentsQuery['shipments']['edges'][number]['node'];

export const ADMIN_INVOICES = graphql(`
  query AdminInvoices($search: String, $first: Int, $after: String) {
    invoices(search: $search, first: $first, after: $after) {
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
export type InvoiceRow = AdminInvoicesQuery['invoices']['edges'][number]['node'];

export const ADMIN_REFUNDS = graphql(`
  query AdminRefunds($search: String, $first: Int, $after: String) {
    refunds(search: $search, first: $first, after: $after) {
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
          totalCents
          createdAt
          pdfUrl
          order {
            id
            number
            currency
          }
        }
      }
    }
  }
`);
export type RefundRow = AdminRefundsQuery['refunds']['edges'][number]['node'];

export const ADMIN_PAYMENTS = graphql(`
  query AdminPayments($status: PaymentStatus, $method: String, $first: Int, $after: String) {
    payments(status: $status, method: $method, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          method
          status
          amountCents
          refundedCents
          currency
          providerReference
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
export type PaymentRow = AdminPaymentsQuery['payments']['edges'][number]['node'];

export const ADMIN_RETURN_REQUESTS = graphql(`
  query AdminReturnRequests($status: ReturnStatus, $search: String, $first: Int, $after: String) {
    returnRequests(status: $status, search: $search, first: $first, after: $after) {
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
          resolution
          createdAt
          updatedAt
          order {
            id
            number
          }
        }
      }
    }
  }
`);
export type ReturnRow = AdminReturnRequestsQuery['returnRequests']['edges'][number]['node'];

export const RETURN_REQUEST_DETAIL = graphql(`
  fragment AdminReturnRequestDetail on ReturnRequest {
    id
    number
    status
    resolution
    reason
    createdAt
    updatedAt
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

export const ADMIN_RETURN_REQUEST = graphql(`
  query AdminReturnRequest($id: ID!) {
    returnRequest(id: $id) {
      ...AdminReturnRequestDetail
      order {
        ...AdminOrderDetail
      }
    }
  }
`);
export type ReturnRequestDetail = NonNullable<AdminReturnRequestQuery['returnRequest']>;

export const ADD_RETURN_MESSAGE = graphql(`
  mutation AddReturnMessage($returnRequestId: ID!, $body: String!) {
    addReturnMessage(returnRequestId: $returnRequestId, body: $body) {
      ...AdminReturnRequestDetail
    }
  }
`);

export const SET_RETURN_STATUS = graphql(`
  mutation SetReturnStatus($id: ID!, $status: ReturnStatus!, $comment: String) {
    setReturnStatus(id: $id, status: $status, comment: $comment) {
      ...AdminReturnRequestDetail
    }
  }
`);

export const CREATE_SHIPMENT = graphql(`
  mutation CreateShipment($orderId: ID!, $input: ShipmentInput!) {
    createShipment(orderId: $orderId, input: $input) {
      id
      number
    }
  }
`);

export const MARK_SHIPMENT_DELIVERED = graphql(`
  mutation MarkShipmentDelivered($id: ID!) {
    markShipmentDelivered(id: $id) {
      id
      status
      deliveredAt
    }
  }
`);

export const CREATE_INVOICE = graphql(`
  mutation CreateInvoice($orderId: ID!) {
    createInvoice(orderId: $orderId) {
      id
      number
    }
  }
`);

export const CREATE_REFUND = graphql(`
  mutation CreateRefund($orderId: ID!, $input: RefundInput!) {
    createRefund(orderId: $orderId, input: $input) {
      id
      number
      status
      totalCents
    }
  }
`);

export type ShipmentStatus = GeneratedShipmentStatus;
export type PaymentStatus = GeneratedPaymentStatus;
export type RefundStatus = GeneratedRefundStatus;
export type ReturnStatus = GeneratedReturnStatus;
export type ReturnResolution = GeneratedReturnResolution;
