import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12: editions become dated rows ([opens_at, closes_at), `open` derived from the clock), with
 * themes and rules in French and English, winners, partners and "become a partner" applications.
 * Existing rows keep their calendar year (Europe/Paris) as their period; a row that was closed during
 * its own year is closed now. Periods never overlap (exclusion constraint; the service checks first).
 */
export class ContestEditions1700000005100 implements MigrationInterface {
  name = 'ContestEditions1700000005100';

  async up(q: QueryRunner): Promise<void> {
    for (const ext of ['unaccent', 'pg_trgm']) await q.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
    // unaccent() is STABLE (dictionary looked up by name); with the dictionary named it is fixed, so the
    // wrapper may be IMMUTABLE and used in a generated column (as catalog-guide's guide_unaccent).
    await q.query(`CREATE OR REPLACE FUNCTION contest_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);

    await q.query(`ALTER TABLE contest_edition
      ADD COLUMN opens_at timestamptz, ADD COLUMN closes_at timestamptz,
      ADD COLUMN theme text, ADD COLUMN theme_en text, ADD COLUMN rules text, ADD COLUMN rules_en text,
      ADD COLUMN winners_published_at timestamptz`);
    await q.query(`UPDATE contest_edition SET
      opens_at = make_timestamptz(year, 1, 1, 0, 0, 0, 'Europe/Paris'),
      closes_at = make_timestamptz(year + 1, 1, 1, 0, 0, 0, 'Europe/Paris')`);
    await q.query(`UPDATE contest_edition SET closes_at = greatest(now(), opens_at + interval '1 second')
      WHERE NOT open AND opens_at <= now() AND now() < closes_at`);
    await q.query(`ALTER TABLE contest_edition
      ALTER COLUMN opens_at SET NOT NULL, ALTER COLUMN closes_at SET NOT NULL, DROP COLUMN open,
      ADD CONSTRAINT contest_edition_dates CHECK (closes_at > opens_at),
      ADD CONSTRAINT contest_edition_no_overlap EXCLUDE USING gist (tstzrange(opens_at, closes_at, '[)') WITH &&)`);
    await q.query('CREATE INDEX contest_edition_closes ON contest_edition (closes_at)');

    await q.query(`ALTER TABLE contest_registration
      ADD COLUMN search_text text GENERATED ALWAYS AS (lower(contest_unaccent(name || ' ' || establishment_name || ' ' || email))) STORED`);
    await q.query('CREATE INDEX contest_registration_search ON contest_registration USING gin (search_text gin_trgm_ops)');
    await q.query('CREATE INDEX contest_registration_category_created ON contest_registration (category, created_at DESC)');
    await q.query('CREATE INDEX contest_registration_created ON contest_registration (created_at DESC, id)');

    await q.query(`CREATE TABLE contest_winner (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      edition int NOT NULL REFERENCES contest_edition(year) ON DELETE CASCADE ON UPDATE CASCADE,
      category text NOT NULL CHECK (category IN ('PROFESSIONAL','HOTEL_ESTABLISHMENT','GENERAL_PUBLIC','HOTEL_SCHOOL')),
      rank int NOT NULL CHECK (rank BETWEEN 1 AND 20),
      name text NOT NULL,
      establishment_name text NOT NULL,
      establishment_id uuid,
      registration_id uuid REFERENCES contest_registration(id) ON DELETE SET NULL,
      CONSTRAINT contest_winner_rank UNIQUE (edition, category, rank)
    )`);
    await q.query('CREATE INDEX contest_winner_registration ON contest_winner (registration_id) WHERE registration_id IS NOT NULL');

    await q.query(`CREATE TABLE contest_partner (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      edition int NOT NULL REFERENCES contest_edition(year) ON DELETE CASCADE ON UPDATE CASCADE,
      name text NOT NULL,
      website text,
      logo_key text,
      position int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX contest_partner_edition_position ON contest_partner (edition, position)');

    await q.query(`CREATE TABLE contest_partner_application (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      edition int REFERENCES contest_edition(year) ON DELETE SET NULL ON UPDATE CASCADE,
      name text NOT NULL,
      email text NOT NULL CHECK (email = lower(email)),
      company text NOT NULL,
      language text NOT NULL DEFAULT 'fr',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX contest_partner_application_created ON contest_partner_application (created_at DESC, id)');

    // Public forms' request ledger (per email, per client address), trimmed by the service.
    await q.query(`CREATE TABLE contest_form_attempt (
      id bigserial PRIMARY KEY,
      action text NOT NULL,
      scope text NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX contest_form_attempt_lookup ON contest_form_attempt (action, scope, key, created_at)');

    // One event may send two mails: each sent one is noted, so a retry after a failure sends only the rest.
    await q.query(`CREATE TABLE contest_mail_sent (
      event_id uuid NOT NULL,
      part text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, part)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contest_mail_sent');
    await q.query('DROP TABLE contest_form_attempt');
    await q.query('DROP TABLE contest_partner_application');
    await q.query('DROP TABLE contest_partner');
    await q.query('DROP TABLE contest_winner');
    await q.query('DROP INDEX contest_registration_created');
    await q.query('DROP INDEX contest_registration_category_created');
    await q.query('DROP INDEX contest_registration_search');
    await q.query('ALTER TABLE contest_registration DROP COLUMN search_text');
    await q.query('ALTER TABLE contest_edition ADD COLUMN open boolean NOT NULL DEFAULT false');
    await q.query('UPDATE contest_edition SET open = (opens_at <= now() AND now() < closes_at)');
    await q.query(`ALTER TABLE contest_edition DROP CONSTRAINT contest_edition_no_overlap, DROP CONSTRAINT contest_edition_dates,
      DROP COLUMN opens_at, DROP COLUMN closes_at, DROP COLUMN theme, DROP COLUMN theme_en, DROP COLUMN rules, DROP COLUMN rules_en,
      DROP COLUMN winners_published_at`);
    await q.query('DROP FUNCTION IF EXISTS contest_unaccent(text)');
  }
}
