import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { isUuid } from './products.service';

/** Consumer group of the in-stock flag (commerce owns stock; the catalogue only keeps in/out for its filter). */
export const PRODUCT_STOCK = 'catalog-guide.product-stock';

export type StockEvent = ConsumedEventOf<typeof Events.stockChanged>;

/**
 * Applies commerce.stock.changed to products.in_stock. The inbox makes a redelivery a no-op; an event
 * older than the last one applied (changed_at, else the event's time) is ignored, so a late delivery
 * cannot bring back a stale flag. An unknown product (deleted, or never ours) is ignored.
 */
export async function applyStockChanged(event: StockEvent, manager: EntityManager): Promise<boolean> {
  const { productId, inStock, changedAt } = event.data;
  if (!isUuid(productId)) return false;
  const at = changedAt && !Number.isNaN(Date.parse(changedAt)) ? new Date(changedAt) : new Date(event.occurredAt);
  const [, count]: [unknown, number] = await manager.query(
    `UPDATE product SET in_stock = $2, stock_changed_at = $3
      WHERE id = $1 AND (stock_changed_at IS NULL OR stock_changed_at <= $3)`,
    [productId.toLowerCase(), inStock, at],
  );
  return count > 0;
}

@Injectable()
export class StockConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(PRODUCT_STOCK, [Events.stockChanged], async (event, manager) => {
      await applyStockChanged(event, manager);
    });
  }
}
