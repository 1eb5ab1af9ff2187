import { MAX_QUERY_WORDS, foldWord, normaliseQuery, queryWords } from './query-words';

describe('queryWords', () => {
  it('keeps letters and digits only, lowercased, each word once, in the order typed', () => {
    expect(queryWords(`Tarte "tatin" & l'été:* | !x -y`)).toEqual(['tarte', 'tatin', 'l', 'été', 'x', 'y']);
    expect(queryWords('Fromage fromage FROMAGE 2024')).toEqual(['fromage', '2024']);
  });

  it('has nothing for blank or punctuation-only text', () => {
    for (const text of [null, undefined, '', '   ', '&|!:*-"()']) expect(queryWords(text)).toEqual([]);
  });

  it(`keeps at most ${MAX_QUERY_WORDS} words`, () => {
    expect(queryWords(Array.from({ length: 12 }, (_, i) => `mot${i}`).join(' '))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('normaliseQuery', () => {
  it('joins the words by one space, null when none is left', () => {
    expect(normaliseQuery('  Théâtre,  de l’Opéra!! ')).toBe('théâtre de l opéra');
    expect(normaliseQuery(' -- ')).toBeNull();
    expect(normaliseQuery(null)).toBeNull();
  });

  it('is a fixed point: normalising twice changes nothing, and the words are the same', () => {
    for (const text of ['Bourgonge  l’opéra VIN vin', 'a&b|c', 'œuf brûlé']) {
      const once = normaliseQuery(text);
      expect(normaliseQuery(once)).toBe(once);
      expect(queryWords(once)).toEqual(queryWords(text));
    }
  });
});

describe('foldWord', () => {
  it('lowercases and removes accents and ligatures as unaccent does', () => {
    expect(foldWord('Œufs Brûlés')).toBe('oeufs brules');
    expect(foldWord('Ænéide straße')).toBe('aeneide strasse');
  });
});
