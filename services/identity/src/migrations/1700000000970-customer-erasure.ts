import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * RGPD erasure: an erased account keeps an anonymised row (orders in commerce still reference the
 * customer id, and `Order.customer` is non-null), marked `erased_at`; the back office's list leaves
 * those rows out, so its usual order has a partial index.
 */
export class CustomerErasure1700000000970 implements MigrationInterface {
  name = 'CustomerErasure1700000000970';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer ADD COLUMN erased_at timestamptz');
    await q.query('CREATE INDEX customer_live_created ON customer (created_at DESC, id) WHERE erased_at IS NULL');
    // Erasure deletes every sign-in of the customer, revoked ones included (session_subject is partial).
    await q.query('CREATE INDEX session_subject_all ON session (subject_kind, subject_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX session_subject_all');
    await q.query('DROP INDEX customer_live_created');
    await q.query('ALTER TABLE customer DROP COLUMN erased_at');
  }
}
