import { CONTENT_SORT_TO_API, contentSort, withContentSort } from './list-sort';

describe('content list sorts', () => {
  it('reads the sort from the URL, the type’s own order otherwise', () => {
    expect(contentSort(new URLSearchParams('tri=price-desc'), 'blog')).toBe('price-desc');
    expect(contentSort(new URLSearchParams('tri=nope'), 'blog')).toBe('published-desc');
    expect(contentSort(new URLSearchParams(''), 'evenements')).toBe('start-date-asc');
  });

  it('offers price, start date and creation date both ways', () => {
    expect(Object.values(CONTENT_SORT_TO_API)).toEqual(
      expect.arrayContaining(['PRICE_ASC', 'PRICE_DESC', 'START_DATE_ASC', 'START_DATE_DESC', 'CREATED_ASC', 'CREATED_DESC']),
    );
  });

  it('writes the sort into the query, dropping it for the default', () => {
    expect(withContentSort(new URLSearchParams('x=1'), 'blog', 'created-asc').toString()).toBe('x=1&tri=created-asc');
    expect(withContentSort(new URLSearchParams('tri=created-asc'), 'blog', 'published-desc').toString()).toBe('');
    expect(withContentSort(new URLSearchParams('tri=price-asc'), 'evenements', 'start-date-asc').toString()).toBe('');
  });
});
