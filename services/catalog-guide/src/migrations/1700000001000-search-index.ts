import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Postgres search index (see src/search/README.md): a denormalised `establishment_search` table fed
 * by catalog events, French full-text search with accent folding, near-me with earthdistance, and a
 * `search_words` vocabulary that lets a query word with one typo be corrected to an indexed word.
 * The extensions are all "trusted" since PostgreSQL 13: a database owner may create them.
 */
export class SearchIndex1700000001000 implements MigrationInterface {
  name = 'SearchIndex1700000001000';

  async up(q: QueryRunner): Promise<void> {
    for (const ext of ['unaccent', 'pg_trgm', 'cube', 'earthdistance', 'fuzzystrmatch']) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
    }
    // unaccent() is only STABLE (it looks its dictionary up by name); with the dictionary named the
    // result is fixed, so this wrapper may be IMMUTABLE and used in index expressions / generated columns.
    await q.query(`CREATE OR REPLACE FUNCTION guide_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query('CREATE TEXT SEARCH CONFIGURATION guide_french (COPY = french)');
    await q.query('ALTER TEXT SEARCH CONFIGURATION guide_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem');

    // "One typo": Levenshtein distance 1 (substitution, insertion, deletion) or one swap of adjacent letters.
    await q.query(`CREATE OR REPLACE FUNCTION guide_one_typo(a text, b text) RETURNS boolean
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE i int := 1; n int := length(a);
      BEGIN
        IF levenshtein_less_equal(a, b, 1) <= 1 THEN RETURN true; END IF;
        IF n <> length(b) OR n < 2 THEN RETURN false; END IF;
        WHILE i <= n AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
        RETURN i < n AND substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2);
      END $$`);
    // tsquery has && and || operators but no aggregates: these fold one query per word.
    await q.query('CREATE AGGREGATE guide_tsquery_and(tsquery) (SFUNC = tsquery_and, STYPE = tsquery)');
    await q.query('CREATE AGGREGATE guide_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery)');

    await q.query(`CREATE TABLE establishment_search (
      id uuid PRIMARY KEY,
      slug text NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      meal_category text,
      producer_category text,
      description text NOT NULL DEFAULT '',
      specialties text[] NOT NULL DEFAULT '{}',
      city_code text NOT NULL,
      city_name text NOT NULL,
      department_code text NOT NULL,
      postal_code text NOT NULL DEFAULT '',
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      price_from int,
      cups smallint NOT NULL DEFAULT 0,
      toques smallint NOT NULL DEFAULT 0,
      equipment text[] NOT NULL DEFAULT '{}',
      services text[] NOT NULL DEFAULT '{}',
      path text NOT NULL,
      published boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      -- weighted: name A; city, specialties, type/category labels B; description C (written by the adapter)
      document tsvector NOT NULL,
      name_norm text COLLATE "C" GENERATED ALWAYS AS (lower(guide_unaccent(name))) STORED
    )`);
    await q.query('CREATE INDEX establishment_search_document ON establishment_search USING gin (document) WITH (fastupdate = off)');
    await q.query('CREATE INDEX establishment_search_name_trgm ON establishment_search USING gin (name_norm gin_trgm_ops)');
    await q.query('CREATE INDEX establishment_search_earth ON establishment_search USING gist (ll_to_earth(lat, lon))');
    for (const col of ['type', 'department_code', 'city_code', 'price_from', 'name_norm', 'updated_at']) {
      await q.query(`CREATE INDEX establishment_search_${col} ON establishment_search (${col})`);
    }
    await q.query('CREATE INDEX establishment_search_equipment ON establishment_search USING gin (equipment)');
    await q.query('CREATE INDEX establishment_search_services ON establishment_search USING gin (services)');

    // Vocabulary for typo correction: distinct lowercase unaccented words (4+ letters) of indexed texts.
    await q.query('CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)');
    await q.query('CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    // Extensions stay: other migrations of the service may rely on them.
    await q.query('DROP TABLE IF EXISTS search_words');
    await q.query('DROP TABLE IF EXISTS establishment_search');
    await q.query('DROP AGGREGATE IF EXISTS guide_tsquery_or(tsquery)');
    await q.query('DROP AGGREGATE IF EXISTS guide_tsquery_and(tsquery)');
    await q.query('DROP FUNCTION IF EXISTS guide_one_typo(text, text)');
    await q.query('DROP TEXT SEARCH CONFIGURATION IF EXISTS guide_french');
    await q.query('DROP FUNCTION IF EXISTS guide_unaccent(text)');
  }
}
