import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

export type AddressType = 'BILLING' | 'DELIVERY';

@Entity('address')
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'customer_id' }) customerId: string;
  @Column('text') type: AddressType;
  @Column({ name: 'first_name' }) firstName: string;
  @Column({ name: 'last_name' }) lastName: string;
  @Column('text', { nullable: true }) company: string | null;
  @Column() street: string;
  @Column('text', { name: 'additional_address', nullable: true }) additionalAddress: string | null;
  @Column({ name: 'postal_code' }) postalCode: string;
  @Column() city: string;
  @Column('char', { length: 2 }) country: string;
  @Column('text', { nullable: true }) phone: string | null;
  @Column({ name: 'is_default', default: false }) isDefault: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
