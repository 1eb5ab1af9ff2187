import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * The shop catalogue (src/products): products, a category tree, product↔category links and images.
 * Text search reuses the guide's `guide_french` configuration (unaccent + French stemming, migration
 * 1700000001000) through a generated tsvector; the back office's word search uses a trigram index.
 */
export class Products1700000001700 implements MigrationInterface {
  name = 'Products1700000001700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE product_category (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parent_id uuid REFERENCES product_category(id) ON DELETE RESTRICT,
      slug text NOT NULL CONSTRAINT product_category_slug_key UNIQUE,
      name text NOT NULL,
      name_en text,
      position int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (parent_id IS DISTINCT FROM id)
    )`);
    await q.query('CREATE INDEX product_category_parent ON product_category (parent_id, position)');

    await q.query(`CREATE TABLE product (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      sku text NOT NULL CONSTRAINT product_sku_key UNIQUE,
      slug text NOT NULL CONSTRAINT product_slug_key UNIQUE,
      name text NOT NULL,
      name_en text,
      description text,
      description_en text,
      price_cents int NOT NULL CHECK (price_cents >= 0 AND price_cents <= 100000000),
      currency char(3) NOT NULL DEFAULT 'EUR',
      tax_category text NOT NULL CHECK (tax_category IN ('STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED')),
      weight_grams int CHECK (weight_grams >= 0),
      published boolean NOT NULL DEFAULT true,
      in_stock boolean NOT NULL DEFAULT false,
      stock_changed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('guide_french', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', guide_unaccent(lower(sku))), 'A') ||
        setweight(to_tsvector('guide_french', coalesce(name_en, '')), 'B') ||
        setweight(to_tsvector('guide_french', coalesce(description, '')), 'C')
      ) STORED
    )`);
    // The storefront's sorts over published products, the back office's "newest change first".
    await q.query('CREATE INDEX product_published_price ON product (published, price_cents, id)');
    await q.query('CREATE INDEX product_published_created ON product (published, created_at DESC, id)');
    await q.query('CREATE INDEX product_updated ON product (updated_at DESC, id)');
    await q.query('CREATE INDEX product_search ON product USING gin (search)');
    await q.query('CREATE INDEX product_name_trgm ON product USING gin (guide_unaccent(lower(name)) gin_trgm_ops)');

    await q.query(`CREATE TABLE product_category_link (
      product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
      category_id uuid NOT NULL REFERENCES product_category(id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, category_id)
    )`);
    await q.query('CREATE INDEX product_category_link_category ON product_category_link (category_id, product_id)');

    await q.query(`CREATE TABLE product_image (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
      position int NOT NULL,
      url text NOT NULL,
      alt text,
      UNIQUE (product_id, position)
    )`);

    await touchUpdatedAt(q, ['product', 'product_category']);
    // Stock comes from commerce (in_stock, stock_changed_at): not a change of the product itself, so it
    // must not move updated_at (the back office's order, ProductChanged.updated_at). Same trigger function,
    // limited to the catalogue's own columns.
    await q.query('DROP TRIGGER product_touch_updated_at ON product');
    await q.query(`CREATE TRIGGER product_touch_updated_at BEFORE UPDATE OF
      sku, slug, name, name_en, description, description_en, price_cents, currency, tax_category, weight_grams, published, updated_at
      ON product FOR EACH ROW EXECUTE FUNCTION guide_touch_updated_at()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['product', 'product_category']);
    await q.query('DROP TABLE product_image');
    await q.query('DROP TABLE product_category_link');
    await q.query('DROP TABLE product');
    await q.query('DROP TABLE product_category');
  }
}
