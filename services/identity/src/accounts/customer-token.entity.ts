import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** A one-time link token: only its SHA-256 is stored; the raw value travels in the event and the email. */
@Entity('customer_token')
export class CustomerTokenEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'customer_id' }) customerId: string;
  @Column('text') purpose: TokenPurpose;
  @Column({ name: 'token_hash' }) tokenHash: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
