import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every other field of an establishment (PRODUCT-SPEC §3: contact, rooms and covers, menus, hours and
 * closures, languages, payment modes, specialties, SEO, owner) and its images. Menus and hours are
 * jsonb: they are always read and written whole with their establishment.
 */
export class EstablishmentDetails1700000001100 implements MigrationInterface {
  name = 'EstablishmentDetails1700000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE establishment
      ADD COLUMN description_en text,
      ADD COLUMN phone text,
      ADD COLUMN email text,
      ADD COLUMN website text,
      ADD COLUMN nearby_places text[] NOT NULL DEFAULT '{}',
      ADD COLUMN room_count int CHECK (room_count >= 0),
      ADD COLUMN seat_count int CHECK (seat_count >= 0),
      ADD COLUMN menus jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN closure_note text,
      ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
      ADD COLUMN payment_modes text[] NOT NULL DEFAULT '{}',
      ADD COLUMN specialties text[] NOT NULL DEFAULT '{}',
      ADD COLUMN seo_title text,
      ADD COLUMN seo_description text,
      ADD COLUMN owner_id uuid`);
    await q.query('CREATE INDEX establishment_owner ON establishment (owner_id) WHERE owner_id IS NOT NULL');
    // The back-office list: newest changes first, filtered by publication.
    await q.query('CREATE INDEX establishment_updated ON establishment (updated_at DESC, id)');
    await q.query(`CREATE TABLE establishment_image (
      id uuid PRIMARY KEY,
      establishment_id uuid NOT NULL REFERENCES establishment(id) ON DELETE CASCADE,
      alt text,
      position int NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      bytes int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX establishment_image_owner ON establishment_image (establishment_id, position)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE establishment_image');
    await q.query('DROP INDEX establishment_updated');
    await q.query('DROP INDEX establishment_owner');
    await q.query(`ALTER TABLE establishment
      DROP COLUMN description_en, DROP COLUMN phone, DROP COLUMN email, DROP COLUMN website, DROP COLUMN nearby_places,
      DROP COLUMN room_count, DROP COLUMN seat_count, DROP COLUMN menus, DROP COLUMN opening_hours, DROP COLUMN closure_note,
      DROP COLUMN languages, DROP COLUMN payment_modes, DROP COLUMN specialties, DROP COLUMN seo_title,
      DROP COLUMN seo_description, DROP COLUMN owner_id`);
  }
}
