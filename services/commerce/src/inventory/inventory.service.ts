import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, badInput, conflict, writeEvent } from '@guide/platform';
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
  /** A disabled source's quantity is kept but neither sold nor counted. */
  sourceEnabled: boolean;
  quantity: number;
}

export interface InventorySource {
  code: string;
  name: string;
  /** Orders take stock from the lowest number first. */
  priority: number;
  /** A disabled source's stock is neither sold nor counted in a product's stock. */
  enabled: boolean;
}

export const SOURCE_LIMITS = { codeMax: 40, nameMax: 120, priorityMax: 10_000 } as const;
const SOURCE_CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const SOURCE_COLUMNS = 'code, name, priority, enabled';

/** The stock a product can be sold from: its enabled sources' (SQL on stock_levels aliased `s`). */
export const SELLABLE_SOURCE = `EXISTS (SELECT 1 FROM inventory_sources src WHERE src.code = s.source_code AND src.enabled)`;

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

  /** Total over the enabled sources, for each product (a product without rows has 0). */
  async totals(productIds: readonly string[]): Promise<{ productId: string; quantity: number }[]> {
    return this.dataSource.query(
      `SELECT product_id AS "productId", sum(quantity)::int AS quantity FROM stock_levels s WHERE product_id = ANY($1) AND ${SELLABLE_SOURCE}
       GROUP BY product_id`,
      [productIds],
    );
  }

  /** Every source for each product (0 where it has no row, so staff can stock a new source), by priority. */
  async levels(productIds: readonly string[]): Promise<StockLevel[]> {
    return this.dataSource.query(
      `SELECT p.id AS "productId", src.code AS "sourceCode", src.name AS "sourceName", src.enabled AS "sourceEnabled",
         coalesce(s.quantity, 0) AS quantity
       FROM products p CROSS JOIN inventory_sources src
       LEFT JOIN stock_levels s ON s.product_id = p.id AND s.source_code = src.code
       WHERE p.id = ANY($1) AND NOT p.deleted ORDER BY p.id, src.priority, src.code`,
      [productIds],
    );
  }

  // ---- sources (settings.inventory-sources.*) -------------------------------------------------------

  sources(): Promise<InventorySource[]> {
    return this.dataSource.query(`SELECT ${SOURCE_COLUMNS} FROM inventory_sources ORDER BY priority, code`);
  }

  /**
   * Creates or changes a source. Switching it on or off changes what products can be sold: each product
   * stocked there gets its commerce.stock.changed (new total), in the same transaction.
   */
  async upsertSource(input: InventorySource): Promise<InventorySource> {
    const errors: FieldErrors = {};
    const code = typeof input.code === 'string' ? input.code.trim().toLowerCase() : '';
    if (!SOURCE_CODE.test(code)) errors.code = code ? 'CODE_INVALID' : 'REQUIRED';
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) errors.name = 'REQUIRED';
    else if (name.length > SOURCE_LIMITS.nameMax) errors.name = 'TOO_LONG';
    if (!Number.isInteger(input.priority) || input.priority < 0 || input.priority > SOURCE_LIMITS.priorityMax) errors.priority = 'OUT_OF_RANGE';
    if (Object.keys(errors).length) throw badInput(errors, 'This inventory source cannot be saved');
    return this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query('SELECT enabled FROM inventory_sources WHERE code = $1 FOR UPDATE', [code]);
      const [saved] = await manager.query(
        `INSERT INTO inventory_sources (code, name, priority, enabled) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, priority = EXCLUDED.priority, enabled = EXCLUDED.enabled
         RETURNING ${SOURCE_COLUMNS}`,
        [code, name, input.priority, input.enabled !== false],
      );
      if (before && before.enabled !== saved.enabled) {
        const stocked: { productId: string; quantity: number }[] = await manager.query(
          'SELECT product_id AS "productId", quantity FROM stock_levels WHERE source_code = $1 AND quantity > 0 ORDER BY product_id',
          [code],
        );
        for (const row of stocked)
          await this.recordChange(manager, { productId: row.productId, sourceCode: code, quantity: row.quantity, delta: 0, reason: 'ADJUSTED' });
      }
      return saved;
    });
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
   * (SELECT … FOR UPDATE, products in id order so two orders never deadlock), taken from the enabled
   * sources by priority (lowest number first, then code); disabled sources are never touched. Not enough
   * in total: CONFLICT lines = OUT_OF_STOCK, and the caller's transaction rolls everything back.
   */
  async reserve(manager: EntityManager, moves: StockMove[], orderId: string): Promise<void> {
    for (const move of merged(moves)) {
      const rows: { source_code: string; quantity: number }[] = await manager.query(
        `SELECT s.source_code, s.quantity FROM stock_levels s JOIN inventory_sources src ON src.code = s.source_code AND src.enabled
         WHERE s.product_id = $1 ORDER BY src.priority, s.source_code FOR UPDATE OF s`,
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

  /** Gives an order's quantities back to the first enabled source by priority (else the default one): a canceled order, a restock. */
  async release(manager: EntityManager, moves: StockMove[], orderId: string, reason: StockReason = 'ORDER_CANCELED'): Promise<void> {
    const [first] = await manager.query('SELECT code FROM inventory_sources WHERE enabled ORDER BY priority, code LIMIT 1');
    const target: string = first?.code ?? DEFAULT_SOURCE;
    for (const move of merged(moves)) {
      const [product] = await manager.query('SELECT deleted FROM products WHERE id = $1', [move.productId]);
      if (!product || product.deleted) continue; // a deleted product has no stock to return to
      await manager.query(`INSERT INTO stock_levels (product_id, source_code, quantity) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [move.productId, target]);
      const [row] = await manager.query('UPDATE stock_levels SET quantity = quantity + $3 WHERE product_id = $1 AND source_code = $2 RETURNING quantity', [
        move.productId,
        target,
        move.quantity,
      ]);
      await this.recordChange(manager, {
        productId: move.productId,
        sku: move.sku,
        sourceCode: target,
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
      `SELECT p.sku, coalesce((SELECT sum(quantity)::int FROM stock_levels s WHERE s.product_id = p.id AND ${SELLABLE_SOURCE}), 0) AS total
       FROM products p WHERE p.id = $1`,
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
