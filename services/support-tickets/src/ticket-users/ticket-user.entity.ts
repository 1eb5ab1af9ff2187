import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

/** A group of ticket users a ticket can be assigned to (e.g. "SAV", "Partenariats"). */
@Entity('ticket_group')
export class TicketGroupEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** A person tickets are assigned to. The argon2id hash leaves the service only in the ticket-user event identity signs them in with (ADR 0018). */
@Entity('ticket_user')
export class TicketUserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') login: string;
  @Column('text', { name: 'first_name' }) firstName: string;
  @Column('text', { name: 'last_name' }) lastName: string;
  @Column('text') mail: string;
  @Column('text', { name: 'password_hash', select: false }) passwordHash: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
