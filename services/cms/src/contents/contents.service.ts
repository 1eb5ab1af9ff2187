import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import type { FieldErrors } from '@guide/platform';
import {
  Identity,
  badInput,
  conflict,
  decodeOffsetCursor,
  forbidden,
  hasPermission,
  likeContains,
  mapUniqueViolation,
  notFound,
  offsetConnection,
  paginateQuery,
  writeEvent,
} from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ContentCustomFieldEntity } from '../content-types/content-type.entities';
import { ContentTypesService } from '../content-types/content-types.service';
import { duplicateLocale, duplicateSlugCandidates } from '../pages/duplicate-slug';
import type { PageBlock } from '../pages/blocks';
import { readComponents } from '../components/page-components.service';
import { ContentCategoryEntity, ContentEntity, ContentFieldValueEntity, ContentStatus } from './content.entities';
import { contentPath, pathMoves } from './content-path';
import { CheckedContent, checkContentBlocks, checkContentInput, checkCustomFieldValues } from './content.validation';
import { RedirectsService } from './redirects.service';
import type { ContentInput, QueryAdminContentsArgs, QueryContentsArgs } from '../generated/graphql';

export type ContentOrder = 'PUBLISHED_DESC' | 'START_DATE_ASC' | 'START_DATE_DESC' | 'CREATED_DESC' | 'CREATED_ASC' | 'PRICE_ASC' | 'PRICE_DESC';
export type ContentSort = 'UPDATED_DESC' | 'CREATED_DESC' | 'CREATED_ASC' | 'PUBLISHED_DESC' | 'TITLE_ASC';

export interface BatchResult {
  count: number;
  failed: { id: string; code: string }[];
}

/** Public lists: 12 by default, at most 50 (storefront grids). */
const PUBLIC_PAGE = { default: 12, max: 50 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLIC = `c.status = 'PUBLISHED' AND c.published_at <= now()`;
/** The value of the content's custom field of this code and kind (orders and the agenda read these). */
const fieldValue = (code: string, kind: string) =>
  `(SELECT v.value FROM content_field_value v JOIN content_custom_field f ON f.id = v.field_id
    WHERE v.content_id = c.id AND f.code = '${code}' AND f.kind = '${kind}')`;
const START_DATE = fieldValue('start-date', 'DATE');
/** NUMBER values are checked decimals (content.ts NUMBER_VALUE), safe to cast. */
const PRICE = `${fieldValue('price', 'NUMBER')}::numeric`;
/** Today in France: the agenda keeps events starting today. */
const TODAY = `to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD')`;
const slugTaken = () => conflict('A content of this type already has this slug', { slug: 'SLUG_TAKEN' });

interface PathRow {
  id: string;
  path: string;
  everPublic: boolean;
}

@Injectable()
export class ContentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly types: ContentTypesService,
    private readonly redirects: RedirectsService,
  ) {}

  // ---- Reads -----------------------------------------------------------------------------------------

  async publicList(args: QueryContentsArgs) {
    const take = args.first ?? PUBLIC_PAGE.default;
    if (!Number.isInteger(take) || take < 1 || take > PUBLIC_PAGE.max)
      throw badInput({ first: 'PAGE_SIZE_OUT_OF_RANGE' }, `first must be between 1 and ${PUBLIC_PAGE.max}`);
    const skip = decodeOffsetCursor(args.after);
    const qb = this.repo().createQueryBuilder('c').where('c.content_type = :type', { type: args.contentType.trim().toLowerCase() }).andWhere(PUBLIC);
    const category = args.categorySlug?.trim().toLowerCase();
    if (category) {
      qb.andWhere(
        `EXISTS (SELECT 1 FROM content_category_link l JOIN content_category k ON k.id = l.category_id
         WHERE l.content_id = c.id AND k.slug = :category AND k.content_type = c.content_type)`,
        { category },
      );
    }
    const tag = args.tag?.trim();
    if (tag) qb.andWhere(':tag = ANY(c.tags)', { tag });
    if (args.upcoming) qb.andWhere(`${START_DATE} >= ${TODAY}`);
    this.publicOrder(qb, args.order ?? 'PUBLISHED_DESC');
    const [nodes, total] = await qb.skip(skip).take(take).getManyAndCount();
    return offsetConnection(nodes, total, skip, take);
  }

  private publicOrder(qb: SelectQueryBuilder<ContentEntity>, order: ContentOrder): void {
    const byValue = (expression: string, direction: 'ASC' | 'DESC') => qb.addSelect(expression, 'sort_value').orderBy('sort_value', direction, 'NULLS LAST');
    switch (order) {
      case 'START_DATE_ASC':
        byValue(START_DATE, 'ASC');
        break;
      case 'START_DATE_DESC':
        byValue(START_DATE, 'DESC');
        break;
      case 'PRICE_ASC':
        byValue(PRICE, 'ASC');
        break;
      case 'PRICE_DESC':
        byValue(PRICE, 'DESC');
        break;
      case 'CREATED_ASC':
        qb.orderBy('c.created_at', 'ASC');
        break;
      case 'CREATED_DESC':
        qb.orderBy('c.created_at', 'DESC');
        break;
      default:
        qb.orderBy('c.published_at', 'DESC');
    }
    qb.addOrderBy('c.published_at', 'DESC').addOrderBy('c.id', 'ASC');
  }

  publicOne(contentType: string, slug: string): Promise<ContentEntity | null> {
    return this.repo()
      .createQueryBuilder('c')
      .where('c.content_type = :type AND c.slug = :slug', { type: contentType.trim().toLowerCase(), slug: slug.trim().toLowerCase() })
      .andWhere(PUBLIC)
      .getOne();
  }

  adminList(args: QueryAdminContentsArgs) {
    const qb = this.repo().createQueryBuilder('c').where('c.content_type = :type', { type: args.contentType.trim().toLowerCase() });
    const search = args.search?.trim();
    if (search) qb.andWhere('(c.title ILIKE :p OR c.slug ILIKE :p)', { p: likeContains(search) });
    if (args.status) qb.andWhere('c.status = :status', { status: args.status });
    if (args.scheduled === true) qb.andWhere(`c.status = 'PUBLISHED' AND c.published_at > now()`);
    if (args.scheduled === false) qb.andWhere(`NOT (c.status = 'PUBLISHED' AND c.published_at > now())`);
    if (args.categoryId) {
      if (!UUID.test(args.categoryId)) throw badInput({ categoryId: 'INVALID_ID' });
      qb.andWhere('EXISTS (SELECT 1 FROM content_category_link l WHERE l.content_id = c.id AND l.category_id = :category)', { category: args.categoryId });
    }
    const sorts: Record<ContentSort, [string, 'ASC' | 'DESC']> = {
      UPDATED_DESC: ['c.updated_at', 'DESC'],
      CREATED_DESC: ['c.created_at', 'DESC'],
      CREATED_ASC: ['c.created_at', 'ASC'],
      PUBLISHED_DESC: ['c.published_at', 'DESC'],
      TITLE_ASC: ['lower(c.title)', 'ASC'],
    };
    const [column, direction] = sorts[args.sort ?? 'UPDATED_DESC'] ?? sorts.UPDATED_DESC;
    qb.orderBy(column, direction, 'NULLS LAST').addOrderBy('c.id', 'ASC');
    return paginateQuery(args, qb);
  }

  byId(id: string): Promise<ContentEntity | null> {
    return this.repo().findOneBy({ id });
  }

  /** Categories of contents, first category first (DataLoader source). */
  async categoriesOf(contentIds: string[]): Promise<(ContentCategoryEntity & { contentId: string })[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT l.content_id, k.* FROM content_category_link l JOIN content_category k ON k.id = l.category_id
       WHERE l.content_id = ANY($1) ORDER BY l.position, lower(k.title)`,
      [contentIds],
    );
    return rows.map((r) =>
      Object.assign(new ContentCategoryEntity(), {
        contentId: r.content_id as string,
        id: r.id as string,
        contentType: r.content_type as string,
        slug: r.slug as string,
        title: r.title as string,
        titleEn: r.title_en as string | null,
        createdAt: r.created_at as Date,
        updatedAt: r.updated_at as Date,
      }),
    );
  }

  /** The current blocks of page-builder components (Content.renderedBlocksJson's DataLoader source). */
  async componentBlocks(ids: string[]): Promise<{ id: string; blocks: PageBlock[] }[]> {
    return [...(await readComponents(this.dataSource, ids))].map(([id, blocks]) => ({ id, blocks }));
  }

  /** Set custom field values of contents with their field, by field position (DataLoader source). */
  async fieldValuesOf(contentIds: string[]): Promise<{ contentId: string; field: ContentCustomFieldEntity; value: string }[]> {
    const values = await this.dataSource.getRepository(ContentFieldValueEntity).findBy({ contentId: In(contentIds) });
    if (!values.length) return [];
    const fields = new Map((await this.types.fieldsByIds([...new Set(values.map((v) => v.fieldId))])).map((f) => [f.id, f]));
    return values
      .filter((v) => fields.has(v.fieldId))
      .map((v) => ({ contentId: v.contentId, field: fields.get(v.fieldId)!, value: v.value }))
      .sort((a, b) => a.field.position - b.field.position || a.field.code.localeCompare(b.field.code));
  }

  // ---- Writes ----------------------------------------------------------------------------------------

  /**
   * The type, its fields and the categories named are read locked in the content's transaction, so a
   * concurrent delete of one of them waits for this content (deleteContentType then refuses with
   * CONTENT_TYPE_IN_USE) or, when it came first, is answered NOT_FOUND / a field error here.
   */
  async create(contentType: string, input: ContentInput): Promise<ContentEntity> {
    const checked = checkContentInput(input);
    return this.dataSource.transaction(async (manager) => {
      const type = await this.types.lockForChild(manager, contentType);
      const fields = await this.types.lockFields(manager, type.slug);
      const custom = checkCustomFieldValues(fields, checked.ok ? checked.value.customFields : (input.customFields ?? []));
      const built = checkContentBlocks(input.blocksJson, type.blockEditorDisabled);
      const categoryErrors = checked.ok ? await this.categoryErrors(manager, type.slug, checked.value.categoryIds) : {};
      const errors = { ...(checked.ok ? {} : checked.fieldErrors), ...custom.errors, ...built.errors, ...categoryErrors };
      if (!checked.ok || Object.keys(errors).length) throw badInput(errors);
      const v = checked.value;
      if (await manager.getRepository(ContentEntity).existsBy({ contentType: type.slug, slug: v.slug })) throw slugTaken();
      const repo = manager.getRepository(ContentEntity);
      const content = repo.create({
        contentType: type.slug,
        ...this.columns(v, built),
        publishedAt: v.publishedAt ?? (v.status === 'PUBLISHED' ? new Date() : null),
      });
      const saved = await mapUniqueViolation(
        () => repo.save(content),
        () => slugTaken(),
      );
      await this.writeLinks(manager, saved.id, v.categoryIds);
      await this.writeValues(manager, saved.id, custom.values);
      if (saved.status === 'PUBLISHED') await this.publishedEvent(manager, saved.id);
      return saved;
    });
  }

  async update(id: string, input: ContentInput): Promise<ContentEntity> {
    const checked = checkContentInput(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentEntity);
      const content = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!content) throw notFound('Content');
      const type = await this.types.lockForChild(manager, content.contentType);
      const fields = await this.types.lockFields(manager, content.contentType);
      const current = new Map((await manager.getRepository(ContentFieldValueEntity).findBy({ contentId: id })).map((r) => [r.fieldId, r.value]));
      const custom = checkCustomFieldValues(fields, checked.ok ? checked.value.customFields : (input.customFields ?? []), current);
      // Like the body, the blocks are replaced: null makes (or keeps) a rich-text content.
      const built = checkContentBlocks(input.blocksJson, type.blockEditorDisabled);
      const keepCategories = input.categoryIds == null;
      const categoryErrors = checked.ok && !keepCategories ? await this.categoryErrors(manager, content.contentType, checked.value.categoryIds) : {};
      const errors = { ...(checked.ok ? {} : checked.fieldErrors), ...custom.errors, ...built.errors, ...categoryErrors };
      if (!checked.ok || Object.keys(errors).length) throw badInput(errors);
      const v = checked.value;
      if (v.slug !== content.slug && (await repo.existsBy({ contentType: content.contentType, slug: v.slug }))) throw slugTaken();

      const before = await this.paths(manager, [id]);
      const wasPublished = content.status === 'PUBLISHED';
      const columns = this.columns(v, built);
      // Left out, the lists and the SEO texts keep their values; the other fields are replaced.
      if (input.tags == null) delete (columns as Partial<typeof columns>).tags;
      if (input.seo == null)
        for (const key of ['metaTitle', 'metaDescription', 'ogTitle', 'ogDescription', 'ogImageUrl'] as const) delete (columns as Partial<typeof columns>)[key];
      Object.assign(content, columns);
      // The publication date stays when not given; a first publication is dated now.
      content.publishedAt = v.publishedAt ?? content.publishedAt ?? (v.status === 'PUBLISHED' ? new Date() : null);
      const saved = await mapUniqueViolation(
        () => repo.save(content),
        () => slugTaken(),
      );
      if (!keepCategories) await this.writeLinks(manager, id, v.categoryIds);
      await manager.delete(ContentFieldValueEntity, { contentId: id });
      await this.writeValues(manager, id, custom.values);
      await this.afterMove(manager, before);
      if (saved.status === 'PUBLISHED') await this.publishedEvent(manager, id);
      else if (wasPublished) await this.unpublishedEvent(manager, id, before.get(id)!.path);
      return (await repo.findOneBy({ id }))!;
    });
  }

  /** A draft copy (categories, tags, SEO and custom field values too) with a free -copie/-copy slug. */
  async duplicate(id: string, locale?: string | null): Promise<ContentEntity> {
    const lang = duplicateLocale(locale);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentEntity);
      // The source, its type and what its links and values point at stay until the copy is written.
      const source = await repo.findOne({ where: { id }, lock: { mode: 'for_key_share' } });
      if (!source) throw notFound('Content');
      await this.types.lockForChild(manager, source.contentType);
      await manager.query(
        'SELECT id FROM content_category WHERE id IN (SELECT category_id FROM content_category_link WHERE content_id = $1) ORDER BY id FOR KEY SHARE',
        [id],
      );
      await manager.query(
        'SELECT id FROM content_custom_field WHERE id IN (SELECT field_id FROM content_field_value WHERE content_id = $1) ORDER BY id FOR KEY SHARE',
        [id],
      );
      const candidates = duplicateSlugCandidates(source.slug, lang);
      const taken = new Set<string>(
        (await manager.query('SELECT slug FROM content WHERE content_type = $1 AND slug = ANY($2)', [source.contentType, candidates])).map(
          (r: { slug: string }) => r.slug,
        ),
      );
      const slug = candidates.find((c) => !taken.has(c));
      if (!slug) throw badInput({ slug: 'SLUG_TAKEN' }, 'Too many copies of this content');
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
      const saved = await mapUniqueViolation(
        () => repo.save(repo.create({ ...copy, slug, status: 'DRAFT', publishedAt: null })),
        () => slugTaken(),
      );
      await manager.query(
        'INSERT INTO content_category_link (content_id, category_id, position) SELECT $2, category_id, position FROM content_category_link WHERE content_id = $1',
        [id, saved.id],
      );
      await manager.query(
        'INSERT INTO content_field_value (content_id, field_id, value) SELECT $2, field_id, value FROM content_field_value WHERE content_id = $1',
        [id, saved.id],
      );
      return saved;
    });
  }

  /** More than one id needs cms.posts.mass-delete besides cms.posts.delete. One event per deleted content. */
  async delete(ids: string[], identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.posts.mass-delete')) throw forbidden('Missing permission cms.posts.mass-delete');
    if (!unique.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.getRepository(ContentEntity).find({ where: { id: In(unique) }, lock: { mode: 'pessimistic_write' } });
      if (!rows.length) return 0;
      const paths = await this.paths(
        manager,
        rows.map((r) => r.id),
      );
      await manager.delete(ContentEntity, { id: In(rows.map((r) => r.id)) });
      const deletedAt = new Date().toISOString();
      for (const row of rows) {
        await writeEvent(manager, Events.contentDeleted, row.id, { content: this.ref(row, paths.get(row.id)!.path), deletedAt });
      }
      return rows.length;
    });
  }

  async setCategories(id: string, categoryIds: string[]): Promise<ContentEntity> {
    const ids = [...new Set(categoryIds)];
    return this.dataSource.transaction(async (manager) => {
      const content = await manager.getRepository(ContentEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!content) throw notFound('Content');
      const errors = await this.categoryErrors(manager, content.contentType, ids);
      if (Object.keys(errors).length) throw badInput(errors);
      const before = await this.paths(manager, [id]);
      await this.writeLinks(manager, id, ids);
      await this.afterMove(manager, before);
      if (content.status === 'PUBLISHED') await this.publishedEvent(manager, id);
      return content;
    });
  }

  /** Each content in its own transaction: one refusal does not undo the others. */
  async setStatus(ids: string[], status: ContentStatus, publishedAt?: Date | null): Promise<BatchResult> {
    const result: BatchResult = { count: 0, failed: [] };
    for (const id of [...new Set(ids)]) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(ContentEntity);
        const content = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!content) return 'NOT_FOUND';
        const wasPublished = content.status === 'PUBLISHED';
        if (status === 'DRAFT') {
          if (!wasPublished) return 'UNCHANGED';
          const path = (await this.paths(manager, [id])).get(id)!.path;
          await repo.update({ id }, { status: 'DRAFT' });
          await this.unpublishedEvent(manager, id, path);
          return 'CHANGED';
        }
        const date = publishedAt ?? (wasPublished ? content.publishedAt : new Date());
        if (wasPublished && date?.getTime() === content.publishedAt?.getTime()) return 'UNCHANGED';
        await repo.update({ id }, { status: 'PUBLISHED', publishedAt: date });
        await this.publishedEvent(manager, id);
        return 'CHANGED';
      });
      if (outcome === 'CHANGED') result.count++;
      else if (outcome !== 'UNCHANGED') result.failed.push({ id, code: outcome });
    }
    return result;
  }

  // ---- Paths, redirects and events (shared with the categories) --------------------------------------

  /** Current path of contents, and whether each was ever public (a redirect is only owed to those). */
  async paths(manager: EntityManager, ids: string[]): Promise<Map<string, PathRow>> {
    if (!ids.length) return new Map();
    const rows: { id: string; content_type: string; slug: string; category: string | null; ever_public: boolean }[] = await manager.query(
      `SELECT c.id, c.content_type, c.slug, c.published_at IS NOT NULL AND c.published_at <= now() AS ever_public,
              (SELECT k.slug FROM content_category_link l JOIN content_category k ON k.id = l.category_id
                WHERE l.content_id = c.id ORDER BY l.position, lower(k.title) LIMIT 1) AS category
       FROM content c WHERE c.id = ANY($1)`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { id: r.id, path: contentPath(r.content_type, r.category, r.slug), everPublic: r.ever_public }]));
  }

  /** After a change that may move contents (`before` taken first): redirects from the old paths. */
  async afterMove(manager: EntityManager, before: Map<string, PathRow>): Promise<void> {
    const after = await this.paths(manager, [...before.keys()]);
    await this.redirects.recordMoves(manager, pathMoves(before, after));
  }

  private ref(content: Pick<ContentEntity, 'id' | 'contentType' | 'slug'>, path: string) {
    return { contentId: content.id, contentType: content.contentType, slug: content.slug, language: 'fr', path };
  }

  /** ContentPublished with the content as it stands in this transaction. */
  async publishedEvent(manager: EntityManager, id: string): Promise<void> {
    const content = (await manager.getRepository(ContentEntity).findOneBy({ id }))!;
    const path = (await this.paths(manager, [id])).get(id)!.path;
    const categories: { slug: string }[] = await manager.query(
      'SELECT k.slug FROM content_category_link l JOIN content_category k ON k.id = l.category_id WHERE l.content_id = $1 ORDER BY l.position, lower(k.title)',
      [id],
    );
    await writeEvent(manager, Events.contentPublished, id, {
      content: this.ref(content, path),
      title: content.title,
      shortDescription: content.shortDescription ?? '',
      categorySlugs: categories.map((c) => c.slug),
      tags: content.tags,
      thumbnailUrl: content.thumbnailUrl ?? '',
      publishedAt: (content.publishedAt ?? new Date()).toISOString(),
      updatedAt: content.updatedAt.toISOString(),
    });
  }

  private async unpublishedEvent(manager: EntityManager, id: string, path: string): Promise<void> {
    const content = (await manager.getRepository(ContentEntity).findOneBy({ id }))!;
    await writeEvent(manager, Events.contentUnpublished, id, { content: this.ref(content, path), unpublishedAt: new Date().toISOString() });
  }

  // ---- Helpers ---------------------------------------------------------------------------------------

  private repo() {
    return this.dataSource.getRepository(ContentEntity);
  }

  /** The columns an input writes; a content built with blocks gets their text as its body (the given one is ignored). */
  private columns(v: CheckedContent, built: { blocks: PageBlock[] | null; body: string | null }) {
    return {
      title: v.title,
      slug: v.slug,
      status: v.status,
      shortDescription: v.shortDescription,
      body: built.blocks ? built.body : v.body,
      blocks: built.blocks,
      titleEn: v.titleEn,
      shortDescriptionEn: v.shortDescriptionEn,
      bodyEn: v.bodyEn,
      thumbnailUrl: v.thumbnailUrl,
      mainImageUrl: v.mainImageUrl,
      tags: v.tags,
      metaTitle: v.seo.metaTitle,
      metaDescription: v.seo.metaDescription,
      ogTitle: v.seo.ogTitle,
      ogDescription: v.seo.ogDescription,
      ogImageUrl: v.seo.ogImageUrl,
    };
  }

  /**
   * categoryIds NOT_FOUND unless every id is a category of this content type. They stay locked FOR KEY
   * SHARE until the transaction ends: a concurrent deleteContentCategories waits for the links written
   * (and removes them), or came first and the category is NOT_FOUND here.
   */
  private async categoryErrors(manager: EntityManager, contentType: string, ids: string[]): Promise<FieldErrors> {
    if (!ids.length) return {};
    if (ids.some((id) => !UUID.test(id))) return { categoryIds: 'NOT_FOUND' };
    const found: unknown[] = await manager.query('SELECT id FROM content_category WHERE content_type = $1 AND id = ANY($2) ORDER BY id FOR KEY SHARE', [
      contentType,
      [...new Set(ids.map((id) => id.toLowerCase()))],
    ]);
    return found.length === new Set(ids.map((id) => id.toLowerCase())).size ? {} : { categoryIds: 'NOT_FOUND' };
  }

  /** Replaces a content's categories; the first listed is the one in its path. */
  private async writeLinks(manager: EntityManager, contentId: string, categoryIds: string[]): Promise<void> {
    await manager.query('DELETE FROM content_category_link WHERE content_id = $1', [contentId]);
    for (const [position, categoryId] of categoryIds.entries()) {
      await manager.query('INSERT INTO content_category_link (content_id, category_id, position) VALUES ($1, $2, $3)', [contentId, categoryId, position]);
    }
  }

  private async writeValues(manager: EntityManager, contentId: string, values: Map<string, string>): Promise<void> {
    for (const [fieldId, value] of values) {
      await manager.query('INSERT INTO content_field_value (content_id, field_id, value) VALUES ($1, $2, $3)', [contentId, fieldId, value]);
    }
  }
}
