import { graphql } from '../gql';
import type { CartFieldsFragment, OrderAddressFieldsFragment } from '../gql/graphql';

/** The cart (commerce): one fragment so every mutation answers what the cart page and the header show. */

export const ORDER_ADDRESS_FIELDS = graphql(`
  fragment OrderAddressFields on OrderAddress {
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
export type OrderAddressNode = OrderAddressFieldsFragment;

export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id
    itemCount
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
    lines {
      id
      quantity
      unitPriceCents
      totalCents
      limitedByStock
      product {
        id
        slug
        name
        nameEn
        path
        inStock
        stockQuantity
        images {
          url
          alt
        }
      }
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
      delay
    }
  }
`);
export type CartNode = CartFieldsFragment;
export type CartLineNode = CartNode['lines'][number];

export const CART = graphql(`
  query Cart($cartId: ID) {
    cart(cartId: $cartId) {
      ...CartFields
    }
  }
`);

export const ADD_TO_CART = graphql(`
  mutation AddToCart($cartId: ID, $productId: ID!, $quantity: Int!) {
    addToCart(cartId: $cartId, productId: $productId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const UPDATE_CART_LINE = graphql(`
  mutation UpdateCartLine($cartId: ID, $lineId: ID!, $quantity: Int!) {
    updateCartLine(cartId: $cartId, lineId: $lineId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const REMOVE_CART_LINE = graphql(`
  mutation RemoveCartLine($cartId: ID, $lineId: ID!) {
    removeCartLine(cartId: $cartId, lineId: $lineId) {
      ...CartFields
    }
  }
`);

export const APPLY_COUPON = graphql(`
  mutation ApplyCoupon($cartId: ID, $code: String!) {
    applyCoupon(cartId: $cartId, code: $code) {
      ...CartFields
    }
  }
`);

export const REMOVE_COUPON = graphql(`
  mutation RemoveCoupon($cartId: ID) {
    removeCoupon(cartId: $cartId) {
      ...CartFields
    }
  }
`);

export const MERGE_CART = graphql(`
  mutation MergeCart($cartId: ID!) {
    mergeCart(cartId: $cartId) {
      ...CartFields
    }
  }
`);
