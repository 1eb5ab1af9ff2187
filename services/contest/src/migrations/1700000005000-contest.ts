import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seeds only the 2022 edition, open, as the spec states (CONTEST_YEAR). Later editions are rows added
 * by the back office (or a migration) when the organisers open them, never guessed from the clock.
 */
export class Contest1700000005000 implements MigrationInterface {
  name = 'Contest1700000005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE contest_edition (
      year int PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
      open boolean NOT NULL DEFAULT false
    )`);
    await q.query(`INSERT INTO contest_edition (year, open) VALUES (2022, true)`);
    await q.query(`CREATE TABLE contest_registration (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      edition int NOT NULL REFERENCES contest_edition(year),
      category text NOT NULL CHECK (category IN ('PROFESSIONAL','HOTEL_ESTABLISHMENT','GENERAL_PUBLIC','HOTEL_SCHOOL')),
      name text NOT NULL,
      establishment_name text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      phone text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX contest_registration_edition_email ON contest_registration (edition, email)');
    await q.query('CREATE INDEX contest_registration_edition_created ON contest_registration (edition, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contest_registration');
    await q.query('DROP TABLE contest_edition');
  }
}
