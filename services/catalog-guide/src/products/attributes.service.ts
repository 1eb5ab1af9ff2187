import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { badInput, conflict, isUniqueViolation, loadByKey, loadGroupsByKey, lockReferenced, notFound, perRequest } from '@guide/platform';
import {
  AttributeFamilyAttributeEntity,
  AttributeFamilyEntity,
  MediaCategoryEntity,
  ProductAttributeEntity,
  ProductAttributeValueEntity,
  ProductMediaEntity,
  ProductTypeEntity,
} from './attribute.entities';
import {
  AttributeErrorKey as K,
  checkAttributeInput,
  checkAttributeValues,
  checkCustomerGroupCodes,
  checkFamilyInput,
  checkMedia,
  checkMediaCategoryInput,
  checkProductTypeInput,
  hasOptions,
} from './attribute-rules';
import { ProductEntity } from './product.entities';
import { writeProductChanged } from './product-event';
import { isUuid } from './products.service';
import type { AttributeFamilyInput, MediaCategoryInput, ProductAttributeInput, ProductDetailsInput, ProductTypeInput } from '../generated/graphql';

/** A value as the resolver serves it: the attribute comes from the request's loader. */
export interface AttributeValueRow {
  productId: string;
  attributeId: string;
  value: string;
}

const CODE_KEYS = ['product_attribute_code_key', 'attribute_family_code_key', 'product_type_code_key', 'media_category_code_key'];

/**
 * Product attributes, attribute families, product types, media categories and the details they add to
 * a product (product-attributes.graphql). Every write is one transaction; setProductDetails writes the
 * product's catalog.product.updated in it.
 */
@Injectable()
export class AttributesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Per GraphQL request: a query per kind for a whole page of products, families or types. */
  readonly loaders = perRequest(() => ({
    attribute: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(ProductAttributeEntity).findBy({ id: In(ids) }),
      (a) => a.id,
    ),
    family: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(AttributeFamilyEntity).findBy({ id: In(ids) }),
      (f) => f.id,
    ),
    productType: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(ProductTypeEntity).findBy({ id: In(ids) }),
      (t) => t.id,
    ),
    mediaCategory: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(MediaCategoryEntity).findBy({ id: In(ids) }),
      (c) => c.id,
    ),
    familyAttributes: loadGroupsByKey(
      (ids: string[]) => this.familyAttributeRows(ids),
      (r) => r.familyId,
    ),
    valuesOf: loadGroupsByKey(
      (ids: string[]) => this.valueRows(ids),
      (r) => r.productId,
    ),
    mediaOf: loadGroupsByKey(
      (ids: string[]) => this.mediaRows(ids),
      (m) => m.productId,
    ),
    familyProductCount: loadByKey(
      (ids: string[]) => this.productCounts('family_id', ids),
      (r) => r.id,
      { value: (r) => r.n, missing: 0 },
    ),
    typeProductCount: loadByKey(
      (ids: string[]) => this.productCounts('product_type_id', ids),
      (r) => r.id,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

  // ——— reads (loaders' queries are public methods so a test can count them) ———

  familyAttributeRows(familyIds: string[]): Promise<AttributeFamilyAttributeEntity[]> {
    return this.dataSource.getRepository(AttributeFamilyAttributeEntity).find({ where: { familyId: In(familyIds) }, order: { position: 'ASC' } });
  }

  /** The values of the products' current families only, in the family's attribute order. */
  async valueRows(productIds: string[]): Promise<AttributeValueRow[]> {
    return this.dataSource.query(
      `SELECT v.product_id AS "productId", v.attribute_id AS "attributeId", v.value
         FROM product_attribute_value v
         JOIN product p ON p.id = v.product_id
         JOIN attribute_family_attribute fa ON fa.family_id = p.family_id AND fa.attribute_id = v.attribute_id
        WHERE v.product_id = ANY($1::uuid[])
        ORDER BY v.product_id, fa.position`,
      [productIds],
    );
  }

  mediaRows(productIds: string[]): Promise<ProductMediaEntity[]> {
    return this.dataSource.getRepository(ProductMediaEntity).find({ where: { productId: In(productIds) }, order: { productId: 'ASC', position: 'ASC' } });
  }

  /** Products (published or not: a back-office count) per family or type. */
  productCounts(column: 'family_id' | 'product_type_id', ids: string[]): Promise<{ id: string; n: number }[]> {
    return this.dataSource.query(`SELECT ${column} AS id, count(*)::int AS n FROM product WHERE ${column} = ANY($1::uuid[]) GROUP BY ${column}`, [ids]);
  }

  attributes(): Promise<ProductAttributeEntity[]> {
    return this.dataSource.getRepository(ProductAttributeEntity).createQueryBuilder('a').orderBy('a.position').addOrderBy('a.code').getMany();
  }

  families(): Promise<AttributeFamilyEntity[]> {
    return this.dataSource.getRepository(AttributeFamilyEntity).find({ order: { name: 'ASC', code: 'ASC' } });
  }

  productTypes(): Promise<ProductTypeEntity[]> {
    return this.dataSource.getRepository(ProductTypeEntity).find({ order: { name: 'ASC', code: 'ASC' } });
  }

  mediaCategories(): Promise<MediaCategoryEntity[]> {
    return this.dataSource.getRepository(MediaCategoryEntity).find({ order: { title: 'ASC', code: 'ASC' } });
  }

  // ——— attributes ———

  async createAttribute(input: ProductAttributeInput, options: { id?: string } = {}): Promise<ProductAttributeEntity> {
    const result = checkAttributeInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.write(async (manager) => {
      await this.assertCodeFree(manager, 'product_attribute', result.value.code, null);
      const repo = manager.getRepository(ProductAttributeEntity);
      const entity = repo.create({ ...result.value, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  /**
   * Replaces the attribute's fields. Left out (or null): `required`, `visibleOnFront`, `position` keep
   * their values, `options` too while the type keeps options; `nameEn` left out stays, null clears.
   * The type cannot change while products hold values of it (fieldErrors.type = IN_USE).
   */
  async updateAttribute(id: string, input: ProductAttributeInput): Promise<ProductAttributeEntity> {
    return this.write(async (manager) => {
      const repo = manager.getRepository(ProductAttributeEntity);
      const entity = await this.lockOne(manager, ProductAttributeEntity, id, 'Product attribute');
      const typeKeepsOptions = input.type === entity.type || (hasOptions(entity.type) && (input.type === 'SELECT' || input.type === 'MULTISELECT'));
      const merged: ProductAttributeInput = {
        code: input.code,
        name: input.name,
        nameEn: input.nameEn === undefined ? entity.nameEn : input.nameEn,
        type: input.type,
        required: input.required ?? entity.required,
        options: input.options === undefined || (input.options === null && typeKeepsOptions) ? (typeKeepsOptions ? entity.options : []) : input.options,
        visibleOnFront: input.visibleOnFront ?? entity.visibleOnFront,
        position: input.position ?? entity.position,
      };
      const result = checkAttributeInput(merged);
      if (!result.ok) throw badInput(result.fieldErrors);
      const values = result.value;
      await this.assertCodeFree(manager, 'product_attribute', values.code, entity.id);
      if (values.type !== entity.type && (await manager.getRepository(ProductAttributeValueEntity).existsBy({ attributeId: entity.id }))) {
        throw conflict('Products hold values of this attribute: its type cannot change', { type: K.IN_USE });
      }
      Object.assign(entity, values);
      await repo.save(entity);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  /** Refused while a family lists it (CONFLICT fieldErrors.id = IN_USE); values of it go with it. */
  async removeAttribute(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, ProductAttributeEntity, id, 'Product attribute');
      if (await manager.getRepository(AttributeFamilyAttributeEntity).existsBy({ attributeId: entity.id })) {
        throw conflict('A family lists this attribute: remove it from the family first', { id: K.IN_USE });
      }
      await manager.getRepository(ProductAttributeEntity).delete({ id: entity.id });
      return true;
    });
  }

  // ——— families ———

  async createFamily(input: AttributeFamilyInput, options: { id?: string } = {}): Promise<AttributeFamilyEntity> {
    const result = checkFamilyInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const { code, name, attributeIds } = result.value;
    return this.write(async (manager) => {
      await this.assertCodeFree(manager, 'attribute_family', code, null);
      await this.assertExist(manager, ProductAttributeEntity, attributeIds, 'attributeIds');
      const repo = manager.getRepository(AttributeFamilyEntity);
      const entity = repo.create({ code, name, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      await this.replaceFamilyAttributes(manager, entity.id, attributeIds);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  /** Replaces the code, name and attribute list (values of attributes it no longer lists stop showing). */
  async updateFamily(id: string, input: AttributeFamilyInput): Promise<AttributeFamilyEntity> {
    const result = checkFamilyInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const { code, name, attributeIds } = result.value;
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, AttributeFamilyEntity, id, 'Attribute family');
      await this.assertCodeFree(manager, 'attribute_family', code, entity.id);
      await this.assertExist(manager, ProductAttributeEntity, attributeIds, 'attributeIds');
      Object.assign(entity, { code, name });
      await manager.getRepository(AttributeFamilyEntity).save(entity);
      await this.replaceFamilyAttributes(manager, entity.id, attributeIds);
      // Its attribute list is another table: the family's updated_at dates that change too.
      await manager.query('UPDATE attribute_family SET updated_at = now() WHERE id = $1', [entity.id]);
      return manager.getRepository(AttributeFamilyEntity).findOneByOrFail({ id: entity.id });
    });
  }

  /** Refused while products use it (CONFLICT fieldErrors.id = IN_USE); product types lose it as their default. */
  async removeFamily(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, AttributeFamilyEntity, id, 'Attribute family');
      if (await manager.getRepository(ProductEntity).existsBy({ familyId: entity.id })) throw conflict('Products use this family', { id: K.IN_USE });
      await manager.getRepository(AttributeFamilyEntity).delete({ id: entity.id });
      return true;
    });
  }

  // ——— product types ———

  async createProductType(input: ProductTypeInput, options: { id?: string } = {}): Promise<ProductTypeEntity> {
    const result = checkProductTypeInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.write(async (manager) => {
      await this.assertCodeFree(manager, 'product_type', result.value.code, null);
      if (result.value.familyId) await this.assertExist(manager, AttributeFamilyEntity, [result.value.familyId], 'familyId');
      const repo = manager.getRepository(ProductTypeEntity);
      const entity = repo.create({ ...result.value, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  /** Left out: `nameEn` and `familyId` keep their values; null clears them. */
  async updateProductType(id: string, input: ProductTypeInput): Promise<ProductTypeEntity> {
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, ProductTypeEntity, id, 'Product type');
      const result = checkProductTypeInput({
        code: input.code,
        name: input.name,
        nameEn: input.nameEn === undefined ? entity.nameEn : input.nameEn,
        familyId: input.familyId === undefined ? entity.familyId : input.familyId,
      });
      if (!result.ok) throw badInput(result.fieldErrors);
      await this.assertCodeFree(manager, 'product_type', result.value.code, entity.id);
      if (result.value.familyId) await this.assertExist(manager, AttributeFamilyEntity, [result.value.familyId], 'familyId');
      Object.assign(entity, result.value);
      await manager.getRepository(ProductTypeEntity).save(entity);
      return manager.getRepository(ProductTypeEntity).findOneByOrFail({ id: entity.id });
    });
  }

  async removeProductType(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, ProductTypeEntity, id, 'Product type');
      if (await manager.getRepository(ProductEntity).existsBy({ productTypeId: entity.id })) throw conflict('Products use this product type', { id: K.IN_USE });
      await manager.getRepository(ProductTypeEntity).delete({ id: entity.id });
      return true;
    });
  }

  // ——— media categories ———

  async createMediaCategory(input: MediaCategoryInput, options: { id?: string } = {}): Promise<MediaCategoryEntity> {
    const result = checkMediaCategoryInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.write(async (manager) => {
      await this.assertCodeFree(manager, 'media_category', result.value.code, null);
      const repo = manager.getRepository(MediaCategoryEntity);
      const entity = repo.create({ ...result.value, ...(options.id ? { id: options.id } : {}) });
      await repo.insert(entity);
      return repo.findOneByOrFail({ id: entity.id });
    });
  }

  async updateMediaCategory(id: string, input: MediaCategoryInput): Promise<MediaCategoryEntity> {
    const result = checkMediaCategoryInput(input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, MediaCategoryEntity, id, 'Media category');
      await this.assertCodeFree(manager, 'media_category', result.value.code, entity.id);
      Object.assign(entity, result.value);
      await manager.getRepository(MediaCategoryEntity).save(entity);
      return manager.getRepository(MediaCategoryEntity).findOneByOrFail({ id: entity.id });
    });
  }

  /** Media filed under it stay, without a category. */
  async removeMediaCategory(id: string): Promise<boolean> {
    return this.write(async (manager) => {
      const entity = await this.lockOne(manager, MediaCategoryEntity, id, 'Media category');
      await manager.getRepository(MediaCategoryEntity).delete({ id: entity.id });
      return true;
    });
  }

  // ——— product details ———

  /**
   * Sets a product's type, family, attribute values, media and customer groups, with its
   * catalog.product.updated, in one transaction. A left-out field keeps its value; null clears it
   * (an empty list too). A left-out family while the product has none becomes the type's default
   * family. Values are checked against the resulting family: each by its attribute's type, none
   * outside the family, every required one filled. Left-out values keep those the family still lists.
   */
  async setDetails(id: string, input: ProductDetailsInput): Promise<ProductEntity> {
    return this.write(async (manager) => {
      const repo = manager.getRepository(ProductEntity);
      const product = isUuid(id) ? await repo.findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!product) throw notFound('Product');
      const errors: FieldErrors = {};

      let productTypeId = product.productTypeId;
      let type: ProductTypeEntity | null = null;
      if (input.productTypeId !== undefined) {
        productTypeId = input.productTypeId ? input.productTypeId.toLowerCase() : null;
        if (productTypeId) {
          // Locked FOR KEY SHARE, as the family, media categories and attributes below: a concurrent remove
          // waits for this write (and sees the product use it), or came first and it is NOT_FOUND here.
          type = isUuid(productTypeId)
            ? await manager.getRepository(ProductTypeEntity).findOne({ where: { id: productTypeId }, lock: { mode: 'for_key_share' } })
            : null;
          if (!type) errors.productTypeId = K.NOT_FOUND;
        }
      }
      let familyId = product.familyId;
      if (input.familyId !== undefined) familyId = input.familyId ? input.familyId.toLowerCase() : null;
      else if (!familyId && type?.familyId) familyId = type.familyId;
      if (familyId && !(await this.allExist(manager, AttributeFamilyEntity, [familyId]))) errors.familyId = K.NOT_FOUND;

      const media = input.media === undefined ? undefined : checkMedia(input.media ?? []);
      if (media && !media.ok) Object.assign(errors, media.fieldErrors);
      else if (media?.ok) {
        const categoryIds = [...new Set(media.value.map((m) => m.categoryId).filter((c): c is string => !!c))];
        if (categoryIds.length && !(await this.allExist(manager, MediaCategoryEntity, categoryIds))) errors.media = K.NOT_FOUND;
      }
      const groups = input.customerGroupCodes === undefined ? undefined : checkCustomerGroupCodes(input.customerGroupCodes ?? []);
      if (groups && !groups.ok) Object.assign(errors, groups.fieldErrors);
      if (errors.familyId) throw badInput(errors);

      // Values: given ones replace all; else the stored ones the (new) family still lists.
      const familyAttributes = familyId
        ? await manager
            .getRepository(ProductAttributeEntity)
            .createQueryBuilder('a')
            .innerJoin(AttributeFamilyAttributeEntity, 'fa', 'fa.attribute_id = a.id')
            .where('fa.family_id = :familyId', { familyId })
            .orderBy('fa.position')
            .getMany()
        : [];
      const given =
        input.attributeValues !== undefined
          ? (input.attributeValues ?? [])
          : (await manager.getRepository(ProductAttributeValueEntity).findBy({ productId: product.id })).filter((v) =>
              familyAttributes.some((a) => a.id === v.attributeId),
            );
      const ids = [...new Set(given.map((v) => v.attributeId.toLowerCase()))];
      // The attributes given values stay until they are written; one deleted meanwhile is unknown.
      const locked = new Set(await lockReferenced(manager, 'product_attribute', ids.filter(isUuid)));
      const known = new Map<string, ProductAttributeEntity>(familyAttributes.filter((a) => locked.has(a.id) || !ids.includes(a.id)).map((a) => [a.id, a]));
      const others = ids.filter((i) => !known.has(i) && locked.has(i));
      if (others.length) for (const a of await manager.getRepository(ProductAttributeEntity).findBy({ id: In(others) })) known.set(a.id, a);
      const values = checkAttributeValues(given, familyAttributes, known);
      if (!values.ok) Object.assign(errors, values.fieldErrors);
      if (Object.keys(errors).length) throw badInput(errors);

      await manager.query(
        'UPDATE product SET product_type_id = $2, family_id = $3, customer_group_codes = coalesce($4::text[], customer_group_codes), updated_at = now() WHERE id = $1',
        [product.id, productTypeId, familyId, groups?.ok ? groups.value : null],
      );
      await manager.query('DELETE FROM product_attribute_value WHERE product_id = $1', [product.id]);
      if (values.ok && values.value.length) {
        await manager.query('INSERT INTO product_attribute_value (product_id, attribute_id, value) SELECT $1, * FROM unnest($2::uuid[], $3::text[])', [
          product.id,
          values.value.map((v) => v.attributeId),
          values.value.map((v) => v.value),
        ]);
      }
      if (media?.ok) {
        await manager.query('DELETE FROM product_media WHERE product_id = $1', [product.id]);
        if (media.value.length) {
          await manager.getRepository(ProductMediaEntity).insert(media.value.map((m, i) => ({ ...m, productId: product.id, position: i + 1 })));
        }
      }
      await writeProductChanged(manager, [product.id]);
      return repo.findOneByOrFail({ id: product.id });
    });
  }

  // ——— helpers ———

  /** A transaction whose unique-index refusals (a race past the checks) become the contract's CONFLICT. */
  write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work).catch((error: unknown) => {
      if (CODE_KEYS.some((key) => isUniqueViolation(error, key))) throw conflict('This code is already used', { code: K.CODE_TAKEN });
      throw error;
    });
  }

  private async lockOne<T extends { id: string }>(manager: EntityManager, entity: new () => T, id: string, what: string): Promise<T> {
    const found = isUuid(id)
      ? await manager.getRepository(entity).findOne({ where: { id: id.toLowerCase() } as never, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!found) throw notFound(what);
    return found;
  }

  private async assertCodeFree(
    manager: EntityManager,
    table: 'product_attribute' | 'attribute_family' | 'product_type' | 'media_category',
    code: string,
    selfId: string | null,
  ): Promise<void> {
    const taken = await manager.query(`SELECT 1 FROM ${table} WHERE code = $1 AND id IS DISTINCT FROM $2 LIMIT 1`, [code, selfId]);
    if (taken.length) throw conflict('This code is already used', { code: K.CODE_TAKEN });
  }

  /**
   * Whether every id names a row of `entity`; they stay locked FOR KEY SHARE until the transaction ends,
   * so the remove of one (a family listed, an attribute named, a media category used) waits for this
   * write and sees it, or came first and the id is unknown here, never a foreign-key error.
   */
  private async allExist(manager: EntityManager, entity: new () => { id: string }, ids: string[]): Promise<boolean> {
    if (!ids.every(isUuid)) return false;
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    return (await lockReferenced(manager, manager.getRepository(entity).metadata.tableName, unique)).length === unique.length;
  }

  private async assertExist(manager: EntityManager, entity: new () => { id: string }, ids: string[], field: string): Promise<void> {
    if (ids.length && !(await this.allExist(manager, entity, ids))) throw badInput({ [field]: K.NOT_FOUND }, 'Unknown id');
  }

  private async replaceFamilyAttributes(manager: EntityManager, familyId: string, attributeIds: string[]): Promise<void> {
    await manager.query('DELETE FROM attribute_family_attribute WHERE family_id = $1', [familyId]);
    if (attributeIds.length) {
      await manager.query(
        'INSERT INTO attribute_family_attribute (family_id, attribute_id, position) SELECT $1, a, i FROM unnest($2::uuid[]) WITH ORDINALITY AS t(a, i)',
        [familyId, attributeIds],
      );
    }
  }
}
