import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';

export type RoleInterface = 'BACK_OFFICE' | 'FRONT_OFFICE';

@Entity('role')
export class RoleEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  @Column('text') interface: RoleInterface;
  /** Keys of the permission catalogue (`area.resource.action`), sorted. */
  @Column('text', { array: true, default: '{}' }) permissions: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
