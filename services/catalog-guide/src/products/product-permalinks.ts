import { Args, Query, Resolver } from '@nestjs/graphql';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Longest slug stored (PRODUCT_LIMITS.slug is 160): longer ones are no former slug, without asking the database. */
const MAX_SLUG = 160;
const normal = (slug: string) => slug.trim().toLowerCase();

/**
 * Catalogue permalinks: former slugs of products and categories (tables filled by triggers, migration
 * 1700000001950) and where they lead now.
 */
@Injectable()
export class ProductPermalinksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async productSlug(slug: string): Promise<string | null> {
    const key = normal(slug);
    if (!key || key.length > MAX_SLUG) return null;
    const rows: { slug: string }[] = await this.dataSource.query(
      'SELECT p.slug FROM product_old_slug o JOIN product p ON p.id = o.product_id WHERE o.slug = $1 AND p.published',
      [key],
    );
    return rows[0]?.slug ?? null;
  }

  async categorySlug(slug: string): Promise<string | null> {
    const key = normal(slug);
    if (!key || key.length > MAX_SLUG) return null;
    const rows: { slug: string }[] = await this.dataSource.query(
      'SELECT c.slug FROM product_category_old_slug o JOIN product_category c ON c.id = o.category_id WHERE o.slug = $1',
      [key],
    );
    return rows[0]?.slug ?? null;
  }
}

@Resolver()
export class ProductPermalinksResolver {
  constructor(private readonly permalinks: ProductPermalinksService) {}

  /** Public: the storefront's (and the web server's) 301 for a product's former slug. */
  @Query('productSlugRedirect')
  product(@Args('slug') slug: string) {
    return this.permalinks.productSlug(slug);
  }

  @Query('productCategorySlugRedirect')
  category(@Args('slug') slug: string) {
    return this.permalinks.categorySlug(slug);
  }
}
