import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

/** A back-office account; separate from customers (own table, own sessions and cookies). */
@Entity('admin')
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() email: string;
  @Column({ name: 'first_name' }) firstName: string;
  @Column({ name: 'last_name' }) lastName: string;
  @Column({ name: 'password_hash' }) passwordHash: string;
  @Column('uuid', { name: 'role_id' }) roleId: string;
  @Column({ default: true }) active: boolean;
  /** Copied into access tokens (`sv`); bumped when the account's rights change or it is deactivated. */
  @Column('int', { name: 'session_version', default: 0 }) sessionVersion: number;
  /** Set on the account of a support-tickets ticket user (ADR 0018): managed from the ticket area only. */
  @Column('uuid', { name: 'ticket_user_id', nullable: true }) ticketUserId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
