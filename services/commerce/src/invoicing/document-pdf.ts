import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Buyer, DocumentLine, VatLine } from './document-lines';
import type { Seller } from './seller';
import { isEuCountry } from '../taxes/tax-rates';

/**
 * One renderer for the shop's accounting documents: invoices (FACTURE) and credit notes (AVOIR), in
 * French (the language of French accounting documents) with the mandatory mentions: seller's name,
 * address, SIRET and VAT number; number and date; buyer; lines; VAT by rate; totals excluding and
 * including VAT; payment terms; for a professional buyer the late-payment penalty rate and the 40 € fixed
 * recovery indemnity (Code de commerce, L441-10). A credit note names the invoice and order it corrects.
 *
 * Fonts: DejaVu Sans (npm `dejavu-fonts-ttf`), embedded and subset by pdfkit, so accents, « », € and
 * narrow spaces print in any reader (the PDF standard 14 fonts have no €-safe encoding for everything).
 * The TrueType files are parsed once per process (fontkit, pdfkit's own parser), not per document, and
 * the shaping of each distinct word is cached (withLayoutCache).
 */
export interface PdfDocumentInput {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** Credit note: the invoice numbers of the order it corrects (none yet: the order alone is named). */
  refersTo?: string[];
  seller: Seller;
  buyer: Buyer;
  lines: DocumentLine[];
  shippingCents: number;
  /** Invoice: the order's discount (first invoice). */
  discountCents?: number;
  /** Credit note: > 0 refunds more, < 0 keeps a fee. */
  adjustmentCents?: number;
  totalCents: number;
  vatCents: number;
  vatLines: VatLine[];
  currency: string;
  /** How it was or will be paid (refunded), one sentence; a default is printed when absent. */
  paymentTerms?: string;
  /** Credit note: why. */
  reason?: string | null;
  /** Where the goods went: outside the EU, a document without VAT says why (an export). */
  deliveryCountry?: string | null;
}

export interface RenderOptions {
  /** Deflate the page streams (default true); tests read the text of an uncompressed file. */
  compress?: boolean;
}

/** fontkit's parsed font: pdfkit accepts it wherever it accepts a font file (PDFFontFactory.open). */
type ParsedFont = { layout: (text: string, features?: unknown) => GlyphRun };
type Position = Record<string, number>;
type GlyphRun = { glyphs: unknown[]; positions: Position[] };
let fonts: { regular: ParsedFont; bold: ParsedFont } | undefined;

/** Distinct words shaped per font and kept for the process (names, amounts, labels repeat across documents). */
const MAX_CACHED_RUNS = 20_000;

/**
 * The font with its shaping (OpenType layout, most of a render's time) cached across documents. pdfkit
 * scales a run's positions in place, so each caller gets its own copy of the positions; the glyphs are
 * shared, read-only.
 */
function withLayoutCache(font: ParsedFont): ParsedFont {
  const runs = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    const key = features ? `${JSON.stringify(features)}\u0000${text}` : text;
    let run = runs.get(key);
    if (!run) {
      const shaped = font.layout(text, features);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((p) => ({ ...p })) };
      if (runs.size >= MAX_CACHED_RUNS) runs.clear();
      runs.set(key, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + (p.xAdvance ?? 0), 0);
      },
    } as GlyphRun;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function loadFonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (!fonts) {
    // fontkit is pdfkit's own TrueType parser (pinned beside it); it has no type declarations.
    const fontkit = require('fontkit') as { create(data: Buffer): ParsedFont };
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fonts = { regular: withLayoutCache(fontkit.create(file('DejaVuSans.ttf'))), bold: withLayoutCache(fontkit.create(file('DejaVuSans-Bold.ttf'))) };
  }
  return fonts;
}

/** 123456 -> "1 234,56 €" (no-break spaces: the amount never wraps). */
export function euros(cents: number, currency = 'EUR'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const symbol = currency.trim() === 'EUR' || !currency.trim() ? '€' : currency.trim();
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}\u00a0${symbol}`;
}

/** 5.5 -> "5,5 %". */
export const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

/** The date in Paris, "28/11/2026". */
const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
export const frenchDate = (date: Date) => PARIS_DATE.format(date);

const COUNTRIES: Record<string, string> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  LU: 'Luxembourg',
  DE: 'Allemagne',
  ES: 'Espagne',
  IT: 'Italie',
};

/** Why an export's invoice has no VAT (goods sent outside the EU: CGI art. 262 I). */
export const EXPORT_MENTION = 'TVA non applicable : exportation hors de l’Union européenne (art. 262 I du CGI).';

/** The penalty and indemnity mention owed to professional buyers (Code de commerce, art. L441-10 and D441-5). */
export const PROFESSIONAL_MENTION =
  'En cas de retard de paiement, des pénalités sont exigibles au taux de refinancement de la Banque centrale européenne majoré de 10 points, ' +
  'ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const GREY = '#555555';
const LINE = '#bbbbbb';

/** Renders the document; resolves with the PDF's bytes. */
export function renderDocumentPdf(input: PdfDocumentInput, options: RenderOptions = {}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = input.kind === 'invoice' ? 'FACTURE' : 'AVOIR';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    font: regular as unknown as string,
    info: { Title: `${title} ${input.number}`, Author: input.seller.name, Subject: `Commande ${input.orderNumber}`, CreationDate: input.issuedAt },
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc, input, title);
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  return done;
}

type Doc = PDFKit.PDFDocument;

function draw(doc: Doc, d: PdfDocumentInput, title: string): void {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const money = (c: number) => euros(c, d.currency);

  // Seller (left) and the document's identity (right).
  doc
    .font('bold')
    .fontSize(13)
    .text(d.seller.name, left, PAGE.margin, { width: width * 0.55 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of d.seller.addressLines) doc.text(line, { width: width * 0.55 });
  doc.text(`SIRET : ${d.seller.siret}`, { width: width * 0.55 });
  doc.text(`N° TVA intracommunautaire : ${d.seller.vatNumber}`, { width: width * 0.55 });
  const sellerBottom = doc.y;

  doc
    .fillColor('black')
    .font('bold')
    .fontSize(20)
    .text(title, left + width * 0.55, PAGE.margin, { width: width * 0.45, align: 'right' });
  doc.font('regular').fontSize(10);
  const facts = [`N° ${d.number}`, `Date : ${frenchDate(d.issuedAt)}`, `Commande : ${d.orderNumber}`];
  if (d.kind === 'credit-note')
    facts.push(
      d.refersTo?.length ? `Avoir sur facture${d.refersTo.length > 1 ? 's' : ''} : ${d.refersTo.join(', ')}` : `Avoir sur la commande ${d.orderNumber}`,
    );
  for (const fact of facts) doc.text(fact, left + width * 0.55, doc.y, { width: width * 0.45, align: 'right' });

  // Buyer.
  let y = Math.max(sellerBottom, doc.y) + 24;
  const b = d.buyer;
  doc
    .font('bold')
    .fontSize(10)
    .text(d.kind === 'invoice' ? 'Facturé à' : 'Client', left + width * 0.5, y, { width: width * 0.5 });
  doc.font('regular').fontSize(10);
  const buyerLines = [
    b.company,
    [b.firstName, b.lastName].filter(Boolean).join(' '),
    b.street,
    b.additionalAddress,
    [b.postalCode, b.city].filter(Boolean).join(' '),
    COUNTRIES[b.country] ?? b.country,
    b.email,
  ].filter((l): l is string => !!l && !!l.trim());
  for (const line of buyerLines) doc.text(line, left + width * 0.5, doc.y, { width: width * 0.5 });
  y = doc.y + 24;

  // Lines.
  const cols = [
    { label: 'Référence', x: left, w: 80, align: 'left' as const },
    { label: 'Désignation', x: left + 82, w: 185, align: 'left' as const },
    { label: 'Qté', x: left + 269, w: 34, align: 'right' as const },
    { label: 'PU TTC', x: left + 305, w: 70, align: 'right' as const },
    { label: 'TVA', x: left + 377, w: 42, align: 'right' as const },
    { label: 'Total TTC', x: left + 421, w: width - 421, align: 'right' as const },
  ];
  const header = (top: number) => {
    doc.font('bold').fontSize(9).fillColor('black');
    for (const c of cols) doc.text(c.label, c.x, top, { width: c.w, align: c.align });
    const bottom = top + 14;
    doc.moveTo(left, bottom).lineTo(right, bottom).strokeColor(LINE).lineWidth(0.5).stroke();
    return bottom + 5;
  };
  y = header(y);
  doc.font('regular').fontSize(9);
  const row = (cells: string[]) => {
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i].w })));
    if (y + height > PAGE.height - PAGE.margin - 20) {
      doc.addPage();
      y = header(PAGE.margin);
      doc.font('regular').fontSize(9);
    }
    cells.forEach((cell, i) => doc.text(cell, cols[i].x, y, { width: cols[i].w, align: cols[i].align }));
    y += height + 4;
  };
  for (const l of d.lines) row([l.sku, l.name, String(l.quantity), money(l.unitPriceCents), percent(l.vatRatePercent), money(l.totalCents)]);
  if (d.shippingCents) row(['', 'Frais de livraison', '1', money(d.shippingCents), percent(20), money(d.shippingCents)]);
  if (d.discountCents) row(['', 'Remise', '', '', '', money(-d.discountCents)]);
  if (d.adjustmentCents) row(['', d.adjustmentCents > 0 ? 'Geste commercial' : 'Frais retenus', '', '', '', money(d.adjustmentCents)]);
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).lineWidth(0.5).stroke();
  y += 12;

  // VAT by rate (left) and totals (right).
  const block = 30 + 14 * Math.max(d.vatLines.length + 1, 4);
  if (y + block > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  const vatCols = [
    { label: 'Taux TVA', x: left, w: 60 },
    { label: 'Base HT', x: left + 62, w: 80 },
    { label: 'TVA', x: left + 144, w: 70 },
  ];
  doc.font('bold').fontSize(9);
  for (const c of vatCols) doc.text(c.label, c.x, y, { width: c.w, align: 'right' });
  let vy = y + 14;
  doc.font('regular');
  for (const v of d.vatLines) {
    [percent(v.ratePercent), money(v.baseCents), money(v.vatCents)].forEach((cell, i) =>
      doc.text(cell, vatCols[i].x, vy, { width: vatCols[i].w, align: 'right' }),
    );
    vy += 13;
  }

  const totals: [string, string, boolean][] = [
    ['Total HT', money(d.totalCents - d.vatCents), false],
    ['Total TVA', money(d.vatCents), false],
    [d.kind === 'invoice' ? 'Total TTC' : 'Total TTC remboursé', money(d.totalCents), true],
  ];
  let ty = y;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, left + width * 0.5, ty, { width: width * 0.3, align: 'right' });
    doc.text(value, left + width * 0.8, ty, { width: width * 0.2, align: 'right' });
    ty += strong ? 16 : 13;
  }
  y = Math.max(vy, ty) + 18;

  // Terms and mentions.
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  const notes: string[] = [];
  if (d.reason) notes.push(`Motif : ${d.reason}`);
  notes.push(
    d.paymentTerms ??
      (d.kind === 'invoice' ? 'Conditions de paiement : paiement comptant à la commande.' : 'Remboursement sur le moyen de paiement de la commande.'),
  );
  notes.push('Prix exprimés en euros, toutes taxes comprises (TTC) ; TVA détaillée par taux ci-dessus.');
  if (b.company) notes.push(PROFESSIONAL_MENTION);
  if (d.deliveryCountry && !isEuCountry(d.deliveryCountry) && d.vatLines.length > 0 && d.vatLines.every((v) => v.ratePercent === 0)) notes.push(EXPORT_MENTION);
  for (const note of notes) {
    if (y + doc.heightOfString(note, { width }) > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.text(note, left, y, { width });
    y = doc.y + 4;
  }
  doc.fillColor('black');
}
