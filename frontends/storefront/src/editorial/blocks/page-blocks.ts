/**
 * A page's blocks as the cms stores them (services/cms/src/pages/blocks.ts: validated, rich text
 * sanitized): read defensively all the same, an unknown type or a bad prop is skipped, never thrown.
 */
export type PageBlock =
  | { type: 'Hero'; props: { title: string; subtitle?: string | null; imageUrl?: string | null; buttonLabel?: string | null; buttonLink?: string | null } }
  | { type: 'Text'; props: { text: string } }
  | { type: 'Image'; props: { url: string; alt?: string | null; caption?: string | null } }
  | { type: 'Gallery'; props: { images: { url: string; alt?: string | null }[] } }
  | {
      type: 'CardGrid';
      props: { title?: string | null; source: 'establishments' | 'products' | 'contents'; contentType?: string | null; count?: number | null };
    }
  | { type: 'CallToAction'; props: { title: string; text?: string | null; buttonLabel: string; buttonLink: string } }
  | { type: 'FAQ'; props: { title?: string | null; items: { question: string; answer: string }[] } }
  | { type: 'Form'; props: { form: 'contact' | 'join-us' | 'newsletter'; title?: string | null } };

const TYPES = new Set(['Hero', 'Text', 'Image', 'Gallery', 'CardGrid', 'CallToAction', 'FAQ', 'Form']);

/** The blocks of `blocksJson`, or null when the page has none (a rich-text page: show its body). */
export function parseBlocks(blocksJson: string | null | undefined): PageBlock[] | null {
  if (!blocksJson) return null;
  try {
    const value: unknown = JSON.parse(blocksJson);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (b): b is PageBlock =>
        !!b && typeof b === 'object' && TYPES.has((b as PageBlock).type) && !!(b as PageBlock).props && typeof (b as PageBlock).props === 'object',
    );
  } catch {
    return null;
  }
}

/** The number of cards of a grid, within the service's bounds. */
export const cardCount = (count: unknown) => (typeof count === 'number' && count >= 1 && count <= 12 ? Math.floor(count) : 3);
