import { MigrationInterface, QueryRunner } from 'typeorm';

/** SEO of the storefront's sections (src/seo/README.md): French and English texts per section key; no row = today's texts. */
export class SectionSeo1700000003810 implements MigrationInterface {
  name = 'SectionSeo1700000003810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE section_seo (
      section text PRIMARY KEY,
      meta_title text, meta_description text, og_title text, og_description text, og_image_url text,
      meta_title_en text, meta_description_en text, og_title_en text, og_description_en text, og_image_url_en text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE section_seo');
  }
}
