import { DataSource, SelectQueryBuilder } from 'typeorm';
import { escapeLike, queryWords } from '@guide/platform';
import { present } from '../search/search-rules';
import type { SearchFacets } from '../search/search.port';
import { EstablishmentEntity } from './establishment.entity';
import type { QueryAdminEstablishmentsArgs } from '../generated/graphql';

/**
 * The back office's list reads the database, not the index: it must show unpublished establishments
 * and a change at once. `search` and `filter.text` match every word, accent- and case-insensitively,
 * anywhere in the name, slug or town (a staff member looks an establishment up; no stemming needed).
 */
export function adminListQuery(dataSource: DataSource, args: QueryAdminEstablishmentsArgs): SelectQueryBuilder<EstablishmentEntity> {
  const qb = dataSource.getRepository(EstablishmentEntity).createQueryBuilder('e');
  const f = args.filter ?? {};
  const words = [...queryWords(args.search), ...queryWords(f.text)];
  if (words.length) {
    qb.leftJoin('city', 'c', 'c.code = e.city_code');
    words.forEach((word, i) => {
      qb.andWhere(`(guide_unaccent(lower(e.name)) LIKE :w${i} OR e.slug LIKE :w${i} OR guide_unaccent(lower(c.name)) LIKE :w${i})`, {
        [`w${i}`]: `%${foldLike(word)}%`,
      });
    });
  }
  if (args.published != null) qb.andWhere('e.published = :published', { published: args.published });
  if (present(f.types)) qb.andWhere('e.type IN (:...types)', { types: f.types });
  if (present(f.mealCategories)) qb.andWhere('e.meal_category IN (:...meals)', { meals: f.mealCategories });
  if (present(f.producerCategories)) qb.andWhere('e.producer_category IN (:...producers)', { producers: f.producerCategories });
  if (present(f.departmentCodes)) qb.andWhere('e.department_code IN (:...departments)', { departments: f.departmentCodes });
  if (present(f.cityCodes)) qb.andWhere('e.city_code IN (:...cities)', { cities: f.cityCodes });
  if (f.budgetMax != null) qb.andWhere('e.price_from <= :budget', { budget: f.budgetMax });
  if (present(f.equipment)) qb.andWhere('e.equipment @> CAST(:equipment AS text[])', { equipment: f.equipment });
  if (present(f.services)) qb.andWhere('e.services @> CAST(:services AS text[])', { services: f.services });
  return qb;
}

/** Lowercase, accents removed in SQL by guide_unaccent on the column side; LIKE wildcards escaped. */
function foldLike(word: string): string {
  return escapeLike(
    word
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase(),
  );
}

/** Plain counts over the filtered set (the back office shows how its filter splits). */
export async function facetsOf(dataSource: DataSource, qb: SelectQueryBuilder<EstablishmentEntity>): Promise<SearchFacets> {
  const [ids, params] = qb.clone().select('e.id').getQueryAndParameters();
  const count = (column: string, array = false) =>
    `(SELECT coalesce(json_agg(json_build_array(value, n) ORDER BY n DESC, value), '[]'::json)
        FROM (SELECT v AS value, count(*)::int AS n
                FROM ${array ? `base, unnest(base.${column}) AS v` : `(SELECT ${column} AS v FROM base) s`}
               WHERE v IS NOT NULL GROUP BY 1) c)`;
  const [row] = await dataSource.query(
    `WITH base AS MATERIALIZED (SELECT type, meal_category, producer_category, department_code, equipment, services
                                 FROM establishment WHERE id IN (${ids}))
     SELECT ${count('type')} AS types, ${count('meal_category')} AS meal_categories, ${count('producer_category')} AS producer_categories,
            ${count('department_code')} AS departments, ${count('equipment', true)} AS equipment, ${count('services', true)} AS services`,
    params,
  );
  const pairs = (list: [string, number][]) => list.map(([value, n]) => ({ value, count: n }));
  return {
    types: pairs(row.types),
    mealCategories: pairs(row.meal_categories),
    producerCategories: pairs(row.producer_categories),
    departments: pairs(row.departments),
    equipment: pairs(row.equipment),
    services: pairs(row.services),
  };
}
