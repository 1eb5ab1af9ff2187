import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { MediaFileKind } from '@guide/validation';

@Entity('media_folder')
export class MediaFolderEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

/** Image variants by name (thumb, medium, large): storage keys. */
export type MediaVariantKeys = Partial<Record<'thumb' | 'medium' | 'large', string>>;

@Entity('media_file')
export class MediaFileEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'folder_id', nullable: true }) folderId: string | null;
  @Column({ name: 'original_name' }) originalName: string;
  @Column('text') kind: MediaFileKind;
  @Column() mime: string;
  @Column('int') size: number;
  @Column('int', { nullable: true }) width: number | null;
  @Column('int', { nullable: true }) height: number | null;
  @Column('text', { name: 'alt_text', nullable: true }) altText: string | null;
  @Column('text', { name: 'alt_text_en', nullable: true }) altTextEn: string | null;
  @Column('text', { nullable: true }) title: string | null;
  @Column({ name: 'storage_key' }) storageKey: string;
  @Column('jsonb', { name: 'variant_keys' }) variantKeys: MediaVariantKeys;
  @Column('text', { name: 'created_by', nullable: true }) createdBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

export const MEDIA_ENTITIES = [MediaFolderEntity, MediaFileEntity];
