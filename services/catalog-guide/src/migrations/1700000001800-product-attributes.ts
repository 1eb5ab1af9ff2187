import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/**
 * Product attributes (src/products, product-attributes.graphql): typed attributes, families listing
 * them, product types with a default family, media categories; a product gets a type, a family,
 * attribute values, extra media and customer group codes (identity's; only the codes are stored).
 */
export class ProductAttributes1700000001800 implements MigrationInterface {
  name = 'ProductAttributes1700000001800';

  async up(q: QueryRunner): Promise<void> {
    const code = (table: string) => `code text NOT NULL CONSTRAINT ${table}_code_key UNIQUE CHECK (code ~ '^[a-z][a-z0-9_]{0,63}$')`;
    const dates = `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`;
    await q.query(`CREATE TABLE product_attribute (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ${code('product_attribute')},
      name text NOT NULL,
      name_en text,
      type text NOT NULL CHECK (type IN ('TEXT', 'TEXTAREA', 'INTEGER', 'DECIMAL', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT')),
      required boolean NOT NULL DEFAULT false,
      options jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(options) = 'array'),
      visible_on_front boolean NOT NULL DEFAULT true,
      position int NOT NULL DEFAULT 0,
      ${dates}
    )`);
    await q.query(`CREATE TABLE attribute_family (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ${code('attribute_family')},
      name text NOT NULL,
      ${dates}
    )`);
    // An attribute listed by a family cannot be deleted (the service answers IN_USE first).
    await q.query(`CREATE TABLE attribute_family_attribute (
      family_id uuid NOT NULL REFERENCES attribute_family(id) ON DELETE CASCADE,
      attribute_id uuid NOT NULL REFERENCES product_attribute(id) ON DELETE RESTRICT,
      position int NOT NULL,
      PRIMARY KEY (family_id, attribute_id)
    )`);
    await q.query('CREATE INDEX attribute_family_attribute_attribute ON attribute_family_attribute (attribute_id)');
    await q.query(`CREATE TABLE product_type (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ${code('product_type')},
      name text NOT NULL,
      name_en text,
      family_id uuid REFERENCES attribute_family(id) ON DELETE SET NULL,
      ${dates}
    )`);
    await q.query(`CREATE TABLE media_category (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ${code('media_category')},
      title text NOT NULL,
      ${dates}
    )`);

    await q.query(`ALTER TABLE product
      ADD COLUMN product_type_id uuid REFERENCES product_type(id) ON DELETE RESTRICT,
      ADD COLUMN family_id uuid REFERENCES attribute_family(id) ON DELETE RESTRICT,
      ADD COLUMN customer_group_codes text[] NOT NULL DEFAULT '{}'`);
    await q.query('CREATE INDEX product_product_type ON product (product_type_id) WHERE product_type_id IS NOT NULL');
    await q.query('CREATE INDEX product_family ON product (family_id) WHERE family_id IS NOT NULL');

    // Values go with their product and with their attribute (an attribute no family lists may be deleted).
    await q.query(`CREATE TABLE product_attribute_value (
      product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
      attribute_id uuid NOT NULL REFERENCES product_attribute(id) ON DELETE CASCADE,
      value text NOT NULL,
      PRIMARY KEY (product_id, attribute_id)
    )`);
    await q.query('CREATE INDEX product_attribute_value_attribute ON product_attribute_value (attribute_id)');
    await q.query(`CREATE TABLE product_media (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
      position int NOT NULL,
      url text NOT NULL,
      type text NOT NULL CHECK (type IN ('IMAGE', 'VIDEO', 'PDF', 'DOCUMENT')),
      title text,
      category_id uuid REFERENCES media_category(id) ON DELETE SET NULL,
      UNIQUE (product_id, position)
    )`);
    await q.query('CREATE INDEX product_media_category ON product_media (category_id) WHERE category_id IS NOT NULL');

    await touchUpdatedAt(q, ['product_attribute', 'attribute_family', 'product_type', 'media_category']);
    // The product's trigger lists the catalogue's own columns (not the stock ones): add the new ones.
    await q.query('DROP TRIGGER product_touch_updated_at ON product');
    await q.query(`CREATE TRIGGER product_touch_updated_at BEFORE UPDATE OF
      sku, slug, name, name_en, description, description_en, price_cents, currency, tax_category, weight_grams, published,
      product_type_id, family_id, customer_group_codes, updated_at
      ON product FOR EACH ROW EXECUTE FUNCTION guide_touch_updated_at()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER product_touch_updated_at ON product');
    await q.query(`CREATE TRIGGER product_touch_updated_at BEFORE UPDATE OF
      sku, slug, name, name_en, description, description_en, price_cents, currency, tax_category, weight_grams, published, updated_at
      ON product FOR EACH ROW EXECUTE FUNCTION guide_touch_updated_at()`);
    await untouchUpdatedAt(q, ['product_attribute', 'attribute_family', 'product_type', 'media_category']);
    await q.query('DROP TABLE product_media');
    await q.query('DROP TABLE product_attribute_value');
    await q.query('ALTER TABLE product DROP COLUMN customer_group_codes, DROP COLUMN family_id, DROP COLUMN product_type_id');
    await q.query('DROP TABLE media_category');
    await q.query('DROP TABLE product_type');
    await q.query('DROP TABLE attribute_family_attribute');
    await q.query('DROP TABLE attribute_family');
    await q.query('DROP TABLE product_attribute');
  }
}
