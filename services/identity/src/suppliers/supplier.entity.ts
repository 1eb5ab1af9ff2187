import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

/** A supplier of the shop, managed in the back office (Users → suppliers). Names are unique, whatever their case. */
@Entity('supplier')
export class SupplierEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  @Column('text', { name: 'contact_name', nullable: true }) contactName: string | null;
  /** Stored lower-case. */
  @Column('text', { nullable: true }) email: string | null;
  /** E.164 (`+33612345678`). */
  @Column('text', { nullable: true }) phone: string | null;
  /** 14 digits, no spaces. */
  @Column('char', { length: 14, nullable: true }) siret: string | null;
  /** Normalised URL (`https://example.fr/`). */
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { nullable: true }) address: string | null;
  /** Plain text. */
  @Column('text', { nullable: true }) notes: string | null;
  @Column({ default: true }) active: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
