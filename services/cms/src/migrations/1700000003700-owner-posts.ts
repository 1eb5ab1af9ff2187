import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** Where approved owners' posts are published (owner-posts/README.md). Fixed field ids, like the seeded types'. */
export const OWNER_NEWS_TYPE = 'actualites-des-etablissements';
export const OWNER_NEWS_FIELDS = {
  establishment: 'c0f1e1d0-0000-4000-8000-000000003701',
  establishmentLink: 'c0f1e1d0-0000-4000-8000-000000003702',
} as const;

/**
 * Owners' posts: the projection of who owns which establishment (fed by catalog.establishment.*), the
 * posts with their moderation state, and the content type approved posts are published in.
 */
export class OwnerPosts1700000003700 implements MigrationInterface {
  name = 'OwnerPosts1700000003700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE owner_establishment (
      establishment_id uuid PRIMARY KEY,
      owner_id uuid,
      name text NOT NULL DEFAULT '',
      path text NOT NULL DEFAULT '',
      published boolean NOT NULL DEFAULT false,
      deleted boolean NOT NULL DEFAULT false,
      source_updated_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX owner_establishment_owner ON owner_establishment (owner_id) WHERE owner_id IS NOT NULL AND NOT deleted');

    await q.query(`CREATE TABLE owner_post (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL,
      customer_email text,
      customer_language text NOT NULL DEFAULT 'fr' CHECK (customer_language IN ('fr', 'en')),
      establishment_id uuid NOT NULL,
      title text NOT NULL,
      short_description text,
      body text NOT NULL,
      picture_url text,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      rejection_reason text,
      content_id uuid REFERENCES content (id) ON DELETE SET NULL,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      moderated_at timestamptz,
      moderated_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX owner_post_customer ON owner_post (customer_id, created_at)');
    await q.query('CREATE INDEX owner_post_status ON owner_post (status, submitted_at)');
    await touchUpdatedAt(q, ['owner_post']);

    await q.query(
      `INSERT INTO content_type (slug, label, singular_label, label_en, singular_label_en)
       VALUES ($1, 'Actualités des établissements', 'Actualité d''établissement', 'News from our establishments', 'Establishment news')
       ON CONFLICT (slug) DO NOTHING`,
      [OWNER_NEWS_TYPE],
    );
    await q.query(
      `INSERT INTO content_custom_field (id, content_type, code, label, label_en, kind, required, options, position) VALUES
       ($1, $3, 'establishment', 'Établissement', 'Establishment', 'TEXT', false, '{}', 0),
       ($2, $3, 'establishment-link', 'Page de l''établissement', 'Establishment page', 'LINK', false, '{}', 1)
       ON CONFLICT DO NOTHING`,
      [OWNER_NEWS_FIELDS.establishment, OWNER_NEWS_FIELDS.establishmentLink, OWNER_NEWS_TYPE],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['owner_post']);
    await q.query('DROP TABLE owner_post');
    await q.query('DROP TABLE owner_establishment');
    await q.query('DELETE FROM content WHERE content_type = $1', [OWNER_NEWS_TYPE]);
    await q.query('DELETE FROM content_type WHERE slug = $1', [OWNER_NEWS_TYPE]);
  }
}
