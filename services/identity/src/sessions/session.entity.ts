import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SubjectKind = 'customer' | 'admin';

/** One refresh token. A family is one sign-in; rotation adds a row, reuse revokes the family. */
@Entity('session')
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'family_id' }) familyId: string;
  @Column('text', { name: 'subject_kind' }) subjectKind: SubjectKind;
  @Column('uuid', { name: 'subject_id' }) subjectId: string;
  @Column({ name: 'token_hash' }) tokenHash: string;
  @Column({ default: false }) remember: boolean;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'rotated_at', nullable: true }) rotatedAt: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('text', { name: 'user_agent', nullable: true }) userAgent: string | null;
  @Column('text', { nullable: true }) ip: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
