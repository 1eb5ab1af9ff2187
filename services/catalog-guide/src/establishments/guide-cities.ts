import { Injectable } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput } from '@guide/platform';
import { CityEntity } from '../geography/geography.entities';
import { GeographyService } from '../geography/geography.service';
import { present } from '../search/search-rules';
import { slugify } from '@guide/vocabulary';
import type { QueryGuideCitiesArgs } from '../generated/graphql';

export interface CityCount {
  city: CityEntity;
  /** The town's segment of storefront paths: the same rule as `Establishment.path` (`slugify(city.name)`). */
  slug: string;
  count: number;
}

/** French order of town names: accents only break ties (É sorts with E, not after Z), then the INSEE code. */
const collator = new Intl.Collator('fr');
export const byCityName = (a: Pick<CityEntity, 'name' | 'code'>, b: Pick<CityEntity, 'name' | 'code'>) =>
  collator.compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

type Commune = { code: string; slug: string; population: number | null };

/**
 * The towns of the guide's lists ("city list by type and location") and the town of a URL slug. Counts
 * come from the `establishment` table (published rows, partial index `establishment_published_towns`),
 * not from the search index: they are exact and need no facet of the search port.
 */
@Injectable()
export class GuideCitiesService {
  /** Communes of a department with their slugs. Geography only changes through migrations: cached for the process. */
  private readonly communes = new Map<string, Promise<Commune[]>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly geography: GeographyService,
  ) {}

  /** Towns with published establishments matching every given filter, with counts, in French name order. */
  async cities(args: QueryGuideCitiesArgs, ctx: object): Promise<CityCount[]> {
    const where = ['published'];
    const params: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      where.push(condition.replace('?', `$${params.length}`));
    };
    if (args.departmentCode != null) add('department_code = ?', await this.department(args.departmentCode, ctx));
    if (present(args.types)) add('type = ANY(?::text[])', args.types);
    if (present(args.mealCategories)) add('meal_category = ANY(?::text[])', args.mealCategories);
    if (present(args.producerCategories)) add('producer_category = ANY(?::text[])', args.producerCategories);
    const rows: { code: string; count: number }[] = await this.dataSource.query(
      `SELECT city_code AS code, count(*)::int AS count FROM establishment WHERE ${where.join(' AND ')} GROUP BY city_code`,
      params,
    );
    const cities = await this.geography.loaders(ctx).city.loadMany(rows.map((r) => r.code));
    return rows
      .map((row, i) => {
        const city = cities[i];
        return city instanceof Error || !city ? null : { city, slug: slugify(city.name), count: row.count };
      })
      .filter((c): c is CityCount => c !== null)
      .sort((a, b) => byCityName(a.city, b.city));
  }

  /**
   * The commune of a department whose slug is `slug` (the town segment of a storefront path). Several
   * communes of a department can share a name, hence a slug (e.g. two "Saint-Martin"): the one with the
   * most published establishments wins, then the most populous, then the smallest INSEE code. Null when
   * no commune of the department has this slug.
   */
  async city(departmentCode: string, slug: string, ctx: object): Promise<CityEntity | null> {
    const department = await this.department(departmentCode, ctx);
    const wanted = slugify(slug);
    if (!wanted) return null;
    const candidates = (await this.communesOf(department)).filter((c) => c.slug === wanted);
    if (!candidates.length) return null;
    let chosen = candidates[0];
    if (candidates.length > 1) {
      const rows: { code: string; count: number }[] = await this.dataSource.query(
        'SELECT city_code AS code, count(*)::int AS count FROM establishment WHERE published AND city_code = ANY($1::text[]) GROUP BY city_code',
        [candidates.map((c) => c.code)],
      );
      const published = new Map(rows.map((r) => [r.code, r.count]));
      chosen = [...candidates].sort(
        (a, b) => (published.get(b.code) ?? 0) - (published.get(a.code) ?? 0) || (b.population ?? 0) - (a.population ?? 0) || (a.code < b.code ? -1 : 1),
      )[0];
    }
    return this.geography.loaders(ctx).city.load(chosen.code);
  }

  /** The department's code as stored ("2a" → "2A"); an unknown one is bad input. */
  private async department(code: string, ctx: object): Promise<string> {
    const normalized = code.trim().toUpperCase();
    const department = normalized ? await this.geography.loaders(ctx).department.load(normalized) : null;
    if (!department) throw badInput({ departmentCode: 'UNKNOWN_DEPARTMENT' }, `Unknown department ${code}`);
    return department.code;
  }

  private communesOf(departmentCode: string): Promise<Commune[]> {
    let communes = this.communes.get(departmentCode);
    if (!communes) {
      communes = this.dataSource
        .query('SELECT code, name, population FROM city WHERE department_code = $1', [departmentCode])
        .then((rows: { code: string; name: string; population: number | null }[]) =>
          rows.map((r) => ({ code: r.code, slug: slugify(r.name), population: r.population })),
        );
      communes.catch(() => this.communes.delete(departmentCode));
      this.communes.set(departmentCode, communes);
    }
    return communes;
  }
}

@Resolver()
export class GuideCitiesResolver {
  constructor(private readonly guideCities: GuideCitiesService) {}

  @Query('guideCities')
  cities(@Args() args: QueryGuideCitiesArgs, @Context() ctx: object) {
    return this.guideCities.cities(args, ctx);
  }

  @Query('guideCity')
  city(@Args('departmentCode') departmentCode: string, @Args('slug') slug: string, @Context() ctx: object) {
    return this.guideCities.city(departmentCode, slug, ctx);
  }
}
