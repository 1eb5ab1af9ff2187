import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { PageBlock } from '../pages/blocks';

/** A reusable set of page-builder blocks (migration 1700000003990); pages show it through a Component block. */
@Entity('page_component')
export class PageComponentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text', { name: 'thumbnail_url', nullable: true }) thumbnailUrl: string | null;
  /** Validated by pages/blocks.ts with `components: false`: never a Component block (one level to expand). */
  @Column('jsonb') blocks: PageBlock[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
