import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One image of an establishment's gallery; its files live in the media storage under its id. */
@Entity('establishment_image')
export class EstablishmentImageEntity {
  /** Chosen by the service before the files are written (the files are named after it). */
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'establishment_id' }) establishmentId: string;
  @Column('text', { nullable: true }) alt: string | null;
  /** 1-based gallery order; the first image is the establishment's main picture. */
  @Column('int') position: number;
  @Column('int') width: number;
  @Column('int') height: number;
  @Column('int') bytes: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
