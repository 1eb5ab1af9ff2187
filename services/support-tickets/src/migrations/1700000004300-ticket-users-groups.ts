import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** Ticket users (support staff accounts of the ticketing tool), their groups, and assignment of a ticket. */
export class TicketUsersGroups1700000004300 implements MigrationInterface {
  name = 'TicketUsersGroups1700000004300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ticket_group (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX ticket_group_name ON ticket_group (lower(name))');
    await q.query(`CREATE TABLE ticket_user (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      login text NOT NULL CHECK (login <> ''),
      first_name text NOT NULL,
      last_name text NOT NULL,
      mail text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Unique whatever the case: "Marie" and "marie" are one login, as emails are one address.
    await q.query('CREATE UNIQUE INDEX ticket_user_login ON ticket_user (lower(login))');
    await q.query('CREATE UNIQUE INDEX ticket_user_mail ON ticket_user (lower(mail))');
    await touchUpdatedAt(q, ['ticket_user']);
    await q.query(`CREATE TABLE ticket_user_group (
      user_id uuid NOT NULL REFERENCES ticket_user (id) ON DELETE CASCADE,
      group_id uuid NOT NULL REFERENCES ticket_group (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, group_id)
    )`);
    await q.query('CREATE INDEX ticket_user_group_group ON ticket_user_group (group_id)');
    await q.query(`ALTER TABLE ticket
      ADD COLUMN assignee_id uuid REFERENCES ticket_user (id) ON DELETE SET NULL,
      ADD COLUMN assigned_group_id uuid REFERENCES ticket_group (id) ON DELETE SET NULL`);
    await q.query('CREATE INDEX ticket_assignee ON ticket (assignee_id) WHERE assignee_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE ticket DROP COLUMN assigned_group_id, DROP COLUMN assignee_id');
    await q.query('DROP TABLE ticket_user_group');
    await untouchUpdatedAt(q, ['ticket_user']);
    await q.query('DROP TABLE ticket_user');
    await q.query('DROP TABLE ticket_group');
  }
}
