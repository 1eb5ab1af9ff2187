import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SERVICE_CONFIG, SubgraphConfig } from '@guide/platform';
import { isUuid } from '@guide/validation';
import { productNotFound } from './product-errors';
import type { ProductChanged, ProductDeleted } from '@guide/proto-schemas';
import { TaxCategory, isTaxCategory } from '../money/money';
import { InventoryService } from '../inventory/inventory.service';
import { demoStockFor, isDemoSeedProduct } from './demo-stock';
import { ProductArrival } from './product-arrival';

/** One row of commerce's copy of a catalog product. */
export interface ProjectedProduct {
  id: string;
  sku: string;
  name: string;
  nameEn: string | null;
  priceCents: number;
  currency: string;
  taxCategory: TaxCategory;
  weightGrams: number;
  published: boolean;
  deleted: boolean;
  /** The customer groups the product is reserved to; empty: everyone's. */
  customerGroupCodes: string[];
}

export const PRODUCT_COLUMNS = `id, sku, name, name_en AS "nameEn", price_cents AS "priceCents", currency, tax_category AS "taxCategory",
  weight_grams AS "weightGrams", published, deleted, customer_group_codes AS "customerGroupCodes"`;

/**
 * Catalog's rule (products/product.rules.ts `visibleToGroupSql`), on the projection: a product reserved
 * to customer groups is for their members only; `group` is the caller's (from the access token) or null.
 */
export function isVisibleToGroup(codes: readonly string[], group: string | null | undefined): boolean {
  return codes.length === 0 || (!!group && codes.includes(group));
}

/**
 * The product projection: commerce's own copy of what it needs of catalog's products (price, tax
 * category, weight, published), fed by catalog.product.* events. Idempotent and order-safe: an event
 * older than the row (source updated_at) changes nothing, and a deleted product stays a tombstone.
 */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    @Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig,
    private readonly arrival: ProductArrival,
  ) {}

  /**
   * Waits (outside any transaction) for a product catalog may have just created, so a mutation naming it
   * right after `createProduct` finds it (read-your-writes, product-arrival.ts). Call before `sellable`.
   */
  awaitArrival(id: string): Promise<void> {
    return this.arrival.wait(id);
  }

  /** Applies a created/updated event in the consumer's transaction. Returns false when stale or deleted. */
  async apply(manager: EntityManager, p: ProductChanged): Promise<boolean> {
    const taxCategory = isTaxCategory(p.taxCategory) ? p.taxCategory : 'STANDARD';
    const updatedAt = p.updatedAt && !Number.isNaN(Date.parse(p.updatedAt)) ? new Date(p.updatedAt) : new Date();
    const nameEn = p.nameEn || null;
    const rows: { inserted: boolean }[] = await manager.query(
      `INSERT INTO products (id, sku, name, name_en, price_cents, currency, tax_category, weight_grams, published, source_updated_at, customer_group_codes, category_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET sku = EXCLUDED.sku, name = EXCLUDED.name, name_en = EXCLUDED.name_en,
         price_cents = EXCLUDED.price_cents, currency = EXCLUDED.currency, tax_category = EXCLUDED.tax_category,
         weight_grams = EXCLUDED.weight_grams, published = EXCLUDED.published, source_updated_at = EXCLUDED.source_updated_at,
         customer_group_codes = EXCLUDED.customer_group_codes, category_ids = EXCLUDED.category_ids
       WHERE NOT products.deleted AND products.source_updated_at <= EXCLUDED.source_updated_at
       RETURNING (xmax = 0) AS inserted`,
      [
        p.id,
        p.sku,
        p.name,
        nameEn,
        Math.max(0, p.priceCents),
        (p.currency || 'EUR').slice(0, 3),
        taxCategory,
        p.hasWeight ? Math.max(0, p.weightGrams) : 0,
        p.published,
        updatedAt,
        p.customerGroupCodes ?? [],
        (p.categoryIds ?? []).filter(isUuid).map((c) => c.toLowerCase()),
      ],
    );
    if (!rows.length) return false;
    if (this.demoStockEnabled() && isDemoSeedProduct(p.id, p.sku)) await this.giveDemoStock(manager, p.id, p.sku);
    return true;
  }

  /** A deleted product leaves carts, wishlists and stock; orders keep their own lines. */
  async remove(manager: EntityManager, d: ProductDeleted): Promise<void> {
    await manager.query(
      `INSERT INTO products (id, sku, name, price_cents, tax_category, published, deleted, source_updated_at)
       VALUES ($1, $2, $2, 0, 'STANDARD', false, true, now())
       ON CONFLICT (id) DO UPDATE SET deleted = true, published = false`,
      [d.id, d.sku || d.id],
    );
    await manager.query('DELETE FROM cart_lines WHERE product_id = $1', [d.id]);
    await manager.query('DELETE FROM wishlist_items WHERE product_id = $1', [d.id]);
    await manager.query('DELETE FROM stock_levels WHERE product_id = $1', [d.id]);
  }

  async findMany(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<ProjectedProduct[]> {
    if (!ids.length) return [];
    return manager.query(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ANY($1)`, [ids]);
  }

  /** A product the caller may put in a cart or a wishlist: known, published, not deleted, visible to their group. */
  async sellable(id: string, group: string | null, manager: EntityManager = this.dataSource.manager): Promise<ProjectedProduct> {
    const [row] = await this.findMany([id], manager);
    if (!row || !row.published || row.deleted || !isVisibleToGroup(row.customerGroupCodes, group)) throw productNotFound();
    return row;
  }

  /**
   * DEMO BEHAVIOUR (SEED_DEMO_DATA only, never in production): a product of the demo seed (its id is the
   * seed's, demo-stock.ts) newly seen with no stock at all gets a deterministic demo quantity at the
   * default source, so the demo shop can sell. A product staff create starts at 0, as in production.
   */
  private demoStockEnabled(): boolean {
    return this.config.SEED_DEMO_DATA && this.config.NODE_ENV !== 'production';
  }

  private async giveDemoStock(manager: EntityManager, productId: string, sku: string): Promise<void> {
    const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM stock_levels WHERE product_id = $1', [productId]);
    if (n > 0) return;
    await this.inventory.setQuantity(manager, { productId, sourceCode: 'default', quantity: demoStockFor(sku), reason: 'ADJUSTED' });
  }
}
