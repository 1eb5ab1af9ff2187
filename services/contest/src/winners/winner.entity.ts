import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContestCategory } from '../registrations/contest.constants';

/** One prize winner of an edition: unique (edition, category, rank). */
@Entity('contest_winner')
export class ContestWinnerEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('int') edition: number;
  @Column('text') category: ContestCategory;
  @Column('int') rank: number;
  @Column('text') name: string;
  @Column({ name: 'establishment_name', type: 'text' }) establishmentName: string;
  @Column({ name: 'establishment_id', type: 'uuid', nullable: true }) establishmentId: string | null;
  @Column({ name: 'registration_id', type: 'uuid', nullable: true }) registrationId: string | null;
}
