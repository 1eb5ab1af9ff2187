import { SettingsReader, type FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { slugify } from '@guide/vocabulary';
import {
  ANONYMOUS,
  badInput,
  conflict,
  customerGroupOf,
  escapeLike,
  type Identity,
  isUniqueViolation,
  loadByKey,
  loadGroupsByKey,
  lockReferenced,
  lockReferencedRow,
  notFound,
  paginate,
  paginateQuery,
  perRequest,
  writeEvent,
} from '@guide/platform';
import { ProductCategoryEntity, ProductCategoryLinkEntity, ProductEntity, ProductImageEntity } from './product.entities';
import { writeProductChanged } from './product-event';
import { ProductErrorKey as K, ProductValues, checkCategoryInput, checkProductInput, visibleToGroupSql } from './product.rules';
import type { ProductCategoryInput, ProductInput, QueryAdminProductsArgs, QueryProductsArgs } from '../generated/graphql';

/** The caller's customer group, read from the GraphQL context's identity (loaders have no resolver arguments). */
const groupOfContext = (context: object): string | null => customerGroupOf((context as { identity?: Identity }).identity ?? ANONYMOUS);

export type ProductSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NEWEST';

export interface ProductFilter {
  text?: string | null;
  categorySlugs?: string[] | null;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  inStockOnly?: boolean | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Words of a search text: accents and case folded, split on anything but letters and digits (safe in tsquery). */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, 10);
}

/** The subtree (the categories and every descendant) of categories picked by `column = ANY(param)`. */
const subtreeSql = (column: 'slug' | 'id', param: string) =>
  `WITH RECURSIVE sub(id) AS (SELECT id FROM product_category WHERE ${column} = ANY(${param})
     UNION SELECT c.id FROM product_category c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`;

@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  /** Per GraphQL request: everything a page of products needs, a query per kind, never per product. */
  readonly loaders = perRequest((context) => ({
    product: loadByKey(
      (ids: string[]) => this.byIds(ids),
      (p) => p.id,
    ),
    categoryIdsOf: loadGroupsByKey(
      (ids: string[]) => this.dataSource.getRepository(ProductCategoryLinkEntity).findBy({ productId: In(ids) }),
      (l) => l.productId,
    ),
    imagesOf: loadGroupsByKey(
      (ids: string[]) => this.dataSource.getRepository(ProductImageEntity).find({ where: { productId: In(ids) }, order: { position: 'ASC' } }),
      (i) => i.productId,
    ),
    category: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(ProductCategoryEntity).findBy({ id: In(ids) }),
      (c) => c.id,
    ),
    productCount: loadByKey(
      (ids: string[]) => this.publishedCounts(ids, groupOfContext(context)),
      (r) => r.id,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

  async byIds(ids: string[]): Promise<ProductEntity[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return [];
    return this.dataSource.getRepository(ProductEntity).findBy({ id: In(valid) });
  }

  /** Any product (federation references: carts, wishlists and orders name unpublished ones too). */
  reference(id: string, context: object): Promise<ProductEntity | null> {
    return isUuid(id) ? this.loaders(context).product.load(id.toLowerCase()) : Promise.resolve(null);
  }

  byId(id: string): Promise<ProductEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(ProductEntity).findOneBy({ id: id.toLowerCase() }) : Promise.resolve(null);
  }

  /** A published product the caller may see (customer groups), by its slug. */
  bySlug(slug: string, group: string | null): Promise<ProductEntity | null> {
    return this.dataSource
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .where('p.slug = :slug AND p.published', { slug: slug.trim().toLowerCase() })
      .andWhere(visibleToGroupSql('p.customer_group_codes', ':group'), { group })
      .getOne();
  }

  /**
   * Published products counted per category, a category counting its descendants' products too (what
   * the storefront lists when that category is picked), each product once.
   */
  private publishedCounts(ids: string[], group: string | null): Promise<{ id: string; n: number }[]> {
    return this.dataSource.query(
      `WITH RECURSIVE tree(root, id) AS (
         SELECT id, id FROM product_category WHERE id = ANY($1::uuid[])
         UNION SELECT t.root, c.id FROM product_category c JOIN tree t ON c.parent_id = t.id)
       SELECT t.root AS id, count(DISTINCT p.id)::int AS n
         FROM tree t JOIN product_category_link l ON l.category_id = t.id
         JOIN product p ON p.id = l.product_id AND p.published AND ${visibleToGroupSql('p.customer_group_codes', '$2')} AND (p.in_stock OR $3)
        GROUP BY t.root`,
      [ids, group, this.settings.get('catalog', 'showOutOfStock')],
    );
  }

  /** The storefront's list: published products the caller may see, filtered, sorted, one page and the total. */
  async list(args: QueryProductsArgs, group: string | null = null) {
    const f = args.filter ?? {};
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['p.published', visibleToGroupSql('p.customer_group_codes', param(group))];
    let rank: string | null = null;
    const words = searchWords(f.text);
    if (words.length) {
      // Each word: its French stem (accents folded by guide_french) or, while typing, a prefix of a lexeme.
      const query = words.map((w) => `(plainto_tsquery('guide_french', ${param(w)}) || to_tsquery('simple', ${param(`${w}:*`)}))`).join(' && ');
      where.push(`(p.search @@ (${query}) OR lower(p.sku) = ${param(f.text!.trim().toLowerCase())})`);
      rank = `ts_rank(p.search, ${query})`;
    }
    const slugs = (f.categorySlugs ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);
    if (slugs.length) {
      where.push(
        `EXISTS (SELECT 1 FROM product_category_link l WHERE l.product_id = p.id AND l.category_id IN (${subtreeSql('slug', `${param(slugs)}::text[]`)}))`,
      );
    }
    if (f.priceMinCents != null) where.push(`p.price_cents >= ${param(f.priceMinCents)}`);
    if (f.priceMaxCents != null) where.push(`p.price_cents <= ${param(f.priceMaxCents)}`);
    // catalog.showOutOfStock off: the lists hide what commerce has no stock of (the product page stays reachable).
    if (f.inStockOnly || !this.settings.get('catalog', 'showOutOfStock')) where.push('p.in_stock');
    const byName = 'lower(guide_unaccent(p.name)), p.id';
    let order: string;
    let prefix = '';
    switch (args.sort ?? 'RELEVANCE') {
      case 'PRICE_ASC':
        order = `p.price_cents, ${byName}`;
        break;
      case 'PRICE_DESC':
        order = `p.price_cents DESC, ${byName}`;
        break;
      case 'NAME_ASC':
        order = byName;
        break;
      case 'NEWEST':
        order = 'p.created_at DESC, p.id';
        break;
      default:
        if (rank) order = `${rank} DESC, ${byName}`;
        else {
          // The shop's own order: the product's first category in tree order (positions from the root).
          prefix = `WITH RECURSIVE cat_path(id, path) AS (
              SELECT id, ARRAY[position] FROM product_category WHERE parent_id IS NULL
              UNION ALL SELECT c.id, t.path || c.position FROM product_category c JOIN cat_path t ON c.parent_id = t.id) `;
          order = `(SELECT min(t.path) FROM product_category_link l JOIN cat_path t ON t.id = l.category_id WHERE l.product_id = p.id) NULLS LAST, ${byName}`;
        }
    }
    const whereSql = where.join(' AND ');
    // catalog.productsPerPage: the page size when the storefront does not ask for one (read per request).
    return paginate({ ...args, first: args.first ?? this.settings.get('catalog', 'productsPerPage') }, async ({ skip, take }) => {
      const [ids, [{ n }]] = await Promise.all([
        this.dataSource.query(`${prefix}SELECT p.id FROM product p WHERE ${whereSql} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`, params) as Promise<
          { id: string }[]
        >,
        this.dataSource.query(`SELECT count(*)::int AS n FROM product p WHERE ${whereSql}`, params) as Promise<{ n: number }[]>,
      ]);
      const rows = await this.byIds(ids.map((r) => r.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return [ids.map((r) => byId.get(r.id)).filter((r): r is ProductEntity => !!r), n];
    });
  }

  /** The back office's list: unpublished included, every word in the name, sku or slug, newest change first. */
  adminList(args: QueryAdminProductsArgs) {
    const qb = this.dataSource.getRepository(ProductEntity).createQueryBuilder('p');
    const words = (args.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
    words.forEach((word, i) => {
      const like = `%${escapeLike(
        word
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLowerCase(),
      )}%`;
      qb.andWhere(`(guide_unaccent(lower(p.name)) LIKE :w${i} OR lower(p.sku) LIKE :w${i} OR p.slug LIKE :w${i})`, { [`w${i}`]: like });
    });
    if (args.published != null) qb.andWhere('p.published = :published', { published: args.published });
    if (args.categoryId) {
      qb.andWhere(`p.id IN (SELECT l.product_id FROM product_category_link l WHERE l.category_id IN (${subtreeSql('id', 'ARRAY[CAST(:category AS uuid)]')}))`, {
        category: args.categoryId.toLowerCase(),
      });
    }
    return paginateQuery(args, qb.orderBy('p.updatedAt', 'DESC').addOrderBy('p.id', 'ASC'));
  }

  /** The whole tree: roots first, each followed by its descendants, siblings by position then name. */
  async categories(): Promise<ProductCategoryEntity[]> {
    const all = await this.dataSource.getRepository(ProductCategoryEntity).find();
    const children = new Map<string | null, ProductCategoryEntity[]>();
    for (const c of all) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
    const out: ProductCategoryEntity[] = [];
    const walk = (parent: string | null) => {
      const list = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id));
      for (const c of list) {
        out.push(c);
        walk(c.id);
      }
    };
    walk(null);
    return out;
  }

  // ——— writes: each in one transaction with its events ———

  private check(input: ProductInput): ProductValues {
    const result = checkProductInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }

  /** Creates a product; `id` lets the demo seed give products stable ids. */
  async create(input: ProductInput, options: { id?: string } = {}): Promise<ProductEntity> {
    const values = this.check(input);
    return this.write(async (manager) => {
      await this.assertCategories(manager, values.categoryIds);
      const slug = await this.freeSlug(manager, values, null);
      const repo = manager.getRepository(ProductEntity);
      const entity = repo.create({ ...this.columns(values), slug, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      await this.replaceLinks(manager, entity.id, values.categoryIds);
      await this.replaceImages(manager, entity.id, values.images);
      const saved = await repo.findOneByOrFail({ id: entity.id });
      await writeProductChanged(manager, [saved.id], () => true);
      return saved;
    });
  }

  /**
   * Replaces the product's fields with the input. An optional field left out keeps its value; `null`
   * (or an empty list) clears it; a left-out or null slug or publication keeps the current one.
   */
  async update(id: string, input: ProductInput): Promise<ProductEntity> {
    return this.write(async (manager) => {
      const repo = manager.getRepository(ProductEntity);
      const entity = isUuid(id) ? await repo.findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!entity) throw notFound('Product');
      const [links, images] = await Promise.all([
        manager.getRepository(ProductCategoryLinkEntity).findBy({ productId: entity.id }),
        manager.getRepository(ProductImageEntity).find({ where: { productId: entity.id }, order: { position: 'ASC' } }),
      ]);
      const current: Partial<ProductInput> = {
        nameEn: entity.nameEn,
        description: entity.description,
        descriptionEn: entity.descriptionEn,
        weightGrams: entity.weightGrams,
        categoryIds: links.map((l) => l.categoryId),
        images: images.map((i) => ({ url: i.url, alt: i.alt })),
      };
      const given = Object.fromEntries(
        Object.entries(input).filter(([k, v]) => v !== undefined && !(['published', 'slug'].includes(k) && (v === null || v === ''))),
      );
      const values = this.check({ ...current, slug: entity.slug, published: entity.published, ...given } as ProductInput);
      await this.assertCategories(manager, values.categoryIds);
      const slug = await this.freeSlug(manager, values, entity.id);
      Object.assign(entity, this.columns(values), { slug });
      await repo.save(entity);
      if (input.categoryIds !== undefined) await this.replaceLinks(manager, entity.id, values.categoryIds);
      if (input.images !== undefined) await this.replaceImages(manager, entity.id, values.images);
      // Links and images are other tables: moving updated_at here dates every change of the product.
      const [[row]]: [{ updated_at: Date }[], number] = await manager.query('UPDATE product SET updated_at = now() WHERE id = $1 RETURNING updated_at', [
        entity.id,
      ]);
      entity.updatedAt = row.updated_at;
      await writeProductChanged(manager, [entity.id]);
      return entity;
    });
  }

  /** Deletes a product (its links and images go with it). Orders keep their lines: commerce copies them. */
  async remove(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      // DELETE … RETURNING answers [rows, count] through TypeORM.
      const [rows]: [{ id: string; sku: string }[], number] = isUuid(id)
        ? await manager.query('DELETE FROM product WHERE id = $1 RETURNING id, sku', [id.toLowerCase()])
        : [[], 0];
      if (!rows.length) throw notFound('Product');
      await writeEvent(manager, Events.productDeleted, rows[0].id, { id: rows[0].id, sku: rows[0].sku });
      return true;
    });
  }

  async createCategory(input: ProductCategoryInput, options: { id?: string } = {}): Promise<ProductCategoryEntity> {
    const result = checkCategoryInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const values = result.value;
    return this.write(async (manager) => {
      if (values.parentId) await this.assertParent(manager, values.parentId, null);
      const slug = await this.freeCategorySlug(manager, values.slug, input.slug != null && input.slug.trim() !== '', null);
      const repo = manager.getRepository(ProductCategoryEntity);
      const entity = repo.create({ ...values, slug, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  /** Left-out fields keep their values (a null parent makes it a root). A new slug re-announces its products. */
  async updateCategory(id: string, input: ProductCategoryInput): Promise<ProductCategoryEntity> {
    return this.write(async (manager) => {
      const repo = manager.getRepository(ProductCategoryEntity);
      const entity = isUuid(id) ? await repo.findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!entity) throw notFound('Product category');
      const keep = (v: unknown) => v === undefined;
      const merged: ProductCategoryInput = {
        name: input.name,
        nameEn: keep(input.nameEn) ? entity.nameEn : input.nameEn,
        slug: keep(input.slug) || input.slug === null || input.slug?.trim() === '' ? entity.slug : input.slug,
        parentId: keep(input.parentId) ? entity.parentId : input.parentId,
        position: keep(input.position) || input.position === null ? entity.position : input.position,
      };
      const result = checkCategoryInput(merged);
      if (!result.ok) throw badInput(result.fieldErrors);
      const values = result.value;
      if (values.parentId) await this.assertParent(manager, values.parentId, entity.id);
      const slug = values.slug === entity.slug ? entity.slug : await this.freeCategorySlug(manager, values.slug, true, entity.id);
      const slugChanged = slug !== entity.slug;
      Object.assign(entity, values, { slug });
      await repo.save(entity);
      if (slugChanged) await writeProductChanged(manager, await this.productsOfCategory(manager, entity.id));
      return entity;
    });
  }

  /** Refused while it has children; its products lose it (and are re-announced without it). */
  async removeCategory(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      const repo = manager.getRepository(ProductCategoryEntity);
      // Its products first, then the category: the order a product update locks in (the product, then
      // the categories it names), so the two wait for each other instead of deadlocking.
      if (isUuid(id)) {
        await manager.query('SELECT id FROM product WHERE id IN (SELECT product_id FROM product_category_link WHERE category_id = $1) ORDER BY id FOR UPDATE', [
          id.toLowerCase(),
        ]);
      }
      const entity = isUuid(id) ? await repo.findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!entity) throw notFound('Product category');
      if (await repo.existsBy({ parentId: entity.id })) throw conflict('The category has sub-categories: move or delete them first', { id: K.HAS_CHILDREN });
      const products = await this.productsOfCategory(manager, entity.id);
      await repo.delete({ id: entity.id });
      if (products.length) {
        await manager.query('UPDATE product SET updated_at = now() WHERE id = ANY($1::uuid[])', [products]);
        await writeProductChanged(manager, products);
      }
      return true;
    });
  }

  // ——— helpers ———

  /** A transaction whose unique-index refusals (a race past the checks) become the contract's CONFLICT. */
  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error, 'product_sku_key')) throw conflict('This SKU is already used', { sku: K.SKU_TAKEN });
      if (isUniqueViolation(error, 'product_slug_key') || isUniqueViolation(error, 'product_category_slug_key'))
        throw conflict('This slug is already used', { slug: K.SLUG_TAKEN });
      throw error;
    });
  }

  private columns(v: ProductValues): Partial<ProductEntity> {
    return {
      sku: v.sku,
      name: v.name,
      nameEn: v.nameEn,
      description: v.description,
      descriptionEn: v.descriptionEn,
      priceCents: v.priceCents,
      taxCategory: v.taxCategory,
      weightGrams: v.weightGrams,
      published: v.published,
    };
  }

  /**
   * Every category must exist. They stay locked FOR KEY SHARE until the transaction ends: a concurrent
   * removeProductCategory waits for the links written (and re-announces the product without it), or came
   * first and the category is NOT_FOUND here, never a foreign-key error.
   */
  private async assertCategories(manager: EntityManager, ids: string[]): Promise<void> {
    if (!ids.length) return;
    if (!ids.every(isUuid)) throw badInput({ categoryIds: K.NOT_FOUND });
    const found = await lockReferenced(manager, 'product_category', [...new Set(ids.map((id) => id.toLowerCase()))]);
    if (found.length !== new Set(ids.map((id) => id.toLowerCase())).size) throw badInput({ categoryIds: K.NOT_FOUND }, 'Unknown category');
  }

  /**
   * The slug to store. SKU and slug clashes are reported together (CONFLICT). A slug made from the name
   * gets a suffix instead: the sku, then a number.
   */
  private async freeSlug(manager: EntityManager, values: ProductValues, selfId: string | null): Promise<string> {
    const errors: FieldErrors = {};
    const skuTaken = await manager.query('SELECT 1 FROM product WHERE sku = $1 AND id IS DISTINCT FROM $2 LIMIT 1', [values.sku, selfId]);
    if (skuTaken.length) errors.sku = K.SKU_TAKEN;
    const base = values.slug;
    const candidates = values.slugGiven ? [base] : [base, `${base}-${slugify(values.sku)}`, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
    const taken = new Set<string>(
      (await manager.query('SELECT slug FROM product WHERE slug = ANY($1) AND id IS DISTINCT FROM $2', [candidates, selfId])).map(
        (r: { slug: string }) => r.slug,
      ),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (!free) errors.slug = K.SLUG_TAKEN;
    if (Object.keys(errors).length) throw conflict(errors.sku ? 'This SKU is already used' : 'This slug is already used', errors);
    return free!;
  }

  private async freeCategorySlug(manager: EntityManager, base: string, given: boolean, selfId: string | null): Promise<string> {
    const candidates = given ? [base] : [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
    const taken = new Set<string>(
      (await manager.query('SELECT slug FROM product_category WHERE slug = ANY($1) AND id IS DISTINCT FROM $2', [candidates, selfId])).map(
        (r: { slug: string }) => r.slug,
      ),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (!free) throw conflict('This slug is already used', { slug: K.SLUG_TAKEN });
    return free;
  }

  /**
   * The parent exists (locked FOR KEY SHARE until the transaction ends: removeProductCategory then waits
   * and finds it has children) and is not the category itself nor one of its descendants.
   */
  private async assertParent(manager: EntityManager, parentId: string, selfId: string | null): Promise<void> {
    if (!isUuid(parentId)) throw badInput({ parentId: K.NOT_FOUND });
    if (selfId && parentId === selfId) throw badInput({ parentId: K.CYCLE }, 'A category cannot be its own parent');
    if (!(await lockReferencedRow(manager, 'product_category', parentId.toLowerCase()))) throw badInput({ parentId: K.NOT_FOUND }, 'Unknown parent category');
    const rows: { id: string }[] = await manager.query(
      `WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM product_category WHERE id = $1
         UNION SELECT c.id, c.parent_id FROM product_category c JOIN up ON c.id = up.parent_id) SELECT id FROM up`,
      [parentId],
    );
    if (!rows.length) throw badInput({ parentId: K.NOT_FOUND }, 'Unknown parent category');
    if (selfId && rows.some((r) => r.id === selfId)) throw badInput({ parentId: K.CYCLE }, 'A category cannot move under its own descendant');
  }

  private async productsOfCategory(manager: EntityManager, categoryId: string): Promise<string[]> {
    const rows: { product_id: string }[] = await manager.query('SELECT product_id FROM product_category_link WHERE category_id = $1 ORDER BY product_id', [
      categoryId,
    ]);
    return rows.map((r) => r.product_id);
  }

  private async replaceLinks(manager: EntityManager, productId: string, categoryIds: string[]): Promise<void> {
    await manager.query('DELETE FROM product_category_link WHERE product_id = $1', [productId]);
    if (categoryIds.length) {
      await manager.query('INSERT INTO product_category_link (product_id, category_id) SELECT $1, unnest($2::uuid[])', [productId, categoryIds]);
    }
  }

  private async replaceImages(manager: EntityManager, productId: string, images: { url: string; alt: string | null }[]): Promise<void> {
    await manager.query('DELETE FROM product_image WHERE product_id = $1', [productId]);
    if (images.length) {
      await manager.getRepository(ProductImageEntity).insert(images.map((img, i) => ({ productId, position: i + 1, url: img.url, alt: img.alt })));
    }
  }
}
