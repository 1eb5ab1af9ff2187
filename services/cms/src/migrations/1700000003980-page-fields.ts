import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The page fields the spec lists that pages lacked: short description, tags, thumbnail and main image, and the
 * social card's title, description and image (the contents' columns, same names). Site search's typo vocabulary
 * now also learns a page's short description and tags (the content trigger already reads them).
 */
export class PageFields1700000003980 implements MigrationInterface {
  name = 'PageFields1700000003980';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE page
      ADD COLUMN short_description text,
      ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
      ADD COLUMN thumbnail_url text,
      ADD COLUMN main_image_url text,
      ADD COLUMN og_title text,
      ADD COLUMN og_description text,
      ADD COLUMN og_image_url text`);
    await q.query(`CREATE OR REPLACE FUNCTION site_search_page_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM site_search_add_words(concat_ws(' ', NEW.title, NEW.meta_description, NEW.short_description,
          array_to_string(NEW.tags, ' '), regexp_replace(coalesce(NEW.body, ''), '<[^>]*>', ' ', 'g')));
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The trigger function as 1700000003310 wrote it (it must not read the columns dropped below).
    await q.query(`CREATE OR REPLACE FUNCTION site_search_page_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM site_search_add_words(concat_ws(' ', NEW.title, NEW.meta_description, regexp_replace(coalesce(NEW.body, ''), '<[^>]*>', ' ', 'g')));
        RETURN NULL;
      END $$`);
    await q.query(`ALTER TABLE page
      DROP COLUMN og_image_url, DROP COLUMN og_description, DROP COLUMN og_title, DROP COLUMN main_image_url,
      DROP COLUMN thumbnail_url, DROP COLUMN tags, DROP COLUMN short_description`);
  }
}
