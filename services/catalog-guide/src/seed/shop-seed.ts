import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MEDIA_STORAGE, type MediaStorage } from '@guide/platform';
import { productImageKey } from '../products/product-media.controller';
import { ProductsService } from '../products/products.service';
import { SHOP_CATEGORIES, SHOP_PRODUCTS, seedId } from './shop-catalogue';
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
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async seed(): Promise<void> {
    const existing = async (table: 'product' | 'product_category', ids: string[]) =>
      new Set<string>((await this.dataSource.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).map((r: { id: string }) => r.id));
    const categoryIds = await existing('product_category', SHOP_CATEGORIES.map((c) => seedId('product-category', c.slug)));
    for (const c of SHOP_CATEGORIES) {
      const id = seedId('product-category', c.slug);
      if (categoryIds.has(id)) continue;
      await this.products
        .createCategory({ name: c.name, nameEn: c.nameEn, slug: c.slug, position: c.position, parentId: c.parent ? seedId('product-category', c.parent) : null }, { id })
        .catch((error: Error) => this.logger.warn(`category ${c.slug} skipped: ${error.message}`));
    }
    const productIds = await existing('product', SHOP_PRODUCTS.map((p) => seedId('product', p.sku)));
    let created = 0;
    for (const [i, p] of SHOP_PRODUCTS.entries()) {
      const id = seedId('product', p.sku);
      if (productIds.has(id)) continue;
      const key = productImageKey(id, seedId('product', `${p.sku}:image:1`));
      try {
        await this.media.put(key, await renderProductVisual(p.motif, i), 'image/webp');
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
