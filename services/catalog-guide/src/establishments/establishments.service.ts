import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { badInput, decodeOffsetCursor, notFound, offsetConnection, pageSize, writeEvent } from '@guide/platform';
import { CityEntity } from '../geography/geography.entities';
import { SEARCH_PORT, SearchFilter, SearchPort, EstablishmentSort } from '../search/search.port';
import { EstablishmentEntity } from './establishment.entity';
import { EstablishmentInput, validateEstablishmentInput } from './establishment.validation';
import { establishmentPath } from './paths';
import { slugify } from './slug';

export interface EstablishmentSearchArgs {
  filter?: SearchFilter | null;
  near?: { lat: number; lon: number; radiusKm?: number | null } | null;
  sort?: EstablishmentSort | null;
  first?: number | null;
  after?: string | null;
}

@Injectable()
export class EstablishmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SEARCH_PORT) private readonly search: SearchPort,
  ) {}

  path(e: EstablishmentEntity, cityName: string): string {
    return establishmentPath({ type: e.type, departmentCode: e.departmentCode, citySlug: slugify(cityName), slug: e.slug });
  }

  async bySlug(slug: string): Promise<EstablishmentEntity | null> {
    return this.dataSource.getRepository(EstablishmentEntity).findOne({ where: { slug, published: true }, order: { createdAt: 'ASC' } });
  }

  async byIds(ids: string[]): Promise<EstablishmentEntity[]> {
    if (!ids.length) return [];
    const rows = await this.dataSource.getRepository(EstablishmentEntity).findBy({ id: In(ids) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EstablishmentEntity => !!r);
  }

  /** Lists come from the search index (one engine for filters, facets, distance and sorting). */
  async list(args: EstablishmentSearchArgs) {
    const limit = pageSize(args.first);
    const offset = decodeOffsetCursor(args.after);
    const near = args.near ?? null;
    if (near) {
      const errors: Record<string, string> = {};
      if (!Number.isFinite(near.lat) || Math.abs(near.lat) > 90 || !Number.isFinite(near.lon) || Math.abs(near.lon) > 180) errors.near = 'INVALID_COORDINATES';
      if (near.radiusKm != null && !(near.radiusKm > 0 && near.radiusKm <= 1000)) errors.radiusKm = 'OUT_OF_RANGE';
      if (Object.keys(errors).length) throw badInput(errors);
    }
    if (args.sort === 'DISTANCE' && !near) throw badInput({ sort: 'DISTANCE_NEEDS_LOCATION' }, 'Sorting by distance needs a location');
    const result = await this.search.search({ filter: args.filter ?? {}, near, sort: args.sort ?? null, offset, limit });
    const nodes = await this.byIds(result.hits.map((h) => h.id));
    const distance = new Map(result.hits.map((h) => [h.id, h.distanceKm]));
    const connection = offsetConnection(nodes, result.totalCount, offset, limit);
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ ...edge, distanceKm: distance.get(edge.node.id) ?? null })),
      facets: result.facets,
    };
  }

  async create(input: EstablishmentInput): Promise<EstablishmentEntity> {
    validateEstablishmentInput(input);
    return this.dataSource.transaction(async (manager) => {
      const city = await this.city(manager, input.cityCode);
      const repo = manager.getRepository(EstablishmentEntity);
      const slug = await this.uniqueSlug(manager, input.type, input.name, city.name);
      const entity = repo.create({ ...this.fields(input, city), slug });
      await repo.save(entity);
      await writeEvent(manager, Events.establishmentCreated, entity.id, this.eventData(entity, city));
      return entity;
    });
  }

  async update(id: string, input: EstablishmentInput): Promise<EstablishmentEntity> {
    validateEstablishmentInput(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(EstablishmentEntity);
      const entity = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!entity) throw notFound('Establishment');
      const city = await this.city(manager, input.cityCode);
      if (entity.type !== input.type || entity.name !== input.name.trim()) {
        entity.slug = await this.uniqueSlug(manager, input.type, input.name, city.name, entity.id);
      }
      Object.assign(entity, this.fields(input, city));
      await repo.save(entity);
      await writeEvent(manager, Events.establishmentUpdated, entity.id, this.eventData(entity, city));
      return entity;
    });
  }

  async remove(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(EstablishmentEntity).delete({ id });
      if (!result.affected) throw notFound('Establishment');
      await writeEvent(manager, Events.establishmentDeleted, id, { id });
      return true;
    });
  }

  private async city(manager: EntityManager, code: string): Promise<CityEntity> {
    const city = await manager.getRepository(CityEntity).findOneBy({ code: code.trim() });
    if (!city) throw badInput({ cityCode: 'UNKNOWN_CITY' }, `Unknown INSEE code ${code}`);
    return city;
  }

  private fields(input: EstablishmentInput, city: CityEntity): Partial<EstablishmentEntity> {
    return {
      name: input.name.trim(),
      type: input.type as EstablishmentEntity['type'],
      mealCategory: (input.mealCategory ?? null) as EstablishmentEntity['mealCategory'],
      producerCategory: input.producerCategory?.trim() || null,
      description: input.description?.trim() || null,
      street: input.street?.trim() || null,
      postalCode: input.postalCode?.trim() || city.postalCodes[0] || null,
      cityCode: city.code,
      departmentCode: city.departmentCode,
      lat: input.lat,
      lon: input.lon,
      priceFrom: input.priceFrom ?? null,
      cups: input.cups ?? 0,
      toques: input.toques ?? 0,
      equipment: [...new Set(input.equipment ?? [])],
      services: [...new Set(input.services ?? [])],
      published: input.published ?? true,
      updatedAt: new Date(),
    };
  }

  /** Slugs are unique per type: the name first, then name + city, then a number. */
  private async uniqueSlug(manager: EntityManager, type: string, name: string, cityName: string, selfId?: string): Promise<string> {
    const base = slugify(name);
    if (!base) throw badInput({ name: 'BLANK' });
    const candidates = [base, `${base}-${slugify(cityName)}`];
    for (let n = 2; n < 50; n++) candidates.push(`${base}-${slugify(cityName)}-${n}`);
    const taken = new Set<string>(
      (await manager.query('SELECT slug FROM establishment WHERE type = $1 AND slug = ANY($2) AND id IS DISTINCT FROM $3', [type, candidates, selfId ?? null])).map(
        (r: { slug: string }) => r.slug,
      ),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (!free) throw badInput({ name: 'SLUG_TAKEN' }, 'Too many establishments share this name in this town');
    return free;
  }

  eventData(e: EstablishmentEntity, city: CityEntity) {
    return {
      id: e.id,
      slug: e.slug,
      name: e.name,
      type: e.type,
      mealCategory: e.mealCategory ?? '',
      producerCategory: e.producerCategory ?? '',
      description: e.description ?? '',
      cityCode: city.code,
      cityName: city.name,
      departmentCode: e.departmentCode,
      postalCode: e.postalCode ?? '',
      lat: e.lat,
      lon: e.lon,
      priceFrom: e.priceFrom ?? 0,
      hasPrice: e.priceFrom != null,
      cups: e.cups,
      toques: e.toques,
      equipment: e.equipment,
      services: e.services,
      published: e.published,
      path: this.path(e, city.name),
      updatedAt: e.updatedAt.toISOString(),
      specialties: [],
    };
  }
}
