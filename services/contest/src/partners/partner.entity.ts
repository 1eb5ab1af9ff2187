import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partner (sponsor) of an edition, shown in `position` order; its logo lives in the media storage. */
@Entity('contest_partner')
export class ContestPartnerEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('int') edition: number;
  @Column('text') name: string;
  @Column({ type: 'text', nullable: true }) website: string | null;
  @Column({ name: 'logo_key', type: 'text', nullable: true }) logoKey: string | null;
  @Column('int') position: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** A "become a partner" application (the public form). */
@Entity('contest_partner_application')
export class ContestPartnerApplicationEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'int', nullable: true }) edition: number | null;
  @Column('text') name: string;
  /** Stored lower-case. */
  @Column('text') email: string;
  @Column('text') company: string;
  @Column('text') language: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
