import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners' webhooks (webhooks/README.md): the subscriptions, their deliveries (one per webhook and source
 * event, so a replayed event never doubles one) and the last published flag of each establishment (what
 * tells establishment.published from establishment.updated). No secret is stored: it is derived.
 */
export class Webhooks1700000000990 implements MigrationInterface {
  name = 'Webhooks1700000000990';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE webhook (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL,
      events text[] NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE webhook_delivery (
      id uuid PRIMARY KEY,
      webhook_id uuid NOT NULL REFERENCES webhook (id) ON DELETE CASCADE,
      source_event_id uuid NOT NULL,
      event text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
      attempts int NOT NULL DEFAULT 0,
      response_status int,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_attempt_at timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (webhook_id, source_event_id)
    )`);
    // The worker's claim: due pending deliveries, oldest first.
    await q.query(`CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at, id) WHERE status = 'PENDING'`);
    await q.query('CREATE INDEX webhook_delivery_by_webhook ON webhook_delivery (webhook_id, created_at DESC, id)');
    await q.query('CREATE TABLE webhook_establishment (id uuid PRIMARY KEY, published boolean NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE webhook_establishment');
    await q.query('DROP TABLE webhook_delivery');
    await q.query('DROP TABLE webhook');
  }
}
