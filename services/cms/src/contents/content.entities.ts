import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { PageBlock } from '../pages/blocks';

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A content of a content type (migration 1700000003100). Public when PUBLISHED and published_at <= now(). */
@Entity('content')
export class ContentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'content_type' }) contentType: string;
  @Column('text') slug: string;
  @Column('text') title: string;
  @Column('text') status: ContentStatus;
  @Column('text', { name: 'short_description', nullable: true }) shortDescription: string | null;
  /** Always sanitized HTML; for a content built with blocks, their text (site search and excerpts read it). */
  @Column('text', { nullable: true }) body: string | null;
  /** The block editor's blocks, validated like a page's (pages/blocks.ts); null for a rich-text content (migration 1700000003985). */
  @Column('jsonb', { nullable: true }) blocks: PageBlock[] | null;
  @Column('text', { name: 'title_en', nullable: true }) titleEn: string | null;
  @Column('text', { name: 'short_description_en', nullable: true }) shortDescriptionEn: string | null;
  @Column('text', { name: 'body_en', nullable: true }) bodyEn: string | null;
  @Column('text', { name: 'thumbnail_url', nullable: true }) thumbnailUrl: string | null;
  @Column('text', { name: 'main_image_url', nullable: true }) mainImageUrl: string | null;
  @Column('text', { array: true, default: '{}' }) tags: string[];
  @Column('text', { name: 'meta_title', nullable: true }) metaTitle: string | null;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription: string | null;
  @Column('text', { name: 'og_title', nullable: true }) ogTitle: string | null;
  @Column('text', { name: 'og_description', nullable: true }) ogDescription: string | null;
  @Column('text', { name: 'og_image_url', nullable: true }) ogImageUrl: string | null;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('content_category')
export class ContentCategoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'content_type' }) contentType: string;
  @Column('text') slug: string;
  @Column('text') title: string;
  @Column('text', { name: 'title_en', nullable: true }) titleEn: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

/** position 0 is the first category, the one in the content's path. */
@Entity('content_category_link')
export class ContentCategoryLinkEntity {
  @PrimaryColumn('uuid', { name: 'content_id' }) contentId: string;
  @PrimaryColumn('uuid', { name: 'category_id' }) categoryId: string;
  @Column('int', { default: 0 }) position: number;
}

@Entity('content_field_value')
export class ContentFieldValueEntity {
  @PrimaryColumn('uuid', { name: 'content_id' }) contentId: string;
  @PrimaryColumn('uuid', { name: 'field_id' }) fieldId: string;
  @Column('text') value: string;
}

/** A storefront path that moved: answered with a 301 to `toPath`. */
@Entity('content_redirect')
export class ContentRedirectEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'from_path' }) fromPath: string;
  @Column('text', { name: 'to_path' }) toPath: string;
  @Column('boolean', { default: false }) automatic: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

export const CONTENT_ENTITIES = [ContentEntity, ContentCategoryEntity, ContentCategoryLinkEntity, ContentFieldValueEntity, ContentRedirectEntity];
