import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  FieldErrors,
  Identity,
  SERVICE_CONFIG,
  SettingsReader,
  actorOf,
  customerGroupOf,
  badInput,
  conflict,
  notFound,
  writeEvent,
  asLocale,
  type Locale,
  publicWebUrl,
} from '@guide/platform';
import { SHOP_LIMITS, customerCommentError } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import type { PaymentHandler, PaymentOutcome, PaymentStart } from '../payments/payment-handler';
import type { PaymentOutcomeResult, PaymentOutcomeSink } from '../payments/payment-outcome-sink';
import { paymentReturnUrls } from '../payments/payment-registry';
import { CommerceConfig } from '../commerce.config';
import { OrderAddress } from '../cart/address';
import { CURRENCY, CartRow, CartService, MAX_CART_TOTAL_CENTS, PricedCart } from '../cart/cart.service';
import { CouponsService } from '../coupons/coupons.service';
import { InventoryService } from '../inventory/inventory.service';
import { isVisibleToGroup } from '../products/products.service';
import type { AppliedDiscount } from '../promotions/pricing-engine';
import { OrderDiscountsService } from '../promotions/order-discounts.service';
import { PromotionsService } from '../promotions/promotions.service';
import { OrderEntity, isQuote } from '../orders/order.entity';
import { ORDER_MACHINE, OrderStatus } from '../orders/order-status';
import { nextNumber } from '../orders/order-number';
import { OrdersService } from '../orders/orders.service';
import { PaymentLedger } from '../transactions/payment-ledger';
import { PaymentMethods } from './payment-methods';

export const MAX_CUSTOMER_COMMENT = SHOP_LIMITS.customerCommentMax;

type Customer = Identity & { kind: 'customer' };

/** What checkout answers: the order, and where to pay or what to do. */
export interface CheckoutResult {
  order: OrderEntity;
  redirectUrl: string | null;
  instructions: string | null;
}

/** The priced content an order or a quote is written from (a cart now, or a quote as quoted). */
interface OrderDraft {
  lines: {
    productId: string;
    sku: string;
    name: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
    taxCategory: string;
    /** The line's share of the discounts (kept: invoices and refunds read it). */
    discountCents: number;
    /** The VAT rate it is sold at (tenths): kept, so a later change of the rates never reaches the order. */
    vatRateTenths: number | null;
  }[];
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  /** The discounts by name, as applied (their sum is discountCents). */
  discounts: AppliedDiscount[];
  vatCents: number;
  totalCents: number;
  couponCode: string | null;
  billingAddress: OrderAddress | null;
  deliveryAddress: OrderAddress | null;
  shippingMethodCode: string | null;
  shippingMethodName: string | null;
  shippingVatRateTenths: number | null;
}

/**
 * Checkout: orders and quotes out of the customer's cart, quotes into orders, and payments. An order is
 * written in ONE transaction with its stock reservation (rows locked), its gapless number, the coupon's
 * use, the emptied cart and its events (commerce.order.placed, commerce.stock.changed): all or nothing.
 * The payment then starts outside it (a provider's API must not hold stock locks) and moves the order to
 * PENDING_PAYMENT through the order machine.
 */
@Injectable()
export class CheckoutService implements PaymentOutcomeSink {
  private readonly logger = new Logger('Checkout');
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly carts: CartService,
    private readonly orders: OrdersService,
    private readonly inventory: InventoryService,
    private readonly coupons: CouponsService,
    private readonly ledger: PaymentLedger,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
    private readonly methods: PaymentMethods,
    private readonly promotions: PromotionsService,
    private readonly orderDiscounts: OrderDiscountsService,
    private readonly settings: SettingsReader,
  ) {}

  paymentMethods(locale: Locale) {
    return this.methods.list(locale);
  }

  private handler(code: string): PaymentHandler | undefined {
    return this.methods.byCode(code);
  }

  private checkComment(comment: string | null | undefined): string | null {
    const text = comment?.trim() || null;
    const refused = customerCommentError(text);
    if (refused) throw badInput({ comment: refused });
    return text;
  }

  /** The cart's problems for an order or a quote, all at once (API-CONTRACT's fieldErrors). */
  private cartErrors(priced: PricedCart, customer: Customer, errors: FieldErrors = {}): FieldErrors {
    if (!priced.lines.length) errors.lines = 'CART_EMPTY';
    // A product reserved to customer groups since it was added (or the customer left the group).
    if (priced.lines.some((l) => !isVisibleToGroup(l.customerGroupCodes, customerGroupOf(customer)))) errors.lines = 'PRODUCT_UNAVAILABLE';
    if (!priced.cart.billingAddress) errors.billingAddress = 'ADDRESS_REQUIRED';
    if (!priced.cart.deliveryAddress) errors.deliveryAddress = 'ADDRESS_REQUIRED';
    if (!priced.shippingMethod) errors.shippingMethod = 'SHIPPING_METHOD_REQUIRED';
    if (priced.totals.subTotalCents + priced.totals.shippingCents > MAX_CART_TOTAL_CENTS) errors.lines = 'CART_TOTAL_TOO_HIGH'; // prices rose since the adds
    return errors;
  }

  private async lockedCart(manager: EntityManager, customer: Customer): Promise<CartRow | null> {
    return this.carts.find(customer, null, manager, true);
  }

  /** The order's content from a priced cart (promotions and coupon applied); the code kept when it gave something. */
  private draftOf(priced: PricedCart): OrderDraft {
    const totals = priced.totals;
    const codeApplied =
      priced.coupon != null ||
      ((priced.code?.kind === 'promotion' || priced.code?.kind === 'voucher') &&
        !!priced.code.promotion &&
        totals.appliedPromotionIds.includes(priced.code.promotion.id));
    return {
      lines: priced.lines.map((l, i) => ({
        productId: l.productId,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: totals.lines[i].totalCents,
        taxCategory: l.taxCategory,
        discountCents: totals.lines[i].discountCents,
        vatRateTenths: l.vatRateTenths ?? null,
      })),
      subTotalCents: totals.subTotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      shippingDiscountCents: totals.shippingDiscountCents,
      discounts: totals.discounts,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      couponCode: codeApplied ? priced.cart.couponCode : null,
      billingAddress: priced.cart.billingAddress,
      deliveryAddress: priced.cart.deliveryAddress,
      shippingMethodCode: priced.shippingMethod?.code ?? null,
      shippingMethodName: priced.shippingMethod?.name ?? null,
      shippingVatRateTenths: priced.shippingVatRateTenths,
    };
  }

  /** Inserts the order (or quote) row and its lines. */
  private async insertOrder(
    manager: EntityManager,
    draft: OrderDraft,
    o: {
      number: string;
      status: OrderStatus;
      customer: Customer;
      locale: Locale;
      paymentMethod: string | null;
      comment: string | null;
      quoteId?: string | null;
    },
  ): Promise<OrderEntity> {
    const repo = manager.getRepository(OrderEntity);
    const order = await repo.save(
      repo.create({
        number: o.number,
        status: o.status,
        customerId: o.customer.id,
        subTotalCents: draft.subTotalCents,
        discountCents: draft.discountCents,
        shippingCents: draft.shippingCents,
        shippingDiscountCents: draft.shippingDiscountCents,
        vatCents: draft.vatCents,
        totalCents: draft.totalCents,
        currency: CURRENCY,
        couponCode: draft.couponCode,
        billingAddress: draft.billingAddress,
        deliveryAddress: draft.deliveryAddress,
        shippingMethodCode: draft.shippingMethodCode,
        shippingMethodName: draft.shippingMethodName,
        shippingVatRateTenths: draft.shippingVatRateTenths,
        paymentMethod: o.paymentMethod,
        comment: o.comment,
        customerEmail: o.customer.email ?? null,
        customerFirstName: draft.billingAddress?.firstName ?? null,
        customerLastName: draft.billingAddress?.lastName ?? null,
        locale: o.locale,
        quoteId: o.quoteId ?? null,
        kind: o.status === 'QUOTE' ? 'QUOTE' : 'ORDER',
        placedAt: new Date(),
      }),
    );
    let position = 0;
    for (const l of draft.lines) {
      await manager.query(
        `INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, tax_category, discount_cents, vat_rate_tenths)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [order.id, position++, l.productId, l.sku, l.name, l.quantity, l.unitPriceCents, l.totalCents, l.taxCategory, l.discountCents, l.vatRateTenths],
      );
    }
    await this.orderDiscounts.write(manager, order.id, draft.discounts);
    return order;
  }

  private async draftOfOrder(manager: EntityManager, order: OrderEntity): Promise<OrderDraft> {
    const lines = await manager.query(
      `SELECT product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents", total_cents AS "totalCents", tax_category AS "taxCategory",
              discount_cents AS "discountCents", vat_rate_tenths AS "vatRateTenths"
       FROM order_lines WHERE order_id = $1 ORDER BY position`,
      [order.id],
    );
    const discounts = (await this.orderDiscounts.discountsOf([order.id], manager)).map(({ promotionId, name, amountCents }) => ({
      promotionId,
      name,
      amountCents,
    }));
    return { ...order, lines, discounts };
  }

  private async writeOrderPlaced(manager: EntityManager, order: OrderEntity, draft: OrderDraft, locale: Locale) {
    await writeEvent(manager, Events.orderPlaced, order.id, {
      orderId: order.id,
      number: order.number,
      status: order.status,
      customer: this.customerMessage(order, locale),
      lines: draft.lines,
      totals: this.totalsMessage(order),
      billingAddress: addressMessage(order.billingAddress),
      deliveryAddress: addressMessage(order.deliveryAddress),
      shippingMethodCode: order.shippingMethodCode ?? '',
      paymentMethod: order.paymentMethod ?? '',
      comment: order.comment ?? '',
      quoteId: order.quoteId ?? '',
      placedAt: order.placedAt.toISOString(),
    });
  }

  private customerMessage(order: OrderEntity, locale: Locale) {
    return {
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      firstName: order.customerFirstName ?? '',
      lastName: order.customerLastName ?? '',
      customerType: '',
      locale,
    };
  }

  private totalsMessage(order: OrderEntity) {
    return {
      subTotalCents: order.subTotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      vatCents: order.vatCents,
      totalCents: order.totalCents,
      currency: order.currency,
      couponCode: order.couponCode ?? '',
    };
  }

  // ---- placing --------------------------------------------------------------------------------------

  /**
   * In the order's transaction: the code's use counted (a plain coupon's or a voucher's row locked and
   * checked again, as before promotions), then the promotions the pricing applied locked and read again.
   * One used up meanwhile by other orders (usage limits, the customer's own uses): the order goes without
   * it (priced again), or, when it is the promotion of the code the customer applied, is refused like a
   * coupon (fieldErrors.couponCode). So limits hold under concurrency.
   */
  private async settleDiscounts(manager: EntityManager, cart: CartRow, first: PricedCart, customer: Customer): Promise<PricedCart> {
    const code = first.code;
    if (cart.couponCode) {
      // The code as it stands now (expired, used up, gone: refused as a coupon always was).
      const { refusal } = await this.promotions.codeRefusal(cart.couponCode, customer.id, manager);
      if (refusal) throw badInput({ couponCode: refusal }, 'The coupon can no longer be used');
    }
    const codePromotionId = code?.kind === 'promotion' || code?.kind === 'voucher' ? (code.promotion?.id ?? null) : null;
    // A plain coupon's use is counted as before (row locked, checked again); a voucher's when its promotion gives something.
    if (code?.kind === 'coupon' || (code?.kind === 'voucher' && codePromotionId && first.totals.appliedPromotionIds.includes(codePromotionId)))
      await this.coupons.consume(manager, code.coupon.code);
    let priced = first;
    const exclude = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const ids = codePromotionId ? [...priced.totals.appliedPromotionIds, codePromotionId] : priced.totals.appliedPromotionIds;
      const { refused } = await this.promotions.lockAndCheck(manager, ids, customer.id);
      if (!refused.size) return priced;
      if (codePromotionId && refused.has(codePromotionId)) throw badInput({ couponCode: refused.get(codePromotionId)! }, 'The coupon can no longer be used');
      for (const id of refused.keys()) exclude.add(id);
      priced = await this.carts.price(cart, manager, customerGroupOf(customer), exclude);
    }
    throw conflict('The promotions changed while the order was placed: please try again');
  }

  async placeOrder(customer: Customer, paymentMethod: string, comment: string | null | undefined, locale: Locale): Promise<CheckoutResult> {
    const text = this.checkComment(comment);
    const handler = this.handler(paymentMethod);
    const order = await this.dataSource.transaction(async (manager) => {
      const cart = await this.lockedCart(manager, customer);
      const first = cart ? await this.carts.price(cart, manager, customerGroupOf(customer)) : null;
      const errors: FieldErrors = first
        ? this.cartErrors(first, customer)
        : { lines: 'CART_EMPTY', billingAddress: 'ADDRESS_REQUIRED', deliveryAddress: 'ADDRESS_REQUIRED', shippingMethod: 'SHIPPING_METHOD_REQUIRED' };
      if (!handler) errors.paymentMethod = 'PAYMENT_METHOD_UNAVAILABLE';
      // Setting sales.minimumOrderCents: the products' total (VAT included, before shipping and discounts).
      if (first && first.lines.length && !errors.lines && first.totals.subTotalCents < this.settings.get('sales', 'minimumOrderCents'))
        errors.lines = 'MINIMUM_ORDER_NOT_REACHED';
      if (Object.keys(errors).length || !first || !cart) throw badInput(errors, 'The order cannot be placed yet');
      const priced = await this.settleDiscounts(manager, cart, first, customer);
      const draft = this.draftOf(priced);
      const number = await nextNumber(manager, 'order');
      const order = await this.insertOrder(manager, draft, { number, status: 'PENDING', customer, locale, paymentMethod: handler!.code, comment: text });
      await this.promotions.recordUses(manager, priced.totals.appliedPromotionIds, order.id, customer.id);
      await this.inventory.reserve(manager, draft.lines, order.id);
      await this.carts.empty(manager, priced.cart.id);
      await this.writeOrderPlaced(manager, order, draft, locale);
      return order;
    });
    return this.startPayment(order, handler!, locale);
  }

  /** An order in QUOTE out of the cart (no stock taken, no coupon use counted); the cart empties. */
  async requestQuote(customer: Customer, comment: string | null | undefined, locale: Locale): Promise<OrderEntity> {
    const text = this.checkComment(comment);
    return this.dataSource.transaction(async (manager) => {
      const cart = await this.lockedCart(manager, customer);
      const priced = cart ? await this.carts.price(cart, manager, customerGroupOf(customer)) : null;
      const errors: FieldErrors = priced ? this.cartErrors(priced, customer) : { lines: 'CART_EMPTY' };
      if (Object.keys(errors).length || !priced) throw badInput(errors, 'The quote cannot be requested yet');
      const draft = this.draftOf(priced);
      const number = await nextNumber(manager, 'quote');
      const quote = await this.insertOrder(manager, draft, { number, status: 'QUOTE', customer, locale, paymentMethod: null, comment: text });
      if (text)
        await manager.query('INSERT INTO order_comments (order_id, body, from_staff, author_id) VALUES ($1, $2, false, $3)', [quote.id, text, customer.id]);
      await this.carts.empty(manager, priced.cart.id);
      await writeEvent(manager, Events.quoteRequested, quote.id, {
        quoteId: quote.id,
        number,
        customer: this.customerMessage(quote, locale),
        lines: draft.lines,
        totals: this.totalsMessage(quote),
        billingAddress: addressMessage(quote.billingAddress),
        deliveryAddress: addressMessage(quote.deliveryAddress),
        comment: text ?? '',
        requestedAt: quote.placedAt.toISOString(),
      });
      return quote;
    });
  }

  /**
   * The caller's own open quote becomes a NEW order (its own number; prices, discount and shipping as
   * quoted; stock reserved now); the quote moves to CLOSED with converted_to_order_id.
   */
  async convertQuote(customer: Customer, quoteId: string, paymentMethod: string, locale: Locale): Promise<CheckoutResult> {
    const handler = this.handler(paymentMethod);
    const { order } = await this.convertInTransaction(quoteId, handler, { customer, locale, actorId: customer.id });
    return this.startPayment(order, handler!, locale);
  }

  /**
   * Back office: the customer's open quote becomes an order awaiting a bank transfer, as if the customer
   * had converted it (same path), the staff member recorded as the actor of both status changes.
   */
  async convertQuoteForCustomer(quoteId: string, by: Identity): Promise<OrderEntity> {
    const handler = this.handler('bank-transfer')!; // always configured (constructor)
    const actorId = actorOf(by);
    const { order, locale } = await this.convertInTransaction(quoteId, handler, { actorId });
    return (await this.startPayment(order, handler, locale, actorId)).order;
  }

  /**
   * The conversion's one transaction. `as.customer` set: the customer's own quote only (another's is
   * NOT_FOUND), their current email and language. Unset (staff): any quote, and the order is the quote's
   * customer's, with the email and language stored on the quote, so the confirmation reaches them.
   */
  private async convertInTransaction(
    quoteId: string,
    handler: PaymentHandler | undefined,
    as: { customer?: Customer; locale?: Locale; actorId: string | null },
  ): Promise<{ order: OrderEntity; locale: Locale }> {
    return this.dataSource.transaction(async (manager) => {
      const where = as.customer ? { id: quoteId, customerId: as.customer.id } : { id: quoteId };
      const quote = await manager.getRepository(OrderEntity).findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!quote || !isQuote(quote)) throw notFound('Quote');
      if (quote.status !== 'QUOTE') throw badInput({ status: 'INVALID_TRANSITION' }, 'This quote is no longer open');
      // The customer orders what staff answered, while the offer holds (staff converting it decide themselves).
      if (as.customer && !quote.quoteAnsweredAt) throw conflict('Our team has not answered this quote yet', { status: 'QUOTE_NOT_ANSWERED' });
      if (as.customer && quote.quoteValidUntil && quote.quoteValidUntil.getTime() < Date.now())
        throw conflict('This quote is no longer valid', { status: 'QUOTE_EXPIRED' });
      const customer: Customer = as.customer ?? { kind: 'customer', id: quote.customerId, email: quote.customerEmail ?? undefined };
      const locale = as.locale ?? asLocale(quote.locale);
      const draft = await this.draftOfOrder(manager, quote);
      const errors: FieldErrors = {};
      if (!draft.lines.length) errors.lines = 'CART_EMPTY';
      if (!draft.billingAddress) errors.billingAddress = 'ADDRESS_REQUIRED';
      if (!draft.deliveryAddress) errors.deliveryAddress = 'ADDRESS_REQUIRED';
      if (!draft.shippingMethodCode) errors.shippingMethod = 'SHIPPING_METHOD_REQUIRED';
      if (!handler) errors.paymentMethod = 'PAYMENT_METHOD_UNAVAILABLE';
      if (Object.keys(errors).length) throw badInput(errors, 'The quote cannot be turned into an order');
      const number = await nextNumber(manager, 'order');
      const order = await this.insertOrder(manager, draft, {
        number,
        status: 'PENDING',
        customer,
        locale,
        paymentMethod: handler!.code,
        comment: quote.comment,
        quoteId: quote.id,
      });
      await this.inventory.reserve(manager, draft.lines, order.id);
      await ORDER_MACHINE.transition(manager, { target: OrderEntity, id: quote.id, to: 'CLOSED', actorId: as.actorId, reason: 'CONVERTED' });
      await manager.query('UPDATE orders SET converted_to_order_id = $2 WHERE id = $1', [quote.id, order.id]);
      await writeEvent(manager, Events.quoteAccepted, quote.id, {
        quoteId: quote.id,
        quoteNumber: quote.number,
        orderId: order.id,
        orderNumber: order.number,
        customerId: customer.id,
        acceptedAt: order.placedAt.toISOString(),
      });
      await this.writeOrderPlaced(manager, order, draft, locale);
      return { order, locale };
    });
  }

  /**
   * Pays again for the caller's order still waiting for its payment (a card refused, a provider's page
   * left): the same order and number, another attempt with the same or another method. The stock stays
   * reserved; the method chosen becomes the order's. Anything but PENDING / PENDING_PAYMENT: CONFLICT
   * status = INVALID_TRANSITION; an order not theirs: NOT_FOUND.
   */
  async payOrder(customer: Customer, number: string, paymentMethod: string, locale: Locale): Promise<CheckoutResult> {
    const handler = this.handler(paymentMethod);
    if (!handler) throw badInput({ paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE' });
    const order = await this.dataSource.transaction(async (manager) => {
      const found = await manager
        .getRepository(OrderEntity)
        .findOne({ where: { number: number.trim(), customerId: customer.id }, lock: { mode: 'pessimistic_write' } });
      if (!found || isQuote(found)) throw notFound('Order');
      if (found.status !== 'PENDING' && found.status !== 'PENDING_PAYMENT')
        throw conflict(`Order ${found.number} is ${found.status}: nothing to pay`, { status: 'INVALID_TRANSITION' });
      await manager.query('UPDATE orders SET payment_method = $2 WHERE id = $1', [found.id, handler.code]);
      return manager.getRepository(OrderEntity).findOneByOrFail({ id: found.id });
    });
    return this.startPayment(order, handler, locale, customer.id, { retry: true });
  }

  /**
   * Starts the payment once the order is committed, then PENDING -> PENDING_PAYMENT. A provider that
   * cannot be reached: a new order is canceled (stock given back) and the customer may try again; an
   * order paid again keeps waiting (another method may work).
   */
  private async startPayment(
    order: OrderEntity,
    handler: PaymentHandler,
    locale: Locale,
    actorId: string | null = null,
    options: { retry?: boolean } = {},
  ): Promise<CheckoutResult> {
    let start: PaymentStart;
    try {
      start = await handler.createPayment(
        {
          orderId: order.id,
          number: order.number,
          amountCents: order.totalCents,
          currency: order.currency,
          customer: { email: order.customerEmail ?? '', firstName: order.customerFirstName ?? '', lastName: order.customerLastName ?? '' },
          locale,
          billingAddress: order.billingAddress
            ? {
                line1: order.billingAddress.street,
                line2: order.billingAddress.additionalAddress ?? undefined,
                postalCode: order.billingAddress.postalCode,
                city: order.billingAddress.city,
                country: order.billingAddress.country,
                phone: order.billingAddress.phone ?? undefined,
              }
            : undefined,
        },
        paymentReturnUrls(publicWebUrl(this.config), handler.code, order.number, locale),
      );
    } catch (error) {
      this.logger.warn(
        `${handler.code}: payment of ${order.number} could not start (${(error as Error).message})${options.retry ? '' : '; the order is canceled'}`,
      );
      if (!options.retry) await this.orders.cancel(order.id, { kind: 'anonymous' });
      throw conflict('The payment could not be started, please try again or choose another method', { paymentMethod: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    }
    const moved = order.status === 'PENDING_PAYMENT' ? order : await this.orders.transition(order.id, 'PENDING_PAYMENT', { actorId, reason: handler.code });
    const redirectUrl = start.kind === 'redirect' ? start.redirectUrl : start.kind === 'form' ? (start.redirectUrl ?? null) : null;
    const instructions = start.kind === 'instructions' ? start.instructions : null;
    return { order: moved, redirectUrl, instructions };
  }

  // ---- payments -------------------------------------------------------------------------------------

  /** Development only: the local test page pays (PROCESSING) or fails (stays PENDING_PAYMENT) the caller's order. */
  async payTestOrder(customer: Customer, number: string, succeed: boolean): Promise<OrderEntity> {
    if (this.config.NODE_ENV === 'production') throw notFound('Order');
    return this.dataSource.transaction(async (manager) => {
      const order = await manager
        .getRepository(OrderEntity)
        .findOne({ where: { number: number.trim(), customerId: customer.id }, lock: { mode: 'pessimistic_write' } });
      if (!order || order.paymentMethod !== 'test-card') throw notFound('Order');
      if (order.status !== 'PENDING_PAYMENT' && !(succeed && order.status === 'PROCESSING'))
        throw badInput({ status: 'INVALID_TRANSITION' }, `Order ${order.number} is not waiting for a payment`);
      await this.ledger.recordPayment(manager, order, {
        method: 'test-card',
        providerReference: `test-${randomUUID()}`,
        status: succeed ? 'captured' : 'failed',
        reason: succeed ? undefined : 'TEST_CARD_DECLINED',
        actorId: customer.id,
      });
      return manager.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    });
  }

  /** PaymentOutcomeSink: a provider's verified notification, applied once (see payment-outcome-sink.ts). */
  async apply(method: string, outcome: PaymentOutcome): Promise<PaymentOutcomeResult> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(OrderEntity).findOne({ where: { number: outcome.orderNumber }, lock: { mode: 'pessimistic_write' } });
      if (!order || order.paymentMethod !== method) return 'unknown-order';
      if (outcome.status === 'captured' && outcome.amountCents != null && outcome.amountCents !== order.totalCents) {
        this.logger.warn(`${method}: ${order.number} captured ${outcome.amountCents} for a total of ${order.totalCents}: left for staff review`);
        await this.ledger.recordPayment(manager, order, {
          method,
          providerReference: outcome.providerReference,
          status: 'pending',
          amountCents: outcome.amountCents,
        });
        return 'unchanged';
      }
      return this.ledger.recordPayment(manager, order, {
        method,
        providerReference: outcome.providerReference,
        status: outcome.status,
        amountCents: outcome.amountCents,
        reason: outcome.reason,
      });
    });
  }
}

function addressMessage(a: OrderAddress | null | undefined) {
  if (!a) return undefined;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company ?? '',
    street: a.street,
    additionalAddress: a.additionalAddress ?? '',
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone ?? '',
  };
}
