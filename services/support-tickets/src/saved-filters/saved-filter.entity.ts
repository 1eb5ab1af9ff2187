import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The `TicketFilter` fields that were set; absent keys are "any". */
export interface StoredTicketFilter {
  subject?: string;
  createdAfter?: string;
  createdBefore?: string;
  status?: string;
  trackerId?: string;
  assigneeId?: string;
  priority?: string;
  sort?: string;
}

/** A ticket-list filter saved by one staff member (`staff_id` = their identity id). */
@Entity('ticket_saved_filter')
export class TicketSavedFilterEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'staff_id' }) staffId: string;
  @Column('text') name: string;
  /** lower(name): the unique key, so "Urgents" replaces "urgents". */
  @Column('text', { name: 'name_key' }) nameKey: string;
  @Column('jsonb') filter: StoredTicketFilter;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
