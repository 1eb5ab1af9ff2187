import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partner's API key (migration 1700000000985). The secret is never stored: only its SHA-256. */
@Entity('api_key')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  /** The secret's first characters (`gk_AbCd1234`), shown in lists so a key can be recognised. */
  @Column() prefix: string;
  @Column({ name: 'secret_hash', select: false }) secretHash: string;
  /** Keys of the permission catalogue the key was given (a subset of its creator's at creation time). */
  @Column('text', { array: true, default: '{}' }) permissions: string[];
  /** The administrator who created it; null once that account is deleted (the key is then unusable). */
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt: Date | null;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('int', { name: 'requests_today', default: 0 }) requestsToday: number;
  /** The UTC day `requestsToday` counts (`YYYY-MM-DD`); another day means zero. */
  @Column('date', { name: 'requests_day', nullable: true }) requestsDay: string | null;
}
