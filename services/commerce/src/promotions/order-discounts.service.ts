import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { VatLine, vatLinesOf, vatRatePercentOf } from '../invoicing/document-lines';
import type { TaxCategory } from '../money/money';
import type { AppliedDiscount } from './pricing-engine';
import { PromotionsService } from './promotions.service';

export interface OrderDiscountRow extends AppliedDiscount {
  orderId: string;
}

/** What an order keeps of its discounts (order_discounts, order_lines.discount_cents), and sale prices for products. */
@Injectable()
export class OrderDiscountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionsService,
  ) {}

  /** Writes the discounts an order (or a quote) was placed with, in the order they applied. */
  async write(manager: EntityManager, orderId: string, discounts: readonly AppliedDiscount[]): Promise<void> {
    if (!discounts.length) return;
    await manager.query(
      `INSERT INTO order_discounts (order_id, position, promotion_id, name, amount_cents)
       SELECT $1, d.position - 1, d.promotion_id, d.name, d.amount_cents
       FROM unnest($2::uuid[], $3::text[], $4::int[]) WITH ORDINALITY AS d(promotion_id, name, amount_cents, position)`,
      [orderId, discounts.map((d) => d.promotionId), discounts.map((d) => d.name), discounts.map((d) => d.amountCents)],
    );
  }

  /** Replaces an order's discounts (staff pricing a quote). */
  async replace(manager: EntityManager, orderId: string, discounts: readonly AppliedDiscount[]): Promise<void> {
    await manager.query('DELETE FROM order_discounts WHERE order_id = $1', [orderId]);
    await this.write(manager, orderId, discounts);
  }

  discountsOf(orderIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<OrderDiscountRow[]> {
    return manager.query(
      `SELECT order_id AS "orderId", promotion_id AS "promotionId", name, amount_cents AS "amountCents"
       FROM order_discounts WHERE order_id = ANY($1) ORDER BY order_id, position`,
      [orderIds],
    );
  }

  /** VAT by rate of orders: each line on what was paid for it, shipping on what was paid for it. */
  async vatLinesOf(orderIds: readonly string[]): Promise<{ orderId: string; vatLines: VatLine[] }[]> {
    const [lines, orders]: [
      { orderId: string; totalCents: number; discountCents: number; taxCategory: string; vatRateTenths: number | null }[],
      { orderId: string; shippingCents: number; shippingDiscountCents: number; shippingVatRateTenths: number | null }[],
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT order_id AS "orderId", total_cents AS "totalCents", discount_cents AS "discountCents", tax_category AS "taxCategory",
                vat_rate_tenths AS "vatRateTenths"
         FROM order_lines WHERE order_id = ANY($1) ORDER BY order_id, position`,
        [orderIds],
      ),
      this.dataSource.query(
        `SELECT id AS "orderId", shipping_cents AS "shippingCents", shipping_discount_cents AS "shippingDiscountCents",
                shipping_vat_rate_tenths AS "shippingVatRateTenths" FROM orders WHERE id = ANY($1)`,
        [orderIds],
      ),
    ]);
    return orders.map((o) => ({
      orderId: o.orderId,
      vatLines: vatLinesOf(
        lines
          .filter((l) => l.orderId === o.orderId)
          .map((l) => ({ vatRatePercent: vatRatePercentOf(l.taxCategory, l.vatRateTenths), paidCents: l.totalCents - l.discountCents })),
        o.shippingCents - o.shippingDiscountCents,
        o.shippingVatRateTenths != null ? o.shippingVatRateTenths / 10 : undefined,
      ),
    }));
  }

  /** Sale prices of products (null: no automatic promotion lowers it): one query when some promotion could. */
  async salePrices(productIds: readonly string[]): Promise<Map<string, number | null>> {
    const none = new Map(productIds.map((id) => [id, null]));
    if (!productIds.length || !(await this.promotions.hasUnconditionalSale())) return none;
    const rows: { id: string; priceCents: number; taxCategory: TaxCategory }[] = await this.dataSource.query(
      'SELECT id, price_cents AS "priceCents", tax_category AS "taxCategory" FROM products WHERE id = ANY($1) AND NOT deleted',
      [productIds],
    );
    return new Map([...none, ...(await this.promotions.salePrices(rows))]);
  }
}
