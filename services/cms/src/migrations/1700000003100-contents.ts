import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

type Kind = 'TEXT' | 'RICH_TEXT' | 'NUMBER' | 'DATE' | 'IMAGE' | 'LINK' | 'CHOICE';
interface SeededField {
  id: string;
  code: string;
  kind: Kind;
  label: string;
  labelEn: string;
  required?: boolean;
  options?: string[];
}
interface SeededType {
  slug: string;
  label: string;
  singularLabel: string;
  labelEn: string;
  singularLabelEn: string;
  fields: SeededField[];
}

/** Fixed custom field ids: the demo seed and the storefront reference them (…-0000000TTFF: type TT, field FF). */
const id = (type: number, field: number) => `c0f1e1d0-0000-4000-8000-${String(type * 100 + field).padStart(12, '0')}`;

/** The content types the site starts with (/tmp/cms-schema.md); editors can add more. */
export const SEEDED_CONTENT_TYPES: SeededType[] = [
  { slug: 'blog', label: 'Blog', singularLabel: 'Article', labelEn: 'Blog', singularLabelEn: 'Post', fields: [] },
  { slug: 'actualites', label: 'Actualités', singularLabel: 'Actualité', labelEn: 'News', singularLabelEn: 'News item', fields: [] },
  {
    slug: 'recettes',
    label: 'Recettes',
    singularLabel: 'Recette',
    labelEn: 'Recipes',
    singularLabelEn: 'Recipe',
    fields: [
      { id: id(3, 1), code: 'preparation-time', kind: 'NUMBER', label: 'Temps de préparation (min)', labelEn: 'Preparation time (min)' },
      { id: id(3, 2), code: 'cooking-time', kind: 'NUMBER', label: 'Temps de cuisson (min)', labelEn: 'Cooking time (min)' },
      { id: id(3, 3), code: 'servings', kind: 'NUMBER', label: 'Nombre de personnes', labelEn: 'Servings' },
      { id: id(3, 4), code: 'difficulty', kind: 'CHOICE', label: 'Difficulté', labelEn: 'Difficulty', options: ['Facile', 'Moyenne', 'Difficile'] },
      { id: id(3, 5), code: 'ingredients', kind: 'TEXT', label: 'Ingrédients (un par ligne)', labelEn: 'Ingredients (one per line)' },
    ],
  },
  {
    slug: 'routes-gourmandes',
    label: 'Routes gourmandes',
    singularLabel: 'Route gourmande',
    labelEn: 'Gourmet routes',
    singularLabelEn: 'Gourmet route',
    fields: [
      {
        id: id(4, 1),
        code: 'stops',
        kind: 'TEXT',
        label: "Étapes (slugs d'établissements du guide, un par ligne)",
        labelEn: 'Stops (guide establishment slugs, one per line)',
      },
      { id: id(4, 2), code: 'distance-km', kind: 'NUMBER', label: 'Distance (km)', labelEn: 'Distance (km)' },
      { id: id(4, 3), code: 'duration', kind: 'TEXT', label: 'Durée', labelEn: 'Duration' },
    ],
  },
  {
    slug: 'bons-plans',
    label: 'Bons plans',
    singularLabel: 'Bon plan',
    labelEn: 'Good deals',
    singularLabelEn: 'Good deal',
    fields: [
      { id: id(5, 1), code: 'price', kind: 'NUMBER', label: 'Prix (€)', labelEn: 'Price (€)' },
      { id: id(5, 2), code: 'valid-until', kind: 'DATE', label: "Valable jusqu'au", labelEn: 'Valid until' },
      { id: id(5, 3), code: 'link', kind: 'LINK', label: 'Lien de réservation', labelEn: 'Booking link' },
    ],
  },
  {
    slug: 'sejours-et-week-ends',
    label: 'Séjours et week-ends',
    singularLabel: 'Séjour',
    labelEn: 'Stays and weekends',
    singularLabelEn: 'Stay',
    fields: [
      { id: id(6, 1), code: 'price', kind: 'NUMBER', label: 'Prix (€)', labelEn: 'Price (€)' },
      { id: id(6, 2), code: 'duration', kind: 'TEXT', label: 'Durée', labelEn: 'Duration' },
      { id: id(6, 3), code: 'link', kind: 'LINK', label: 'Lien de réservation', labelEn: 'Booking link' },
    ],
  },
  {
    slug: 'evenements',
    label: 'Événements',
    singularLabel: 'Événement',
    labelEn: 'Events',
    singularLabelEn: 'Event',
    fields: [
      { id: id(7, 1), code: 'start-date', kind: 'DATE', label: 'Date de début', labelEn: 'Start date', required: true },
      { id: id(7, 2), code: 'end-date', kind: 'DATE', label: 'Date de fin', labelEn: 'End date' },
      { id: id(7, 3), code: 'venue', kind: 'TEXT', label: 'Lieu', labelEn: 'Venue' },
      { id: id(7, 4), code: 'city', kind: 'TEXT', label: 'Ville', labelEn: 'City' },
      { id: id(7, 5), code: 'link', kind: 'LINK', label: "Site de l'événement", labelEn: 'Event website' },
    ],
  },
  {
    slug: 'revue-de-presse',
    label: 'Revue de presse',
    singularLabel: 'Article de presse',
    labelEn: 'Press review',
    singularLabelEn: 'Press article',
    fields: [
      { id: id(8, 1), code: 'source', kind: 'TEXT', label: 'Média', labelEn: 'Publication' },
      { id: id(8, 2), code: 'article-link', kind: 'LINK', label: "Lien vers l'article", labelEn: 'Article link' },
      { id: id(8, 3), code: 'article-date', kind: 'DATE', label: 'Date de parution', labelEn: 'Publication date' },
    ],
  },
  {
    slug: 'partenaires',
    label: 'Partenaires',
    singularLabel: 'Partenaire',
    labelEn: 'Partners',
    singularLabelEn: 'Partner',
    fields: [
      { id: id(9, 1), code: 'website', kind: 'LINK', label: 'Site web', labelEn: 'Website' },
      { id: id(9, 2), code: 'logo', kind: 'IMAGE', label: 'Logo', labelEn: 'Logo' },
    ],
  },
];

/** Seeded field ids by "type/code", e.g. CONTENT_FIELD_IDS['evenements/start-date']. */
export const CONTENT_FIELD_IDS: Record<string, string> = Object.fromEntries(
  SEEDED_CONTENT_TYPES.flatMap((t) => t.fields.map((f) => [`${t.slug}/${f.code}`, f.id])),
);

const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;

/** Content types, their custom fields, categories, contents and path redirects (schema: /tmp/cms-schema.md). */
export class Contents1700000003100 implements MigrationInterface {
  name = 'Contents1700000003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`CREATE TABLE content_type (
      slug text PRIMARY KEY CHECK (slug ~ ${SLUG}),
      label text NOT NULL CHECK (label <> ''),
      singular_label text NOT NULL CHECK (singular_label <> ''),
      label_en text,
      singular_label_en text,
      block_editor_disabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE content_custom_field (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL REFERENCES content_type (slug) ON DELETE CASCADE,
      code text NOT NULL CHECK (code ~ ${SLUG}),
      label text NOT NULL CHECK (label <> ''),
      label_en text,
      kind text NOT NULL CHECK (kind IN ('TEXT','RICH_TEXT','NUMBER','DATE','IMAGE','LINK','CHOICE')),
      required boolean NOT NULL DEFAULT false,
      options text[] NOT NULL DEFAULT '{}',
      position int NOT NULL DEFAULT 0,
      UNIQUE (content_type, code)
    )`);
    await q.query(`CREATE TABLE content (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL REFERENCES content_type (slug),
      slug text NOT NULL CHECK (slug ~ ${SLUG}),
      title text NOT NULL CHECK (title <> ''),
      status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT','PUBLISHED')),
      short_description text,
      body text,
      title_en text,
      short_description_en text,
      body_en text,
      thumbnail_url text,
      main_image_url text,
      tags text[] NOT NULL DEFAULT '{}',
      meta_title text,
      meta_description text,
      og_title text,
      og_description text,
      og_image_url text,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (content_type, slug)
    )`);
    // Public lists filter on type + status + date; back-office search and site search on the title.
    await q.query('CREATE INDEX content_public ON content (content_type, status, published_at DESC)');
    await q.query('CREATE INDEX content_type_created ON content (content_type, created_at DESC)');
    await q.query('CREATE INDEX content_tags ON content USING gin (tags)');
    await q.query('CREATE INDEX content_title_trgm ON content USING gin (title gin_trgm_ops)');
    await q.query(`CREATE TABLE content_category (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL REFERENCES content_type (slug),
      slug text NOT NULL CHECK (slug ~ ${SLUG}),
      title text NOT NULL CHECK (title <> ''),
      title_en text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (content_type, slug)
    )`);
    await q.query(`CREATE TABLE content_category_link (
      content_id uuid NOT NULL REFERENCES content (id) ON DELETE CASCADE,
      category_id uuid NOT NULL REFERENCES content_category (id) ON DELETE CASCADE,
      position int NOT NULL DEFAULT 0,
      PRIMARY KEY (content_id, category_id)
    )`);
    await q.query('CREATE INDEX content_category_link_category ON content_category_link (category_id)');
    await q.query(`CREATE TABLE content_field_value (
      content_id uuid NOT NULL REFERENCES content (id) ON DELETE CASCADE,
      field_id uuid NOT NULL REFERENCES content_custom_field (id) ON DELETE CASCADE,
      value text NOT NULL,
      PRIMARY KEY (content_id, field_id)
    )`);
    await q.query('CREATE INDEX content_field_value_field ON content_field_value (field_id)');
    await q.query(`CREATE TABLE content_redirect (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      from_path text NOT NULL UNIQUE CHECK (from_path LIKE '/%'),
      to_path text NOT NULL CHECK (to_path <> from_path),
      automatic boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX content_redirect_to ON content_redirect (to_path)');
    await q.query('CREATE INDEX content_redirect_created ON content_redirect (created_at DESC)');
    await touchUpdatedAt(q, ['content_type', 'content', 'content_category']);

    for (const t of SEEDED_CONTENT_TYPES) {
      await q.query('INSERT INTO content_type (slug, label, singular_label, label_en, singular_label_en) VALUES ($1, $2, $3, $4, $5)', [
        t.slug,
        t.label,
        t.singularLabel,
        t.labelEn,
        t.singularLabelEn,
      ]);
      for (const [position, f] of t.fields.entries()) {
        await q.query(
          `INSERT INTO content_custom_field (id, content_type, code, label, label_en, kind, required, options, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [f.id, t.slug, f.code, f.label, f.labelEn, f.kind, f.required ?? false, f.options ?? [], position],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['content_type', 'content', 'content_category']);
    for (const table of [
      'content_redirect',
      'content_field_value',
      'content_category_link',
      'content_category',
      'content',
      'content_custom_field',
      'content_type',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
