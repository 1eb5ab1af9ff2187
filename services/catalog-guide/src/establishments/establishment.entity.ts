import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EstablishmentType, MealCategory } from '../search/search.port';

@Entity('establishment')
@Index(['type', 'slug'], { unique: true })
export class EstablishmentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() slug: string;
  @Column() name: string;
  @Column('text') type: EstablishmentType;
  @Column('text', { name: 'meal_category', nullable: true }) mealCategory: MealCategory | null;
  @Column('text', { name: 'producer_category', nullable: true }) producerCategory: string | null;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text', { nullable: true }) street: string | null;
  @Column('text', { name: 'postal_code', nullable: true }) postalCode: string | null;
  @Index() @Column({ name: 'city_code' }) cityCode: string;
  @Index() @Column({ name: 'department_code' }) departmentCode: string;
  @Column('double precision') lat: number;
  @Column('double precision') lon: number;
  @Column('int', { name: 'price_from', nullable: true }) priceFrom: number | null;
  @Column('smallint', { default: 0 }) cups: number;
  @Column('smallint', { default: 0 }) toques: number;
  @Column('text', { array: true, default: '{}' }) equipment: string[];
  @Column('text', { array: true, default: '{}' }) services: string[];
  @Column({ default: true }) published: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** Set by the service on every change: it orders search documents, so it must be the app's clock. */
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
