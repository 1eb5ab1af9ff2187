import { graphql } from '../gql';
import type { CheckoutResultFieldsFragment, OrderDetailFieldsFragment, ShippingMethodsQuery } from '../gql/graphql';

/** Checkout, orders and quotes (commerce). Signed-in customers only, except nothing. */

export const SET_CART_ADDRESSES = graphql(`
  mutation SetCartAddresses($billing: OrderAddressInput!, $delivery: OrderAddressInput) {
    setCartAddresses(billing: $billing, delivery: $delivery) {
      ...CartFields
    }
  }
`);

export const SHIPPING_METHODS = graphql(`
  query ShippingMethods {
    shippingMethods {
      code
      name
      priceCents
      delay
    }
  }
`);
export type ShippingMethodNode = ShippingMethodsQuery['shippingMethods'][number];

export const SET_SHIPPING_METHOD = graphql(`
  mutation SetShippingMethod($code: String!) {
    setShippingMethod(code: $code) {
      ...CartFields
    }
  }
`);

export const PAYMENT_METHODS = graphql(`
  query PaymentMethods {
    paymentMethods {
      code
      name
    }
  }
`);

export const ORDER_DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on Order {
    id
    number
    status
    placedAt
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
      vatCents
    }
    paymentMethod
    comment
    carrier
    trackingNumber
    shippedAt
    deliveredAt
    paymentInstructions
    convertedToNumber
    quoteAnsweredAt
    quoteValidUntil
    lines {
      productId
      sku
      name
      quantity
      unitPriceCents
      totalCents
    }
    billingAddress {
      ...OrderAddressFields
    }
    deliveryAddress {
      ...OrderAddressFields
    }
    shippingMethod {
      code
      name
      priceCents
    }
    comments {
      id
      body
      fromStaff
      createdAt
    }
  }
`);
export type OrderDetailNode = OrderDetailFieldsFragment;

export const CHECKOUT_RESULT_FIELDS = graphql(`
  fragment CheckoutResultFields on CheckoutResult {
    redirectUrl
    instructions
    order {
      id
      number
      status
      paymentMethod
      totalCents
      currency
    }
  }
`);
export type CheckoutResultNode = CheckoutResultFieldsFragment;

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($paymentMethod: String!, $comment: String) {
    placeOrder(paymentMethod: $paymentMethod, comment: $comment) {
      ...CheckoutResultFields
    }
  }
`);

export const REQUEST_QUOTE = graphql(`
  mutation RequestQuote($comment: String) {
    requestQuote(comment: $comment) {
      id
      number
      status
    }
  }
`);

export const CONVERT_QUOTE = graphql(`
  mutation ConvertQuoteToOrder($id: ID!, $paymentMethod: String!) {
    convertQuoteToOrder(id: $id, paymentMethod: $paymentMethod) {
      ...CheckoutResultFields
    }
  }
`);

/** Another attempt at paying the caller's order still waiting for its payment (same order, same or another method). */
export const PAY_ORDER = graphql(`
  mutation PayOrder($number: String!, $paymentMethod: String!) {
    payOrder(number: $number, paymentMethod: $paymentMethod) {
      ...CheckoutResultFields
    }
  }
`);

export const PAY_TEST_ORDER = graphql(`
  mutation PayTestOrder($number: String!, $succeed: Boolean!) {
    payTestOrder(number: $number, succeed: $succeed) {
      id
      number
      status
    }
  }
`);

export const MY_ORDER = graphql(`
  query MyOrder($number: String!) {
    myOrder(number: $number) {
      ...OrderDetailFields
    }
  }
`);

export const ORDER_SUMMARY_FIELDS = graphql(`
  fragment OrderSummaryFields on Order {
    id
    number
    status
    placedAt
    totalCents
    currency
    convertedToNumber
  }
`);

export const MY_ORDERS = graphql(`
  query MyOrders($first: Int, $after: String) {
    myOrders(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...OrderSummaryFields
        }
      }
    }
  }
`);

export const MY_QUOTES = graphql(`
  query MyQuotes($first: Int, $after: String) {
    myQuotes(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...OrderSummaryFields
        }
      }
    }
  }
`);

export const MY_WISHLIST = graphql(`
  query MyWishlist {
    myWishlist {
      ...ProductCard
    }
  }
`);

export const ADD_TO_WISHLIST = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      ...ProductCard
    }
  }
`);

export const REMOVE_FROM_WISHLIST = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...ProductCard
    }
  }
`);

export const ORDERS_PAGE_SIZE = 10;
