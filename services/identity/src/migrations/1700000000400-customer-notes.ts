import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff notes on customers, and the indexes behind the back office's customer filters. */
export class CustomerNotes1700000000400 implements MigrationInterface {
  name = 'CustomerNotes1700000000400';

  async up(q: QueryRunner): Promise<void> {
    // The author's name is kept with the note so it still reads right once the admin account is gone.
    await q.query(`CREATE TABLE customer_note (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
      admin_id uuid REFERENCES admin(id) ON DELETE SET NULL,
      author_name text NOT NULL,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX customer_note_customer ON customer_note (customer_id, created_at DESC, id)');
    await q.query('CREATE INDEX customer_note_admin ON customer_note (admin_id)');
    // Filters of the customers list (type, e-mail not yet confirmed), newest first like the list.
    await q.query('CREATE INDEX customer_type_created ON customer (customer_type, created_at DESC, id)');
    await q.query('CREATE INDEX customer_unverified_created ON customer (created_at DESC, id) WHERE email_verified_at IS NULL');
    await q.query('CREATE INDEX customer_verified_created ON customer (created_at DESC, id) WHERE email_verified_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX customer_verified_created');
    await q.query('DROP INDEX customer_unverified_created');
    await q.query('DROP INDEX customer_type_created');
    await q.query('DROP TABLE customer_note');
  }
}
