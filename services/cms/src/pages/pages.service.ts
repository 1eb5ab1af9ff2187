import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  FieldErrors,
  Identity,
  badInput,
  forbidden,
  hasPermission,
  likeContains,
  lockReferenced,
  notFound,
  mapUniqueViolation,
  paginateQuery,
} from '@guide/platform';
import { duplicateLocale, duplicateSlugCandidates } from './duplicate-slug';
import { PageCategoryEntity, PageCategoryLinkEntity, PageEntity } from './page.entity';
import { PageFields, validatePageInput } from './page.validation';
import type { PageInput, QueryPagesArgs } from '../generated/graphql';

export type PageCategoryOfPage = PageCategoryEntity & { pageId: string };

@Injectable()
export class PagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  bySlug(slug: string): Promise<PageEntity | null> {
    return this.dataSource.getRepository(PageEntity).findOneBy({ slug: slug.trim().toLowerCase(), status: 'PUBLISHED' });
  }

  byId(id: string): Promise<PageEntity | null> {
    return this.dataSource.getRepository(PageEntity).findOneBy({ id });
  }

  async list(args: QueryPagesArgs) {
    const qb = this.dataSource.getRepository(PageEntity).createQueryBuilder('p').where('true');
    const search = args.search?.trim();
    if (search) qb.andWhere('(p.title ILIKE :pattern OR p.slug ILIKE :pattern)', { pattern: likeContains(search) });
    if (args.status) qb.andWhere('p.status = :status', { status: args.status });
    if (args.categoryId)
      qb.andWhere('EXISTS (SELECT 1 FROM page_category_link l WHERE l.page_id = p.id AND l.category_id = :categoryId)', { categoryId: args.categoryId });
    return paginateQuery(args, qb.orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'ASC'));
  }

  /** The categories of these pages (for the `categories` field's loader), by title. */
  async categoriesOf(pageIds: string[]): Promise<PageCategoryOfPage[]> {
    const rows: { page_id: string; id: string }[] = await this.dataSource.query(
      'SELECT page_id, category_id AS id FROM page_category_link WHERE page_id = ANY($1)',
      [pageIds],
    );
    const categories = new Map(
      (await this.dataSource.getRepository(PageCategoryEntity).findBy({ id: In([...new Set(rows.map((r) => r.id))]) })).map((c) => [c.id, c]),
    );
    return rows
      .filter((r) => categories.has(r.id))
      .map((r) => ({ ...categories.get(r.id)!, pageId: r.page_id }))
      .sort((a, b) => a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }));
  }

  /** `categoryId` is the category the editor works in: the page must belong to it (spec: "page not in the selected category"). */
  async create(input: PageInput, categoryId?: string | null): Promise<PageEntity> {
    const fields = validatePageInput(input);
    const categoryIds = [...new Set(input.categoryIds ?? [])];
    return this.dataSource.transaction(async (manager) => {
      const errors = await this.categoryErrors(manager, categoryIds, categoryId);
      if (await manager.getRepository(PageEntity).existsBy({ slug: fields.slug })) errors.slug = 'SLUG_TAKEN';
      if (Object.keys(errors).length) throw badInput(errors);
      const page = await this.insert(manager, fields);
      await this.writeLinks(manager, page.id, categoryIds);
      return page;
    });
  }

  /** Replaces every field; categories only when `categoryIds` is given. Publishing is `status: PUBLISHED`. */
  async update(id: string, input: PageInput, categoryId?: string | null): Promise<PageEntity> {
    const fields = validatePageInput(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(PageEntity);
      const page = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!page) throw notFound('Page');
      const categoryIds = input.categoryIds ? [...new Set(input.categoryIds)] : await this.linkedIds(manager, id);
      const errors = await this.categoryErrors(manager, categoryIds, categoryId);
      if (fields.slug !== page.slug && (await repo.existsBy({ slug: fields.slug }))) errors.slug = 'SLUG_TAKEN';
      if (Object.keys(errors).length) throw badInput(errors);
      const saved = await mapUniqueViolation(
        () => repo.save(repo.merge(page, fields)),
        () => badInput({ slug: 'SLUG_TAKEN' }),
      );
      if (input.categoryIds) await this.writeLinks(manager, id, categoryIds);
      return saved;
    });
  }

  async setCategories(id: string, categoryIds: string[], categoryId?: string | null): Promise<PageEntity> {
    const ids = [...new Set(categoryIds)];
    return this.dataSource.transaction(async (manager) => {
      const page = await manager.getRepository(PageEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!page) throw notFound('Page');
      const errors = await this.categoryErrors(manager, ids, categoryId);
      if (Object.keys(errors).length) throw badInput(errors);
      await this.writeLinks(manager, id, ids);
      await manager.query('UPDATE page SET updated_at = now() WHERE id = $1', [id]);
      return (await manager.getRepository(PageEntity).findOneBy({ id }))!;
    });
  }

  /** cms.pages.delete for one page; a selection also needs cms.pages.mass-delete. Unknown ids are skipped. */
  async delete(ids: string[], identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.pages.mass-delete')) throw forbidden('Missing permission cms.pages.mass-delete');
    if (!unique.length) return 0;
    const result = await this.dataSource.getRepository(PageEntity).delete({ id: In(unique) });
    return result.affected ?? 0;
  }

  /** The copy is a draft (a copy going live unseen would surprise editors) with a free "-copie"/"-copy" slug, its blocks, fields and categories. */
  async duplicate(id: string, locale?: string | null): Promise<PageEntity> {
    const lang = duplicateLocale(locale);
    return this.dataSource.transaction(async (manager) => {
      const source = await manager.getRepository(PageEntity).findOneBy({ id });
      if (!source) throw notFound('Page');
      const candidates = duplicateSlugCandidates(source.slug, lang);
      const taken = new Set<string>((await manager.query('SELECT slug FROM page WHERE slug = ANY($1)', [candidates])).map((r: { slug: string }) => r.slug));
      const slug = candidates.find((c) => !taken.has(c));
      if (!slug) throw badInput({ slug: 'SLUG_TAKEN' }, 'Too many copies of this page');
      const { title, body, blocks, metaTitle, metaDescription, shortDescription, tags, thumbnailUrl, mainImageUrl, ogTitle, ogDescription, ogImageUrl } =
        source;
      const copy = await this.insert(manager, {
        title,
        slug,
        status: 'DRAFT',
        body,
        blocks,
        metaTitle,
        metaDescription,
        shortDescription,
        tags,
        thumbnailUrl,
        mainImageUrl,
        ogTitle,
        ogDescription,
        ogImageUrl,
      });
      await this.writeLinks(manager, copy.id, await this.linkedIds(manager, id));
      return copy;
    });
  }

  /**
   * The categories stay locked FOR KEY SHARE until the transaction ends: a concurrent deletePageCategories
   * waits for the links written (and removes them), or came first and the category is NOT_FOUND here.
   */
  private async categoryErrors(manager: EntityManager, ids: string[], selected?: string | null): Promise<FieldErrors> {
    const found = (await lockReferenced(manager, 'page_category', ids)).length;
    if (found !== ids.length) return { categoryIds: 'NOT_FOUND' };
    if (selected && !ids.includes(selected)) return { categoryIds: 'PAGE_CATEGORY_REQUIRED' };
    return {};
  }

  /** The page's categories, locked FOR KEY SHARE (they are about to be linked again, to it or to a copy). */
  private async linkedIds(manager: EntityManager, pageId: string): Promise<string[]> {
    const ids = (await manager.getRepository(PageCategoryLinkEntity).findBy({ pageId })).map((l) => l.categoryId);
    return lockReferenced(manager, 'page_category', ids);
  }

  private async writeLinks(manager: EntityManager, pageId: string, categoryIds: string[]): Promise<void> {
    await manager.delete(PageCategoryLinkEntity, { pageId });
    if (categoryIds.length)
      await manager.insert(
        PageCategoryLinkEntity,
        categoryIds.map((categoryId) => ({ pageId, categoryId })),
      );
  }

  /** The unique index is the last word when two editors save the same slug at once. */
  private async insert(manager: EntityManager, fields: PageFields): Promise<PageEntity> {
    const repo = manager.getRepository(PageEntity);
    return mapUniqueViolation(
      () => repo.save(repo.create({ ...fields })),
      () => badInput({ slug: 'SLUG_TAKEN' }),
    );
  }
}
