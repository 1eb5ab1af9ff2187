import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { SlideData } from '@guide/validation';

@Entity('slider')
export class SliderEntity {
  @PrimaryColumn() code: string;
  @Column() name: string;
  /** The slides as validated by validateSlides, in order (Slide fields resolve from them as they are). */
  @Column('jsonb') slides: SlideData[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
