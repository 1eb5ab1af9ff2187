import { MigrationInterface, QueryRunner } from 'typeorm';
import { createStatusHistoryTable, dropStatusHistoryTable, touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * Newsletter campaigns (src/campaigns/README.md): the campaign, one row per recipient (the send's ledger:
 * unique per campaign and address, so nobody is queued twice), the customers' groups projected from
 * identity's events (customer-group audiences), test sends (their rate limit) and the lifecycle history.
 */
export class Campaigns1700000003950 implements MigrationInterface {
  name = 'Campaigns1700000003950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE campaign (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      subject text NOT NULL,
      body_html text NOT NULL,
      audience text NOT NULL,
      status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELED')),
      scheduled_at timestamptz,
      -- Set when the recipients are queued (SENDING) and when the last one is done (SENT).
      started_at timestamptz,
      sent_at timestamptz,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX campaign_created ON campaign (created_at DESC, id)');
    await q.query(`CREATE INDEX campaign_due ON campaign (scheduled_at) WHERE status = 'SCHEDULED'`);
    await q.query(`CREATE INDEX campaign_sending ON campaign (started_at) WHERE status = 'SENDING'`);
    await touchUpdatedAt(q, ['campaign']);

    // PENDING until the worker sent it (SENT) or the SMTP server refused it for good (FAILED, a 5xx).
    // claimed_until: a worker's lease on the row while it sends; an expired lease (a crashed worker) frees it.
    await q.query(`CREATE TABLE campaign_recipient (
      campaign_id uuid NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
      email text NOT NULL,
      subscriber_id uuid,
      locale text NOT NULL DEFAULT 'fr',
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
      attempts int NOT NULL DEFAULT 0,
      claimed_until timestamptz,
      error text,
      sent_at timestamptz,
      PRIMARY KEY (campaign_id, email)
    )`);
    await q.query(`CREATE INDEX campaign_recipient_pending ON campaign_recipient (campaign_id, email) WHERE status = 'PENDING'`);

    // identity.customer.* projected: who is in which customer group (by email), last event wins.
    await q.query(`CREATE TABLE campaign_customer (
      customer_id uuid PRIMARY KEY,
      email text NOT NULL CHECK (email = lower(email)),
      group_code text NOT NULL DEFAULT '',
      source_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX campaign_customer_group ON campaign_customer (group_code, email)');

    await q.query(`CREATE TABLE campaign_test_send (
      id bigserial PRIMARY KEY,
      actor text NOT NULL,
      campaign_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX campaign_test_send_actor ON campaign_test_send (actor, created_at)');

    // The cms's first lifecycle: the shared history table (platform state machine).
    await createStatusHistoryTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropStatusHistoryTable(q);
    await q.query('DROP TABLE campaign_test_send');
    await q.query('DROP TABLE campaign_customer');
    await q.query('DROP TABLE campaign_recipient');
    await untouchUpdatedAt(q, ['campaign']);
    await q.query('DROP TABLE campaign');
  }
}
