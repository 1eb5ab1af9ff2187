import { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxTraceparent, dropOutboxTraceparent } from '@guide/platform';

/** The outbox keeps the writing request's trace context, so consumers' work joins its trace (platform tracing/README.md). */
export class OutboxTraceparent1700000005220 implements MigrationInterface {
  name = 'OutboxTraceparent1700000005220';

  async up(q: QueryRunner): Promise<void> {
    await addOutboxTraceparent(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxTraceparent(q);
  }
}
