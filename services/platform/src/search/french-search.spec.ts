import { FRENCH_SEARCH_SQL, FuzzyTsquery, foldedWordsSql, frenchDocumentSql, fuzzyTsquerySql, installFrenchSearch } from './french-search';
import { TYPO_MIN_LENGTH } from './query-words';

describe('French search schema', () => {
  it('creates every object idempotently, extensions first', async () => {
    const run: string[] = [];
    await installFrenchSearch({ query: async (sql: string) => run.push(sql) });
    expect(run).toEqual([...FRENCH_SEARCH_SQL]);
    expect(run.slice(0, 3)).toEqual(['unaccent', 'pg_trgm', 'fuzzystrmatch'].map((e) => `CREATE EXTENSION IF NOT EXISTS ${e}`));
    for (const sql of run.slice(3)) expect(sql).toMatch(/^(CREATE OR REPLACE|DO \$\$ BEGIN\s+IF NOT EXISTS)/);
  });
});

describe('SQL fragments', () => {
  it('folds the words of an expression', () => {
    expect(foldedWordsSql('$1::text')).toBe(`regexp_split_to_table(lower(guide_unaccent($1::text)), '[^[:alnum:]]+')`);
  });

  it('weights a document over guide_french', () => {
    expect(
      frenchDocumentSql([
        ['name', 'A'],
        ['body', 'C'],
      ]),
    ).toBe(`setweight(to_tsvector('guide_french', name), 'A')\n      || setweight(to_tsvector('guide_french', body), 'C')`);
  });

  it('builds the per-word fuzzy query over one vocabulary, bounded or not', () => {
    const open = fuzzyTsquerySql('search_words', { bounded: false });
    expect(open).toContain('FROM search_words sw');
    expect(open).toContain('length(w.word) >= $2::int');
    expect(open).not.toContain('$3');
    const bounded = fuzzyTsquerySql('site_search_words', { bounded: true });
    expect(bounded).toContain('FROM site_search_words sw');
    expect(bounded).toContain('length(w.word) BETWEEN $2::int AND $3::int');
    expect(() => fuzzyTsquerySql('words; DROP TABLE x', { bounded: false })).toThrow('Not a plain table name');
  });

  it('passes the words and the length bounds, and answers null without a query', async () => {
    expect(new FuzzyTsquery('search_words').params(['a'])).toEqual([['a'], TYPO_MIN_LENGTH]);
    const bounded = new FuzzyTsquery('site_search_words', { minLength: 5, maxLength: 40 });
    expect(bounded.params(['a', 'b'])).toEqual([['a', 'b'], 5, 40]);
    const calls: unknown[][] = [];
    const db = (row: object | undefined) => ({ query: async (sql: string, params?: unknown[]) => (calls.push([sql, params]), row ? [row] : []) });
    expect(await bounded.resolve(db({ query: 'x', exact: 'x' }), [])).toBeNull();
    expect(calls).toHaveLength(0); // no words: no round trip
    expect(await bounded.resolve(db({ query: null, exact: null }), ['le'])).toBeNull(); // stop words only
    expect(await bounded.resolve(db(undefined), ['le'])).toBeNull();
    expect(await bounded.resolve(db({ query: "'tart' | 'tatr'", exact: "'tart'" }), ['tatre'])).toEqual({ query: "'tart' | 'tatr'", exact: "'tart'" });
    expect(calls[0]).toEqual([bounded.sql, [['le'], 5, 40]]);
  });
});
