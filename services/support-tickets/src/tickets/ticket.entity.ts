import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { TicketPriority, TicketStatus } from './ticket-status';

@Entity('ticket')
export class TicketEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() subject: string;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text') status: TicketStatus;
  @Column('text') priority: TicketPriority;
  /** Calendar days (YYYY-MM-DD): the pg driver returns `date` columns as strings. */
  @Column('date', { name: 'start_date', nullable: true }) startDate: string | null;
  @Column('date', { name: 'due_date', nullable: true }) dueDate: string | null;
  @Index() @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
