import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

/** The media library: folders (nested) and files with their stored keys (media/README.md). */
export class MediaLibrary1700000003500 implements MigrationInterface {
  name = 'MediaLibrary1700000003500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE media_folder (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      -- RESTRICT: a folder with subfolders cannot go (the service says FOLDER_NOT_EMPTY first).
      parent_id uuid REFERENCES media_folder(id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Two folders of one parent never share a name (case-insensitive); root folders have no parent.
    await q.query(`CREATE UNIQUE INDEX media_folder_name ON media_folder (coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name))`);

    await q.query(`CREATE TABLE media_file (
      id uuid PRIMARY KEY,
      folder_id uuid REFERENCES media_folder(id) ON DELETE RESTRICT,
      original_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('IMAGE', 'PDF', 'DOCUMENT')),
      mime text NOT NULL,
      size integer NOT NULL,
      width integer,
      height integer,
      alt_text text,
      alt_text_en text,
      title text,
      -- The served file (an image re-encoded at full size, or the checked document) and the image variants.
      storage_key text NOT NULL UNIQUE,
      variant_keys jsonb NOT NULL DEFAULT '{}',
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX media_file_folder_created ON media_file (folder_id, created_at DESC, id)');
    await q.query('CREATE INDEX media_file_created ON media_file (created_at DESC, id)');
    await touchUpdatedAt(q, ['media_folder', 'media_file']);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['media_folder', 'media_file']);
    await q.query('DROP TABLE media_file');
    await q.query('DROP TABLE media_folder');
  }
}
