import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

/** A set of customers that prices and promotions can target (e.g. `general`, `wholesale`). */
@Entity('customer_group')
export class CustomerGroupEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() code: string;
  @Column() name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
