import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ProductArrival } from '../products/product-arrival';
import { productNotFound } from '../products/product-errors';

export const DEFAULT_SOURCE = 'default';
export type StockReason = 'ADJUSTED' | 'ORDER_PLACED' | 'ORDER_CANCELED' | 'REFUNDED';
export const MAX_STOCK = 1_000_000;

export interface StockLevel {
  productId: string;
  sourceCode: string;
  sourceName: string;
  quantity: number;
}

/** What an order takes from (or gives back to) the stock. */
export interface StockMove {
  productId: string;
  sku: string;
  quantity: number;
}

/**
 * Stock per product and inventory source. Every change of a quantity writes commerce.stock.changed in
 * the transaction that makes it (catalog's in-stock filter follows it).
 */
@Injectable()
export class InventoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly arrival: ProductArrival,
  ) {}

  /** Total over every source, for each product (a product without rows has 0). */
  async totals(productIds: readonly string[]): Promise<{ productId: string; quantity: number }[]> {
    return this.dataSource.query(
      `SELECT product_id AS "productId", sum(quantity)::int AS quantity FROM stock_levels WHERE product_id = ANY($1) GROUP BY product_id`,
      [productIds],
    );
  }

  async levels(productIds: readonly string[]): Promise<StockLevel[]> {
    return this.dataSource.query(
      `SELECT s.product_id AS "productId", s.source_code AS "sourceCode", src.name AS "sourceName", s.quantity
       FROM stock_levels s JOIN inventory_sources src ON src.code = s.source_code
       WHERE s.product_id = ANY($1) ORDER BY s.product_id, (s.source_code = 'default') DESC, s.source_code`,
      [productIds],
    );
  }

  /** Back office: the quantity available at one source. */
  async setStock(productId: string, quantity: number, sourceCode: string | null | undefined): Promise<void> {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK)
      throw badInput({ quantity: 'QUANTITY_OUT_OF_RANGE' }, `The quantity must be between 0 and ${MAX_STOCK}`);
    const source = sourceCode?.trim() || DEFAULT_SOURCE;
    await this.arrival.wait(productId); // a product catalog has just created (read-your-writes, ADR 0021)
    await this.dataSource.transaction(async (manager) => {
      const [product] = await manager.query('SELECT id FROM products WHERE id = $1 AND NOT deleted', [productId]);
      if (!product) throw productNotFound();
      const [known] = await manager.query('SELECT code FROM inventory_sources WHERE code = $1', [source]);
      if (!known) throw badInput({ sourceCode: 'NOT_FOUND' }, 'Unknown inventory source');
      await this.setQuantity(manager, { productId, sourceCode: source, quantity, reason: 'ADJUSTED' });
    });
  }

  /** Sets one quantity in the caller's transaction (row locked) and records the change. */
  async setQuantity(
    manager: EntityManager,
    change: { productId: string; sourceCode: string; quantity: number; reason: StockReason; orderId?: string },
  ): Promise<void> {
    await manager.query('INSERT INTO stock_levels (product_id, source_code, quantity) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [
      change.productId,
      change.sourceCode,
    ]);
    const [row] = await manager.query('SELECT quantity FROM stock_levels WHERE product_id = $1 AND source_code = $2 FOR UPDATE', [
      change.productId,
      change.sourceCode,
    ]);
    const delta = change.quantity - row.quantity;
    await manager.query('UPDATE stock_levels SET quantity = $3 WHERE product_id = $1 AND source_code = $2', [
      change.productId,
      change.sourceCode,
      change.quantity,
    ]);
    await this.recordChange(manager, { ...change, delta });
  }

  /**
   * Takes the quantities of an order, in the order's transaction: each product's rows are locked
   * (SELECT … FOR UPDATE, products in id order so two orders never deadlock), taken from the default
   * source first, then the others. Not enough in total: CONFLICT lines = OUT_OF_STOCK, and the caller's
   * transaction rolls everything back.
   */
  async reserve(manager: EntityManager, moves: StockMove[], orderId: string): Promise<void> {
    for (const move of merged(moves)) {
      const rows: { source_code: string; quantity: number }[] = await manager.query(
        `SELECT source_code, quantity FROM stock_levels WHERE product_id = $1
         ORDER BY (source_code = 'default') DESC, source_code FOR UPDATE`,
        [move.productId],
      );
      const available = rows.reduce((a, r) => a + r.quantity, 0);
      if (available < move.quantity) throw conflict('Not enough stock for this order', { lines: 'OUT_OF_STOCK' });
      let left = move.quantity;
      for (const row of rows) {
        if (left === 0) break;
        const take = Math.min(left, row.quantity);
        if (take === 0) continue;
        left -= take;
        await manager.query('UPDATE stock_levels SET quantity = quantity - $3 WHERE product_id = $1 AND source_code = $2', [
          move.productId,
          row.source_code,
          take,
        ]);
        await this.recordChange(manager, {
          productId: move.productId,
          sku: move.sku,
          sourceCode: row.source_code,
          quantity: row.quantity - take,
          delta: -take,
          reason: 'ORDER_PLACED',
          orderId,
        });
      }
    }
  }

  /** Gives an order's quantities back to the default source (a canceled order). */
  async release(manager: EntityManager, moves: StockMove[], orderId: string, reason: StockReason = 'ORDER_CANCELED'): Promise<void> {
    for (const move of merged(moves)) {
      const [product] = await manager.query('SELECT deleted FROM products WHERE id = $1', [move.productId]);
      if (!product || product.deleted) continue; // a deleted product has no stock to return to
      await manager.query(`INSERT INTO stock_levels (product_id, source_code, quantity) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [
        move.productId,
        DEFAULT_SOURCE,
      ]);
      const [row] = await manager.query('UPDATE stock_levels SET quantity = quantity + $3 WHERE product_id = $1 AND source_code = $2 RETURNING quantity', [
        move.productId,
        DEFAULT_SOURCE,
        move.quantity,
      ]);
      await this.recordChange(manager, {
        productId: move.productId,
        sku: move.sku,
        sourceCode: DEFAULT_SOURCE,
        quantity: row.quantity,
        delta: move.quantity,
        reason,
        orderId,
      });
    }
  }

  private async recordChange(
    manager: EntityManager,
    c: { productId: string; sku?: string; sourceCode: string; quantity: number; delta: number; reason: StockReason; orderId?: string },
  ): Promise<void> {
    const [p] = await manager.query(
      `SELECT p.sku, coalesce((SELECT sum(quantity)::int FROM stock_levels WHERE product_id = p.id), 0) AS total FROM products p WHERE p.id = $1`,
      [c.productId],
    );
    await writeEvent(manager, Events.stockChanged, c.productId, {
      productId: c.productId,
      sku: c.sku ?? p?.sku ?? '',
      sourceCode: c.sourceCode,
      quantity: c.quantity,
      delta: c.delta,
      totalQuantity: p?.total ?? c.quantity,
      inStock: (p?.total ?? c.quantity) > 0,
      reason: c.reason,
      orderId: c.orderId ?? '',
      changedAt: new Date().toISOString(),
    });
  }
}

/** One move per product, in product id order (a fixed lock order: no deadlock between two orders). */
function merged(moves: StockMove[]): StockMove[] {
  const byId = new Map<string, StockMove>();
  for (const m of moves) {
    const prev = byId.get(m.productId);
    byId.set(m.productId, prev ? { ...prev, quantity: prev.quantity + m.quantity } : { ...m });
  }
  return [...byId.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
