import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, In } from 'typeorm';
import { decodeOffsetCursor, offsetConnection, pageSize } from '@guide/platform';
import { roundCentre, shippedCentre, type Centre } from './commune-centres';
import { CityEntity, DepartmentEntity } from './geography.entities';

type Loaders = {
  city: DataLoader<string, CityEntity | null>;
  department: DataLoader<string, DepartmentEntity | null>;
  centre: DataLoader<string, Centre | null>;
};

@Injectable()
export class GeographyService {
  /** One loader set per GraphQL request (keyed by its context object): batches N cities into one query. */
  private readonly perRequest = new WeakMap<object, Loaders>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  loaders(context: object): Loaders {
    let loaders = this.perRequest.get(context);
    if (!loaders) {
      loaders = {
        city: new DataLoader(async (codes) => {
          const rows = await this.dataSource.getRepository(CityEntity).findBy({ code: In([...codes]) });
          const byCode = new Map(rows.map((r) => [r.code, r]));
          return codes.map((c) => byCode.get(c) ?? null);
        }),
        department: new DataLoader(async (codes) => {
          const rows = await this.dataSource.getRepository(DepartmentEntity).findBy({ code: In([...codes]) });
          const byCode = new Map(rows.map((r) => [r.code, r]));
          return codes.map((c) => byCode.get(c) ?? null);
        }),
        // See commune-centres.ts: the shipped centre, else the mean of the published establishments there.
        centre: new DataLoader(async (codes) => {
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
      };
      this.perRequest.set(context, loaders);
    }
    return loaders;
  }

  departments(): Promise<DepartmentEntity[]> {
    return this.dataSource.getRepository(DepartmentEntity).find({ order: { code: 'ASC' } });
  }

  async cities(args: { departmentCode?: string | null; search?: string | null; first?: number | null; after?: string | null }) {
    const limit = pageSize(args.first);
    const offset = decodeOffsetCursor(args.after);
    const qb = this.dataSource.getRepository(CityEntity).createQueryBuilder('c');
    if (args.departmentCode) qb.andWhere('c.department_code = :dep', { dep: args.departmentCode });
    if (args.search?.trim()) qb.andWhere('(c.name ILIKE :q OR :pc = ANY(c.postal_codes))', { q: `${args.search.trim().replace(/[%_]/g, '\\$&')}%`, pc: args.search.trim() });
    const [rows, total] = await qb.orderBy('c.name', 'ASC').addOrderBy('c.code', 'ASC').skip(offset).take(limit).getManyAndCount();
    return offsetConnection(rows, total, offset, limit);
  }
}
