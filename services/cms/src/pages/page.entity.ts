import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { PageStatus } from '@guide/vocabulary';
import type { PageBlock } from './blocks';

export type { PageStatus };

@Entity('page')
export class PageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() title: string;
  @Index({ unique: true }) @Column() slug: string;
  @Column('text') status: PageStatus;
  /** Always sanitized HTML (see page.validation.ts); for a page built with blocks, their text (site search reads it). */
  @Column('text') body: string;
  /** The page builder's blocks, validated (blocks.ts); null for a page written as rich text only. */
  @Column('jsonb', { nullable: true }) blocks: PageBlock[] | null;
  @Column('text', { name: 'meta_title', nullable: true }) metaTitle: string | null;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription: string | null;
  /** Listing and social-card fields, the contents' own (migration 1700000003980). */
  @Column('text', { name: 'short_description', nullable: true }) shortDescription: string | null;
  @Column('text', { array: true, default: '{}' }) tags: string[];
  @Column('text', { name: 'thumbnail_url', nullable: true }) thumbnailUrl: string | null;
  @Column('text', { name: 'main_image_url', nullable: true }) mainImageUrl: string | null;
  @Column('text', { name: 'og_title', nullable: true }) ogTitle: string | null;
  @Column('text', { name: 'og_description', nullable: true }) ogDescription: string | null;
  @Column('text', { name: 'og_image_url', nullable: true }) ogImageUrl: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('page_category')
export class PageCategoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') slug: string;
  @Column('text') title: string;
  @Column('text', { name: 'title_en', nullable: true }) titleEn: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('page_category_link')
export class PageCategoryLinkEntity {
  @PrimaryColumn('uuid', { name: 'page_id' }) pageId: string;
  @PrimaryColumn('uuid', { name: 'category_id' }) categoryId: string;
}
