import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import { ATTRIBUTE_ENTITIES } from './attribute.entities';
import type { TaxCategory } from './product.rules';

/** A product of the shop. `search` (generated tsvector) is left out: only SQL reads it. */
@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') sku: string;
  @Column('text') slug: string;
  @Column('text') name: string;
  @Column('text', { name: 'name_en', nullable: true }) nameEn: string | null;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text', { name: 'description_en', nullable: true }) descriptionEn: string | null;
  @Column('int', { name: 'price_cents' }) priceCents: number;
  @Column('char', { length: 3, default: 'EUR' }) currency: string;
  @Column('text', { name: 'tax_category' }) taxCategory: TaxCategory;
  @Column('int', { name: 'weight_grams', nullable: true }) weightGrams: number | null;
  @Column('boolean', { default: true }) published: boolean;
  /** Commerce's view (commerce.stock.changed), kept for the `inStockOnly` filter. */
  @Column('boolean', { name: 'in_stock', default: false }) inStock: boolean;
  @Column('timestamptz', { name: 'stock_changed_at', nullable: true }) stockChangedAt: Date | null;
  /** Set by setProductDetails (product-attributes.graphql). */
  @Column('uuid', { name: 'product_type_id', nullable: true }) productTypeId: string | null;
  @Column('uuid', { name: 'family_id', nullable: true }) familyId: string | null;
  /** Identity's customer group codes that may see and buy it; empty = everyone. */
  @Column('text', { name: 'customer_group_codes', array: true, default: () => "'{}'" }) customerGroupCodes: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('product_category')
export class ProductCategoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId: string | null;
  @Column('text') slug: string;
  @Column('text') name: string;
  @Column('text', { name: 'name_en', nullable: true }) nameEn: string | null;
  @Column('int', { default: 0 }) position: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

@Entity('product_category_link')
export class ProductCategoryLinkEntity {
  @PrimaryColumn('uuid', { name: 'product_id' }) productId: string;
  @PrimaryColumn('uuid', { name: 'category_id' }) categoryId: string;
}

@Entity('product_image')
export class ProductImageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'product_id' }) productId: string;
  @Column('int') position: number;
  @Column('text') url: string;
  @Column('text', { nullable: true }) alt: string | null;
}

export const PRODUCT_ENTITIES = [ProductEntity, ProductCategoryEntity, ProductCategoryLinkEntity, ProductImageEntity, ...ATTRIBUTE_ENTITIES];
