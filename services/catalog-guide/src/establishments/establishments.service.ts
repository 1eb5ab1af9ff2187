import type { FieldErrors } from '@guide/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { ESTABLISHMENT_PERMISSIONS, type EstablishmentType, slugify, typesOfSection } from '@guide/vocabulary';
import {
  Identity,
  MEDIA_STORAGE,
  MediaStorage,
  badInput,
  forbidden,
  hasPermission,
  normaliseQuery,
  notFound,
  offsetConnection,
  writeEvent,
  paginate,
  paginateQuery,
  loadByKey,
  perRequest,
} from '@guide/platform';
import { CityEntity } from '../geography/geography.entities';
import { EstablishmentImageEntity } from '../images/establishment-image.entity';
import { copyEstablishmentImages, removeEstablishmentImages } from '../images/image-files';
import { SEARCH_PORT, SearchPort, SearchResult } from '../search/search.port';
import { adminListQuery, facetsOf } from './admin-list';
import { establishmentColumns } from './establishment-columns';
import { EstablishmentEntity } from './establishment.entity';
import { establishmentChanged, pathOf } from './establishment-event';
import { EstablishmentValues, LIMITS, isUuid, validateEstablishmentInput } from './establishment.validation';
import type { EstablishmentInput, QueryAdminEstablishmentsArgs, QueryEstablishmentsArgs } from '../generated/graphql';

/** Suffix of a duplicate's name (its slug then ends in "-copie", PRODUCT-SPEC §9). */
export const COPY_SUFFIX = ' (copie)';
/** Most establishments one mass delete may remove (one transaction, one event each). */
export const MAX_MASS_DELETE = 500;
export const MAX_NEARBY = 20;
/** The keys of `catalog.establishments.*` by action (@guide/vocabulary, the admin's screens use the same). */
export const PERMISSIONS = ESTABLISHMENT_PERMISSIONS;

@Injectable()
export class EstablishmentsService {
  private readonly logger = new Logger('EstablishmentsService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SEARCH_PORT) private readonly search: SearchPort,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  path(e: EstablishmentEntity, cityName: string): string {
    return pathOf(e, cityName);
  }

  /** Public detail page: published only. Slugs are unique per type; without a type the oldest wins. */
  async bySlug(slug: string, type?: string | null): Promise<EstablishmentEntity | null> {
    return this.dataSource.getRepository(EstablishmentEntity).findOne({
      where: { slug, published: true, ...(type ? { type: type as EstablishmentEntity['type'] } : {}) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The web server answers 410 for such a slug: the page existed and may come back (published again). */
  async isUnpublished(slug: string, type?: string | null): Promise<boolean> {
    if (await this.bySlug(slug, type)) return false;
    const where = { slug, published: false, ...(type ? { type: type as EstablishmentEntity['type'] } : {}) };
    return (await this.dataSource.getRepository(EstablishmentEntity).count({ where })) > 0;
  }

  async byId(id: string): Promise<EstablishmentEntity | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.getRepository(EstablishmentEntity).findOneBy({ id });
  }

  /** Per GraphQL request: establishments by id (federation references), batched. */
  readonly loaders = perRequest(() => ({
    establishment: loadByKey(
      (ids: string[]) => this.byIds(ids),
      (e) => e.id,
    ),
  }));

  /** `fields`: the GraphQL fields asked for on each establishment (`selectedFields`); only their columns are read. */
  async byIds(ids: string[], fields?: ReadonlySet<string>): Promise<EstablishmentEntity[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    const select = fields && establishmentColumns(fields, this.columnNames());
    const rows = await this.dataSource.getRepository(EstablishmentEntity).find({ select, where: { id: In(valid) } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EstablishmentEntity => !!r);
  }

  private columns?: ReadonlySet<string>;
  private columnNames(): ReadonlySet<string> {
    this.columns ??= new Set(this.dataSource.getMetadata(EstablishmentEntity).columns.map((c) => c.propertyName));
    return this.columns;
  }

  /** Public lists come from the search index (one engine for filters, facets, distance and sorting). `fields`: as byIds. */
  async list(args: QueryEstablishmentsArgs, fields?: ReadonlySet<string>) {
    const near = args.near ?? null;
    if (near) {
      const errors: FieldErrors = {};
      if (!Number.isFinite(near.lat) || Math.abs(near.lat) > 90 || !Number.isFinite(near.lon) || Math.abs(near.lon) > 180) errors.near = 'INVALID_COORDINATES';
      if (near.radiusKm != null && !(near.radiusKm > 0 && near.radiusKm <= 1000)) errors.radiusKm = 'OUT_OF_RANGE';
      if (Object.keys(errors).length) throw badInput(errors);
    }
    if (args.sort === 'DISTANCE' && !near) throw badInput({ sort: 'DISTANCE_NEEDS_LOCATION' }, 'Sorting by distance needs a location');
    let found: SearchResult | undefined;
    const connection = await paginate(args, async ({ skip, take }) => {
      // The text is normalised here, once: the port's adapters receive plain words (search.port.ts).
      const filter = { ...args.filter, text: normaliseQuery(args.filter?.text) };
      found = await this.search.search({ filter, near, sort: args.sort ?? null, offset: skip, limit: take });
      return [
        await this.byIds(
          found.hits.map((h) => h.id),
          fields,
        ),
        found.totalCount,
      ];
    });
    const distance = new Map(found!.hits.map((h) => [h.id, h.distanceKm]));
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ ...edge, distanceKm: distance.get(edge.node.id) ?? null })),
      facets: found!.facets,
    };
  }

  /** Published establishments nearest to `e`, itself excluded, each with its distance. */
  async nearby(e: EstablishmentEntity, first: number | null | undefined, fields?: ReadonlySet<string>) {
    const limit = first ?? 6;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_NEARBY) throw badInput({ first: 'PAGE_SIZE_OUT_OF_RANGE' });
    const result = await this.search.search({ filter: {}, near: { lat: e.lat, lon: e.lon }, sort: 'DISTANCE', offset: 0, limit: limit + 1, summary: false });
    const hits = result.hits.filter((h) => h.id !== e.id).slice(0, limit);
    const nodes = await this.byIds(
      hits.map((h) => h.id),
      fields,
    );
    const distance = new Map(hits.map((h) => [h.id, h.distanceKm]));
    return offsetConnection(nodes, nodes.length, 0, limit).edges.map((edge) => ({ ...edge, distanceKm: distance.get(edge.node.id) ?? null }));
  }

  /** The back-office list: read from the database (unpublished included, never stale), newest change first. */
  async adminList(args: QueryAdminEstablishmentsArgs) {
    const qb = adminListQuery(this.dataSource, args);
    return { ...(await paginateQuery(args, qb.clone().orderBy('e.updatedAt', 'DESC').addOrderBy('e.id', 'ASC'))), facets: await facetsOf(this.dataSource, qb) };
  }

  /** The establishments a customer manages (their images, from the storefront account area). */
  mine(customerId: string): Promise<EstablishmentEntity[]> {
    if (!isUuid(customerId)) return Promise.resolve([]);
    return this.dataSource.getRepository(EstablishmentEntity).find({ where: { ownerId: customerId.toLowerCase() }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** Every published establishment's canonical path and last change, for the storefront's sitemap.xml. */
  async sitemap(): Promise<{ path: string; updatedAt: string }[]> {
    const rows: { type: EstablishmentEntity['type']; slug: string; department_code: string; city_name: string; updated_at: Date }[] =
      await this.dataSource.query(
        `SELECT e.type, e.slug, e.department_code, c.name AS city_name, e.updated_at
         FROM establishment e JOIN city c ON c.code = e.city_code
        WHERE e.published ORDER BY e.type, e.department_code, e.slug`,
      );
    return rows.map((r) => ({
      path: pathOf({ type: r.type, departmentCode: r.department_code, slug: r.slug }, r.city_name),
      updatedAt: r.updated_at.toISOString(),
    }));
  }

  async create(input: EstablishmentInput): Promise<EstablishmentEntity> {
    const values = validateEstablishmentInput(input);
    return this.dataSource.transaction(async (manager) => {
      const city = await this.city(manager, values.cityCode);
      const repo = manager.getRepository(EstablishmentEntity);
      const slug = await this.uniqueSlug(manager, values.type, values.name, city.name);
      const entity = repo.create({ ...this.fields(values, city), slug });
      await repo.save(entity);
      await writeEvent(manager, Events.establishmentCreated, entity.id, establishmentChanged(entity, city.name));
      return entity;
    });
  }

  /**
   * Replaces the establishment's fields with the input. An optional field left out of the input keeps
   * its value; `null` (or an empty list) clears it. Changing the publication needs the publish
   * permission too.
   */
  async update(id: string, input: EstablishmentInput, identity: Identity): Promise<EstablishmentEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(EstablishmentEntity);
      const entity = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!entity) throw notFound('Establishment');
      // Left out = unchanged; a null publication also means "unchanged" (it has no empty value).
      const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && !(k === 'published' && v === null)));
      const values = validateEstablishmentInput({ ...this.toInput(entity), ...given } as EstablishmentInput);
      if (values.published !== entity.published && !hasPermission(identity, PERMISSIONS.publish)) {
        throw forbidden(`Missing permission ${PERMISSIONS.publish}`);
      }
      const city = await this.city(manager, values.cityCode);
      if (entity.type !== values.type || entity.name !== values.name) {
        entity.slug = await this.uniqueSlug(manager, values.type, values.name, city.name, entity.id);
      }
      Object.assign(entity, this.fields(values, city));
      await repo.save(entity);
      await writeEvent(manager, Events.establishmentUpdated, entity.id, establishmentChanged(entity, city.name));
      return entity;
    });
  }

  setPublished(id: string, published: boolean): Promise<EstablishmentEntity> {
    return this.dataSource.transaction((manager) =>
      this.touch(manager, id, (e) => {
        e.published = published;
      }),
    );
  }

  /**
   * Locks the establishment, applies `change`, moves updatedAt and records the change (event): for
   * changes that are not an input (publication, images).
   */
  async touch(manager: EntityManager, id: string, change: (e: EstablishmentEntity) => void = () => undefined): Promise<EstablishmentEntity> {
    const repo = manager.getRepository(EstablishmentEntity);
    const entity = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!entity) throw notFound('Establishment');
    change(entity);
    await repo.save(entity);
    // Image changes write no column of the row: this write moves updated_at anyway (the database's
    // trigger), so the event and the search index see a newer version.
    const [[row]]: [{ updated_at: Date }[], number] = await manager.query('UPDATE establishment SET updated_at = now() WHERE id = $1 RETURNING updated_at', [
      entity.id,
    ]);
    entity.updatedAt = row.updated_at;
    const city = await this.city(manager, entity.cityCode);
    await writeEvent(manager, Events.establishmentUpdated, entity.id, establishmentChanged(entity, city.name));
    return entity;
  }

  async remove(id: string): Promise<boolean> {
    await this.removeMany([id], false);
    return true;
  }

  /** All or nothing: an unknown id fails the whole batch (NOT_FOUND) and nothing is deleted. */
  async removeMany(ids: string[], massDelete = true): Promise<number> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.some((id) => !isUuid(id))) throw massDelete ? badInput({ ids: 'INVALID_ID' }) : notFound('Establishment');
    if (unique.length > MAX_MASS_DELETE) throw badInput({ ids: 'TOO_MANY' }, `At most ${MAX_MASS_DELETE} at once`);
    if (!unique.length) return 0;
    const deleted = await this.dataSource.transaction(async (manager) => {
      const { raw } = await manager
        .createQueryBuilder()
        .delete()
        .from(EstablishmentEntity)
        .where('id = ANY(:ids::uuid[])', { ids: unique })
        .returning('id')
        .execute();
      const rows = raw as { id: string }[];
      if (rows.length !== unique.length) throw notFound(unique.length === 1 ? 'Establishment' : 'Some establishments');
      for (const { id } of rows) await writeEvent(manager, Events.establishmentDeleted, id, { id });
      return rows.map((r) => r.id);
    });
    // Files go after the commit: a failed delete must not lose images (a crash here leaves orphans only).
    await Promise.all(
      deleted.map((id) => removeEstablishmentImages(this.media, id).catch((e: Error) => this.logger.warn(`media of ${id} not removed: ${e.message}`))),
    );
    return deleted.length;
  }

  /** An unpublished copy named "… (copie)" with its own slug, images included; the owner is not copied. */
  async duplicate(id: string): Promise<EstablishmentEntity> {
    const source = await this.byId(id);
    if (!source) throw notFound('Establishment');
    const images = await this.dataSource.getRepository(EstablishmentImageEntity).find({ where: { establishmentId: source.id }, order: { position: 'ASC' } });
    const copyId = randomUUID();
    const imageIds = new Map(images.map((img) => [img.id, randomUUID()]));
    await copyEstablishmentImages(this.media, source.id, copyId, imageIds);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const city = await this.city(manager, source.cityCode);
        const values = validateEstablishmentInput({ ...this.toInput(source), name: copyName(source.name), published: false, ownerId: null });
        const repo = manager.getRepository(EstablishmentEntity);
        const slug = await this.uniqueSlug(manager, values.type, values.name, city.name);
        const copy = repo.create({ ...this.fields(values, city), id: copyId, slug });
        await repo.save(copy);
        await manager
          .getRepository(EstablishmentImageEntity)
          .save(images.map((img) => ({ ...img, id: imageIds.get(img.id)!, establishmentId: copyId, createdAt: new Date() })));
        await writeEvent(manager, Events.establishmentCreated, copy.id, establishmentChanged(copy, city.name));
        return copy;
      });
    } catch (error) {
      await removeEstablishmentImages(this.media, copyId).catch(() => undefined);
      throw error;
    }
  }

  private async city(manager: EntityManager, code: string): Promise<CityEntity> {
    const city = await manager.getRepository(CityEntity).findOneBy({ code: code.trim() });
    if (!city) throw badInput({ cityCode: 'UNKNOWN_CITY' }, `Unknown INSEE code ${code}`);
    return city;
  }

  private fields(values: EstablishmentValues, city: CityEntity): Partial<EstablishmentEntity> {
    return {
      ...values,
      postalCode: values.postalCode || city.postalCodes[0] || null,
      cityCode: city.code,
      departmentCode: city.departmentCode,
    };
  }

  /** The input that would recreate `e` (what an update starts from). */
  private toInput(e: EstablishmentEntity): EstablishmentInput {
    const { id: _id, slug: _slug, departmentCode: _d, createdAt: _c, updatedAt: _u, ...fields } = e;
    return fields;
  }

  /** Slugs are unique per type: the name first, then name + city, then a number. */
  private async uniqueSlug(manager: EntityManager, type: EstablishmentType, name: string, cityName: string, selfId?: string): Promise<string> {
    const base = slugify(name);
    if (!base) throw badInput({ name: 'REQUIRED' });
    const candidates = [base, `${base}-${slugify(cityName)}`];
    for (let n = 2; n < 50; n++) candidates.push(`${base}-${slugify(cityName)}-${n}`);
    const taken = new Set<string>(
      // Unique per storefront section, not only per type: hotels, restaurants and hotel-restaurants share
      // /hotels-restaurants/…, whose detail route finds a place by its slug.
      (
        await manager.query('SELECT slug FROM establishment WHERE type = ANY($1) AND slug = ANY($2) AND id IS DISTINCT FROM $3', [
          typesOfSection(type),
          candidates,
          selfId ?? null,
        ])
      ).map((r: { slug: string }) => r.slug),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (!free) throw badInput({ name: 'SLUG_TAKEN' }, 'Too many establishments share this name in this town');
    return free;
  }
}

/** "Auberge du Lac" -> "Auberge du Lac (copie)", shortened so the result stays within the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, LIMITS.name - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
