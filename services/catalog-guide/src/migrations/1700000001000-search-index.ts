import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropFrenchSearch, installFrenchSearch } from '@guide/platform';

/**
 * The Postgres search index (see src/search/README.md): a denormalised `establishment_search` table fed
 * by catalog events, French full-text search with accent folding, near-me with earthdistance, and a
 * `search_words` vocabulary that lets a query word with one typo be corrected to an indexed word.
 * The extensions are all "trusted" since PostgreSQL 13: a database owner may create them.
 * Shipped: never change what it creates. The French search objects now come from the platform's shared
 * statements (idempotent, the same objects as this migration first created).
 */
export class SearchIndex1700000001000 implements MigrationInterface {
  name = 'SearchIndex1700000001000';

  async up(q: QueryRunner): Promise<void> {
    // unaccent, pg_trgm, fuzzystrmatch, guide_unaccent(), the guide_french configuration, guide_one_typo()
    // and the tsquery aggregates: the platform's French search (services/platform/src/search), shared with cms.
    await installFrenchSearch(q);
    for (const ext of ['cube', 'earthdistance']) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
    }

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
    await dropFrenchSearch(q);
  }
}
