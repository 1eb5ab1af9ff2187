import { establishmentColumns } from './establishment-columns';

const COLUMNS = new Set(['id', 'slug', 'name', 'type', 'cityCode', 'departmentCode', 'lat', 'lon', 'priceFrom', 'cups', 'ownerId']);
const keys = (select: object | undefined) => (select ? Object.keys(select).sort() : select);

describe('establishmentColumns', () => {
  it('reads the id, the selected columns and what computed fields need', () => {
    expect(keys(establishmentColumns(new Set(['name', 'priceFrom', 'path', 'city', '__typename']), COLUMNS))).toEqual([
      'cityCode',
      'departmentCode',
      'id',
      'name',
      'priceFrom',
      'slug',
      'type',
    ]);
    expect(keys(establishmentColumns(new Set(['nearby', 'images', 'rating', 'ownerId']), COLUMNS))).toEqual(['id', 'lat', 'lon', 'ownerId']);
  });

  it('reads the id alone when no field of the node is asked for', () => {
    expect(keys(establishmentColumns(new Set(), COLUMNS))).toEqual(['id']);
  });

  it('reads every column for a field it does not know', () => {
    expect(establishmentColumns(new Set(['name', 'somethingNew']), COLUMNS)).toBeUndefined();
  });
});
