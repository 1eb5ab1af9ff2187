import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContestCategory } from './contest.constants';

/** An application to an edition (its year); `search_text` (generated, unaccented) is the SQL's only. */
@Entity('contest_registration')
export class ContestRegistrationEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('int') edition: number;
  @Column('text') category: ContestCategory;
  @Column() name: string;
  @Column({ name: 'establishment_name' }) establishmentName: string;
  /** Stored lower-case: one registration per email and edition (unique index). */
  @Column() email: string;
  /** Stored as 00.00.00.00.00. */
  @Column() phone: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
