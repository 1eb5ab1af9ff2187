/**
 * What a visitor typed into a search box, made safe and comparable before any engine sees it
 * (README.md beside this file). Pure: no database, no Nest.
 */

/** At most this many words of a query are used (bounds the cost of typo expansion). */
export const MAX_QUERY_WORDS = 10;
/** A word this long or longer forgives one typo; shorter words must match exactly. */
export const TYPO_MIN_LENGTH = 5;

/**
 * Splits what the visitor typed into plain words (letters and digits only), lowercased, each once, in the
 * order typed, at most MAX_QUERY_WORDS. Nothing of the user's text reaches a query parser as syntax:
 * quotes, `&`, `|`, `!`, `:*`, `-` are separators. Accents are kept (engines fold them after their stop
 * words). Idempotent: `queryWords(normaliseQuery(t))` equals `queryWords(t)`.
 */
export function queryWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * The normalised query: its words (queryWords) joined by one space, or null when nothing searchable is
 * left (blank text, punctuation only). Normalise once, where the request enters the domain; what is
 * handed on is then a fixed point of this function.
 */
export function normaliseQuery(text: string | null | undefined): string | null {
  const words = queryWords(text);
  return words.length ? words.join(' ') : null;
}

/** Lowercase, accents removed (the same folding as Postgres `unaccent` / OpenSearch `asciifolding` for French). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}
