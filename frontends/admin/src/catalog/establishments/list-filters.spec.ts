/// <reference types="jest" />
import { changedListParams, isFiltered, listVariables, readListFilters } from './list-filters';

describe('establishment list filters (URL state)', () => {
  it('reads search, type and publication from the query string', () => {
    expect(readListFilters(new URLSearchParams('q=beaune&type=HOTEL&published=false'))).toEqual({ search: 'beaune', type: 'HOTEL', published: false });
    expect(readListFilters(new URLSearchParams('published=true'))).toEqual({ search: '', type: null, published: true });
  });

  it('ignores an unknown type or publication value (a hand-edited or stale link)', () => {
    expect(readListFilters(new URLSearchParams('type=CASTLE&published=maybe'))).toEqual({ search: '', type: null, published: null });
  });

  it('applies a change to the current query string, keeping the other parameters', () => {
    // A change right after another starts from the address bar, so the first one is kept.
    const afterType = changedListParams('?q=dijon', { type: 'RESTAURANT' });
    expect(afterType.toString()).toBe('q=dijon&type=RESTAURANT');
    expect(changedListParams(`?${afterType}`, { published: 'false' }).toString()).toBe('q=dijon&type=RESTAURANT&published=false');
  });

  it('removes a parameter whose new value is empty', () => {
    expect(changedListParams('?q=dijon&type=HOTEL&published=true', { q: '', type: null }).toString()).toBe('published=true');
  });

  it('builds the query variables of one page: no filter sends nulls, a type becomes a one-type filter', () => {
    expect(listVariables({ search: '', type: null, published: null }, 20, null)).toEqual({
      search: null,
      filter: null,
      published: null,
      first: 20,
      after: null,
    });
    expect(listVariables({ search: 'pré', type: 'WINE', published: true }, 20, 'c-20')).toEqual({
      search: 'pré',
      filter: { types: ['WINE'] },
      published: true,
      first: 20,
      after: 'c-20',
    });
  });

  it('says whether any filter narrows the list', () => {
    expect(isFiltered({ search: '', type: null, published: null })).toBe(false);
    expect(isFiltered({ search: '', type: null, published: false })).toBe(true);
    expect(isFiltered({ search: 'a', type: null, published: null })).toBe(true);
  });
});
