import type { EntityManager } from 'typeorm';
import { writeEvent, type EventInit } from '@guide/platform';
import { Events, type ProductChangedSchema } from '@guide/proto-schemas';
import { productPath } from './product.rules';

interface EventRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  name_en: string | null;
  description: string | null;
  price_cents: number;
  currency: string;
  tax_category: string;
  weight_grams: number | null;
  published: boolean;
  updated_at: Date;
  category_slugs: string[];
  category_ids: string[];
  image_url: string | null;
  customer_group_codes: string[];
}

/** The whole product as it now stands (ProductChanged): consumers never read catalogue tables. */
function productChanged(r: EventRow): EventInit<typeof ProductChangedSchema> {
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    name: r.name,
    nameEn: r.name_en ?? '',
    description: r.description ?? '',
    priceCents: r.price_cents,
    currency: r.currency,
    taxCategory: r.tax_category,
    weightGrams: r.weight_grams ?? 0,
    hasWeight: r.weight_grams != null,
    published: r.published,
    categorySlugs: r.category_slugs,
    categoryIds: r.category_ids ?? [],
    path: productPath(r.slug),
    imageUrl: r.image_url ?? '',
    customerGroupCodes: r.customer_group_codes ?? [],
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Writes catalog.product.created / .updated for the given products, read back in the caller's
 * transaction (one query for all of them, categories and first image included).
 */
export async function writeProductChanged(manager: EntityManager, ids: string[], created: (id: string) => boolean = () => false): Promise<void> {
  if (!ids.length) return;
  const rows: EventRow[] = await manager.query(
    `SELECT p.id, p.sku, p.slug, p.name, p.name_en, p.description, p.price_cents, p.currency, p.tax_category, p.weight_grams, p.published, p.updated_at, p.customer_group_codes,
            coalesce((SELECT array_agg(c.slug ORDER BY c.position, c.slug) FROM product_category_link l JOIN product_category c ON c.id = l.category_id
                       WHERE l.product_id = p.id), '{}') AS category_slugs,
            coalesce((SELECT array_agg(l.category_id::text ORDER BY l.category_id) FROM product_category_link l WHERE l.product_id = p.id), '{}') AS category_ids,
            (SELECT i.url FROM product_image i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_url
       FROM product p WHERE p.id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In the callers' order, so a consumer sees a batch in the order it was written.
  for (const id of ids) {
    const row = byId.get(id);
    if (row) await writeEvent(manager, created(id) ? Events.productCreated : Events.productUpdated, id, productChanged(row));
  }
}
