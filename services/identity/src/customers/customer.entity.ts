import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Locale, UpdatedAtColumn } from '@guide/platform';

export type CustomerType = 'INDIVIDUAL' | 'PROFESSIONAL';
export type Gender = 'MALE' | 'FEMALE' | 'OTHER';

@Entity('customer')
export class CustomerEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Stored lower-case (see normalizeEmail); unique on lower(email). */
  @Column() email: string;
  @Column({ name: 'password_hash', select: true }) passwordHash: string;
  @Column('text', { name: 'customer_type' }) customerType: CustomerType;
  @Column({ name: 'first_name' }) firstName: string;
  @Column({ name: 'last_name' }) lastName: string;
  @Column('text', { nullable: true }) gender: Gender | null;
  /** `YYYY-MM-DD` */
  @Column('date', { name: 'birth_date', nullable: true }) birthDate: string | null;
  @Column('text', { nullable: true }) company: string | null;
  /** E.164 (`+33612345678`). */
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { name: 'corporate_name', nullable: true }) corporateName: string | null;
  @Column('text', { name: 'trade_name', nullable: true }) tradeName: string | null;
  /** 14 digits, no spaces. */
  @Column('text', { nullable: true }) siret: string | null;
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { default: 'fr' }) locale: Locale;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt: Date | null;
  @Column('uuid', { name: 'group_id', nullable: true }) groupId: string | null;
  /** Copied into access tokens (`sv`); bumping it ends every access token of the customer. */
  @Column('int', { name: 'session_version', default: 0 }) sessionVersion: number;
  /** Set when the account was deleted: the row stays, anonymised (see privacy/README.md). */
  @Column('timestamptz', { name: 'erased_at', nullable: true }) erasedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
