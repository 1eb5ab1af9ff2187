import type { BlockType } from './page-document';

/**
 * The component picker's thumbnails: tiny inline SVG sketches (no request, no asset to ship), one per
 * component, drawn on a 64×40 card in the admin's greys and the guide's red.
 */
const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect width="64" height="40" rx="3" fill="#f5f5f5"/>${body}</svg>`)}`;
const line = (x: number, y: number, w: number, h = 3, fill = '#bfbfbf') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="1" fill="${fill}"/>`;
const box = (x: number, y: number, w: number, h: number, fill = '#d9d9d9') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${fill}"/>`;
const RED = '#b22222';

export const THUMBNAILS: Record<BlockType, string> = {
  Hero: svg(box(0, 0, 64, 40, '#8c8c8c') + line(10, 12, 44, 5, '#fff') + line(16, 21, 32, 3, '#e8e8e8') + box(24, 28, 16, 6, RED)),
  Text: svg(line(8, 8, 30, 4, '#595959') + line(8, 16, 48) + line(8, 22, 44) + line(8, 28, 46) + line(8, 34, 30)),
  Image: svg(box(8, 5, 48, 24) + `<path d="M14 27l10-12 8 9 6-5 12 8z" fill="#bfbfbf"/>` + line(18, 33, 28)),
  Gallery: svg(box(5, 8, 16, 16) + box(24, 8, 16, 16) + box(43, 8, 16, 16) + box(5, 27, 16, 8) + box(24, 27, 16, 8) + box(43, 27, 16, 8)),
  CardGrid: svg([5, 24, 43].map((x) => box(x, 6, 16, 28, '#fff') + box(x, 6, 16, 12) + line(x + 2, 22, 12) + line(x + 2, 28, 8)).join('')),
  CallToAction: svg(box(4, 6, 56, 28, '#fff1f0') + line(12, 12, 40, 4, '#595959') + line(16, 19, 32) + box(22, 25, 20, 6, RED)),
  FAQ: svg([6, 19, 32].map((y) => line(6, y, 6, 3, RED) + line(15, y, 40, 3, '#595959')).join('') + line(15, 11, 34) + line(15, 24, 30)),
  Form: svg(line(8, 6, 20, 3, '#595959') + box(8, 11, 48, 6, '#fff') + box(8, 20, 48, 6, '#fff') + box(8, 29, 18, 6, RED)),
  // A reusable component: stacked blocks inside a dashed frame.
  Component: svg(
    `<rect x="4" y="4" width="56" height="32" rx="3" fill="none" stroke="${RED}" stroke-dasharray="3 2"/>` +
      box(9, 9, 46, 9, '#8c8c8c') +
      line(9, 23, 40) +
      line(9, 29, 30),
  ),
};
