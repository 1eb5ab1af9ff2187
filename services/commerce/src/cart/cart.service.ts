import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, Identity, badInput, customerGroupOf, conflict, notFound, type Locale } from '@guide/platform';
import { MessageKey, SHOP_LIMITS, ServerMessageKey, lineQuantityError } from '@guide/validation';
import { CouponRow } from '../coupons/coupon-rules';
import { vatLinesOf } from '../invoicing/document-lines';
import { SHIPPING_TAX_CATEGORY, TaxCategory } from '../money/money';
import type { Pricing } from '../promotions/pricing-engine';
import { PromotionsService, ResolvedCode } from '../promotions/promotions.service';
import { SELLABLE_SOURCE } from '../inventory/inventory.service';
import { ProductsService } from '../products/products.service';
import { productRef } from '../products/product-ref';
import { RateTable, methodView, offers, priceFor, serves } from '../shipping/rate-tables';
import { RateTablesService } from '../shipping/rate-tables.service';
import { rateTenthsFor } from '../taxes/tax-rates';
import { TaxRatesService } from '../taxes/tax-rates.service';
import { OrderAddress, validateAddress } from './address';
import type { OrderAddressInput } from '../generated/graphql';

/** Units of one product in a line (@guide/validation's SHOP_LIMITS, the storefront's too). */
export const MAX_LINE_QUANTITY = SHOP_LIMITS.lineQuantityMax;
/** 10 M€: far above any real cart, far below int32 cents (amounts are int columns and GraphQL Int). */
export const MAX_CART_TOTAL_CENTS = SHOP_LIMITS.cartTotalCentsMax;
export const CURRENCY = 'EUR';

export interface CartRow {
  id: string;
  customerId: string | null;
  couponCode: string | null;
  billingAddress: OrderAddress | null;
  deliveryAddress: OrderAddress | null;
  shippingMethodCode: string | null;
}

/** A cart line with today's product data. */
export interface PricedCartLine {
  id: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  taxCategory: TaxCategory;
  weightGrams: number;
  customerGroupCodes: string[];
  /** The product's catalogue categories (condition in_categories). */
  categoryIds: string[];
  /** The VAT rate in force for the delivery country (tenths; taxes/tax-rates.ts), set by price(). */
  vatRateTenths?: number;
}

/**
 * Everything checkout needs of a cart: its lines priced today, what its code is, the plain coupon if
 * usable, shipping, and the totals after promotions (per line, shipping, the discounts by name).
 */
export interface PricedCart {
  cart: CartRow;
  lines: PricedCartLine[];
  code: ResolvedCode | null;
  coupon: CouponRow | null;
  /** The cart's rate table when it still offers this parcel to the delivery country. */
  shippingMethod: RateTable | null;
  /** The method's price for this parcel (before promotions), even for an empty cart. */
  shippingPriceCents: number;
  /** Shipping's VAT rate: the standard rate of the delivery country (tenths). */
  shippingVatRateTenths: number;
  weightGrams: number;
  totals: Pricing;
}

const CART_COLUMNS = `id, customer_id AS "customerId", coupon_code AS "couponCode", billing_address AS "billingAddress",
  delivery_address AS "deliveryAddress", shipping_method_code AS "shippingMethodCode"`;

/** The products a change lowered to the stock left: this one when `limited`. */
const limitedSet = (limited: boolean, productId: string): ReadonlySet<string> => new Set(limited ? [productId] : []);
const outOfStock = () => conflict('Not enough stock', { quantity: ServerMessageKey.OUT_OF_STOCK });
const quantityOutOfRange = (min = 1) =>
  badInput({ quantity: MessageKey.QUANTITY_OUT_OF_RANGE }, `The quantity must be between ${min} and ${MAX_LINE_QUANTITY}`);

/**
 * Carts of guests (found by their unguessable id, customer_id null) and customers (one each, created on
 * demand; a signed-in caller's cartId is ignored except by mergeCart). Every change locks the cart row.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly promotions: PromotionsService,
    private readonly rateTables: RateTablesService,
    private readonly taxRates: TaxRatesService,
  ) {}

  // ---- reading --------------------------------------------------------------------------------------

  /** The caller's cart or null (a guest without a known cartId). */
  async find(identity: Identity, cartId: string | null | undefined, manager: EntityManager = this.dataSource.manager, lock = false): Promise<CartRow | null> {
    const forUpdate = lock ? ' FOR UPDATE' : '';
    if (identity.kind === 'customer') {
      const [row] = await manager.query(`SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = $1${forUpdate}`, [identity.id]);
      return row ?? null;
    }
    if (!cartId) return null;
    const [row] = await manager.query(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND customer_id IS NULL${forUpdate}`, [cartId]);
    return row ?? null;
  }

  /** The caller's cart, created when missing (a customer's on demand; a guest's with a new id). Locked. */
  private async findOrCreate(manager: EntityManager, identity: Identity, cartId: string | null | undefined): Promise<CartRow> {
    const found = await this.find(identity, cartId, manager, true);
    if (found) return found;
    if (identity.kind === 'customer') {
      await manager.query('INSERT INTO carts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [identity.id]);
      return (await this.find(identity, null, manager, true))!;
    }
    const [row] = await manager.query(`INSERT INTO carts DEFAULT VALUES RETURNING ${CART_COLUMNS}`);
    return row;
  }

  /** The caller's existing cart, locked; NOT_FOUND otherwise. */
  private async existing(manager: EntityManager, identity: Identity, cartId: string | null | undefined): Promise<CartRow> {
    if (identity.kind === 'customer') return this.findOrCreate(manager, identity, null);
    const found = await this.find(identity, cartId, manager, true);
    if (!found) throw notFound('Cart');
    return found;
  }

  /** The lines of a cart whose product can still be sold (published, not deleted), oldest first. */
  async lines(cartId: string, manager: EntityManager = this.dataSource.manager): Promise<PricedCartLine[]> {
    return manager.query(
      `SELECT l.id, l.product_id AS "productId", p.sku, p.name, l.quantity, p.price_cents AS "unitPriceCents",
              p.tax_category AS "taxCategory", p.weight_grams AS "weightGrams", p.customer_group_codes AS "customerGroupCodes",
              p.category_ids AS "categoryIds"
       FROM cart_lines l JOIN products p ON p.id = l.product_id
       WHERE l.cart_id = $1 AND p.published AND NOT p.deleted ORDER BY l.created_at, l.id`,
      [cartId],
    );
  }

  /**
   * Prices a cart as it stands, through the promotions (promotions/pricing-engine.ts): a code that can no
   * longer be used gives no discount. `groupCode`: the customer's group (condition customer_group);
   * `exclude`: promotions checkout found used up under lock.
   */
  async price(
    cart: CartRow,
    manager: EntityManager = this.dataSource.manager,
    groupCode: string | null = null,
    exclude: ReadonlySet<string> = new Set(),
  ): Promise<PricedCart> {
    // Today's VAT rates of the delivery country (France's where it has none): checkout copies them onto the order.
    const country = cart.deliveryAddress?.country;
    const rates = await this.taxRates.table(manager);
    const lines = (await this.lines(cart.id, manager)).map((l) => ({ ...l, vatRateTenths: rateTenthsFor(rates, l.taxCategory, country) }));
    const shippingVatRateTenths = rateTenthsFor(rates, SHIPPING_TAX_CATEGORY, country);
    const weightGrams = lines.reduce((a, l) => a + l.weightGrams * l.quantity, 0);
    const subTotalCents = lines.reduce((a, l) => a + l.unitPriceCents * l.quantity, 0);
    // The chosen method only while its table still offers this parcel to this country (tables change).
    const method = cart.shippingMethodCode ? await this.rateTables.byCode(cart.shippingMethodCode, manager) : undefined;
    const methodPrice = method && serves(method, country) ? priceFor(method, weightGrams, subTotalCents) : null;
    const shippingMethod = method && methodPrice != null ? method : null;
    const shippingCents = shippingMethod && lines.length ? methodPrice! : 0;
    const { pricing, code, coupon } = await this.promotions.priceCart(
      { lines, customerId: cart.customerId, groupCode: cart.customerId ? groupCode : null, shippingCents, shippingVatRateTenths, code: cart.couponCode },
      manager,
      exclude,
    );
    return { cart, lines, code, coupon, shippingMethod, shippingPriceCents: methodPrice ?? 0, shippingVatRateTenths, weightGrams, totals: pricing };
  }

  /**
   * The API's Cart. `limitedByStock`: the products whose line the change being answered had to lower to
   * the stock left (CartLine.limitedByStock); a cart read is never limited.
   */
  async view(
    cart: CartRow,
    locale: Locale,
    manager: EntityManager = this.dataSource.manager,
    limitedByStock: ReadonlySet<string> = new Set(),
    groupCode: string | null = null,
  ) {
    const priced = await this.price(cart, manager, groupCode);
    const t = priced.totals;
    return {
      id: cart.id,
      lines: priced.lines.map((l, i) => ({
        id: l.id,
        product: productRef(l.productId),
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: t.lines[i].totalCents,
        discountCents: t.lines[i].discountCents,
        limitedByStock: limitedByStock.has(l.productId),
      })),
      discounts: t.discounts,
      vatLines: vatLinesOf(
        priced.lines.map((l, i) => ({ vatRatePercent: l.vatRateTenths! / 10, paidCents: t.lines[i].totalCents - t.lines[i].discountCents })),
        t.shippingCents - t.shippingDiscountCents,
        priced.shippingVatRateTenths / 10,
      ),
      subTotalCents: priced.totals.subTotalCents,
      discountCents: priced.totals.discountCents,
      shippingCents: priced.totals.shippingCents,
      vatCents: priced.totals.vatCents,
      totalCents: priced.totals.totalCents,
      currency: CURRENCY,
      couponCode: cart.couponCode,
      billingAddress: cart.billingAddress,
      deliveryAddress: cart.deliveryAddress,
      shippingMethod: priced.shippingMethod ? methodView(priced.shippingMethod, priced.shippingPriceCents, locale) : null,
      itemCount: priced.lines.reduce((a, l) => a + l.quantity, 0),
    };
  }

  async get(identity: Identity, cartId: string | null | undefined, locale: Locale) {
    const cart = await this.find(identity, cartId);
    return cart ? this.view(cart, locale, undefined, undefined, customerGroupOf(identity)) : null;
  }

  /**
   * The methods the rate tables offer the cart: serving its delivery country (FR before an address is
   * set), enabled, with a band for its weight; priced for it (free from a table's amount).
   */
  async shippingMethods(identity: Identity, cartId: string | null | undefined, locale: Locale) {
    const cart = await this.find(identity, cartId);
    const lines = cart ? await this.lines(cart.id) : [];
    const weight = lines.reduce((a, l) => a + l.weightGrams * l.quantity, 0);
    const subTotal = lines.reduce((a, l) => a + l.unitPriceCents * l.quantity, 0);
    return offers(await this.rateTables.all(), cart?.deliveryAddress?.country, weight, subTotal).map((t) =>
      methodView(t, priceFor(t, weight, subTotal)!, locale),
    );
  }

  // ---- changing -------------------------------------------------------------------------------------

  /**
   * Runs `change` on the caller's locked cart in one transaction, then answers the cart. `change` may
   * return the products whose line it lowered to the stock left (flagged `limitedByStock` in the answer).
   */
  private async change(
    identity: Identity,
    cartId: string | null | undefined,
    locale: Locale,
    create: boolean,
    change: (m: EntityManager, cart: CartRow) => Promise<void | ReadonlySet<string>>,
  ) {
    return this.dataSource.transaction(async (manager) => {
      const cart = create ? await this.findOrCreate(manager, identity, cartId) : await this.existing(manager, identity, cartId);
      const limitedByStock = (await change(manager, cart)) ?? undefined;
      const [fresh] = await manager.query(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1`, [cart.id]);
      return this.view(fresh, locale, manager, limitedByStock, customerGroupOf(identity));
    });
  }

  /** The cart's subtotal if `productId`'s line had `quantity`: refused beyond MAX_CART_TOTAL_CENTS. */
  private async checkCartTotal(manager: EntityManager, cartId: string, productId: string, quantity: number): Promise<void> {
    const [{ total }] = await manager.query(
      `SELECT coalesce(sum(p.price_cents::bigint * l.quantity), 0)::bigint AS total FROM cart_lines l JOIN products p ON p.id = l.product_id
       WHERE l.cart_id = $1 AND l.product_id <> $2`,
      [cartId, productId],
    );
    const [{ price }] = await manager.query('SELECT price_cents AS price FROM products WHERE id = $1', [productId]);
    if (Number(total) + price * quantity > MAX_CART_TOTAL_CENTS)
      throw badInput({ quantity: ServerMessageKey.CART_TOTAL_TOO_HIGH }, 'The cart would exceed the maximum amount of an order');
  }

  private async stockOf(manager: EntityManager, productId: string): Promise<number> {
    const [{ total }] = await manager.query(
      `SELECT coalesce(sum(quantity), 0)::int AS total FROM stock_levels s WHERE product_id = $1 AND ${SELLABLE_SOURCE}`,
      [productId],
    );
    return total;
  }

  /**
   * Adds `quantity` to the product's line. Beyond the stock left, the line gets all there is and the
   * answer flags it (`limitedByStock`); CONFLICT OUT_OF_STOCK only when not one more unit can be added.
   */
  async addLine(identity: Identity, cartId: string | null | undefined, productId: string, quantity: number, locale: Locale) {
    if (lineQuantityError(quantity)) throw quantityOutOfRange();
    await this.products.awaitArrival(productId); // a product catalog has just created (read-your-writes, ADR 0021)
    return this.change(identity, cartId, locale, true, async (manager, cart) => {
      await this.products.sellable(productId, customerGroupOf(identity), manager);
      const [line] = await manager.query('SELECT quantity FROM cart_lines WHERE cart_id = $1 AND product_id = $2', [cart.id, productId]);
      const current: number = line?.quantity ?? 0;
      const asked = current + quantity;
      if (asked > MAX_LINE_QUANTITY) throw quantityOutOfRange();
      const stock = await this.stockOf(manager, productId);
      if (stock <= current) throw outOfStock();
      const wanted = Math.min(asked, stock);
      await this.checkCartTotal(manager, cart.id, productId, wanted);
      await manager.query(
        `INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [cart.id, productId, wanted],
      );
      await this.touch(manager, cart.id);
      return limitedSet(wanted < asked, productId);
    });
  }

  /** Sets a line's quantity (0 removes it). Beyond the stock left: all there is, flagged; none left: CONFLICT OUT_OF_STOCK. */
  updateLine(identity: Identity, cartId: string | null | undefined, lineId: string, quantity: number, locale: Locale) {
    if (lineQuantityError(quantity, { allowZero: true })) throw quantityOutOfRange(0);
    return this.change(identity, cartId, locale, false, async (manager, cart) => {
      const [line] = await manager.query('SELECT product_id AS "productId" FROM cart_lines WHERE id = $1 AND cart_id = $2', [lineId, cart.id]);
      if (!line) throw notFound('Cart line');
      let limited = false;
      if (quantity === 0) {
        await manager.query('DELETE FROM cart_lines WHERE id = $1', [lineId]);
      } else {
        const stock = await this.stockOf(manager, line.productId);
        if (stock < 1) throw outOfStock();
        limited = quantity > stock;
        const wanted = Math.min(quantity, stock);
        await this.checkCartTotal(manager, cart.id, line.productId, wanted);
        await manager.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [lineId, wanted]);
      }
      await this.touch(manager, cart.id);
      return limitedSet(limited, line.productId);
    });
  }

  removeLine(identity: Identity, cartId: string | null | undefined, lineId: string, locale: Locale) {
    return this.change(identity, cartId, locale, false, async (manager, cart) => {
      const [, count] = await manager.query('DELETE FROM cart_lines WHERE id = $1 AND cart_id = $2', [lineId, cart.id]);
      if (!count) throw notFound('Cart line');
      await this.touch(manager, cart.id);
    });
  }

  applyCoupon(identity: Identity, cartId: string | null | undefined, code: string, locale: Locale) {
    return this.change(identity, cartId, locale, true, async (manager, cart) => {
      // A plain coupon, a promotion's code or a voucher; the customer's own uses count for a promotion's limit.
      const { refusal, code: stored } = await this.promotions.codeRefusal(code, identity.kind === 'customer' ? identity.id : null, manager);
      if (refusal) throw badInput({ code: refusal }, 'This coupon cannot be used');
      await manager.query('UPDATE carts SET coupon_code = $2 WHERE id = $1', [cart.id, stored]);
    });
  }

  removeCoupon(identity: Identity, cartId: string | null | undefined, locale: Locale) {
    return this.change(identity, cartId, locale, false, async (manager, cart) => {
      await manager.query('UPDATE carts SET coupon_code = NULL WHERE id = $1', [cart.id]);
    });
  }

  /**
   * A guest cart joins the signed-in customer's: quantities summed and capped by stock (such lines are
   * flagged `limitedByStock` in the answer) and 999, the
   * guest's coupon kept when the customer has none; the guest cart is deleted. Another customer's cart
   * (or an unknown id): NOT_FOUND.
   */
  mergeCart(identity: Identity & { kind: 'customer' }, guestCartId: string, locale: Locale) {
    return this.change(identity, null, locale, true, async (manager, cart) => {
      if (guestCartId === cart.id) return; // already the customer's own cart
      const [guest] = await manager.query(`SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND customer_id IS NULL FOR UPDATE`, [guestCartId]);
      if (!guest) throw notFound('Cart');
      const limited = new Set<string>();
      for (const line of await this.lines(guest.id, manager)) {
        const [mine] = await manager.query('SELECT quantity FROM cart_lines WHERE cart_id = $1 AND product_id = $2', [cart.id, line.productId]);
        const asked = Math.min(MAX_LINE_QUANTITY, (mine?.quantity ?? 0) + line.quantity);
        const stock = await this.stockOf(manager, line.productId);
        const wanted = Math.min(asked, stock);
        if (wanted < asked && stock > 0) limited.add(line.productId); // a line with none left stays as it was
        if (wanted < 1) continue;
        if (
          await this.checkCartTotal(manager, cart.id, line.productId, wanted).then(
            () => false,
            () => true,
          )
        )
          continue; // would exceed the maximum: left out
        await manager.query(
          `INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
          [cart.id, line.productId, wanted],
        );
      }
      if (!cart.couponCode && guest.couponCode) await manager.query('UPDATE carts SET coupon_code = $2 WHERE id = $1', [cart.id, guest.couponCode]);
      await manager.query('DELETE FROM carts WHERE id = $1', [guest.id]);
      await this.touch(manager, cart.id);
      return limited;
    });
  }

  /** Delivery defaults to billing. A shipping method that no longer serves the delivery country is dropped. */
  setAddresses(identity: Identity, billing: OrderAddressInput, delivery: OrderAddressInput | null | undefined, locale: Locale) {
    const errors: FieldErrors = {};
    const billingAddress = validateAddress(billing, 'billingAddress', errors);
    const deliveryAddress = delivery ? validateAddress(delivery, 'deliveryAddress', errors) : billingAddress;
    if (Object.keys(errors).length) throw badInput(errors);
    return this.change(identity, null, locale, true, async (manager, cart) => {
      const method = cart.shippingMethodCode ? await this.rateTables.byCode(cart.shippingMethodCode, manager) : undefined;
      const keepMethod = method && serves(method, deliveryAddress.country) ? method.code : null;
      await manager.query('UPDATE carts SET billing_address = $2, delivery_address = $3, shipping_method_code = $4 WHERE id = $1', [
        cart.id,
        JSON.stringify(billingAddress),
        JSON.stringify(deliveryAddress),
        keepMethod,
      ]);
    });
  }

  setShippingMethod(identity: Identity, code: string, locale: Locale) {
    return this.change(identity, null, locale, true, async (manager, cart) => {
      const method = await this.rateTables.byCode(code.trim().toLowerCase(), manager);
      const lines = await this.lines(cart.id, manager);
      const weight = lines.reduce((a, l) => a + l.weightGrams * l.quantity, 0);
      const subTotal = lines.reduce((a, l) => a + l.unitPriceCents * l.quantity, 0);
      if (!method || !serves(method, cart.deliveryAddress?.country) || priceFor(method, weight, subTotal) == null)
        throw badInput({ code: 'SHIPPING_METHOD_UNAVAILABLE' }, 'This shipping method is not offered for this parcel and delivery address');
      await manager.query('UPDATE carts SET shipping_method_code = $2 WHERE id = $1', [cart.id, method.code]);
    });
  }

  /** The cart's lines go (an order or a quote was made of them); addresses stay for the next order. */
  async empty(manager: EntityManager, cartId: string): Promise<void> {
    await manager.query('DELETE FROM cart_lines WHERE cart_id = $1', [cartId]);
    await manager.query('UPDATE carts SET coupon_code = NULL WHERE id = $1', [cartId]);
  }

  private touch(manager: EntityManager, cartId: string) {
    return manager.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
  }
}
