import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface TicketChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** One `updateTicket` call: who, when, an optional note and the fields that really changed. */
@Entity('ticket_journal')
export class TicketJournalEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'bigint', insert: false, update: false }) seq: string;
  @Column('uuid', { name: 'ticket_id' }) ticketId: string;
  @Column({ type: 'timestamptz', name: 'created_at', insert: false, update: false }) createdAt: Date;
  @Column('text') author: string;
  @Column('uuid', { name: 'author_id', nullable: true }) authorId: string | null;
  @Column('text', { nullable: true }) notes: string | null;
  @Column('jsonb') changes: TicketChange[];
  /** A staff-only note: never shown or mailed to the customer. */
  @Column('boolean', { default: false }) internal: boolean;
  @Column('text', { name: 'author_kind', default: 'STAFF' }) authorKind: 'STAFF' | 'CUSTOMER';
}
