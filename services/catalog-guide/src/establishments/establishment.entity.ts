import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { EstablishmentType, MealCategory } from '../search/search.port';
import type { OpeningHours } from './opening-hours';

export interface EstablishmentMenu {
  name: string;
  priceCents: number | null;
  description: string | null;
}

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
  @Column('text', { name: 'description_en', nullable: true }) descriptionEn: string | null;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { name: 'nearby_places', array: true, default: '{}' }) nearbyPlaces: string[];
  @Column('int', { name: 'room_count', nullable: true }) roomCount: number | null;
  @Column('int', { name: 'seat_count', nullable: true }) seatCount: number | null;
  @Column('jsonb', { default: () => "'[]'" }) menus: EstablishmentMenu[];
  @Column('jsonb', { name: 'opening_hours', default: () => "'[]'" }) openingHours: OpeningHours[];
  @Column('text', { name: 'closure_note', nullable: true }) closureNote: string | null;
  @Column('text', { array: true, default: '{}' }) languages: string[];
  @Column('text', { name: 'payment_modes', array: true, default: '{}' }) paymentModes: string[];
  @Column('text', { array: true, default: '{}' }) specialties: string[];
  @Column('text', { name: 'seo_title', nullable: true }) seoTitle: string | null;
  @Column('text', { name: 'seo_description', nullable: true }) seoDescription: string | null;
  /** The customer (identity's Customer id) who manages this establishment's images from the storefront. */
  @Column('uuid', { name: 'owner_id', nullable: true }) ownerId: string | null;
  @Column({ default: true }) published: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** Set by the service on every change: it orders search documents, so it must be the app's clock. */
  @UpdatedAtColumn() updatedAt: Date;
}
