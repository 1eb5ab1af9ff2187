import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Identity, badInput, conflict, forbidden, hasPermission, mapUniqueViolation, notFound } from '@guide/platform';
import { contentCategorySchema, validateWith } from '@guide/validation';
import { ContentTypesService } from '../content-types/content-types.service';
import { ContentCategoryEntity } from './content.entities';
import { ContentsService } from './contents.service';
import type { ContentCategoryInput } from '../generated/graphql';

const slugTaken = () => conflict('A category of this content type already has this slug', { slug: 'SLUG_TAKEN' });

@Injectable()
export class CategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly types: ContentTypesService,
    private readonly contents: ContentsService,
  ) {}

  /** By title in French order (sorted here: the database collation would put É after Z). */
  async list(contentType: string): Promise<ContentCategoryEntity[]> {
    const rows = await this.dataSource.getRepository(ContentCategoryEntity).findBy({ contentType: contentType.trim().toLowerCase() });
    return rows.sort((a, b) => a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
  }

  countContents(ids: string[]): Promise<{ id: string; n: number }[]> {
    return this.dataSource.query('SELECT category_id AS id, count(*)::int AS n FROM content_category_link WHERE category_id = ANY($1) GROUP BY category_id', [
      ids,
    ]);
  }

  private check(input: ContentCategoryInput) {
    const result = validateWith(contentCategorySchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }

  /** The type is locked while the category is written: a concurrent deleteContentType makes this NOT_FOUND. */
  async create(contentType: string, input: ContentCategoryInput): Promise<ContentCategoryEntity> {
    const values = this.check(input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const type = await this.types.lockForChild(manager, contentType);
          const repo = manager.getRepository(ContentCategoryEntity);
          if (await repo.existsBy({ contentType: type.slug, slug: values.slug })) throw slugTaken();
          return repo.save(repo.create({ ...values, contentType: type.slug }));
        }),
      () => slugTaken(),
    );
  }

  /** A new slug moves the contents filed first under it: their old paths answer with a 301. */
  async update(id: string, input: ContentCategoryInput): Promise<ContentCategoryEntity> {
    const values = this.check(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentCategoryEntity);
      const category = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!category) throw notFound('Category');
      if (values.slug !== category.slug && (await repo.existsBy({ contentType: category.contentType, slug: values.slug }))) throw slugTaken();
      const affected = await this.contentsOf(manager, [id]);
      const before = await this.contents.paths(manager, affected);
      const slugChanged = values.slug !== category.slug;
      Object.assign(category, values);
      const saved = await mapUniqueViolation(
        () => repo.save(category),
        () => slugTaken(),
      );
      await this.contents.afterMove(manager, before);
      if (slugChanged) await this.republish(manager, affected);
      return saved;
    });
  }

  /** More than one id needs cms.categories.mass-delete. Contents lose the category (and may move). */
  async delete(ids: string[], identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.categories.mass-delete')) throw forbidden('Missing permission cms.categories.mass-delete');
    if (!unique.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      // Locked first: a content being filed under one of them is written (and counted below) before they go.
      await manager.query('SELECT id FROM content_category WHERE id = ANY($1) ORDER BY id FOR UPDATE', [unique]);
      const affected = await this.contentsOf(manager, unique);
      const before = await this.contents.paths(manager, affected);
      const result = await manager.delete(ContentCategoryEntity, { id: In(unique) });
      await this.contents.afterMove(manager, before);
      await this.republish(manager, affected);
      return result.affected ?? 0;
    });
  }

  private async contentsOf(manager: EntityManager, categoryIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await manager.query('SELECT DISTINCT content_id AS id FROM content_category_link WHERE category_id = ANY($1)', [
      categoryIds,
    ]);
    return rows.map((r) => r.id);
  }

  /** Published contents whose categories changed: a fresh ContentPublished for each (paths, category slugs). */
  private async republish(manager: EntityManager, contentIds: string[]): Promise<void> {
    if (!contentIds.length) return;
    const rows: { id: string }[] = await manager.query(`SELECT id FROM content WHERE id = ANY($1) AND status = 'PUBLISHED'`, [contentIds]);
    for (const row of rows) await this.contents.publishedEvent(manager, row.id);
  }
}
