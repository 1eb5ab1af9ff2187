import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ContestCategory } from './contest.constants';

/** One yearly contest; registrations are accepted only while `open`. */
@Entity('contest_edition')
export class ContestEditionEntity {
  @PrimaryColumn('int') year: number;
  @Column() open: boolean;
}

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
