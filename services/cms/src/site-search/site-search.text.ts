/** Plain-text excerpts of site search. Query words are the platform's (`queryWords`, services/platform/src/search). */

export const EXCERPT_LENGTH = 200;

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
