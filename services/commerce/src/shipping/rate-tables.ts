import type { FieldErrors } from '@guide/platform';
import { SHOP_LIMITS } from '@guide/validation';

/**
 * Shipping rate tables (issue 25): what the former shipping-methods.ts hard-coded, now data staff edit. A table
 * is a shipping method: the countries it serves, its price by weight band, free from an amount. Pure
 * code here (validation, pricing, the CSV import's reading); rate-tables.service.ts stores them.
 */
export interface WeightBand {
  /** Up to and including this many grams; null: the open band, above every other. */
  upToGrams: number | null;
  priceCents: number;
}

export interface RateTable {
  code: string;
  name: string;
  nameEn: string | null;
  delay: string | null;
  delayEn: string | null;
  enabled: boolean;
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  /** The cart's subtotal (before discounts) from which shipping is free; null: never. */
  freeAboveCents: number | null;
  /** Ascending, the open band (if any) last. */
  bands: WeightBand[];
  position: number;
}

export interface RateTableInput {
  code: string;
  name: string;
  enabled: boolean;
  countries: string[];
  freeAboveCents?: number | null;
  bands: { upToGrams?: number | null; priceCents: number }[];
  nameEn?: string | null;
  delay?: string | null;
  delayEn?: string | null;
}

/** Before a delivery address is set, the methods shown are those serving France. */
export const DEFAULT_COUNTRY = 'FR';

export const RATE_LIMITS = {
  codeMax: 40,
  nameMax: 120,
  countriesMax: 60,
  bandsMax: 50,
  gramsMax: 1_000_000,
  bandPriceMax: 1_000_000,
  freeAboveMax: SHOP_LIMITS.cartTotalCentsMax,
  tablesMax: 100,
} as const;

const CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const COUNTRY = /^[A-Z]{2}$/;
const isInt = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const optionalText = (v: unknown): string | null => text(v) || null;

/** Checks and normalises a table (code lower case, countries upper case and unique, bands sorted). */
export function validateRateTable(input: RateTableInput): { table: Omit<RateTable, 'position'> } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const code = text(input.code).toLowerCase();
  if (!CODE.test(code)) errors.code = code ? 'CODE_INVALID' : 'REQUIRED';
  const name = text(input.name);
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > RATE_LIMITS.nameMax) errors.name = 'TOO_LONG';
  for (const field of ['nameEn', 'delay', 'delayEn'] as const) if (text(input[field]).length > RATE_LIMITS.nameMax) errors[field] = 'TOO_LONG';
  const countries = [...new Set((Array.isArray(input.countries) ? input.countries : []).map((c) => text(c).toUpperCase()))];
  if (!countries.length) errors.countries = 'REQUIRED';
  else if (countries.length > RATE_LIMITS.countriesMax) errors.countries = 'TOO_MANY';
  else if (countries.some((c) => !COUNTRY.test(c))) errors.countries = 'COUNTRY_INVALID';
  const freeAboveCents = input.freeAboveCents ?? null;
  if (freeAboveCents != null && !isInt(freeAboveCents, 0, RATE_LIMITS.freeAboveMax)) errors.freeAboveCents = 'AMOUNT_OUT_OF_RANGE';
  const bands = Array.isArray(input.bands) ? input.bands.map((b) => ({ upToGrams: b?.upToGrams ?? null, priceCents: b?.priceCents })) : [];
  if (!bands.length) errors.bands = 'REQUIRED';
  else if (bands.length > RATE_LIMITS.bandsMax) errors.bands = 'TOO_MANY';
  else if (bands.some((b) => !isInt(b.priceCents, 0, RATE_LIMITS.bandPriceMax))) errors.bands = 'AMOUNT_OUT_OF_RANGE';
  else if (bands.some((b) => b.upToGrams != null && !isInt(b.upToGrams, 1, RATE_LIMITS.gramsMax))) errors.bands = 'OUT_OF_RANGE';
  else if (new Set(bands.map((b) => b.upToGrams)).size !== bands.length) errors.bands = 'DUPLICATE';
  if (Object.keys(errors).length) return { errors };
  const sorted = (bands as WeightBand[]).sort((a, b) => (a.upToGrams ?? Infinity) - (b.upToGrams ?? Infinity));
  return {
    table: {
      code,
      name,
      nameEn: optionalText(input.nameEn),
      delay: optionalText(input.delay),
      delayEn: optionalText(input.delayEn),
      enabled: input.enabled !== false,
      countries,
      freeAboveCents,
      bands: sorted,
    },
  };
}

export const serves = (table: Pick<RateTable, 'countries'>, country: string | null | undefined): boolean =>
  table.countries.includes((country || DEFAULT_COUNTRY).toUpperCase());

/**
 * What a parcel costs with this table: the first band holding its weight (limits included), 0 from
 * `freeAboveCents` of subtotal. Null: not offered (disabled, or heavier than every band and no open band).
 */
export function priceFor(table: RateTable, weightGrams: number, subTotalCents: number): number | null {
  if (!table.enabled) return null;
  const grams = Math.max(0, Math.ceil(weightGrams));
  const band = table.bands.find((b) => b.upToGrams == null || grams <= b.upToGrams);
  if (!band) return null;
  return table.freeAboveCents != null && subTotalCents >= table.freeAboveCents ? 0 : band.priceCents;
}

/** The methods offered for a parcel to a country, in the tables' order. */
export function offers(tables: readonly RateTable[], country: string | null | undefined, weightGrams: number, subTotalCents: number) {
  return tables.filter((t) => serves(t, country) && priceFor(t, weightGrams, subTotalCents) != null);
}

/** The API's ShippingMethod. */
export function methodView(table: RateTable, priceCents: number, locale: 'fr' | 'en' = 'fr') {
  return {
    code: table.code,
    name: locale === 'en' ? (table.nameEn ?? table.name) : table.name,
    priceCents,
    delay: locale === 'en' ? (table.delayEn ?? table.delay) : table.delay,
  };
}

// ---- CSV import --------------------------------------------------------------------------------------

export const CSV_REQUIRED = ['code', 'name', 'countries', 'up_to_grams', 'price_cents'] as const;
export const CSV_OPTIONAL = ['enabled', 'free_above_cents', 'name_en', 'delay', 'delay_en'] as const;
export const CSV_MAX_CHARS = 80_000;

export interface ImportError {
  line: number;
  field: string | null;
  code: string;
}

/** A small CSV reader (`,` or `;`, quoted fields with doubled quotes); each record keeps its first line number. */
export function readCsv(input: string): { line: number; fields: string[] }[] {
  const textIn = input.replace(/^\uFEFF/, '');
  const firstLine = textIn.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < textIn.length; i++) {
    const ch = textIn[i];
    if (quoted) {
      if (ch === '"' && textIn[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n' || (ch === '\r' && textIn[i + 1] !== '\n')) line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && textIn[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += ch;
  }
  endRecord();
  return records;
}

const parseInteger = (v: string): number | null => (/^\s*\d{1,9}\s*$/.test(v) ? Number(v.trim()) : null);
const parseFlag = (v: string): boolean | null => {
  const s = v.trim().toLowerCase();
  if (['', '1', 'true', 'yes', 'oui'].includes(s)) return true;
  if (['0', 'false', 'no', 'non'].includes(s)) return false;
  return null;
};

/**
 * Reads rate tables from CSV: one line per weight band, the table's columns repeated (or left empty)
 * on its other lines; `up_to_grams` empty = the open band; countries separated by `|` or spaces.
 * Every problem is reported with its line (header = line 1); the tables are valid only without errors.
 */
export function parseRateCsv(csv: string): { tables: RateTableInput[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  if (typeof csv !== 'string' || csv.length > CSV_MAX_CHARS) return { tables: [], errors: [{ line: 1, field: null, code: 'FILE_TOO_LARGE' }] };
  const records = readCsv(csv);
  if (records.length < 2) return { tables: [], errors: [{ line: 1, field: null, code: 'EMPTY_FILE' }] };
  const header = records[0].fields.map((h) => h.trim().toLowerCase());
  for (const column of CSV_REQUIRED) if (!header.includes(column)) errors.push({ line: 1, field: column, code: 'COLUMN_MISSING' });
  const known = new Set<string>([...CSV_REQUIRED, ...CSV_OPTIONAL]);
  for (const [i, h] of header.entries()) {
    if (!known.has(h)) errors.push({ line: 1, field: h || null, code: 'COLUMN_UNKNOWN' });
    else if (header.indexOf(h) !== i) errors.push({ line: 1, field: h, code: 'DUPLICATE' });
  }
  if (errors.length) return { tables: [], errors };

  const byCode = new Map<string, { input: RateTableInput; firstLine: number; lines: number[] }>();
  for (const { line, fields } of records.slice(1)) {
    if (fields.length !== header.length) {
      errors.push({ line, field: null, code: 'COLUMN_COUNT' });
      continue;
    }
    const get = (column: string) => (header.includes(column) ? fields[header.indexOf(column)].trim() : '');
    const code = get('code').toLowerCase();
    if (!CODE.test(code)) {
      errors.push({ line, field: 'code', code: code ? 'CODE_INVALID' : 'REQUIRED' });
      continue;
    }
    const lineErrors: ImportError[] = [];
    const upTo = get('up_to_grams');
    const upToGrams = upTo === '' ? null : parseInteger(upTo);
    if (upTo !== '' && (upToGrams == null || upToGrams < 1 || upToGrams > RATE_LIMITS.gramsMax))
      lineErrors.push({ line, field: 'up_to_grams', code: 'OUT_OF_RANGE' });
    const priceCents = parseInteger(get('price_cents'));
    if (priceCents == null || priceCents > RATE_LIMITS.bandPriceMax)
      lineErrors.push({ line, field: 'price_cents', code: get('price_cents') ? 'AMOUNT_OUT_OF_RANGE' : 'REQUIRED' });
    const free = get('free_above_cents');
    const freeAboveCents = free === '' ? null : parseInteger(free);
    if (free !== '' && (freeAboveCents == null || freeAboveCents > RATE_LIMITS.freeAboveMax))
      lineErrors.push({ line, field: 'free_above_cents', code: 'AMOUNT_OUT_OF_RANGE' });
    const enabled = parseFlag(get('enabled'));
    if (enabled == null) lineErrors.push({ line, field: 'enabled', code: 'INVALID_BOOLEAN' });
    const countries = get('countries')
      .split(/[|\s]+/)
      .filter(Boolean)
      .map((c) => c.toUpperCase());
    if (countries.some((c) => !COUNTRY.test(c))) lineErrors.push({ line, field: 'countries', code: 'COUNTRY_INVALID' });
    for (const column of ['name', 'name_en', 'delay', 'delay_en'])
      if (get(column).length > RATE_LIMITS.nameMax) lineErrors.push({ line, field: column, code: 'TOO_LONG' });
    errors.push(...lineErrors);
    if (lineErrors.length) continue;

    const own = {
      name: get('name'),
      nameEn: get('name_en') || null,
      delay: get('delay') || null,
      delayEn: get('delay_en') || null,
      enabled: enabled!,
      countries,
      freeAboveCents,
    };
    const found = byCode.get(code);
    if (!found) {
      if (!own.name) errors.push({ line, field: 'name', code: 'REQUIRED' });
      if (!own.countries.length) errors.push({ line, field: 'countries', code: 'REQUIRED' });
      byCode.set(code, { input: { code, ...own, bands: [{ upToGrams, priceCents: priceCents! }] }, firstLine: line, lines: [line] });
      continue;
    }
    // A later band of the same table: its table columns empty or the same as on the table's first line.
    const t = found.input;
    const differs =
      (own.name && own.name !== t.name) ||
      (own.countries.length && own.countries.join('|') !== t.countries.join('|')) ||
      (free !== '' && freeAboveCents !== t.freeAboveCents) ||
      (get('enabled') !== '' && enabled !== t.enabled);
    if (differs) errors.push({ line, field: null, code: 'INCONSISTENT' });
    if (t.bands.some((b) => (b.upToGrams ?? null) === upToGrams)) errors.push({ line, field: 'up_to_grams', code: 'DUPLICATE' });
    t.bands.push({ upToGrams, priceCents: priceCents! });
    found.lines.push(line);
  }
  if (byCode.size > RATE_LIMITS.tablesMax) errors.push({ line: 1, field: 'code', code: 'TOO_MANY' });
  // Whole-table rules (e.g. too many bands), reported on the table's first line.
  for (const { input, firstLine, lines } of byCode.values()) {
    if (errors.some((e) => lines.includes(e.line))) continue; // already reported line by line
    const checked = validateRateTable(input);
    if ('errors' in checked) for (const [field, code] of Object.entries(checked.errors)) errors.push({ line: firstLine, field, code });
  }
  return { tables: errors.length ? [] : [...byCode.values()].map((v) => v.input), errors: errors.sort((a, b) => a.line - b.line) };
}
