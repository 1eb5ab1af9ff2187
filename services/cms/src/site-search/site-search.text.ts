/** Plain-text helpers of site search: query words and excerpts. */

/** At most this many words of a query are used (bounds the cost of typo expansion). */
export const MAX_QUERY_WORDS = 10;
/** A word this long or longer forgives one typo; shorter words must match exactly (as the guide's search). */
export const TYPO_MIN_LENGTH = 5;
export const EXCERPT_LENGTH = 200;

/**
 * What the visitor typed, as plain words (letters and digits only): nothing of it ever reaches a query
 * parser as syntax (quotes, `&`, `|`, `!`, `:*` are separators).
 */
export function queryWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Text of (sanitised) HTML or plain text, cut at a word boundary: what a result card shows. */
export function plainExcerpt(source: string | null | undefined, max = EXCERPT_LENGTH): string | null {
  if (!source) return null;
  const text = source
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?·-]+$/, '')}…`;
}
