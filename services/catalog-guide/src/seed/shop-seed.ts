import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { productImageKey } from '../products/product-media.controller';
import { ProductsService } from '../products/products.service';
import { AttributesService } from '../products/attributes.service';
import { SHOP_ATTRIBUTES, SHOP_CATEGORIES, SHOP_FAMILIES, SHOP_PRODUCTS, SHOP_PRODUCT_TYPES, seedId, shopProductDetails } from './shop-catalogue';
import { renderProductVisual } from './shop-visuals';

/**
 * The demo shop, written through the service (validation, slugs, catalog.product.created in the outbox,
 * so commerce's projection fills itself). Idempotent per item: a category or product whose stable id
 * exists is left as it is, so a rerun adds only what is missing.
 */
@Injectable()
export class ShopDemoSeed {
  private readonly logger = new Logger('ShopDemoSeed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly attributes: AttributesService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async seed(): Promise<void> {
    await this.seedAttributes();
    await this.seedProducts();
    await this.seedDetails();
  }

  /** Attributes, families and product types: each created once (stable ids), left as it is afterwards. */
  private async seedAttributes(): Promise<void> {
    const existing = async (table: 'product_attribute' | 'attribute_family' | 'product_type', ids: string[]) =>
      new Set<string>((await this.dataSource.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).map((r: { id: string }) => r.id));
    const attributeIds = await existing(
      'product_attribute',
      SHOP_ATTRIBUTES.map((a) => seedId('product-attribute', a.code)),
    );
    for (const a of SHOP_ATTRIBUTES) {
      const id = seedId('product-attribute', a.code);
      if (!attributeIds.has(id))
        await this.attributes.createAttribute(a, { id }).catch((error: Error) => this.logger.warn(`attribute ${a.code} skipped: ${error.message}`));
    }
    const familyIds = await existing(
      'attribute_family',
      SHOP_FAMILIES.map((f) => seedId('attribute-family', f.code)),
    );
    for (const f of SHOP_FAMILIES) {
      const id = seedId('attribute-family', f.code);
      if (familyIds.has(id)) continue;
      await this.attributes
        .createFamily({ code: f.code, name: f.name, attributeIds: f.attributes.map((code) => seedId('product-attribute', code)) }, { id })
        .catch((error: Error) => this.logger.warn(`family ${f.code} skipped: ${error.message}`));
    }
    const typeIds = await existing(
      'product_type',
      SHOP_PRODUCT_TYPES.map((t) => seedId('product-type', t.code)),
    );
    for (const t of SHOP_PRODUCT_TYPES) {
      const id = seedId('product-type', t.code);
      if (typeIds.has(id)) continue;
      await this.attributes
        .createProductType({ code: t.code, name: t.name, nameEn: t.nameEn, familyId: t.family ? seedId('attribute-family', t.family) : null }, { id })
        .catch((error: Error) => this.logger.warn(`product type ${t.code} skipped: ${error.message}`));
    }
  }

  /** Type, family (the type's) and values of seeded products that have no type yet (a rerun changes nothing). */
  private async seedDetails(): Promise<void> {
    const untyped = new Set<string>(
      (
        await this.dataSource.query('SELECT id FROM product WHERE id = ANY($1::uuid[]) AND product_type_id IS NULL', [
          SHOP_PRODUCTS.map((p) => seedId('product', p.sku)),
        ])
      ).map((r: { id: string }) => r.id),
    );
    for (const p of SHOP_PRODUCTS) {
      const id = seedId('product', p.sku);
      if (!untyped.has(id)) continue;
      const details = shopProductDetails(p);
      await this.attributes
        .setDetails(id, {
          productTypeId: seedId('product-type', details.type),
          attributeValues: Object.entries(details.values).map(([code, value]) => ({ attributeId: seedId('product-attribute', code), value })),
        })
        .catch((error: Error) => this.logger.warn(`details of ${p.sku} skipped: ${error.message}`));
    }
  }

  private async seedProducts(): Promise<void> {
    const existing = async (table: 'product' | 'product_category', ids: string[]) =>
      new Set<string>((await this.dataSource.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).map((r: { id: string }) => r.id));
    const categoryIds = await existing(
      'product_category',
      SHOP_CATEGORIES.map((c) => seedId('product-category', c.slug)),
    );
    for (const c of SHOP_CATEGORIES) {
      const id = seedId('product-category', c.slug);
      if (categoryIds.has(id)) continue;
      await this.products
        .createCategory(
          { name: c.name, nameEn: c.nameEn, slug: c.slug, position: c.position, parentId: c.parent ? seedId('product-category', c.parent) : null },
          { id },
        )
        .catch((error: Error) => this.logger.warn(`category ${c.slug} skipped: ${error.message}`));
    }
    const productIds = await existing(
      'product',
      SHOP_PRODUCTS.map((p) => seedId('product', p.sku)),
    );
    // Every missing picture starts rendering now: sharp works on libuv's threads, beside the row writes below.
    const pictures = SHOP_PRODUCTS.map((p, i) => {
      if (productIds.has(seedId('product', p.sku))) return undefined;
      const picture = renderProductVisual(p.motif, i);
      picture.catch(() => undefined); // awaited in the loop, where a failure skips its product
      return picture;
    });
    let created = 0;
    for (const [i, p] of SHOP_PRODUCTS.entries()) {
      const id = seedId('product', p.sku);
      const picture = pictures[i];
      if (!picture) continue;
      const key = productImageKey(id, seedId('product', `${p.sku}:image:1`));
      try {
        await this.media.put(key, await picture, 'image/webp');
        await this.products.create(
          {
            sku: p.sku,
            name: p.name,
            nameEn: p.nameEn,
            description: p.description,
            descriptionEn: p.descriptionEn,
            priceCents: p.priceCents,
            taxCategory: p.taxCategory,
            weightGrams: p.weightGrams,
            categoryIds: p.categories.map((slug) => seedId('product-category', slug)),
            images: [{ url: `/media/files/${key}`, alt: `Illustration : ${p.name}` }],
            published: true,
          },
          { id },
        );
        created++;
      } catch (error) {
        this.logger.warn(`product ${p.sku} skipped: ${(error as Error).message}`);
      }
    }
    if (created) this.logger.log(`demo shop seeded with ${created} products`);
  }
}
