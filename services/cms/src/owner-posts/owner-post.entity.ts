import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OwnerPostStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const OWNER_POST_STATUSES: readonly OwnerPostStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** An owner's post and its moderation state (migration 1700000003700). */
@Entity('owner_post')
export class OwnerPostEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'customer_id' }) customerId: string;
  @Column('text', { name: 'customer_email', nullable: true }) customerEmail: string | null;
  /** Storefront language of the owner's last save: their mails' language. */
  @Column('text', { name: 'customer_language' }) customerLanguage: 'fr' | 'en';
  @Column('uuid', { name: 'establishment_id' }) establishmentId: string;
  @Column('text') title: string;
  @Column('text', { name: 'short_description', nullable: true }) shortDescription: string | null;
  @Column('text') body: string;
  @Column('text', { name: 'picture_url', nullable: true }) pictureUrl: string | null;
  @Column('text') status: OwnerPostStatus;
  @Column('text', { name: 'rejection_reason', nullable: true }) rejectionReason: string | null;
  /** The `actualites-des-etablissements` content it was published as (null until first approved). */
  @Column('uuid', { name: 'content_id', nullable: true }) contentId: string | null;
  @Column('timestamptz', { name: 'submitted_at' }) submittedAt: Date;
  @Column('timestamptz', { name: 'moderated_at', nullable: true }) moderatedAt: Date | null;
  @Column('uuid', { name: 'moderated_by', nullable: true }) moderatedBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
