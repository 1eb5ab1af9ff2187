import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff note on a customer: plain text, written in the back office, never shown to the customer. */
@Entity('customer_note')
export class CustomerNoteEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'customer_id' }) customerId: string;
  /** Null once the author's admin account is deleted. */
  @Column('uuid', { name: 'admin_id', nullable: true }) adminId: string | null;
  /** The author's name when the note was written (what shows once the account is gone). */
  @Column('text', { name: 'author_name' }) authorName: string;
  @Column('text') body: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
