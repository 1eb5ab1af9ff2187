import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { MenuItemData } from '@guide/validation';

@Entity('menu')
export class MenuEntity {
  @PrimaryColumn() code: string;
  @Column() name: string;
  /** The item tree as validated by validateMenuItems (MenuItem fields resolve from it as they are). */
  @Column('jsonb') items: MenuItemData[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
