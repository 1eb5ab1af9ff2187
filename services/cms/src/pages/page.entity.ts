import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { PageStatus } from '@guide/vocabulary';

export type { PageStatus };

@Entity('page')
export class PageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() title: string;
  @Index({ unique: true }) @Column() slug: string;
  @Column('text') status: PageStatus;
  /** Always sanitized HTML (see page.validation.ts). */
  @Column('text') body: string;
  @Column('text', { name: 'meta_title', nullable: true }) metaTitle: string | null;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
