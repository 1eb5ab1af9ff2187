#!/usr/bin/env node
'use strict';
// Draws the demo guide's illustrations: one flat SVG scene per establishment kind (every producer
// category, every meal category, hotels, wine estates) in four variants (palette and backdrop), so
// neighbouring cards differ. The WebP files next to this script are its output (drawn as SVG,
// rendered with sharp) and are committed; the demo seed attaches them to the establishments it
// creates. Rerun after changing the art (`--svg` also keeps the SVG sources, for a look):
//   node services/catalog-guide/src/seed/visuals/draw-visuals.cjs
const fs = require('node:fs');
const path = require('node:path');

const W = 1200;
const H = 750;
const VARIANTS = 4;

/** Backdrops: [sky top, sky bottom, far ground, near ground, disc]. */
const PALETTES = [
  ['#F6E7C8', '#EFD3A0', '#C9A46A', '#A9824A', '#FFF6E5'], // wheat
  ['#DCEBD5', '#BFD8B0', '#8DB27A', '#6A9159', '#F4FAEF'], // meadow
  ['#F3D9D2', '#E8B7A8', '#C9826F', '#A86552', '#FFF1EC'], // terracotta
  ['#D8E4EE', '#B5CBDD', '#7F9DB6', '#5F7F99', '#F1F6FA'], // slate
  ['#EDE0F0', '#D7BFDD', '#A986B3', '#85648F', '#FAF3FB'], // lavender
  ['#F5EBCF', '#E6D29A', '#B59D4E', '#8D7A36', '#FFFAEA'], // mustard
  ['#E3EEE9', '#C3DDD2', '#7FB19C', '#5B8C78', '#F3FAF7'], // sage
  ['#F7DFC9', '#F0C08F', '#D08A4E', '#A96A35', '#FFF4E9'], // apricot
];
const INK = '#3B2A20';

const c = (x, y, r, fill, extra = '') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
const e = (x, y, rx, ry, fill, extra = '') => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const r = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d, color, width = 8) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const g = (transform, ...parts) => `<g transform="${transform}">${parts.join('')}</g>`;
const repeat = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');

// Motifs, drawn in a 400 × 400 box (centre 200,200; the table line is around y = 330).
const wineBottle = (x, y, color = '#5B1A2B', label = '#F4E9D3') =>
  g(
    `translate(${x} ${y})`,
    p('M-14 -150h28v60c0 14 34 30 34 70v170h-96v-170c0-40 34-56 34-70z', color),
    r(-30, 10, 60, 70, label, 'rx="6"'),
    r(-14, -162, 28, 18, '#2A1A12', 'rx="4"'),
  );
const wineGlass = (x, y, wine = '#8E2437', tilt = 0) =>
  g(
    `translate(${x} ${y}) rotate(${tilt})`,
    p('M-48 -110h96c4 70-20 110-48 112-28-2-52-42-48-112z', '#FFFFFF', 'opacity="0.85"'),
    p('M-44 -70h88c-2 42-22 70-44 70s-42-28-44-70z', wine),
    r(-5, 0, 10, 80, '#FFFFFF', 'opacity="0.85"'),
    e(0, 84, 40, 9, '#FFFFFF', 'opacity="0.85"'),
  );
const plate = (x, y, rx = 150) => e(x, y, rx, rx * 0.3, '#FFFFFF') + e(x, y, rx * 0.72, rx * 0.2, '#EEE7DC');
const leaf = (x, y, s, angle, color = '#4E8A3E') => g(`translate(${x} ${y}) rotate(${angle}) scale(${s})`, p('M0 0c20-30 60-30 80 0-20 30-60 30-80 0z', color));
const steam = (x, y) => stroke(`M${x} ${y}c-20-25 20-40 0-65s20-40 0-65`, '#FFFFFF', 9);
const house = (x, y, w, h, wall, roof) =>
  r(x, y, w, h, wall) +
  p(`M${x - 12} ${y}l${w / 2 + 12} -${h * 0.6}l${w / 2 + 12} ${h * 0.6}z`, roof) +
  r(x + w / 2 - 14, y + h - 44, 28, 44, INK, 'opacity="0.8"');

const MOTIFS = {
  // — producer categories —
  'domaine-viticole': () =>
    leaf(130, 60, 1.6, -20, '#5E8C3A') +
    stroke('M200 40c0 20-6 40-20 50', '#6B4B2E', 10) +
    repeat(4, (row) => repeat(4 - row, (i) => c(120 + row * 27 + i * 54, 120 + row * 48, 30, i % 2 ? '#6C2E5B' : '#7E3A6C'))) +
    c(200, 310, 28, '#6C2E5B'),
  fromages: () =>
    p('M50 300l300-70v90l-300 40z', '#F2C14E') +
    p('M50 300l300-70-70-60-230 80z', '#F8D776') +
    p('M350 230v90', '#E0A93A') +
    e(140, 320, 18, 12, '#E0A93A') +
    e(230, 300, 14, 10, '#E0A93A') +
    e(300, 290, 10, 8, '#E0A93A') +
    e(170, 250, 16, 8, '#EAB84B') +
    c(330, 120, 50, '#FFF3D6') +
    c(330, 120, 36, '#F6E2B3'),
  chocolat: () =>
    g(
      'rotate(-12 200 200)',
      r(70, 90, 260, 230, '#5A3222', 'rx="14"'),
      repeat(3, (x) => repeat(3, (y) => r(86 + x * 82, 106 + y * 68, 66, 52, '#6E3E2A', 'rx="8"'))),
      p('M250 320l80-80v66c0 8-6 14-14 14z', '#F3E6D0'),
    ) +
    c(320, 80, 22, '#6E3E2A') +
    c(80, 320, 16, '#6E3E2A'),
  'fruits-et-legumes': () =>
    g(
      'rotate(25 150 220)',
      p('M150 90c30 0 44 20 40 50l-40 200-40-200c-4-30 10-50 40-50z', '#EE7D2B'),
      leaf(150, 90, 0.7, -110, '#4E8A3E'),
      leaf(150, 90, 0.7, -70, '#5E9E48'),
    ) +
    c(275, 250, 80, '#D9412F') +
    p('M275 175l-22 16 22-6 22 6z', '#4E8A3E') +
    e(250, 225, 20, 12, '#F07A66', 'opacity="0.7"') +
    c(110, 310, 38, '#7BAF3F'),
  'boulangerie-patisserie': () =>
    g(
      'rotate(-25 200 200)',
      r(20, 170, 360, 70, '#D9A05B', 'rx="35"'),
      repeat(4, (i) => stroke(`M${90 + i * 70} 185l30 40`, '#F3D19C', 10)),
    ) +
    e(270, 300, 95, 55, '#C98B4A') +
    stroke('M210 290q60-30 120 0', '#E9BE83', 10),
  charcuterie: () =>
    g(
      'rotate(-18 200 200)',
      r(60, 130, 280, 90, '#8C2F2B', 'rx="45"'),
      stroke('M120 130v90M200 130v90M280 130v90', '#F3E6D0', 5),
      repeat(9, (i) => c(95 + i * 27, 150 + (i % 3) * 20, 5, '#F1D9CF')),
    ) + repeat(3, (i) => c(120 + i * 85, 300, 40, '#B0443D') + repeat(4, (j) => c(105 + i * 85 + (j % 2) * 28, 288 + Math.floor(j / 2) * 24, 5, '#F1D9CF'))),
  boucherie: () =>
    p('M70 200c0-70 70-110 150-100 90 10 140 70 120 140-16 60-90 90-170 80-70-8-100-50-100-120z', '#B63D3A') +
    p('M110 205c10-50 60-80 120-70', 'none', 'stroke="#F5E1D8" stroke-width="14" stroke-linecap="round"') +
    c(250, 230, 26, '#F5E1D8') +
    c(250, 230, 12, '#E3C3B6') +
    leaf(80, 330, 0.9, -10, '#4E8A3E') +
    leaf(95, 330, 0.7, -60, '#5E9E48'),
  volailles: () =>
    e(200, 240, 120, 95, '#F4EDE0') +
    c(300, 140, 48, '#F4EDE0') +
    p('M286 94c6-26 22-30 28-12 8-20 24-16 22 6 14-6 22 6 10 18z', '#D8382F') +
    p('M346 138l34 12-34 12z', '#E8A33B') +
    c(310, 132, 7, INK) +
    p('M318 178c10 14 6 30-8 34-10-12-6-26 8-34z', '#D8382F') +
    p('M80 200c-40-40-40-90 10-110 10 50 30 80 40 100z', '#E4D8C2') +
    stroke('M180 330v50M230 330v50', '#E8A33B', 10),
  'foie-gras': () =>
    r(60, 200, 280, 120, '#F7F2EA', 'rx="24"') +
    r(60, 200, 280, 36, '#3D6B8C', 'rx="18"') +
    e(200, 200, 150, 22, '#F3E2C4') +
    p('M120 198c30-40 130-40 160 0z', '#EFC9A0') +
    g(
      'translate(230 60)',
      c(40, 40, 34, '#6E7F3C'),
      p('M70 36l34 8-34 10z', '#E8A33B'),
      c(48, 32, 6, INK),
      p('M10 60c-10 40 40 70 90 50-40-2-60-20-70-56z', '#586830'),
    ),
  escargots: () =>
    p('M40 320c20-30 60-40 110-40h170c30 0 40 30 20 40z', '#C9A27A') +
    c(220, 220, 95, '#B0703E') +
    c(220, 220, 68, '#C98850') +
    c(220, 220, 42, '#B0703E') +
    c(220, 220, 18, '#C98850') +
    stroke('M80 290l-20-60M98 288l0-64', '#C9A27A', 8) +
    c(60, 228, 8, INK) +
    c(98, 222, 8, INK),
  'poissons-et-fruits-de-mer': () =>
    e(190, 170, 130, 62, '#4F86A6') +
    p('M310 170l70-50v100z', '#3D6E8C') +
    c(110, 160, 10, '#FFFFFF') +
    c(110, 160, 5, INK) +
    stroke('M170 130q20 40 0 80M210 125q20 45 0 90', '#6FA3C0', 7) +
    g('translate(120 250)', p('M0 80c-10-50 30-90 80-90s90 40 80 90z', '#F2B6A0'), stroke('M80 -8v86M40 0l20 78M120 0l-20 78', '#E39A83', 6)),
  miel: () =>
    r(110, 130, 180, 200, '#E8A33B', 'rx="40"') +
    r(100, 100, 200, 44, '#8B5A2B', 'rx="10"') +
    p('M110 150h180v40c-20 0-20 30-40 30s-20-30-40-30-20 50-40 50-20-50-40-50-20 20-20 20z', '#F6C64F') +
    c(200, 250, 44, '#F7E6B0') +
    repeat(3, (i) => p(`M${300 + (i % 2) * 40} ${90 + i * 70}l20-12 20 12v24l-20 12-20-12z`, '#F6C64F', 'opacity="0.8"')),
  confitures: () =>
    r(110, 140, 180, 190, '#C6283D', 'rx="26"') +
    r(100, 104, 200, 50, '#FFFFFF', 'rx="8"') +
    repeat(5, (i) => r(100 + i * 40, 104, 20, 25, '#D94A56') + r(120 + i * 40 - 20 * (i % 2 ? 0 : 0), 129, 20, 25, '#D94A56')) +
    c(200, 240, 50, '#F7EAD7') +
    p('M200 220c22 0 30 20 22 36-8 18-20 26-22 26s-14-8-22-26c-8-16 0-36 22-36z', '#C6283D') +
    leaf(186, 214, 0.35, -30, '#4E8A3E'),
  confiserie: () =>
    g(
      'rotate(-20 150 200)',
      e(150, 200, 70, 50, '#E45C8C'),
      p('M80 200l-60-40v80z', '#F08AAE'),
      p('M220 200l60-40v80z', '#F08AAE'),
      stroke('M120 170l60 60M150 160l40 40', '#F9C3D6', 8),
    ) +
    c(300, 180, 55, '#FFFFFF') +
    stroke('M300 180m-40 0a40 40 0 1 1 80 0a30 30 0 1 1 -60 0a20 20 0 1 1 40 0', '#4FA3A0', 10) +
    r(294, 235, 12, 120, '#EADBC8', 'rx="6"'),
  'huiles-et-vinaigres': () =>
    g(
      'translate(150 190)',
      p('M-16 -150h32v50c0 10 44 40 44 90v160h-120v-160c0-50 44-80 44-90z', '#B9C24A', 'opacity="0.95"'),
      r(-40, 20, 80, 70, '#F5EDD8', 'rx="8"'),
      r(-16, -166, 32, 22, '#4B3A2A', 'rx="6"'),
    ) +
    g(
      'translate(280 210)',
      p('M-12 -110h24v40c0 10 34 30 34 70v130h-92v-130c0-40 34-60 34-70z', '#7B2D26', 'opacity="0.9"'),
      r(-12, -122, 24, 16, '#4B3A2A', 'rx="5"'),
    ) +
    leaf(300, 60, 0.9, 160, '#6E7F3C') +
    e(300, 76, 12, 16, '#4B5A23'),
  'epicerie-fine': () =>
    r(40, 240, 320, 100, '#A9773F', 'rx="12"') +
    stroke('M40 275h320M40 310h320', '#8E6133', 6) +
    r(70, 130, 70, 110, '#E9C46A', 'rx="12"') +
    r(64, 118, 82, 20, '#6B4B2E', 'rx="6"') +
    r(165, 90, 70, 150, '#2A9D8F', 'rx="12"') +
    r(159, 78, 82, 20, '#6B4B2E', 'rx="6"') +
    r(260, 150, 70, 90, '#E76F51', 'rx="12"') +
    r(254, 138, 82, 20, '#6B4B2E', 'rx="6"') +
    c(200, 170, 20, '#F7F0E0'),
  truffes: () =>
    c(170, 230, 100, '#3A2B24') +
    repeat(14, (i) => c(170 + Math.cos(i * 1.3) * (40 + (i % 3) * 22), 230 + Math.sin(i * 1.3) * (40 + (i % 3) * 22), 9, '#4E3B31')) +
    e(300, 300, 56, 40, '#3A2B24') +
    repeat(6, (i) => c(300 + Math.cos(i) * 28, 300 + Math.sin(i) * 18, 6, '#4E3B31')) +
    leaf(250, 120, 1.2, -40, '#5E8C3A'),
  'glaces-et-sorbets': () =>
    p('M130 200h140l-70 190z', '#D9A05B') +
    stroke('M150 230l90 40M170 290l50 20M250 230l-90 40', '#B97F3E', 6) +
    c(165, 180, 52, '#F6B7C5') +
    c(235, 180, 52, '#B8E0C2') +
    c(200, 120, 55, '#F6E7B4') +
    c(212, 66, 14, '#C6283D'),
  'biere-artisanale': () =>
    r(110, 120, 170, 220, '#E9A52B', 'rx="16"') +
    p('M280 160h30c30 0 40 20 40 50v40c0 30-10 50-40 50h-30v-30h26c10 0 14-6 14-20v-40c0-14-4-20-14-20h-26z', '#F4E7CC') +
    repeat(5, (i) => c(120 + i * 38, 118 + (i % 2) * 8, 32, '#FFF8EA')) +
    stroke('M150 170v140M195 170v140M240 170v140', '#F6C25A', 8) +
    leaf(60, 100, 0.8, -60, '#7FA24A'),
  'cidre-et-calvados': () =>
    c(150, 250, 95, '#C8372D') +
    c(120, 230, 30, '#E2624F', 'opacity="0.6"') +
    stroke('M150 160c4-20 10-34 20-44', '#6B4B2E', 9) +
    leaf(170, 130, 0.8, -30, '#5E8C3A') +
    g(
      'translate(300 200)',
      p('M-14 -140h28v50c0 10 36 30 36 70v170h-100v-170c0-40 36-60 36-70z', '#E2A33B', 'opacity="0.95"'),
      r(-32, 20, 64, 60, '#F6EAD0', 'rx="6"'),
      r(-14, -152, 28, 18, '#6B4B2E', 'rx="5"'),
    ),
  spiritueux: () =>
    g(
      'translate(150 200)',
      p('M-20 -150h40v30c0 20 60 40 60 110v170h-160v-170c0-70 60-90 60-110z', '#9C5B2E', 'opacity="0.92"'),
      r(-56, 20, 112, 70, '#F1E4C8', 'rx="8"'),
      r(-18, -168, 36, 24, '#3B2A20', 'rx="6"'),
    ) +
    g(
      'translate(300 250)',
      p('M-40 -60h80c6 50-10 80-40 84-30-4-46-34-40-84z', '#FFFFFF', 'opacity="0.85"'),
      p('M-36 -20h72c-4 26-16 40-36 42-20-2-32-16-36-42z', '#C07A35'),
      r(-4, 24, 8, 50, '#FFFFFF', 'opacity="0.85"'),
      e(0, 76, 32, 8, '#FFFFFF', 'opacity="0.85"'),
    ),
  'cafe-et-the': () =>
    e(200, 330, 160, 34, '#F4EFE6') +
    p('M80 190h220c0 90-40 140-110 140s-110-50-110-140z', '#FFFFFF') +
    p('M296 210c50-10 70 40 20 70', 'none', 'stroke="#FFFFFF" stroke-width="18"') +
    e(190, 190, 110, 22, '#6B3F26') +
    steam(160, 160) +
    steam(220, 150) +
    c(330, 110, 8, '#6B3F26') +
    e(350, 130, 12, 8, '#6B3F26'),
  // — restaurants by meal category —
  PRESTIGE: () =>
    plate(200, 320, 170) +
    p('M60 310c0-90 60-150 140-150s140 60 140 150z', '#D8D9DC') +
    p('M90 300c0-70 50-120 110-126', 'none', 'stroke="#FFFFFF" stroke-width="14" stroke-linecap="round"') +
    c(200, 150, 18, '#B8B9BD') +
    p('M330 80l10 26 26 10-26 10-10 26-10-26-26-10 26-10z', '#F2C14E') +
    p('M70 90l6 16 16 6-16 6-6 16-6-16-16-6 16-6z', '#F2C14E'),
  GASTRONOMIC: () =>
    plate(200, 290, 170) +
    c(200, 280, 40, '#7A2E3A') +
    leaf(180, 250, 0.5, -40, '#4E8A3E') +
    c(150, 300, 10, '#E8A33B') +
    c(250, 305, 8, '#E8A33B') +
    c(225, 262, 6, '#F6E7B4') +
    stroke('M20 150v210M6 150v60c0 20 28 20 28 0v-60', '#8A8D93', 8) +
    p('M376 150c-20 20-24 80 0 100v110', 'none', 'stroke="#8A8D93" stroke-width="12" stroke-linecap="round"'),
  BISTRONOMIC: () =>
    r(40, 60, 230, 180, '#2F3B34', 'rx="8"') +
    r(40, 60, 230, 180, 'none', 'stroke="#A9773F" stroke-width="12" rx="8"') +
    stroke('M70 100h120M70 135h160M70 170h90M70 205h140', '#F4F1EA', 6) +
    wineGlass(320, 230, '#8E2437', 6) +
    plate(150, 335, 110) +
    c(150, 328, 30, '#C98850'),
  BRASSERIE: () =>
    e(200, 300, 180, 60, '#C9CCD1') +
    e(200, 290, 165, 48, '#EAF1F4') +
    repeat(6, (i) => g(`translate(${80 + i * 48} ${280 + (i % 2) * 16})`, e(0, 0, 26, 16, '#8A8F93'), e(0, -2, 16, 9, '#F3EEE6'))) +
    c(330, 240, 28, '#F2D64B') +
    c(330, 240, 18, '#F7E68C') +
    wineGlass(110, 160, '#F2E6B8', -6) +
    leaf(250, 250, 0.5, 10, '#4E8A3E'),
  TERROIR: () =>
    e(200, 330, 170, 24, '#8E6133', 'opacity="0.5"') +
    p('M60 190h280v90c0 40-30 60-70 60h-140c-40 0-70-20-70-60z', '#1F5F7A') +
    r(40, 176, 320, 28, '#1A4E66', 'rx="14"') +
    e(200, 170, 120, 20, '#183F52') +
    r(180, 130, 40, 26, '#1A4E66', 'rx="10"') +
    steam(150, 120) +
    steam(250, 110) +
    r(20, 220, 40, 20, '#1A4E66', 'rx="8"') +
    r(340, 220, 40, 20, '#1A4E66', 'rx="8"'),
  VILLAGE: () =>
    house(40, 200, 110, 120, '#F2E3C6', '#B5523B') +
    house(250, 190, 120, 130, '#EEDCC0', '#9C4A36') +
    r(165, 110, 70, 210, '#E9D6B4') +
    p('M160 110l40-90 40 90z', '#6F7A86') +
    c(200, 160, 16, '#FFFFFF') +
    r(188, 260, 24, 60, INK, 'opacity="0.8"') +
    e(200, 340, 190, 16, '#6A9159', 'opacity="0.6"'),
  WINE_BAR: () =>
    wineGlass(150, 210, '#8E2437', -12) +
    wineGlass(250, 210, '#E8D27A', 12) +
    p('M200 80l6 16 16 6-16 6-6 16-6-16-16-6 16-6z', '#F2C14E') +
    r(60, 318, 280, 30, '#A9773F', 'rx="8"') +
    c(110, 300, 16, '#F2C14E') +
    c(290, 300, 16, '#E8A33B'),
  VILLAGE_INN: () =>
    house(60, 170, 240, 160, '#F3E6CF', '#8C3B2E') +
    r(90, 210, 50, 44, '#9CC3D5') +
    r(220, 210, 50, 44, '#9CC3D5') +
    stroke('M330 140h40v40', '#4B3A2A', 8) +
    r(330, 180, 56, 40, '#2F5D50', 'rx="6"') +
    c(358, 200, 10, '#F2C14E') +
    leaf(50, 310, 0.8, -30, '#4E8A3E') +
    leaf(300, 320, 0.7, -150, '#5E9E48'),
  // — other types —
  HOTEL: () =>
    r(80, 80, 240, 260, '#F1E7D8') +
    r(70, 70, 260, 24, '#5C6F82') +
    repeat(3, (y) => repeat(3, (x) => r(108 + x * 70, 110 + y * 62, 44, 40, '#9CC3D5', 'rx="4"'))) +
    p('M150 290h100l20 20h-140z', '#C0392B') +
    r(178, 295, 44, 45, INK, 'opacity="0.85"') +
    c(320, 60, 18, '#F2C14E'),
  HOTEL_RESTAURANT: () =>
    r(70, 160, 260, 170, '#EFE3CF') +
    r(40, 110, 70, 220, '#E6D6BC') +
    r(290, 110, 70, 220, '#E6D6BC') +
    p('M30 110l45-70 45 70z', '#4F5D6B') +
    p('M280 110l45-70 45 70z', '#4F5D6B') +
    repeat(4, (i) => r(90 + i * 30 * 2, 130, 28, 30, '#EFE3CF')) +
    p('M170 330v-70c0-20 60-20 60 0v70z', INK, 'opacity="0.8"') +
    r(120, 200, 34, 40, '#9CC3D5') +
    r(246, 200, 34, 40, '#9CC3D5'),
  WINE: () =>
    repeat(5, (i) => c(40 + i * 22, 300 - (i % 2) * 10, 24, '#5E8C3A') + c(330 + (i % 3) * 18, 290 - i * 14, 20, '#6E9C46')) +
    c(90, 330, 18, '#6C2E5B') +
    c(112, 322, 18, '#7E3A6C') +
    wineBottle(250, 190) +
    wineGlass(140, 230, '#8E2437', -8),
};

/** The backdrop variants: rolling hills, a table in a room, rows of vines, or a gingham tablecloth. */
function backdrop(pal, variant) {
  const [top, bottom, far, near, disc] = pal;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${r(0, 0, W, H, 'url(#sky)')}`;
  if (variant === 0) {
    return (
      sky +
      c(600, 380, 320, disc, 'opacity="0.75"') +
      p(`M0 560C200 480 380 520 600 560S1000 520 1200 500V${H}H0z`, far) +
      p(`M0 640C260 590 520 640 760 620S1080 600 1200 640V${H}H0z`, near)
    );
  }
  if (variant === 1) {
    return (
      sky +
      repeat(13, (i) => r(i * 100 - 20, 0, 40, H, '#FFFFFF', 'opacity="0.12"')) +
      r(250, 60, 700, 520, disc, 'rx="260" opacity="0.7"') +
      r(0, 590, W, H - 590, near) +
      r(0, 580, W, 16, far)
    );
  }
  if (variant === 3) {
    const checks = repeat(12, (i) => r(i * 100, 0, 50, H, far, 'opacity="0.18"') + r(0, i * 100 - 20, W, 50, far, 'opacity="0.18"'));
    return sky + checks + e(600, 400, 360, 300, disc, 'opacity="0.8"') + r(0, 610, W, H - 610, near, 'opacity="0.9"');
  }
  return (
    sky +
    c(600, 360, 310, disc, 'opacity="0.7"') +
    p(`M0 600Q600 520 1200 600V${H}H0z`, far) +
    repeat(7, (i) => stroke(`M${i * 200 - 100} ${H}Q600 ${560 + i * 4} ${1300 - i * 200} ${H}`, near, 8))
  );
}

function scene(key, variant) {
  const hash = [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const pal = PALETTES[(hash + variant * 3) % PALETTES.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    backdrop(pal, variant),
    // Motif: its 400 × 400 box scaled 1.3 and centred, so that the detail page's wide banner (a
    // centre crop of about 2.5:1) still shows all of it. Variant 3 shows it mirrored, so that it does
    // not look like a copy of its neighbours.
    g(variant === 3 ? 'translate(860 102) scale(-1.3 1.3)' : 'translate(340 102) scale(1.3)', e(200, 352, 170, 18, '#000000', 'opacity="0.12"'), MOTIFS[key]()),
    '</svg>',
  ].join('');
}

/** Base file name of a visual: `fromages-2` → fromages-2.webp (1200 × 750) and fromages-2-thumb.webp (400 × 250). */
const fileName = (key, variant) => `${key}-${variant}`;

/** Rendered once here, not at seed time: rasterising ~100 scenes takes half a minute on a busy machine. */
async function main() {
  const sharp = require('sharp');
  const dir = __dirname;
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.webp') || f.endsWith('.svg')) fs.rmSync(path.join(dir, f));
  let n = 0;
  for (const key of Object.keys(MOTIFS)) {
    for (let v = 0; v < VARIANTS; v++) {
      const svg = Buffer.from(scene(key, v));
      if (process.argv.includes('--svg')) fs.writeFileSync(path.join(dir, `${fileName(key, v)}.svg`), svg);
      await sharp(svg)
        .webp({ quality: 82 })
        .toFile(path.join(dir, `${fileName(key, v)}.webp`));
      await sharp(svg)
        .resize(400, 250)
        .webp({ quality: 82 })
        .toFile(path.join(dir, `${fileName(key, v)}-thumb.webp`));
      n++;
    }
  }
  console.log(`${n} illustrations written to ${dir}`);
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

module.exports = { MOTIFS, VARIANTS, W, H, fileName, scene };
