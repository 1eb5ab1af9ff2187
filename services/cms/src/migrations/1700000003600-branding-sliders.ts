import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** The storefront reads this slider on its home page: it cannot be deleted. */
export const REQUIRED_SLIDERS = ['home'] as const;

/**
 * Branding: one row (id 1) holding only what staff changed — colours as `#rrggbb` by key, images as
 * media keys by slot — so the apps keep today's look (the defaults of @guide/validation branding.ts)
 * until then. Sliders: one row per slider, its slides as a jsonb list (validated on every write), so
 * replacing them is one UPDATE. The `home` slider is created empty; the demo seed fills it.
 */
export class BrandingSliders1700000003600 implements MigrationInterface {
  name = 'BrandingSliders1700000003600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE branding (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      colours jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(colours) = 'object'),
      images jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(images) = 'object'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO branding (id) VALUES (1)`);
    await q.query(`CREATE TABLE slider (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text NOT NULL CHECK (name <> ''),
      slides jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(slides) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await touchUpdatedAt(q, ['branding', 'slider']);
    await q.query(`INSERT INTO slider (code, name) VALUES ('home', 'Accueil')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['branding', 'slider']);
    await q.query('DROP TABLE slider');
    await q.query('DROP TABLE branding');
  }
}
