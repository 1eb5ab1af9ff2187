#!/usr/bin/env node
'use strict';
// Draws the CMS demo content's illustrations: one flat SVG scene per seeded content type (recipes,
// gourmet routes, events…) in three variants (palette and backdrop), plus one logo per demo partner.
// The WebP files next to this script are its output (drawn as SVG, rendered with sharp) and are
// committed; the demo seed stores them in the media storage. Rerun after changing the art
// (`--svg` also keeps the SVG sources, for a look):
//   node services/cms/src/seed/visuals/draw-visuals.cjs
const fs = require('node:fs');
const path = require('node:path');

const W = 1200;
const H = 750;
const VARIANTS = 3;

/** Backdrops: [sky top, sky bottom, far ground, near ground, disc]. */
const PALETTES = [
  ['#F6E7C8', '#EFD3A0', '#C9A46A', '#A9824A', '#FFF6E5'], // wheat
  ['#DCEBD5', '#BFD8B0', '#8DB27A', '#6A9159', '#F4FAEF'], // meadow
  ['#F3D9D2', '#E8B7A8', '#C9826F', '#A86552', '#FFF1EC'], // terracotta
  ['#D8E4EE', '#B5CBDD', '#7F9DB6', '#5F7F99', '#F1F6FA'], // slate
  ['#EDE0F0', '#D7BFDD', '#A986B3', '#85648F', '#FAF3FB'], // lavender
  ['#F5EBCF', '#E6D29A', '#B59D4E', '#8D7A36', '#FFFAEA'], // mustard
  ['#E3EEE9', '#C3DDD2', '#7FB19C', '#5B8C78', '#F3FAF7'], // sage
];
const INK = '#3B2A20';
const PAPER = '#FBF7EF';

const c = (x, y, r, fill, extra = '') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
const e = (x, y, rx, ry, fill, extra = '') => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const r = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d, color, width = 8, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const g = (transform, ...parts) => `<g transform="${transform}">${parts.join('')}</g>`;
const repeat = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');
const lines = (x, y, w, n, gap, color = '#CDBFA8', width = 8) => repeat(n, (i) => stroke(`M${x} ${y + i * gap}h${i === n - 1 ? w * 0.6 : w}`, color, width));
const leaf = (x, y, s, angle, color = '#4E8A3E') => g(`translate(${x} ${y}) rotate(${angle}) scale(${s})`, p('M0 0c20-30 60-30 80 0-20 30-60 30-80 0z', color));
const steam = (x, y) => stroke(`M${x} ${y}c-20-25 20-40 0-65s20-40 0-65`, '#FFFFFF', 9);
const pin = (x, y, color) => g(`translate(${x} ${y})`, p('M0 0c-30-40-40-56-40-76a40 40 0 0 1 80 0c0 20-10 36-40 76z', color), c(0, -76, 15, '#FFFFFF'));

// Motifs, drawn in a 400 × 400 box (centre 200,200; the table line is around y = 330).
const MOTIFS = {
  // A notebook open on a recipe, a pencil and a cup of coffee.
  blog: () =>
    g(
      'rotate(-6 200 200)',
      r(40, 110, 320, 220, PAPER, 'rx="10"'),
      r(196, 110, 8, 220, '#E2D6C2'),
      lines(64, 150, 110, 6, 28),
      lines(226, 150, 110, 6, 28),
      c(110, 270, 22, '#E0A93A', 'opacity="0.6"'),
    ) +
    g('rotate(35 300 120)', r(250, 110, 150, 18, '#F2C14E', 'rx="4"'), p('M400 110l26 9-26 9z', '#F3D19C'), r(236, 110, 16, 18, '#D8382F', 'rx="3"')) +
    e(80, 330, 46, 12, '#FFFFFF') +
    p('M44 270h72l-8 58h-56z', '#FFFFFF') +
    e(80, 272, 36, 8, '#6E3E2A') +
    steam(80, 250),
  // A folded newspaper with headline, photo and columns.
  actualites: () =>
    g(
      'rotate(-4 200 200)',
      r(40, 70, 320, 270, PAPER, 'rx="6"'),
      r(64, 92, 272, 26, INK, 'rx="4" opacity="0.85"'),
      r(64, 136, 130, 100, '#9CC3D5', 'rx="4"'),
      p('M64 236l40-50 30 30 26-20 34 40z', '#6A9159'),
      c(170, 160, 12, '#F2C14E'),
      lines(212, 146, 124, 4, 26, '#CDBFA8', 7),
      lines(64, 264, 272, 3, 24, '#CDBFA8', 7),
    ) +
    r(300, 40, 70, 70, '#D8382F', 'rx="35"') +
    stroke('M322 75l10 10 20-22', '#FFFFFF', 8),
  // A stewpot with a ladle, steam and herbs.
  recettes: () =>
    e(200, 320, 150, 22, '#000000', 'opacity="0.1"') +
    p('M70 170h260v110c0 40-40 50-130 50s-130-10-130-50z', '#B63D3A') +
    e(200, 170, 130, 22, '#8C2F2B') +
    e(200, 170, 112, 15, '#E8A33B') +
    r(40, 180, 40, 16, '#8C2F2B', 'rx="8"') +
    r(320, 180, 40, 16, '#8C2F2B', 'rx="8"') +
    stroke('M250 168l70-120', '#A9824A', 12) +
    e(330, 40, 18, 12, '#A9824A') +
    steam(150, 140) +
    steam(210, 130) +
    leaf(90, 330, 0.8, -20) +
    leaf(95, 335, 0.6, -70, '#5E9E48') +
    c(310, 320, 16, '#D9412F') +
    c(335, 326, 12, '#D9412F'),
  // A winding road through vineyards with three map pins.
  'routes-gourmandes': () =>
    p('M40 340C120 300 60 240 160 220S300 200 250 140 300 60 360 50', 'none', 'stroke="#8D7A66" stroke-width="46" stroke-linecap="round"') +
    stroke('M40 340C120 300 60 240 160 220S300 200 250 140 300 60 360 50', '#FFFFFF', 5, 'stroke-dasharray="18 18"') +
    repeat(4, (i) => c(300 + (i % 2) * 40, 250 + i * 22, 14, '#6C2E5B')) +
    repeat(3, (i) => c(60 + i * 34, 160 - i * 6, 18, '#5E8C3A')) +
    pin(160, 210, '#D8382F') +
    pin(250, 130, '#E8A33B') +
    pin(355, 45, '#3D6B8C'),
  // A price tag with a string and a percent sign.
  'bons-plans': () =>
    g(
      'rotate(-18 200 200)',
      p('M90 120h180l80 80-80 80h-180z', '#F2C14E'),
      c(290, 200, 16, PAPER),
      c(150, 170, 20, INK),
      c(220, 240, 20, INK),
      stroke('M135 255l100-110', INK, 16),
    ) +
    stroke('M330 140c40-40 40-90 0-110', '#8D7A66', 6) +
    c(90, 330, 26, '#D8382F') +
    c(130, 340, 18, '#E8A33B'),
  // A suitcase with stickers under the sun.
  'sejours-et-week-ends': () =>
    c(320, 70, 42, '#F2C14E') +
    repeat(8, (i) =>
      stroke(
        `M${320 + Math.cos((i * Math.PI) / 4) * 56} ${70 + Math.sin((i * Math.PI) / 4) * 56}l${Math.cos((i * Math.PI) / 4) * 18} ${Math.sin((i * Math.PI) / 4) * 18}`,
        '#F2C14E',
        7,
      ),
    ) +
    stroke('M160 150v-40h80v40', '#5A3222', 14) +
    r(80, 150, 240, 180, '#3D6B8C', 'rx="20"') +
    r(80, 210, 240, 14, '#2E5470') +
    c(140, 270, 26, '#F3D9D2') +
    r(210, 250, 70, 44, '#F2C14E', 'rx="6"') +
    c(120, 335, 12, INK) +
    c(280, 335, 12, INK),
  // A calendar page and festive bunting.
  evenements: () =>
    stroke('M10 50q190 70 380 0', '#8D7A66', 4) +
    repeat(6, (i) =>
      p(`M${30 + i * 62} ${56 + Math.sin((i / 5) * Math.PI) * 28}l24 0-12 34z`, ['#D8382F', '#F2C14E', '#3D6B8C', '#6A9159', '#E8A33B', '#85648F'][i]),
    ) +
    r(100, 120, 200, 210, PAPER, 'rx="14"') +
    r(100, 120, 200, 56, '#D8382F', 'rx="14"') +
    r(100, 160, 200, 16, '#D8382F') +
    c(150, 120, 10, INK) +
    c(250, 120, 10, INK) +
    repeat(3, (y) => repeat(4, (x) => r(120 + x * 44, 196 + y * 42, 30, 28, y === 1 && x === 2 ? '#F2C14E' : '#E2D6C2', 'rx="4"'))),
  // A stack of newspapers under a magnifying glass.
  'revue-de-presse': () =>
    g('rotate(6 200 240)', r(50, 200, 280, 120, '#E2D6C2', 'rx="6"')) +
    g(
      'rotate(-3 200 220)',
      r(60, 150, 280, 160, PAPER, 'rx="6"'),
      r(80, 170, 240, 22, INK, 'rx="4" opacity="0.85"'),
      lines(80, 214, 110, 4, 22, '#CDBFA8', 7),
      r(210, 206, 110, 80, '#F3D9D2', 'rx="4"'),
    ) +
    c(290, 110, 60, '#FFFFFF', 'opacity="0.55"') +
    c(290, 110, 60, 'none', 'stroke="#5A3222" stroke-width="14"') +
    stroke('M245 155l-60 60', '#5A3222', 20),
  // Two hands in a handshake above a ribbon.
  partenaires: () =>
    p('M40 180l90-40 70 40-60 60z', '#3D6B8C') +
    p('M360 180l-90-40-70 40 60 60z', '#E8A33B') +
    p('M140 200c30-30 90-30 120 0l-10 50c-30 30-80 30-100 0z', '#F3C9A8') +
    repeat(3, (i) => stroke(`M${170 + i * 26} ${208 + i * 6}l22 22`, '#D9A57E', 6)) +
    p('M120 300h160l-20 30 20 30h-160l20-30z', '#D8382F') +
    r(150, 290, 100, 40, '#B63D3A', 'rx="6"'),
};

/** Three backdrops: rolling hills, a room with a table, a gingham tablecloth. */
function backdrop(pal, variant) {
  const [top, bottom, far, near, disc] = pal;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${r(0, 0, W, H, 'url(#sky)')}`;
  if (variant === 0)
    return (
      sky +
      c(600, 380, 320, disc, 'opacity="0.75"') +
      p(`M0 560C200 480 380 520 600 560S1000 520 1200 500V${H}H0z`, far) +
      p(`M0 640C260 590 520 640 760 620S1080 600 1200 640V${H}H0z`, near)
    );
  if (variant === 1)
    return (
      sky +
      repeat(13, (i) => r(i * 100 - 20, 0, 40, H, '#FFFFFF', 'opacity="0.12"')) +
      r(250, 60, 700, 520, disc, 'rx="260" opacity="0.7"') +
      r(0, 590, W, H - 590, near) +
      r(0, 580, W, 16, far)
    );
  const checks = repeat(12, (i) => r(i * 100, 0, 50, H, far, 'opacity="0.18"') + r(0, i * 100 - 20, W, 50, far, 'opacity="0.18"'));
  return sky + checks + e(600, 400, 360, 300, disc, 'opacity="0.8"') + r(0, 610, W, H - 610, near, 'opacity="0.9"');
}

function scene(key, variant) {
  const hash = [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const pal = PALETTES[(hash + variant * 2) % PALETTES.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    backdrop(pal, variant),
    // The motif's 400 × 400 box, scaled 1.3 and centred so a wide banner crop still shows it; variant 2 mirrored.
    g(variant === 2 ? 'translate(860 102) scale(-1.3 1.3)' : 'translate(340 102) scale(1.3)', e(200, 352, 170, 18, '#000000', 'opacity="0.12"'), MOTIFS[key]()),
    '</svg>',
  ].join('');
}

/** The demo partners' logos (600 × 300): an emblem and the name, in the partner's colours. */
const LOGOS = {
  'maison-des-vins-de-bourgogne': { name: ['Maison des Vins', 'de Bourgogne'], color: '#6C2E5B', accent: '#E8A33B', emblem: 'grape' },
  'fromagers-de-france-associes': { name: ['Fromagers', 'de France associés'], color: '#3D6B8C', accent: '#F2C14E', emblem: 'cheese' },
  'moulin-de-la-vallee-bleue': { name: ['Moulin de', 'la Vallée bleue'], color: '#5B8C78', accent: '#F3D19C', emblem: 'wheat' },
  'cafes-lacombe-torrefacteur': { name: ['Cafés Lacombe', 'torréfacteur'], color: '#5A3222', accent: '#E8A33B', emblem: 'bean' },
  'office-de-tourisme-du-perigord-noir': { name: ['Périgord noir', 'Office de tourisme'], color: '#2E3A2A', accent: '#C9A46A', emblem: 'leaf' },
  'coutellerie-thiernoise-ferrand': { name: ['Coutellerie', 'Ferrand · Thiers'], color: '#4F5D6B', accent: '#D8382F', emblem: 'knife' },
  'les-paniers-de-l-ecole-hoteliere': { name: ['Les Paniers de', 'l’école hôtelière'], color: '#B63D3A', accent: '#F6E7C8', emblem: 'basket' },
};
const EMBLEMS = {
  grape: (a) => repeat(3, (row) => repeat(3 - row, (i) => c(-26 + row * 13 + i * 26, -20 + row * 24, 14, a))) + leaf(-4, -48, 0.45, -40, '#FFFFFF'),
  cheese: (a) => p('M-44 24l88-24v26l-88 20z', a) + p('M-44 24l88-24-22-30-66 26z', '#FFFFFF') + c(-10, 30, 6, '#FFFFFF'),
  wheat: (a) =>
    stroke('M0 50v-96', a, 5) +
    repeat(
      4,
      (i) =>
        e(-10, -30 + i * 18, 8, 14, a, 'transform="rotate(-25 -10 ' + (-30 + i * 18) + ')"') +
        e(10, -30 + i * 18, 8, 14, a, 'transform="rotate(25 10 ' + (-30 + i * 18) + ')"'),
    ),
  bean: (a) => e(0, 0, 30, 42, a, 'transform="rotate(25)"') + stroke('M-6 -36c16 20-12 50 6 72', '#FFFFFF', 5),
  leaf: (a) => leaf(-40, 10, 1, -30, a) + stroke('M-40 10l60-34', '#FFFFFF', 3),
  knife: (a) => g('rotate(-40)', r(-8, -50, 16, 44, a, 'rx="6"'), p('M-8 -6h16l4 60c-8 6-16 6-24 0z', '#FFFFFF')),
  basket: (a) => p('M-44 -6h88l-12 52h-64z', a) + stroke('M-30 -6c0-50 60-50 60 0', a, 6) + repeat(3, (i) => stroke(`M${-26 + i * 26} 4v34`, '#FFFFFF', 4)),
};
function logo({ name, color, accent, emblem }) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">`,
    r(0, 0, 600, 300, '#FFFFFF'),
    g('translate(130 150)', c(0, 0, 92, color), c(0, 0, 80, 'none', `stroke="${accent}" stroke-width="4"`), EMBLEMS[emblem](accent)),
    `<text x="250" y="140" font-family="DejaVu Serif" font-weight="bold" font-size="38" fill="${color}">${name[0]}</text>`,
    `<text x="250" y="188" font-family="DejaVu Sans" font-size="28" fill="${INK}">${name[1]}</text>`,
    r(250, 210, 120, 6, accent, 'rx="3"'),
    '</svg>',
  ].join('');
}

/** Base file name of a visual: `recettes-2` → recettes-2.webp (1200 × 750) and recettes-2-thumb.webp (400 × 250). */
const fileName = (key, variant) => `${key}-${variant}`;

async function main() {
  const sharp = require('sharp');
  const dir = __dirname;
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.webp') || f.endsWith('.svg')) fs.rmSync(path.join(dir, f));
  const keep = process.argv.includes('--svg');
  let n = 0;
  for (const key of Object.keys(MOTIFS)) {
    for (let v = 0; v < VARIANTS; v++) {
      const svg = Buffer.from(scene(key, v));
      if (keep) fs.writeFileSync(path.join(dir, `${fileName(key, v)}.svg`), svg);
      await sharp(svg)
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${fileName(key, v)}.webp`));
      await sharp(svg)
        .resize(400, 250)
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${fileName(key, v)}-thumb.webp`));
      n++;
    }
  }
  for (const [slug, spec] of Object.entries(LOGOS)) {
    const svg = Buffer.from(logo(spec));
    if (keep) fs.writeFileSync(path.join(dir, `logo-${slug}.svg`), svg);
    await sharp(svg)
      .webp({ quality: 90 })
      .toFile(path.join(dir, `logo-${slug}.webp`));
    n++;
  }
  console.log(`${n} pictures written to ${dir}`);
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

module.exports = { MOTIFS, LOGOS, VARIANTS, W, H, fileName, scene, logo };
