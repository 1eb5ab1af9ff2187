import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, In } from 'typeorm';
import { likePrefix, loadByKey, perRequest, paginateQuery } from '@guide/platform';
import { roundCentre, shippedCentre, type Centre } from './commune-centres';
import { CityEntity, DepartmentEntity } from './geography.entities';
import type { QueryCitiesArgs } from '../generated/graphql';

@Injectable()
export class GeographyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Communes and departments found so far, by code. They are reference data, written by migrations only
   * (geography, 1700000000500), so a row once read is kept for the process: a list of 20 establishments
   * then reads its towns without a query (one round trip of three for a search). Only rows found are kept:
   * a code missing now is asked for again next time.
   */
  private readonly known = { city: new Map<string, CityEntity>(), department: new Map<string, DepartmentEntity>() };

  /** One loader set per GraphQL request: batches N cities into one query, for those not known yet. */
  readonly loaders = perRequest(() => ({
    city: loadByKey(
      (codes: string[]) => this.readThrough(this.known.city, codes, (missing) => this.dataSource.getRepository(CityEntity).findBy({ code: In(missing) })),
      (r) => r.code,
    ),
    department: loadByKey(
      (codes: string[]) =>
        this.readThrough(this.known.department, codes, (missing) => this.dataSource.getRepository(DepartmentEntity).findBy({ code: In(missing) })),
      (r) => r.code,
    ),
    // See commune-centres.ts: the shipped centre, else the mean of the published establishments there.
    centre: new DataLoader<string, Centre | null>(async (codes) => {
      const missing = codes.filter((c) => !shippedCentre(c));
      const rows: { city_code: string; lat: number; lon: number }[] = missing.length
        ? await this.dataSource.query(
            'SELECT city_code, avg(lat) AS lat, avg(lon) AS lon FROM establishment WHERE published AND city_code = ANY($1) GROUP BY city_code',
            [missing],
          )
        : [];
      const derived = new Map(rows.map((r) => [r.city_code, roundCentre({ lat: Number(r.lat), lon: Number(r.lon) })]));
      return codes.map((c) => shippedCentre(c) ?? derived.get(c) ?? null);
    }),
  }));

  /** The rows of `codes` that `known` holds, and the others read by `read` (then kept). */
  private async readThrough<R extends { code: string }>(known: Map<string, R>, codes: string[], read: (missing: string[]) => Promise<R[]>): Promise<R[]> {
    const missing = codes.filter((code) => !known.has(code));
    if (missing.length) for (const row of await read(missing)) known.set(row.code, row);
    return codes.flatMap((code) => known.get(code) ?? []);
  }

  departments(): Promise<DepartmentEntity[]> {
    return this.dataSource.getRepository(DepartmentEntity).find({ order: { code: 'ASC' } });
  }

  async cities(args: QueryCitiesArgs) {
    const qb = this.dataSource.getRepository(CityEntity).createQueryBuilder('c');
    if (args.departmentCode) qb.andWhere('c.department_code = :dep', { dep: args.departmentCode });
    if (args.search?.trim()) qb.andWhere('(c.name ILIKE :q OR :pc = ANY(c.postal_codes))', { q: likePrefix(args.search.trim()), pc: args.search.trim() });
    return paginateQuery(args, qb.orderBy('c.name', 'ASC').addOrderBy('c.code', 'ASC'));
  }
}
