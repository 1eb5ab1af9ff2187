import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { OrderStatus } from './order-status';

@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Human-facing number shown to customers and on invoices. */
  @Index({ unique: true }) @Column() number: string;
  @Column('text') status: OrderStatus;
  @Index() @Column('uuid', { name: 'customer_id' }) customerId: string;
  @Column('int', { name: 'total_cents' }) totalCents: number;
  @Column('char', { length: 3 }) currency: string;
  @Column({ name: 'placed_at', type: 'timestamptz' }) placedAt: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
