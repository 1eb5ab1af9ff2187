import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of ticket (support request, after-sales, partnership, bug); seeded by migration. */
@Entity('tracker')
export class TrackerEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('int') position: number;
}
