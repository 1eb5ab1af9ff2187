import {
  AddToCartDocument,
  AddReturnMessageDocument,
  AddToWishlistDocument,
  ApplyCouponDocument,
  CartDocument,
  CloseMyReturnRequestDocument,
  ConvertQuoteToOrderDocument,
  CreateReturnRequestDocument,
  LoginDocument,
  MeDocument,
  MergeCartDocument,
  MyAddressesDocument,
  MyEstablishmentsDocument,
  MyOrderDeliveriesDocument,
  MyOrderDocument,
  MyOrderDocumentsDocument,
  MyOrdersDocument,
  MyQuotesDocument,
  MyReturnDocument,
  MyReturnsDocument,
  MyWishlistDocument,
  PaymentMethodsDocument,
  PayOrderDocument,
  PayTestOrderDocument,
  PlaceOrderDocument,
  ProductDetailDocument,
  RefreshSessionDocument,
  RemoveCartLineDocument,
  RemoveCouponDocument,
  RemoveFromWishlistDocument,
  RequestQuoteDocument,
  ReturnableOrderDocument,
  ReturnOrderChoicesDocument,
  SetCartAddressesDocument,
  SetShippingMethodDocument,
  ShippingMethodsDocument,
  ShopCategoriesDocument,
  ShopHomeDocument,
  ShopProductsDocument,
  UpdateCartLineDocument,
  UpdateMyReturnRequestDocument,
  type AddressFieldsFragment,
  type CartFieldsFragment,
  type OrderAddressInput,
  type OrderDeliveriesFieldsFragment,
  type OrderDetailFieldsFragment,
  type OrderDocumentsFieldsFragment,
  type ProductCategoryFieldsFragment,
  type ProductDetailQuery,
  type ProductFilter,
  type ProductSort,
  type ReturnRequestDetailFieldsFragment,
  type ReturnRequestInput,
} from '../../frontends/storefront/src/gql/graphql';
import type { StubGateway } from './browser';
import { answer, refusal, type Stubbed } from './stubs';

/**
 * The shop as the storefront sees it through the STUB gateway: catalogue (catalog-guide), cart, checkout,
 * orders, quotes and wishlist (commerce) and the customer (identity), played in memory per test.
 */
type Product = Stubbed<NonNullable<ProductDetailQuery['product']>>;
type Category = Stubbed<ProductCategoryFieldsFragment>;
type Cart = Stubbed<CartFieldsFragment>;
type Order = Stubbed<OrderDetailFieldsFragment>;
type Shipment = Stubbed<OrderDeliveriesFieldsFragment['shipments'][number]>;
type OrderDocuments = Stubbed<Pick<OrderDocumentsFieldsFragment, 'invoices' | 'refunds'>>;
type ReturnRequest = Stubbed<ReturnRequestDetailFieldsFragment>;

const cat = (id: string, slug: string, name: string, nameEn: string, productCount: number, parent: string | null = null, position = 0): Category => ({
  __typename: 'ProductCategory',
  id,
  slug,
  name,
  nameEn,
  position,
  productCount,
  parent: parent ? { __typename: 'ProductCategory', id: parent } : null,
});
export const CATEGORIES: Category[] = [
  cat('c1', 'guides', 'Guides', 'Guides', 2),
  cat('c2', 'coffrets-cadeaux', 'Coffrets cadeaux', 'Gift boxes', 2),
  cat('c3', 'cartes-cadeaux', 'Cartes cadeaux', 'Gift cards', 1),
  cat('c4', 'goodies', 'Goodies', 'Goodies', 1),
  cat('c5', 'mugs', 'Mugs', 'Mugs', 1, 'c4'),
];
const categoryRef = (id: string) => {
  const c = CATEGORIES.find((x) => x.id === id)!;
  return { __typename: 'ProductCategory', id: c.id, slug: c.slug, name: c.name, nameEn: c.nameEn };
};

function product(
  id: string,
  slug: string,
  name: string,
  nameEn: string | null,
  priceCents: number,
  categoryId: string,
  stock: number,
  createdOrder: number,
): Product & { createdOrder: number; categorySlug: string } {
  return {
    __typename: 'Product',
    id,
    slug,
    name,
    nameEn,
    priceCents,
    salePriceCents: null,
    rating: { __typename: 'RatingSummary', average: 0, count: 0 },
    reviews: { __typename: 'ReviewConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
    currency: 'EUR',
    path: `/guide-et-goodies/${slug}`,
    inStock: stock > 0,
    stockQuantity: stock,
    images: [{ __typename: 'ProductImage', url: `/media/files/${slug}.svg`, alt: name }],
    sku: `SKU-${id}`,
    description: `${name} : une belle idée gourmande.\n\nExpédié sous 48 h.`,
    descriptionEn: nameEn ? `${nameEn}: a fine gourmet idea.` : null,
    taxCategory: categoryId === 'c1' ? 'REDUCED' : 'STANDARD',
    vatRatePercent: categoryId === 'c1' ? 5.5 : 20,
    weightGrams: 450,
    attributeValues:
      categoryId === 'c1'
        ? [
            {
              __typename: 'ProductAttributeValue',
              value: '2026',
              attribute: { __typename: 'ProductAttribute', code: 'millesime', name: 'Édition', nameEn: 'Edition', type: 'INTEGER', options: [] },
            },
            {
              __typename: 'ProductAttributeValue',
              value: 'broche',
              attribute: {
                __typename: 'ProductAttribute',
                code: 'format',
                name: 'Format',
                nameEn: 'Format',
                type: 'SELECT',
                options: [{ __typename: 'AttributeOption', code: 'broche', label: 'Broché', labelEn: 'Paperback' }],
              },
            },
          ]
        : [],
    media: [],
    categories: [categoryRef(categoryId)],
    createdOrder,
    categorySlug: CATEGORIES.find((c) => c.id === categoryId)!.slug,
  };
}
export const PRODUCTS = [
  product('p1', 'guide-gourmand-2026', 'Guide Gourmand 2026', 'Gourmet Guide 2026', 2490, 'c1', 40, 6),
  product('p2', 'guide-des-vins', 'Guide des vins de Bourgogne', null, 1990, 'c1', 0, 5),
  product('p3', 'coffret-petit-dejeuner', 'Coffret petit-déjeuner', 'Breakfast box', 4500, 'c2', 5, 4),
  product('p4', 'coffret-terroir', 'Coffret terroir', 'Terroir box', 6900, 'c2', 3, 3),
  product('p5', 'carte-cadeau-50', 'Carte cadeau 50 €', 'Gift card €50', 5000, 'c3', 100, 2),
  product('p6', 'mug-toque', 'Mug Toque', 'Toque mug', 1200, 'c5', 12, 1),
];
const card = (p: (typeof PRODUCTS)[number]) => ({
  __typename: 'Product',
  id: p.id,
  slug: p.slug,
  name: p.name,
  nameEn: p.nameEn,
  priceCents: p.priceCents,
  salePriceCents: p.salePriceCents,
  currency: p.currency,
  path: p.path,
  inStock: p.inStock,
  images: p.images,
});

const matchText = (p: (typeof PRODUCTS)[number], text: string) => `${p.name} ${p.nameEn ?? ''} ${p.description}`.toLowerCase().includes(text.toLowerCase());
export function filterProducts(filter: ProductFilter | null | undefined, sort: ProductSort | null | undefined) {
  const list = PRODUCTS.filter((p) => {
    if (filter?.text && !matchText(p, filter.text)) return false;
    if (
      filter?.categorySlugs?.length &&
      !filter.categorySlugs.includes(p.categorySlug) &&
      !(filter.categorySlugs.includes('goodies') && p.categorySlug === 'mugs')
    )
      return false;
    if (filter?.priceMinCents != null && p.priceCents < filter.priceMinCents) return false;
    if (filter?.priceMaxCents != null && p.priceCents > filter.priceMaxCents) return false;
    if (filter?.inStockOnly && !p.inStock) return false;
    return true;
  });
  const by: Record<string, (a: (typeof PRODUCTS)[number], b: (typeof PRODUCTS)[number]) => number> = {
    PRICE_ASC: (a, b) => a.priceCents - b.priceCents,
    PRICE_DESC: (a, b) => b.priceCents - a.priceCents,
    NAME_ASC: (a, b) => a.name.localeCompare(b.name, 'fr'),
    NEWEST: (a, b) => b.createdOrder - a.createdOrder,
  };
  return sort && by[sort] ? [...list].sort(by[sort]) : list;
}

/** A products connection page: cursors are indexes. */
function productPage(filter: ProductFilter | null | undefined, sort: ProductSort | null | undefined, first = 12, after?: string | null) {
  const all = filterProducts(filter, sort);
  const start = after ? Number(after) + 1 : 0;
  const slice = all.slice(start, start + first);
  return {
    __typename: 'ProductConnection',
    totalCount: all.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < all.length, endCursor: slice.length ? String(start + slice.length - 1) : null },
    edges: slice.map((p, i) => ({ __typename: 'ProductEdge', cursor: String(start + i), node: card(p) })),
  };
}

export const CUSTOMER = {
  __typename: 'Customer',
  id: 'c-1',
  email: 'claire@example.fr',
  firstName: 'Claire',
  lastName: 'Martin',
  customerType: 'INDIVIDUAL' as const,
};
export const SAVED_ADDRESS: Stubbed<AddressFieldsFragment> = {
  __typename: 'Address',
  id: 'a-1',
  type: 'BILLING',
  firstName: 'Claire',
  lastName: 'Martin',
  company: null,
  street: '12 rue des Tanneries',
  additionalAddress: null,
  postalCode: '21000',
  city: 'Dijon',
  country: 'FR',
  phone: '+33380223548',
  isDefault: true,
} as Stubbed<AddressFieldsFragment>;

const SHIPPING = [
  { __typename: 'ShippingMethod', code: 'colissimo', name: 'Colissimo', priceCents: 590, delay: '2 à 3 jours ouvrés' },
  { __typename: 'ShippingMethod', code: 'relais', name: 'Point relais', priceCents: 390, delay: null },
];
const PAYMENTS = [
  { __typename: 'PaymentMethod', code: 'bank-transfer', name: 'Virement bancaire' },
  { __typename: 'PaymentMethod', code: 'test-card', name: 'Carte de test' },
];
export const BANK_INSTRUCTIONS = 'IBAN FR76 3000 6000 0112 3456 7890 189\nBIC AGRIFRPP\nRéférence : 2026-000042';

interface Line {
  id: string;
  productId: string;
  quantity: number;
}
interface CartState {
  id: string;
  lines: Line[];
  couponCode: string | null;
  billing: Order['billingAddress'] | null;
  delivery: Order['deliveryAddress'] | null;
  shipping: string | null;
}

export interface ShopOptions {
  signedIn?: boolean;
  addresses?: Stubbed<AddressFieldsFragment>[];
  orders?: Order[];
  wishlist?: string[];
  /** After the order (issue 23), by order number: its parcels, invoices and credit notes. */
  shipments?: Record<string, Shipment[]>;
  documents?: Record<string, Partial<OrderDocuments>>;
  returns?: ReturnRequest[];
}

/** A parcel of an order (status SHIPPED unless told), its lines by product id and quantity. */
export function shipment(number: string, lines: [productId: string, quantity: number][], extra: Partial<Shipment> = {}): Shipment {
  return {
    __typename: 'Shipment',
    id: `s-${number}`,
    number,
    status: 'SHIPPED',
    carrier: 'Colissimo',
    trackingNumber: null,
    trackingUrl: null,
    packageCount: 1,
    shippedAt: '2026-11-21T09:00:00.000Z',
    deliveredAt: null,
    lines: lines.map(([productId, quantity]) => {
      const p = PRODUCTS.find((x) => x.id === productId)!;
      return { __typename: 'ShipmentLine', productId, sku: p.sku, name: p.name, quantity };
    }),
    ...extra,
  };
}

/** A return request of an order (NEW_REQUEST unless told), its lines by product id and quantity. */
export function returnRequest(number: string, of: Order, lines: [productId: string, quantity: number][], extra: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    __typename: 'ReturnRequest',
    id: `r-${number}`,
    number,
    status: 'NEW_REQUEST',
    resolution: 'REFUND',
    reason: 'Arrivé abîmé',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    order: { __typename: 'Order', id: of.id, number: of.number, currency: of.currency },
    lines: lines.map(([productId, quantity]) => {
      const p = PRODUCTS.find((x) => x.id === productId)!;
      return { __typename: 'ReturnLine', productId, sku: p.sku, name: p.name, quantity, reason: null };
    }),
    messages: [],
    history: [{ __typename: 'ReturnStatusChange', from: null, to: 'NEW_REQUEST', at: '2026-11-23T10:00:00.000Z', byStaff: false }],
    refund: null,
    ...extra,
  };
}

const toAddress = (a: OrderAddressInput) => ({
  __typename: 'OrderAddress',
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company ?? null,
  street: a.street,
  additionalAddress: a.additionalAddress ?? null,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  phone: a.phone ?? null,
});

export const ADDRESS = toAddress({
  firstName: 'Claire',
  lastName: 'Martin',
  street: '12 rue des Tanneries',
  postalCode: '21000',
  city: 'Dijon',
  country: 'FR',
  phone: '+33380223548',
});

export function order(number: string, status: Order['status'], extra: Partial<Order> = {}): Order {
  return {
    __typename: 'Order',
    id: `o-${number}`,
    number,
    status,
    placedAt: '2026-11-20T10:15:00.000Z',
    subTotalCents: 4980,
    discountCents: 0,
    shippingCents: 590,
    vatCents: 928,
    totalCents: 5570,
    currency: 'EUR',
    couponCode: null,
    discounts: [],
    vatLines: [{ __typename: 'VatLine', ratePercent: 20, vatCents: 928 }],
    paymentMethod: status === 'QUOTE' ? null : 'bank-transfer',
    comment: null,
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    deliveredAt: null,
    paymentInstructions: status === 'PENDING_PAYMENT' ? BANK_INSTRUCTIONS : null,
    convertedToNumber: null,
    quoteAnsweredAt: null,
    quoteValidUntil: null,
    lines: [{ __typename: 'OrderLine', productId: 'p1', sku: 'SKU-p1', name: 'Guide Gourmand 2026', quantity: 2, unitPriceCents: 2490, totalCents: 4980 }],
    billingAddress: ADDRESS,
    deliveryAddress: ADDRESS,
    shippingMethod: { __typename: 'ShippingMethod', code: 'colissimo', name: 'Colissimo', priceCents: 590 },
    comments: [],
    ...extra,
  };
}

/** Plays identity (one customer) and commerce (carts, checkout, orders) in memory; returns the state to inspect. */
export function playShop(gateway: StubGateway, options: ShopOptions = {}) {
  const state = {
    signedIn: options.signedIn ?? false,
    guestCarts: new Map<string, CartState>(),
    customerCart: { id: 'cart-customer', lines: [], couponCode: null, billing: null, delivery: null, shipping: null } as CartState,
    orders: [...(options.orders ?? [])],
    wishlist: [...(options.wishlist ?? [])],
    nextLine: 1,
    nextGuest: 1,
    nextOrder: 42,
    shipments: { ...options.shipments },
    documents: { ...options.documents },
    returns: [...(options.returns ?? [])],
    nextReturn: 1,
    /** Payment methods payOrder refuses as the API does when one is switched off (PAYMENT_METHOD_UNAVAILABLE). */
    unavailablePayments: new Set<string>(),
    /** Payment answered by placeOrder for test-card: the local page. */
    testCardRedirect: (number: string) => `/checkout/payment/test-card?number=${number}`,
  };

  const cartOf = (cartId: string | null | undefined, create = false): CartState | null => {
    if (state.signedIn) return state.customerCart;
    if (cartId && state.guestCarts.has(cartId)) return state.guestCarts.get(cartId)!;
    if (!create) return null;
    const cart: CartState = { id: `guest-${state.nextGuest++}`, lines: [], couponCode: null, billing: null, delivery: null, shipping: null };
    state.guestCarts.set(cart.id, cart);
    return cart;
  };
  /** `limited`: the products whose line the change being answered lowered to the stock left (commerce's rule). */
  const view = (c: CartState, limited: ReadonlySet<string> = new Set()): Cart => {
    const lines = c.lines.map((l) => {
      const p = PRODUCTS.find((x) => x.id === l.productId)!;
      return {
        __typename: 'CartLine',
        id: l.id,
        quantity: l.quantity,
        unitPriceCents: p.priceCents,
        totalCents: p.priceCents * l.quantity,
        limitedByStock: limited.has(l.productId),
        product: {
          __typename: 'Product',
          id: p.id,
          slug: p.slug,
          name: p.name,
          nameEn: p.nameEn,
          path: p.path,
          inStock: p.inStock,
          stockQuantity: p.stockQuantity,
          images: p.images,
        },
      };
    });
    const sub = lines.reduce((s, l) => s + l.totalCents, 0);
    const discount = c.couponCode ? Math.round(sub * 0.1) : 0;
    const method = SHIPPING.find((m) => m.code === c.shipping);
    const shipping = method?.priceCents ?? 0;
    const total = sub - discount + shipping;
    const vat = Math.round(total - total / 1.2);
    return {
      __typename: 'Cart',
      id: c.id,
      itemCount: c.lines.reduce((s, l) => s + l.quantity, 0),
      subTotalCents: sub,
      discountCents: discount,
      shippingCents: shipping,
      vatCents: vat,
      totalCents: total,
      currency: 'EUR',
      couponCode: c.couponCode,
      discounts: c.couponCode && discount ? [{ __typename: 'CartDiscount', promotionId: null, name: c.couponCode, amountCents: discount }] : [],
      vatLines: vat ? [{ __typename: 'VatLine', ratePercent: 20, vatCents: vat }] : [],
      lines,
      billingAddress: c.billing,
      deliveryAddress: c.delivery,
      shippingMethod: method ?? null,
    };
  };
  const unauthenticated = () => refusal('UNAUTHENTICATED', 'Sign in first');

  // identity
  answer(gateway, MeDocument, () => ({ data: { me: state.signedIn ? CUSTOMER : null } }));
  answer(gateway, RefreshSessionDocument, () =>
    state.signedIn
      ? { data: { refreshSession: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } } }
      : refusal('UNAUTHENTICATED', 'No session'),
  );
  answer(gateway, LoginDocument, () => {
    state.signedIn = true;
    return { data: { login: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } } };
  });
  answer(gateway, MyAddressesDocument, () => ({
    data: { me: state.signedIn ? { __typename: 'Customer', id: CUSTOMER.id, addresses: options.addresses ?? [] } : null },
  }));
  answer(gateway, MyEstablishmentsDocument, () => ({ data: { myEstablishments: [] } }));

  // catalogue
  answer(gateway, ShopCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
  answer(gateway, ShopHomeDocument, ({ variables }) => ({
    data: { productCategories: CATEGORIES, featured: productPage(null, 'NEWEST', variables.first ?? 8) },
  }));
  answer(gateway, ShopProductsDocument, ({ variables }) => ({
    data: { products: productPage(variables.filter, variables.sort, variables.first ?? 12, variables.after) },
  }));
  answer(gateway, ProductDetailDocument, ({ variables }) => {
    const p = PRODUCTS.find((x) => x.slug === variables.slug);
    if (!p) return { data: { product: null } };
    const { createdOrder: _c, categorySlug: _s, ...detail } = p;
    return { data: { product: detail } };
  });

  // cart
  answer(gateway, CartDocument, ({ variables }) => {
    const c = cartOf(variables.cartId);
    return { data: { cart: c ? view(c) : null } };
  });
  answer(gateway, AddToCartDocument, ({ variables }) => {
    const p = PRODUCTS.find((x) => x.id === variables.productId)!;
    const c = cartOf(variables.cartId, true)!;
    const line = c.lines.find((l) => l.productId === p.id);
    const asked = (line?.quantity ?? 0) + variables.quantity;
    // As commerce: beyond the stock the line gets all there is (flagged); not one more unit left: CONFLICT.
    if (p.stockQuantity <= (line?.quantity ?? 0)) return refusal('CONFLICT', 'Not enough stock', { fieldErrors: { quantity: 'OUT_OF_STOCK' } });
    const quantity = Math.min(asked, p.stockQuantity);
    if (line) line.quantity = quantity;
    else c.lines.push({ id: `l${state.nextLine++}`, productId: p.id, quantity });
    return { data: { addToCart: view(c, new Set(quantity < asked ? [p.id] : [])) } };
  });
  answer(gateway, UpdateCartLineDocument, ({ variables }) => {
    const c = cartOf(variables.cartId)!;
    const line = c.lines.find((l) => l.id === variables.lineId)!;
    const p = PRODUCTS.find((x) => x.id === line.productId)!;
    if (variables.quantity > 0 && p.stockQuantity < 1) return refusal('CONFLICT', 'Not enough stock', { fieldErrors: { quantity: 'OUT_OF_STOCK' } });
    if (variables.quantity <= 0) c.lines = c.lines.filter((l) => l !== line);
    else line.quantity = Math.min(variables.quantity, p.stockQuantity);
    return { data: { updateCartLine: view(c, new Set(variables.quantity > p.stockQuantity ? [p.id] : [])) } };
  });
  answer(gateway, RemoveCartLineDocument, ({ variables }) => {
    const c = cartOf(variables.cartId)!;
    c.lines = c.lines.filter((l) => l.id !== variables.lineId);
    return { data: { removeCartLine: view(c) } };
  });
  answer(gateway, ApplyCouponDocument, ({ variables }) => {
    if (variables.code.toUpperCase() !== 'BIENVENUE') return refusal('BAD_USER_INPUT', 'Unknown coupon', { fieldErrors: { code: 'COUPON_UNKNOWN' } });
    const c = cartOf(variables.cartId)!;
    c.couponCode = 'BIENVENUE';
    return { data: { applyCoupon: view(c) } };
  });
  answer(gateway, RemoveCouponDocument, ({ variables }) => {
    const c = cartOf(variables.cartId)!;
    c.couponCode = null;
    return { data: { removeCoupon: view(c) } };
  });
  answer(gateway, MergeCartDocument, ({ variables }) => {
    if (!state.signedIn) return unauthenticated();
    const guest = state.guestCarts.get(variables.cartId);
    if (!guest) return refusal('NOT_FOUND', 'No such cart');
    const limited = new Set<string>();
    for (const l of guest.lines) {
      const stock = PRODUCTS.find((x) => x.id === l.productId)!.stockQuantity;
      const mine = state.customerCart.lines.find((x) => x.productId === l.productId);
      const asked = (mine?.quantity ?? 0) + l.quantity;
      if (asked > stock) limited.add(l.productId);
      if (mine) mine.quantity = Math.min(asked, stock);
      else state.customerCart.lines.push({ ...l, quantity: Math.min(asked, stock) });
    }
    state.guestCarts.delete(variables.cartId);
    return { data: { mergeCart: view(state.customerCart, limited) } };
  });

  // checkout
  answer(gateway, SetCartAddressesDocument, ({ variables }) => {
    if (!state.signedIn) return unauthenticated();
    state.customerCart.billing = toAddress(variables.billing);
    state.customerCart.delivery = toAddress(variables.delivery ?? variables.billing);
    return { data: { setCartAddresses: view(state.customerCart) } };
  });
  answer(gateway, ShippingMethodsDocument, () => ({
    data: { shippingMethods: state.customerCart.delivery && state.customerCart.delivery.country !== 'FR' ? [] : SHIPPING },
  }));
  answer(gateway, SetShippingMethodDocument, ({ variables }) => {
    state.customerCart.shipping = variables.code;
    return { data: { setShippingMethod: view(state.customerCart) } };
  });
  answer(gateway, PaymentMethodsDocument, () => ({ data: { paymentMethods: PAYMENTS } }));
  answer(gateway, PlaceOrderDocument, ({ variables }) => {
    const cart = view(state.customerCart);
    const number = `2026-${String(state.nextOrder++).padStart(6, '0')}`;
    const bank = variables.paymentMethod === 'bank-transfer';
    const placed = order(number, bank ? 'PENDING_PAYMENT' : 'PENDING', {
      totalCents: cart.totalCents,
      subTotalCents: cart.subTotalCents,
      shippingCents: cart.shippingCents,
      vatCents: cart.vatCents,
      discountCents: cart.discountCents,
      couponCode: cart.couponCode,
      discounts: cart.discounts,
      vatLines: cart.vatLines,
      paymentMethod: variables.paymentMethod,
      comment: variables.comment ?? null,
    });
    state.orders.unshift(placed);
    state.customerCart = { id: 'cart-customer', lines: [], couponCode: null, billing: null, delivery: null, shipping: null };
    return {
      data: {
        placeOrder: {
          __typename: 'CheckoutResult',
          redirectUrl: bank ? null : state.testCardRedirect(number),
          instructions: bank ? BANK_INSTRUCTIONS : null,
          order: {
            __typename: 'Order',
            id: placed.id,
            number,
            status: placed.status,
            paymentMethod: placed.paymentMethod,
            totalCents: placed.totalCents,
            currency: 'EUR',
          },
        },
      },
    };
  });
  answer(gateway, RequestQuoteDocument, ({ variables }) => {
    const number = `D-2026-${String(state.nextOrder++).padStart(6, '0')}`;
    const quote = order(number, 'QUOTE', { comment: variables.comment ?? null });
    state.orders.unshift(quote);
    state.customerCart = { id: 'cart-customer', lines: [], couponCode: null, billing: null, delivery: null, shipping: null };
    return { data: { requestQuote: { __typename: 'Order', id: quote.id, number, status: 'QUOTE' as const } } };
  });
  answer(gateway, ConvertQuoteToOrderDocument, ({ variables }) => {
    const quote = state.orders.find((o) => o.id === variables.id)!;
    const number = `2026-${String(state.nextOrder++).padStart(6, '0')}`;
    const placed = order(number, 'PENDING_PAYMENT', { paymentMethod: variables.paymentMethod });
    quote.convertedToNumber = number;
    state.orders.unshift(placed);
    return {
      data: {
        convertQuoteToOrder: {
          __typename: 'CheckoutResult',
          redirectUrl: null,
          instructions: BANK_INSTRUCTIONS,
          order: {
            __typename: 'Order',
            id: placed.id,
            number,
            status: placed.status,
            paymentMethod: placed.paymentMethod,
            totalCents: placed.totalCents,
            currency: 'EUR',
          },
        },
      },
    };
  });
  answer(gateway, PayTestOrderDocument, ({ variables }) => {
    const o = state.orders.find((x) => x.number === variables.number)!;
    o.status = variables.succeed ? 'PROCESSING' : 'PENDING';
    return { data: { payTestOrder: { __typename: 'Order', id: o.id, number: o.number, status: o.status } } };
  });

  answer(gateway, PayOrderDocument, ({ variables }) => {
    const o = state.orders.find((x) => x.number === variables.number && x.status !== 'QUOTE');
    if (!o) return refusal('NOT_FOUND', 'No such order');
    if (o.status !== 'PENDING' && o.status !== 'PENDING_PAYMENT')
      return refusal('CONFLICT', `Order ${o.number} is ${o.status}`, { fieldErrors: { status: 'INVALID_TRANSITION' } });
    if (!PAYMENTS.some((m) => m.code === variables.paymentMethod) || state.unavailablePayments.has(variables.paymentMethod))
      return refusal('BAD_USER_INPUT', 'Unknown method', { fieldErrors: { paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE' } });
    const bank = variables.paymentMethod === 'bank-transfer';
    o.paymentMethod = variables.paymentMethod;
    o.status = bank ? 'PENDING_PAYMENT' : 'PENDING';
    o.paymentInstructions = bank ? BANK_INSTRUCTIONS : null;
    return {
      data: {
        payOrder: {
          __typename: 'CheckoutResult',
          redirectUrl: bank ? null : state.testCardRedirect(o.number),
          instructions: bank ? BANK_INSTRUCTIONS : null,
          order: {
            __typename: 'Order',
            id: o.id,
            number: o.number,
            status: o.status,
            paymentMethod: o.paymentMethod,
            totalCents: o.totalCents,
            currency: 'EUR',
          },
        },
      },
    };
  });

  // after the order: parcels, documents, returns (commerce's rules: shipped units less those of live requests)
  const shipmentsOf = (number: string) => state.shipments[number] ?? [];
  const returnsOf = (number: string) => state.returns.filter((r) => r.order.number === number);
  const returnable = (number: string, productId: string, editing?: string) =>
    shipmentsOf(number)
      .filter((s) => s.status !== 'CANCELED')
      .flatMap((s) => s.lines)
      .filter((l) => l.productId === productId)
      .reduce((n, l) => n + l.quantity, 0) -
    returnsOf(number)
      .filter((r) => r.number !== editing && r.status !== 'REFUSED' && r.status !== 'CUSTOMER_CLOSED')
      .flatMap((r) => r.lines)
      .filter((l) => l.productId === productId)
      .reduce((n, l) => n + l.quantity, 0);
  const customerOrder = (number: string) => (state.signedIn ? state.orders.find((o) => o.number === number && o.status !== 'QUOTE') : undefined);
  const returnLinks = (number: string) =>
    returnsOf(number).map((r) => ({ __typename: 'ReturnRequest', id: r.id, number: r.number, status: r.status, createdAt: r.createdAt }));
  answer(gateway, MyOrderDeliveriesDocument, ({ variables }) => {
    const o = customerOrder(variables.number);
    return {
      data: { myOrder: o ? { __typename: 'Order', id: o.id, number: o.number, shipments: shipmentsOf(o.number), returns: returnLinks(o.number) } : null },
    };
  });
  answer(gateway, MyOrderDocumentsDocument, ({ variables }) => {
    const o = customerOrder(variables.number);
    const docs = o && state.documents[o.number];
    return {
      data: { myOrder: o ? { __typename: 'Order', id: o.id, currency: o.currency, invoices: docs?.invoices ?? [], refunds: docs?.refunds ?? [] } : null },
    };
  });
  answer(gateway, ReturnOrderChoicesDocument, () => ({
    data: {
      myOrders: {
        __typename: 'OrderConnection',
        edges: state.orders
          .filter((o) => o.status !== 'QUOTE')
          .map((o) => ({
            __typename: 'OrderEdge',
            node: {
              __typename: 'Order',
              id: o.id,
              number: o.number,
              placedAt: o.placedAt,
              shipments: shipmentsOf(o.number).map(({ id, status }) => ({ id, status })),
            },
          })),
      },
    },
  }));
  answer(gateway, ReturnableOrderDocument, ({ variables }) => {
    const o = customerOrder(variables.number);
    if (!o) return { data: { myOrder: null } };
    return {
      data: {
        myOrder: {
          __typename: 'Order',
          id: o.id,
          number: o.number,
          placedAt: o.placedAt,
          status: o.status,
          shipments: shipmentsOf(o.number),
          returns: returnsOf(o.number).map((r) => ({
            ...r,
            lines: r.lines.map(({ productId, quantity }) => ({ __typename: 'ReturnLine', productId, quantity })),
          })),
        },
      },
    };
  });
  const checkReturn = (input: ReturnRequestInput, editing?: string) => {
    const o = customerOrder(input.orderNumber);
    if (!o) return refusal('NOT_FOUND', 'No such order');
    const lines = input.lines.filter((l) => l.quantity > 0);
    if (lines.some((l) => l.quantity > returnable(o.number, l.productId, editing)))
      return refusal('BAD_USER_INPUT', 'Too many', { fieldErrors: { lines: 'QUANTITY_EXCEEDS_RETURNABLE' } });
    return { order: o, lines };
  };
  const returnLines = (lines: ReturnRequestInput['lines']) =>
    lines.map((l) => {
      const p = PRODUCTS.find((x) => x.id === l.productId)!;
      return { __typename: 'ReturnLine', productId: p.id, sku: p.sku, name: p.name, quantity: l.quantity, reason: l.reason ?? null };
    });
  const now = () => new Date().toISOString();
  answer(gateway, CreateReturnRequestDocument, ({ variables }) => {
    const checked = checkReturn(variables.input);
    if ('errors' in checked) return checked;
    const number = `R-2026-${String(state.nextReturn++).padStart(6, '0')}`;
    const created = returnRequest(number, checked.order, [], {
      lines: returnLines(checked.lines),
      resolution: variables.input.resolution,
      reason: variables.input.reason,
      createdAt: now(),
      updatedAt: now(),
      history: [{ __typename: 'ReturnStatusChange', from: null, to: 'NEW_REQUEST', at: now(), byStaff: false }],
    });
    state.returns.unshift(created);
    return { data: { createReturnRequest: created } };
  });
  const ownReturn = (number: string) => (state.signedIn ? state.returns.find((r) => r.number === number) : undefined);
  answer(gateway, MyReturnDocument, ({ variables }) => ({ data: { myReturn: ownReturn(variables.number) ?? null } }));
  answer(gateway, MyReturnsDocument, () => ({
    data: {
      myReturns: {
        __typename: 'ReturnRequestConnection',
        totalCount: state.returns.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: state.returns.map((r, i) => ({ __typename: 'ReturnRequestEdge', cursor: String(i), node: r })),
      },
    },
  }));
  answer(gateway, UpdateMyReturnRequestDocument, ({ variables }) => {
    const r = ownReturn(variables.number);
    if (!r) return refusal('NOT_FOUND', 'No such request');
    if (r.status !== 'NEW_REQUEST') return refusal('CONFLICT', 'Taken by staff', { fieldErrors: { status: 'INVALID_TRANSITION' } });
    const checked = checkReturn(variables.input, r.number);
    if ('errors' in checked) return checked;
    Object.assign(r, { lines: returnLines(checked.lines), resolution: variables.input.resolution, reason: variables.input.reason, updatedAt: now() });
    return { data: { updateMyReturnRequest: r } };
  });
  answer(gateway, AddReturnMessageDocument, ({ variables }) => {
    const r = state.returns.find((x) => x.id === variables.returnRequestId);
    if (!r) return refusal('NOT_FOUND', 'No such request');
    r.messages.push({ __typename: 'ReturnMessage', id: `m${r.messages.length + 1}`, body: variables.body, fromStaff: false, createdAt: now() });
    return { data: { addReturnMessage: r } };
  });
  answer(gateway, CloseMyReturnRequestDocument, ({ variables }) => {
    const r = ownReturn(variables.number);
    if (!r) return refusal('NOT_FOUND', 'No such request');
    if (!['NEW_REQUEST', 'PROCESSING', 'AWAITING_RETURN'].includes(r.status))
      return refusal('CONFLICT', 'Over', { fieldErrors: { status: 'INVALID_TRANSITION' } });
    r.history.push({ __typename: 'ReturnStatusChange', from: r.status, to: 'CUSTOMER_CLOSED', at: now(), byStaff: false });
    r.status = 'CUSTOMER_CLOSED';
    return { data: { closeMyReturnRequest: r } };
  });

  // orders, quotes, wishlist
  const connectionOf = (list: Order[], first = 10, after?: string | null) => {
    const start = after ? Number(after) + 1 : 0;
    const slice = list.slice(start, start + first);
    return {
      __typename: 'OrderConnection',
      totalCount: list.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < list.length, endCursor: slice.length ? String(start + slice.length - 1) : null },
      edges: slice.map((o, i) => ({
        __typename: 'OrderEdge',
        cursor: String(start + i),
        node: {
          __typename: 'Order',
          id: o.id,
          number: o.number,
          status: o.status,
          placedAt: o.placedAt,
          totalCents: o.totalCents,
          currency: o.currency,
          convertedToNumber: o.convertedToNumber,
        },
      })),
    };
  };
  answer(gateway, MyOrdersDocument, ({ variables }) =>
    state.signedIn
      ? {
          data: {
            myOrders: connectionOf(
              state.orders.filter((o) => o.status !== 'QUOTE'),
              variables.first ?? 10,
              variables.after,
            ),
          },
        }
      : unauthenticated(),
  );
  answer(gateway, MyQuotesDocument, ({ variables }) =>
    state.signedIn
      ? {
          data: {
            myQuotes: connectionOf(
              state.orders.filter((o) => o.status === 'QUOTE'),
              variables.first ?? 10,
              variables.after,
            ),
          },
        }
      : unauthenticated(),
  );
  answer(gateway, MyOrderDocument, ({ variables }) =>
    state.signedIn ? { data: { myOrder: state.orders.find((o) => o.number === variables.number) ?? null } } : unauthenticated(),
  );
  const wishlist = () => state.wishlist.map((id) => card(PRODUCTS.find((p) => p.id === id)!));
  answer(gateway, MyWishlistDocument, () => (state.signedIn ? { data: { myWishlist: wishlist() } } : unauthenticated()));
  answer(gateway, AddToWishlistDocument, ({ variables }) => {
    if (!state.signedIn) return unauthenticated();
    if (!state.wishlist.includes(variables.productId)) state.wishlist.unshift(variables.productId);
    return { data: { addToWishlist: wishlist() } };
  });
  answer(gateway, RemoveFromWishlistDocument, ({ variables }) => {
    state.wishlist = state.wishlist.filter((id) => id !== variables.productId);
    return { data: { removeFromWishlist: wishlist() } };
  });
  return state;
}
