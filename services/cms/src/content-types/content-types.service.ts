import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { badInput, conflict, insertNew, mapUniqueViolation, notFound, sqlState } from '@guide/platform';
import { contentTypeSchema, contentTypeUpdateSchema, customFieldSchema, isReservedContentTypeSlug, validateWith } from '@guide/validation';
import { ContentCustomFieldEntity, ContentTypeEntity } from './content-type.entities';
import type { ContentCustomFieldInput, ContentTypeInput, ContentTypeUpdateInput } from '../generated/graphql';

const slugTaken = () => conflict('This slug is already taken', { slug: 'SLUG_TAKEN' });
const codeTaken = () => conflict('This code is already used by a field of this content type', { code: 'CODE_TAKEN' });

@Injectable()
export class ContentTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By label in French order (É with E): a handful of rows, sorted here rather than by the database's collation. */
  async list(): Promise<ContentTypeEntity[]> {
    const types = await this.dataSource.getRepository(ContentTypeEntity).find();
    return types.sort((a, b) => a.label.localeCompare(b.label, 'fr', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
  }

  bySlug(slug: string): Promise<ContentTypeEntity | null> {
    return this.dataSource.getRepository(ContentTypeEntity).findOneBy({ slug: slug.trim().toLowerCase() });
  }

  /** The type or NOT_FOUND: every content and category operation starts here. */
  async require(slug: string): Promise<ContentTypeEntity> {
    const type = await this.bySlug(slug);
    if (!type) throw notFound('Content type');
    return type;
  }

  /**
   * In a transaction writing something of the type (a field, a content, a category): the type locked
   * FOR KEY SHARE until it ends, or NOT_FOUND. deleteContentType (which locks it FOR UPDATE) then waits
   * for that write and sees it, or came first and the type is not found here: never a foreign-key error.
   */
  async lockForChild(manager: EntityManager, slug: string): Promise<ContentTypeEntity> {
    const type = await manager.getRepository(ContentTypeEntity).findOne({ where: { slug: slug.trim().toLowerCase() }, lock: { mode: 'for_key_share' } });
    if (!type) throw notFound('Content type');
    return type;
  }

  /** The type's custom fields, locked FOR KEY SHARE until the transaction ends (values of them are being written). */
  lockFields(manager: EntityManager, type: string): Promise<ContentCustomFieldEntity[]> {
    return manager
      .getRepository(ContentCustomFieldEntity)
      .find({ where: { contentType: type }, order: { position: 'ASC', code: 'ASC' }, lock: { mode: 'for_key_share' } });
  }

  async create(input: ContentTypeInput): Promise<ContentTypeEntity> {
    const result = validateWith(contentTypeSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const values = result.value;
    // Its slug is its storefront path: a segment the storefront routes itself is taken already.
    if (isReservedContentTypeSlug(values.slug)) throw slugTaken();
    const repo = this.dataSource.getRepository(ContentTypeEntity);
    if (await repo.existsBy({ slug: values.slug })) throw slugTaken();
    return insertNew(repo, repo.create(values), () => slugTaken());
  }

  async update(slug: string, input: ContentTypeUpdateInput): Promise<ContentTypeEntity> {
    const result = validateWith(contentTypeUpdateSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const type = await this.require(slug);
    return this.dataSource.getRepository(ContentTypeEntity).save(Object.assign(type, result.value));
  }

  /** Refused while it has contents (CONTENT_TYPE_IN_USE); its categories and custom fields go with it. */
  async delete(slug: string): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [type] = await manager.query('SELECT slug FROM content_type WHERE slug = $1 FOR UPDATE', [slug.trim().toLowerCase()]);
        if (!type) return false;
        const [used] = await manager.query('SELECT 1 FROM content WHERE content_type = $1 LIMIT 1', [type.slug]);
        if (used) throw conflict('This content type still has contents', { slug: 'CONTENT_TYPE_IN_USE' });
        await manager.query('DELETE FROM content_category WHERE content_type = $1', [type.slug]);
        await manager.query('DELETE FROM content_type WHERE slug = $1', [type.slug]);
        return true;
      });
    } catch (error) {
      // 23503, a foreign key: a content arrived while its type was being deleted.
      if (sqlState(error).code === '23503') throw conflict('This content type still has contents', { slug: 'CONTENT_TYPE_IN_USE' });
      throw error;
    }
  }

  // ---- Custom fields --------------------------------------------------------------------------------

  fieldsOfTypes(types: string[]): Promise<ContentCustomFieldEntity[]> {
    return this.dataSource.getRepository(ContentCustomFieldEntity).find({ where: { contentType: In(types) }, order: { position: 'ASC', code: 'ASC' } });
  }

  fieldsByIds(ids: string[]): Promise<ContentCustomFieldEntity[]> {
    return this.dataSource.getRepository(ContentCustomFieldEntity).findBy({ id: In(ids) });
  }

  async countContents(types: string[]): Promise<{ type: string; n: number }[]> {
    return this.dataSource.query('SELECT content_type AS type, count(*)::int AS n FROM content WHERE content_type = ANY($1) GROUP BY content_type', [types]);
  }

  private validateField(input: ContentCustomFieldInput) {
    const result = validateWith(customFieldSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const v = result.value;
    return { ...v, options: v.kind === 'CHOICE' ? v.options : [] };
  }

  /** The type is locked while the field is written: a concurrent deleteContentType makes this NOT_FOUND. */
  async createField(contentType: string, input: ContentCustomFieldInput): Promise<ContentCustomFieldEntity> {
    const values = this.validateField(input);
    return this.dataSource.transaction(async (manager) => {
      const type = await this.lockForChild(manager, contentType);
      const repo = manager.getRepository(ContentCustomFieldEntity);
      if (await repo.existsBy({ contentType: type.slug, code: values.code })) throw codeTaken();
      const [{ next }] = await manager.query('SELECT coalesce(max(position) + 1, 0)::int AS next FROM content_custom_field WHERE content_type = $1', [
        type.slug,
      ]);
      const field = repo.create({ ...values, contentType: type.slug, position: values.position ?? next });
      return mapUniqueViolation(
        () => repo.save(field),
        () => codeTaken(),
      );
    });
  }

  async updateField(id: string, input: ContentCustomFieldInput): Promise<ContentCustomFieldEntity> {
    const values = this.validateField(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ContentCustomFieldEntity);
      const field = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!field) throw notFound('Custom field');
      if (values.kind !== field.kind) {
        const [used] = await manager.query('SELECT 1 FROM content_field_value WHERE field_id = $1 LIMIT 1', [id]);
        if (used) throw badInput({ kind: 'FIELD_IN_USE' }, 'Contents hold values of this field: its kind cannot change');
      }
      if (values.code !== field.code && (await repo.existsBy({ contentType: field.contentType, code: values.code }))) throw codeTaken();
      Object.assign(field, { ...values, position: values.position ?? field.position });
      return mapUniqueViolation(
        () => repo.save(field),
        () => codeTaken(),
      );
    });
  }

  /** Its values go with it (ON DELETE CASCADE). */
  async deleteField(id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(ContentCustomFieldEntity).delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
