import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { isUuid } from '../products/products.service';

/** Consumer group of the RGPD erasure of reviewers' names (identity erased the account). */
export const REVIEW_AUTHOR_ERASURE = 'catalog-guide.review-author-erasure';

/**
 * identity.customer.erased -> the reviewer's names become empty ("Client" on the site; the reviews stay).
 * Stamped with the event's time, so a late registered/updated event (older) cannot bring the names back.
 */
export async function eraseReviewAuthor(event: ConsumedEventOf<typeof Events.customerErased>, manager: EntityManager): Promise<void> {
  const { customerId } = event.data;
  if (!isUuid(customerId)) return;
  const at = Number.isNaN(new Date(event.occurredAt).getTime()) ? new Date() : new Date(event.occurredAt);
  await manager.query(
    `INSERT INTO review_author (customer_id, first_name, last_name, changed_at) VALUES ($1, '', '', $2)
     ON CONFLICT (customer_id) DO UPDATE SET first_name = '', last_name = '', changed_at = greatest(review_author.changed_at, EXCLUDED.changed_at)`,
    [customerId.toLowerCase(), at],
  );
}

@Injectable()
export class ReviewAuthorErasureConsumer implements OnModuleInit {
  constructor(private readonly bus: EventBus) {}

  onModuleInit(): void {
    this.bus.consume(REVIEW_AUTHOR_ERASURE, [Events.customerErased], (event, manager) => eraseReviewAuthor(event, manager));
  }
}
