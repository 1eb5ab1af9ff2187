import { changeFilters, day, id, isFiltered, oneOf, positiveInt, readFilters, text, writeFilters } from './url-filters';

const SPEC = {
  search: text('q', 10),
  status: oneOf('status', ['NEW', 'DONE'] as const),
  edition: positiveInt('edition'),
  after: day('after'),
  owner: id('owner'),
};
const params = (query: string) => new URLSearchParams(query);

describe('URL-backed list filters', () => {
  it('reads what the address holds and drops unknown or malformed values', () => {
    expect(readFilters(SPEC, params('q=%20tarte%20aux%20pommes&status=NEW&edition=2026&after=2026-03-01&owner=%20u-1%20'))).toEqual({
      search: 'tarte aux',
      status: 'NEW',
      edition: 2026,
      after: '2026-03-01',
      owner: 'u-1',
    });
    expect(readFilters(SPEC, params('q=%20%20&status=SOON&edition=-3&after=01/03/2026&owner='))).toEqual({
      search: null,
      status: null,
      edition: null,
      after: null,
      owner: null,
    });
    expect(readFilters(SPEC, params('edition=20.5')).edition).toBeNull();
    expect(readFilters(SPEC, params('edition=abc')).edition).toBeNull();
  });

  it("writes the spec's parameters in its order, empty ones left out, then the others as they were", () => {
    expect(writeFilters(SPEC, { owner: 'u-1', status: 'DONE', search: '', edition: 2025 }).toString()).toBe('status=DONE&edition=2025&owner=u-1');
    expect(writeFilters(SPEC, { status: 'NEW' }, params('tab=2&status=DONE&q=x')).toString()).toBe('status=NEW&tab=2');
  });

  it('changes some filters and keeps the others (null drops one, undefined keeps it)', () => {
    const current = params('q=colis&status=NEW&tab=2');
    expect(changeFilters(SPEC, current, { status: null, edition: 2026 }).toString()).toBe('q=colis&edition=2026&tab=2');
    expect(changeFilters(SPEC, current, { search: undefined }).toString()).toBe('q=colis&status=NEW&tab=2');
  });

  it('tells a filtered list from a whole one, an order not counting as a filter', () => {
    const sorted = { search: null, sort: 'TITLE_ASC' };
    expect(isFiltered(sorted)).toBe(true);
    expect(isFiltered(sorted, ['sort'])).toBe(false);
    expect(isFiltered({ ...sorted, search: 'x' }, ['sort'])).toBe(true);
  });
});
