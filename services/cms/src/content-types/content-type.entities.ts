import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

export const CONTENT_FIELD_KINDS = ['TEXT', 'RICH_TEXT', 'NUMBER', 'DATE', 'IMAGE', 'LINK', 'CHOICE'] as const;
export type ContentFieldKind = (typeof CONTENT_FIELD_KINDS)[number];

/** A kind of editorial content; its slug is its storefront path (migration 1700000003100). */
@Entity('content_type')
export class ContentTypeEntity {
  @PrimaryColumn('text') slug: string;
  @Column('text') label: string;
  @Column('text', { name: 'singular_label' }) singularLabel: string;
  @Column('text', { name: 'label_en', nullable: true }) labelEn: string | null;
  @Column('text', { name: 'singular_label_en', nullable: true }) singularLabelEn: string | null;
  @Column('boolean', { name: 'block_editor_disabled', default: false }) blockEditorDisabled: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('content_custom_field')
export class ContentCustomFieldEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'content_type' }) contentType: string;
  @Column('text') code: string;
  @Column('text') label: string;
  @Column('text', { name: 'label_en', nullable: true }) labelEn: string | null;
  @Column('text') kind: ContentFieldKind;
  @Column('boolean', { default: false }) required: boolean;
  @Column('text', { array: true, default: '{}' }) options: string[];
  @Column('int', { default: 0 }) position: number;
}
