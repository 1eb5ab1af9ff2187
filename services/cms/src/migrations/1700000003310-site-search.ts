import { MigrationInterface, QueryRunner } from 'typeorm';
import { foldedWordsSql, installFrenchSearch } from '@guide/platform';

/** Words shorter than this are not typo candidates; longer than the max neither (levenshtein stops at 255). */
export const SITE_WORD_MIN = 4;
export const SITE_WORD_MAX = 40;

/**
 * Site search (src/site-search/README.md): the French text search of catalog-guide's migration
 * 1700000001000 re-created in the cms database (unaccent before French stemming, one-typo matching),
 * the projection of the catalog's establishments and products, and the vocabulary of typo candidates,
 * which triggers keep up to date from the cms's own contents and pages.
 * The extensions are "trusted" since PostgreSQL 13: the database owner may create them.
 * Shipped: never change what it creates. The French search objects come from the platform's shared
 * statements (the same, idempotent ones this migration first ran).
 */
export class SiteSearch1700000003310 implements MigrationInterface {
  name = 'SiteSearch1700000003310';

  async up(q: QueryRunner): Promise<void> {
    // unaccent, pg_trgm, fuzzystrmatch, guide_unaccent(), guide_french, guide_one_typo() and the tsquery
    // aggregates: the platform's French search (services/platform/src/search), as in catalog-guide.
    await installFrenchSearch(q);

    // The catalog as site search sees it, fed by catalog events only (site-search.consumer.ts).
    await q.query(`CREATE TABLE site_search_catalog (
      kind text NOT NULL CHECK (kind IN ('ESTABLISHMENT', 'PRODUCT')),
      id text NOT NULL,
      title text NOT NULL DEFAULT '',
      excerpt text,
      path text NOT NULL DEFAULT '',
      image_url text,
      -- published (and, for products, visible to every customer group); false for tombstones
      visible boolean NOT NULL DEFAULT false,
      -- a deleted entity stays as a tombstone, so a late "updated" event cannot bring it back
      deleted boolean NOT NULL DEFAULT false,
      source_updated_at timestamptz NOT NULL,
      document tsvector NOT NULL DEFAULT ''::tsvector,
      PRIMARY KEY (kind, id)
    )`);
    await q.query('CREATE INDEX site_search_catalog_document ON site_search_catalog USING gin (document) WHERE visible');

    await q.query('CREATE TABLE site_search_words (word text COLLATE "C" PRIMARY KEY)');
    await q.query('CREATE INDEX site_search_words_trgm ON site_search_words USING gin (word gin_trgm_ops)');
    await q.query(`CREATE OR REPLACE FUNCTION site_search_add_words(t text) RETURNS void LANGUAGE sql AS $$
      INSERT INTO site_search_words (word)
      SELECT DISTINCT w FROM ${foldedWordsSql(`coalesce(t, '')`)} AS w
      WHERE length(w) BETWEEN ${SITE_WORD_MIN} AND ${SITE_WORD_MAX}
      ORDER BY w
      ON CONFLICT DO NOTHING $$`);
    // Contents and pages are searched where they live; only their words are collected here, as they are written.
    await q.query(`CREATE OR REPLACE FUNCTION site_search_content_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM site_search_add_words(concat_ws(' ', NEW.title, NEW.short_description, NEW.title_en, NEW.short_description_en,
          array_to_string(NEW.tags, ' '), regexp_replace(coalesce(NEW.body, ''), '<[^>]*>', ' ', 'g')));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION site_search_page_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM site_search_add_words(concat_ws(' ', NEW.title, NEW.meta_description, regexp_replace(coalesce(NEW.body, ''), '<[^>]*>', ' ', 'g')));
        RETURN NULL;
      END $$`);
    await q.query('CREATE TRIGGER content_site_search_words AFTER INSERT OR UPDATE ON content FOR EACH ROW EXECUTE FUNCTION site_search_content_words()');
    await q.query('CREATE TRIGGER page_site_search_words AFTER INSERT OR UPDATE ON page FOR EACH ROW EXECUTE FUNCTION site_search_page_words()');
    await q.query(`SELECT site_search_add_words(concat_ws(' ', title, short_description, title_en, short_description_en,
      regexp_replace(coalesce(body, ''), '<[^>]*>', ' ', 'g'))) FROM content`);
    await q.query(`SELECT site_search_add_words(concat_ws(' ', title, meta_description, regexp_replace(body, '<[^>]*>', ' ', 'g'))) FROM page`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS page_site_search_words ON page');
    await q.query('DROP TRIGGER IF EXISTS content_site_search_words ON content');
    await q.query('DROP FUNCTION IF EXISTS site_search_page_words()');
    await q.query('DROP FUNCTION IF EXISTS site_search_content_words()');
    await q.query('DROP FUNCTION IF EXISTS site_search_add_words(text)');
    await q.query('DROP TABLE IF EXISTS site_search_words');
    await q.query('DROP TABLE IF EXISTS site_search_catalog');
    // guide_french and its helpers stay: they cost nothing and other searches of the service may use them.
  }
}
