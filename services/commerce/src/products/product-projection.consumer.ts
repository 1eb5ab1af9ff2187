import { Injectable, OnModuleInit } from '@nestjs/common';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { EntityManager } from 'typeorm';
import { ProductsService } from './products.service';

/** Consumer group of the product projection. */
export const PRODUCT_PROJECTION = 'commerce.product-projection';

export const PROJECTED_EVENTS = [Events.productCreated, Events.productUpdated, Events.productDeleted];
export type ProjectedEvent = ConsumedEventOf<(typeof PROJECTED_EVENTS)[number]>;

/** Keeps `products` in step with catalog (inbox: exactly-once effects; stale events ignored). */
@Injectable()
export class ProductProjectionConsumer implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly products: ProductsService,
  ) {}

  onModuleInit(): void {
    this.bus.consume(PRODUCT_PROJECTION, PROJECTED_EVENTS, (event, manager) => this.handle(event, manager));
  }

  async handle(event: ProjectedEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case Events.productCreated.type:
      case Events.productUpdated.type:
        await this.products.apply(manager, event.data);
        return;
      case Events.productDeleted.type:
        await this.products.remove(manager, event.data);
        return;
    }
  }
}
