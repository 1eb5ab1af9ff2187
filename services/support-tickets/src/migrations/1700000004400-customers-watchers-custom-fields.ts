import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' tickets (requester columns, the customer_order projection of commerce's orders), internal
 * notes, watchers and custom fields.
 */
export class CustomersWatchersCustomFields1700000004400 implements MigrationInterface {
  name = 'CustomersWatchersCustomFields1700000004400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ticket
      ADD COLUMN requester_customer_id uuid,
      ADD COLUMN requester_email text,
      ADD COLUMN requester_language text CHECK (requester_language IN ('fr', 'en')),
      ADD COLUMN order_number text`);
    // myTickets (most recently updated first) and the per-customer hourly throttle.
    await q.query('CREATE INDEX ticket_requester ON ticket (requester_customer_id, updated_at DESC) WHERE requester_customer_id IS NOT NULL');
    await q.query(`ALTER TABLE ticket_journal
      ADD COLUMN internal boolean NOT NULL DEFAULT false,
      ADD COLUMN author_kind text NOT NULL DEFAULT 'STAFF' CHECK (author_kind IN ('STAFF', 'CUSTOMER'))`);
    // Which customer placed which order (commerce.order.placed): a customer may only name their own.
    await q.query(`CREATE TABLE customer_order (
      number text PRIMARY KEY,
      customer_id uuid NOT NULL
    )`);
    await q.query(`CREATE TABLE ticket_watcher (
      ticket_id uuid NOT NULL REFERENCES ticket (id) ON DELETE CASCADE,
      ticket_user_id uuid NOT NULL REFERENCES ticket_user (id) ON DELETE CASCADE,
      PRIMARY KEY (ticket_id, ticket_user_id)
    )`);
    await q.query('CREATE INDEX ticket_watcher_user ON ticket_watcher (ticket_user_id)');
    await q.query(`CREATE TABLE ticket_custom_field (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      kind text NOT NULL CHECK (kind IN ('TEXT', 'LONG_TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'LIST')),
      required boolean NOT NULL DEFAULT false,
      options jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL DEFAULT 0
    )`);
    await q.query('CREATE UNIQUE INDEX ticket_custom_field_name ON ticket_custom_field (lower(name))');
    await q.query(`CREATE TABLE ticket_custom_field_tracker (
      field_id uuid NOT NULL REFERENCES ticket_custom_field (id) ON DELETE CASCADE,
      tracker_id uuid NOT NULL REFERENCES tracker (id) ON DELETE CASCADE,
      PRIMARY KEY (field_id, tracker_id)
    )`);
    await q.query('CREATE INDEX ticket_custom_field_tracker_tracker ON ticket_custom_field_tracker (tracker_id)');
    await q.query(`CREATE TABLE ticket_custom_value (
      ticket_id uuid NOT NULL REFERENCES ticket (id) ON DELETE CASCADE,
      field_id uuid NOT NULL REFERENCES ticket_custom_field (id) ON DELETE CASCADE,
      value text NOT NULL,
      PRIMARY KEY (ticket_id, field_id)
    )`);
    await q.query('CREATE INDEX ticket_custom_value_field ON ticket_custom_value (field_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket_custom_value');
    await q.query('DROP TABLE ticket_custom_field_tracker');
    await q.query('DROP TABLE ticket_custom_field');
    await q.query('DROP TABLE ticket_watcher');
    await q.query('DROP TABLE customer_order');
    await q.query('ALTER TABLE ticket_journal DROP COLUMN author_kind, DROP COLUMN internal');
    await q.query(
      'ALTER TABLE ticket DROP COLUMN order_number, DROP COLUMN requester_language, DROP COLUMN requester_email, DROP COLUMN requester_customer_id',
    );
  }
}
