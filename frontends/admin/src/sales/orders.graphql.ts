import { graphql } from '../gql';
import type { AdminOrderQuery, AdminOrdersQuery, OrderStatus as GeneratedOrderStatus } from '../gql/graphql';

/**
 * Back-office operations on orders and quotes (commerce; permissions sales.orders.*, sales.quotes.*,
 * sales.transactions.create). The customer's name and e-mail come from identity through the gateway.
 */
export const ADMIN_ORDERS = graphql(`
  query AdminOrders($status: OrderStatus, $search: String, $customerId: ID, $placedFrom: DateTime, $placedTo: DateTime, $first: Int, $after: String) {
    orders(status: $status, search: $search, customerId: $customerId, placedFrom: $placedFrom, placedTo: $placedTo, first: $first, after: $after) {
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
          customerId
          customer {
            id
            email
            firstName
            lastName
          }
        }
      }
    }
  }
`);
export type OrderRow = AdminOrdersQuery['orders']['edges'][number]['node'];

/** An address as the order keeps it (spread by the detail). */
export const ORDER_ADDRESS = graphql(`
  fragment AdminOrderAddress on OrderAddress {
    firstName
    lastName
    company
    street
    additionalAddress
    postalCode
    city
    country
    phone
  }
`);

export const ORDER_DETAIL = graphql(`
  fragment AdminOrderDetail on Order {
    id
    number
    status
    placedAt
    customerId
    customer {
      id
      email
      firstName
      lastName
    }
    lines {
      productId
      sku
      name
      quantity
      unitPriceCents
      totalCents
      taxCategory
    }
    subTotalCents
    discountCents
    shippingCents
    vatCents
    totalCents
    currency
    couponCode
    discounts {
      promotionId
      name
      amountCents
    }
    vatLines {
      ratePercent
      baseCents
      vatCents
    }
    billingAddress {
      ...AdminOrderAddress
    }
    deliveryAddress {
      ...AdminOrderAddress
    }
    shippingMethod {
      code
      name
      priceCents
    }
    paymentMethod
    comment
    comments {
      id
      body
      fromStaff
      createdAt
    }
    convertedToNumber
    quoteAnsweredAt
    quoteValidUntil
    carrier
    trackingNumber
    shippedAt
    deliveredAt
    paymentInstructions
  }
`);

export const ADMIN_ORDER = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderDetail
    }
  }
`);
export type OrderDetail = NonNullable<AdminOrderQuery['order']>;

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      ...AdminOrderDetail
    }
  }
`);
export const CONFIRM_ORDER_PAYMENT = graphql(`
  mutation ConfirmOrderPayment($id: ID!) {
    confirmOrderPayment(id: $id) {
      ...AdminOrderDetail
    }
  }
`);
export const COMMENT_QUOTE = graphql(`
  mutation CommentQuote($id: ID!, $comment: String!) {
    commentQuote(id: $id, comment: $comment) {
      ...AdminOrderDetail
    }
  }
`);
/**
 * Staff price an open quote (sales.quotes.comment): the lines' unit prices (VAT included; lines not listed keep
 * theirs), a discount, until when the offer holds, a message; commerce computes the totals and VAT again and
 * emails the customer, who may order it from then on.
 */
export const PRICE_QUOTE = graphql(`
  mutation PriceQuote($id: ID!, $input: QuotePriceInput!) {
    priceQuote(id: $id, input: $input) {
      ...AdminOrderDetail
    }
  }
`);
/** Staff turn the customer's open quote into an order awaiting a bank transfer: answers the NEW order. */
export const CONVERT_QUOTE = graphql(`
  mutation ConvertQuote($id: ID!) {
    convertQuote(id: $id) {
      ...AdminOrderDetail
    }
  }
`);

export type OrderStatus = GeneratedOrderStatus;
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PENDING_PAYMENT', 'PROCESSING', 'COMPLETED', 'CANCELED', 'CLOSED', 'QUOTE'];
