import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { AttributeOption, AttributeType, ProductMediaType } from './attribute-rules';

/** A typed field a family adds to its products (product-attributes.graphql). */
@Entity('product_attribute')
export class ProductAttributeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') code: string;
  @Column('text') name: string;
  @Column('text', { name: 'name_en', nullable: true }) nameEn: string | null;
  @Column('text') type: AttributeType;
  @Column('boolean', { default: false }) required: boolean;
  /** SELECT / MULTISELECT: `[{ code, label, labelEn }]`; `[]` for the other types. */
  @Column('jsonb', { default: () => "'[]'" }) options: AttributeOption[];
  @Column('boolean', { name: 'visible_on_front', default: true }) visibleOnFront: boolean;
  @Column('int', { default: 0 }) position: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('attribute_family')
export class AttributeFamilyEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') code: string;
  @Column('text') name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('attribute_family_attribute')
export class AttributeFamilyAttributeEntity {
  @PrimaryColumn('uuid', { name: 'family_id' }) familyId: string;
  @PrimaryColumn('uuid', { name: 'attribute_id' }) attributeId: string;
  @Column('int') position: number;
}

@Entity('product_type')
export class ProductTypeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') code: string;
  @Column('text') name: string;
  @Column('text', { name: 'name_en', nullable: true }) nameEn: string | null;
  /** The family a product of this type gets by default. */
  @Column('uuid', { name: 'family_id', nullable: true }) familyId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('media_category')
export class MediaCategoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') code: string;
  @Column('text') title: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('product_attribute_value')
export class ProductAttributeValueEntity {
  @PrimaryColumn('uuid', { name: 'product_id' }) productId: string;
  @PrimaryColumn('uuid', { name: 'attribute_id' }) attributeId: string;
  @Column('text') value: string;
}

@Entity('product_media')
export class ProductMediaEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'product_id' }) productId: string;
  @Column('int') position: number;
  @Column('text') url: string;
  @Column('text') type: ProductMediaType;
  @Column('text', { nullable: true }) title: string | null;
  @Column('uuid', { name: 'category_id', nullable: true }) categoryId: string | null;
}

export const ATTRIBUTE_ENTITIES = [
  ProductAttributeEntity,
  AttributeFamilyEntity,
  AttributeFamilyAttributeEntity,
  ProductTypeEntity,
  MediaCategoryEntity,
  ProductAttributeValueEntity,
  ProductMediaEntity,
];
