import { Inject, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG } from '@guide/platform';
import { isUuid } from '@guide/validation';
import type { CommerceConfig } from '../commerce.config';

/** How long a mutation waits for a product its projection does not know yet (PRODUCT_ARRIVAL_WAIT_MS). */
export const DEFAULT_PRODUCT_ARRIVAL_WAIT_MS = 3000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 200;

/**
 * Read-your-writes for products (ADR 0021). catalog-guide answers `createProduct` once the product and
 * its `catalog.product.created` event are committed; commerce's projection has it a moment later (the
 * relay and the consumer's lag, longer under load). A commerce mutation that names a product the
 * projection does not know yet (`setStock`, `addToCart`, `addToWishlist` right after `createProduct`)
 * waits here, outside any transaction or lock, until the projection has the row or the bound has
 * passed, then decides as the projection stands (an id nobody created is NOT_FOUND after the bound).
 * Chosen over asking catalog-guide on demand: subgraphs answer only the gateway (network policy and
 * gateway secret), and commerce never needs catalog-guide to be up to sell (ADR 0016).
 */
@Injectable()
export class ProductArrival {
  private readonly waitMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: CommerceConfig,
  ) {
    this.waitMs = config.PRODUCT_ARRIVAL_WAIT_MS ?? DEFAULT_PRODUCT_ARRIVAL_WAIT_MS;
  }

  /** Resolves once the projection has a row for `productId` (in any state), or once the bound has passed. */
  async wait(productId: string): Promise<void> {
    if (!isUuid(productId)) return; // the input guard refuses these; nothing could ever arrive
    const deadline = Date.now() + this.waitMs;
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      const [row] = await this.dataSource.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      const left = deadline - Date.now();
      if (row || left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

/** ProductArrival alone, for modules that cannot import ProductsModule (inventory: ProductsModule imports it). */
@Module({ providers: [ProductArrival], exports: [ProductArrival] })
export class ProductArrivalModule {}
