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
  @Column('uuid', { name: 'tracker_id' }) trackerId: string;
  /** The ticket this one is a subtask of. */
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId: string | null;
  @Column('uuid', { name: 'assignee_id', nullable: true }) assigneeId: string | null;
  @Column('uuid', { name: 'assigned_group_id', nullable: true }) assignedGroupId: string | null;
  /** Set when a customer opened the ticket (openSupportTicket); null for staff-made tickets. */
  @Column('uuid', { name: 'requester_customer_id', nullable: true }) requesterCustomerId: string | null;
  @Column('text', { name: 'requester_email', nullable: true }) requesterEmail: string | null;
  @Column('text', { name: 'requester_language', nullable: true }) requesterLanguage: 'fr' | 'en' | null;
  @Column('text', { name: 'order_number', nullable: true }) orderNumber: string | null;
  @Index() @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
