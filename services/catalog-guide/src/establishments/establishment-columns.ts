import type { FindOptionsSelect } from 'typeorm';
import type { EstablishmentEntity } from './establishment.entity';

/**
 * What each GraphQL field of `Establishment` reads from the row, for the fields that are not a column of
 * the same name (a column field reads itself). `images`, `rating` and `reviews` are loaded by the id alone.
 */
const READS: Readonly<Record<string, readonly (keyof EstablishmentEntity)[]>> = {
  __typename: [],
  path: ['type', 'departmentCode', 'slug', 'cityCode'],
  city: ['cityCode'],
  department: ['departmentCode'],
  nearby: ['lat', 'lon'],
  images: [],
  rating: [],
  reviews: [],
};

/**
 * The columns a list must load for `fields` (the GraphQL fields selected on its nodes: `selectedFields`),
 * the id always; `undefined` (every column) when a field is neither a column nor in READS, so a field added
 * later is never served from a half-loaded row. A public list asks for about ten of the forty columns:
 * loading 20 whole rows (arrays, menus, opening hours, both descriptions) was a third of catalog-guide's
 * CPU a text search (bench/README.md, "Text search: where a request goes").
 */
export function establishmentColumns(fields: ReadonlySet<string>, columns: ReadonlySet<string>): FindOptionsSelect<EstablishmentEntity> | undefined {
  const select: Record<string, true> = { id: true };
  for (const field of fields) {
    const reads = READS[field] ?? (columns.has(field) ? [field] : null);
    if (!reads) return undefined;
    for (const column of reads) select[column] = true;
  }
  return select as FindOptionsSelect<EstablishmentEntity>;
}
