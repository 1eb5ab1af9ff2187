/**
 * The demo shop's pictures: one flat illustration per product, drawn here as SVG (our own art, no text,
 * so no font is needed) and rendered to WebP with sharp, like the guide's visuals. They are stored in
 * the media storage under `products/{productId}/…` and served at `/media/files/products/…`.
 */
import sharp from 'sharp';
import type { Motif } from './shop-catalogue';

const SIZE = 800;
const INK = '#3B2A20';
/** [background top, background bottom, table, accent, light] */
const PALETTES = [
  ['#F6E7C8', '#EFD3A0', '#A9824A', '#8E2437', '#FFF6E5'],
  ['#DCEBD5', '#BFD8B0', '#6A9159', '#B5562F', '#F4FAEF'],
  ['#F3D9D2', '#E8B7A8', '#A86552', '#2F5D7C', '#FFF1EC'],
  ['#D8E4EE', '#B5CBDD', '#5F7F99', '#C98A2B', '#F1F6FA'],
];

const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const c = (x: number, y: number, rad: number, fill: string, extra = '') => `<circle cx="${x}" cy="${y}" r="${rad}" fill="${fill}" ${extra}/>`;
const e = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, color: string, width = 10) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Motifs in the 800 × 800 square; the table edge is at y = 620. */
const MOTIFS: Record<Motif, (accent: string, light: string) => string> = {
  book: (a, l) =>
    r(250, 190, 300, 400, a, 'rx="14"') +
    r(270, 190, 24, 400, INK, 'opacity="0.25"') +
    r(320, 260, 190, 110, l, 'rx="8"') +
    c(415, 315, 34, a) +
    r(320, 410, 190, 14, l, 'rx="7" opacity="0.8"') +
    r(320, 440, 140, 14, l, 'rx="7" opacity="0.8"') +
    r(262, 585, 292, 18, '#FFFFFF', 'opacity="0.9"'),
  map: (a, l) =>
    p('M180 250l140-50 160 50 140-50v370l-140 50-160-50-140 50z', l) +
    p('M320 200v370M480 250v370', 'none', `stroke="${INK}" stroke-width="4" opacity="0.25"`) +
    line('M220 470c60-80 120 10 180-70s110-40 170-140', a, 12) +
    c(570, 260, 22, a) +
    c(220, 470, 14, INK),
  'gift-box': (a, l) =>
    r(220, 340, 360, 270, a, 'rx="10"') +
    r(200, 290, 400, 80, a, 'rx="10" opacity="0.85"') +
    r(375, 290, 50, 320, l) +
    p('M400 290c-70-90-150-40-90 0zM400 290c70-90 150-40 90 0z', l),
  wine: (a, l) =>
    [0, 1, 2]
      .map((i) => {
        const x = 290 + i * 110;
        return (
          p(`M${x - 16} 220h32v70c0 16 34 32 34 76v250h-100v-250c0-44 34-60 34-76z`, i === 1 ? '#E9D27A' : a) +
          r(x - 34, 440, 68, 80, l, 'rx="6"') +
          r(x - 16, 205, 32, 20, INK, 'rx="4"')
        );
      })
      .join('') + r(200, 580, 400, 40, '#8A5A32', 'rx="6"'),
  cheese: (a, l) =>
    p('M180 560l420-110v110l-420 60z', '#F2C14E') +
    p('M180 560l420-110-100-90-320 110z', '#F8D776') +
    e(300, 570, 24, 14, '#E0A93A') +
    e(430, 545, 18, 11, '#E0A93A') +
    e(330, 500, 20, 10, '#EAB84B') +
    c(560, 300, 60, l) +
    c(560, 300, 42, a, 'opacity="0.5"'),
  jar: (a, l) =>
    r(250, 330, 150, 260, a, 'rx="30"') +
    r(240, 300, 170, 50, '#D9A441', 'rx="10"') +
    r(270, 420, 110, 80, l, 'rx="8"') +
    r(430, 380, 130, 210, '#E7B24C', 'rx="40"') +
    r(425, 350, 140, 40, INK, 'rx="8" opacity="0.7"') +
    c(495, 480, 30, l, 'opacity="0.8"'),
  champagne: (a, l) =>
    p('M380 180h40v90c0 20 44 40 44 96v240h-128v-240c0-56 44-76 44-96z', '#2E4B3A') +
    r(356, 420, 88, 90, l, 'rx="6"') +
    r(376, 160, 48, 40, '#D9B44A', 'rx="6"') +
    r(200, 520, 120, 70, '#F2A7B5', 'rx="12"') +
    r(480, 520, 120, 70, '#F2A7B5', 'rx="12"') +
    c(250, 300, 10, a) +
    c(560, 260, 8, a) +
    c(520, 330, 6, a),
  apron: (a, l) =>
    p('M330 200h140v90l90 40v290h-320v-290l90-40z', a) +
    r(340, 420, 120, 90, l, 'rx="10" opacity="0.8"') +
    line('M330 200c-40-60 180-60 140 0', INK, 8) +
    line('M240 340l-70 40M560 340l70 40', INK, 8) +
    c(400, 300, 26, l),
  mug: (a, l) =>
    r(270, 300, 230, 300, l, 'rx="24"') +
    r(270, 300, 230, 30, INK, 'rx="12" opacity="0.8"') +
    p('M500 360h40c50 0 50 140 0 140h-40v-36h36c14 0 14-68 0-68h-36z', l) +
    c(385, 450, 44, a) +
    line('M350 250c-20-30 20-50 0-80M420 250c-20-30 20-50 0-80', '#FFFFFF', 10),
  tote: (a, l) => line('M320 330c0-170 160-170 160 0', INK, 14) + p('M230 330h340l-30 290h-280z', l) + c(400, 470, 60, a) + p('M370 470l30-40 30 40-30 40z', l),
  notebook: (a, l) =>
    r(260, 190, 280, 400, a, 'rx="12"') +
    r(260, 190, 280, 400, INK, 'rx="12" opacity="0.1"') +
    r(290, 260, 220, 60, l, 'rx="8"') +
    line('M520 190v400', l, 12) +
    r(560, 240, 26, 300, '#C98A2B', 'rx="13"') +
    p('M560 540l13 40 13-40z', INK),
  towel: (a, l) =>
    r(220, 220, 170, 380, l, 'rx="10"') +
    r(410, 250, 170, 350, l, 'rx="10"') +
    [0, 1].map((i) => r(220, 290 + i * 40, 170, 14, a) + r(410, 320 + i * 40, 170, 14, '#2F5D7C')).join(''),
  corkscrew: (a, l) =>
    r(220, 380, 360, 56, '#7A5A3A', 'rx="28"') +
    r(220, 392, 360, 10, '#A07A50', 'rx="5"') +
    line('M400 436v40', '#B8B8B8', 14) +
    line('M400 476c-30 10-30 30 0 40s30 30 0 40 -30 30 0 40', '#B8B8B8', 10) +
    r(540, 360, 80, 24, '#B8B8B8', 'rx="8"') +
    c(560, 260, 40, a, 'opacity="0.7"') +
    c(240, 260, 24, l),
  plaque: (a, l) =>
    r(190, 250, 420, 290, '#1F3B66', 'rx="30"') +
    r(210, 270, 380, 250, l, 'rx="20"') +
    r(230, 290, 340, 210, '#1F3B66', 'rx="14"') +
    p('M400 330l22 46 50 6-37 34 10 50-45-25-45 25 10-50-37-34 50-6z', '#E9C45A') +
    c(215, 395, 8, INK) +
    c(585, 395, 8, INK),
  card: (a, l) =>
    `<g transform="rotate(-8 400 400)">${r(190, 270, 420, 260, a, 'rx="24"')}${r(190, 330, 420, 40, INK, 'opacity="0.25"')}${r(230, 430, 130, 60, l, 'rx="10"')}${c(520, 460, 36, '#E9C45A')}${c(560, 460, 36, '#E9C45A', 'opacity="0.7"')}</g>`,
};

/** The SVG of one product's picture: background, table, motif; the variant picks the palette. */
export function productSvg(motif: Motif, variant: number): string {
  const [top, bottom, table, accent, light] = PALETTES[variant % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
${r(0, 0, SIZE, SIZE, 'url(#bg)')}${c(640, 150, 90, light, 'opacity="0.7"')}${r(0, 610, SIZE, 190, table)}${e(400, 620, 260, 26, INK, 'opacity="0.12"')}
${MOTIFS[motif](accent, light)}
</svg>`;
}

/** The picture as WebP (what the media storage keeps and the storefront shows). */
export function renderProductVisual(motif: Motif, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(motif, variant)))
    .webp({ quality: 82 })
    .toBuffer();
}
