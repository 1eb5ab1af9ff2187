/**
 * Splitting a products CSV into chunks the API takes one after the other, keeping the file's line numbers
 * in the report. Records are cut by hand (quoted fields may hold commas, quotes and line breaks), their
 * text is kept as typed, and each chunk repeats the header.
 */

/** The largest file the screen accepts (the API refuses a `csv` over 2,000,000 characters). */
export const MAX_FILE_BYTES = 2_000_000;
export const CHUNK_ROWS = 500;
/** A chunk stays within the API's 80,000 characters for `csv` (the gateway takes 100 kB a request, escapes included). */
export const CHUNK_CHARS = 60_000;

export interface CsvRecord {
  /** The record as it is in the file, without its line break. */
  text: string;
  /** The file's line where it starts (the header is line 1). */
  line: number;
}

/** The records of a CSV text (a byte-order mark and blank lines left out). */
export function csvRecords(csv: string): CsvRecord[] {
  const text = csv.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  let startLine = 1;
  let quoted = false;
  const push = (end: number) => {
    const record = text.slice(start, end).replace(/\r$/, '');
    if (record.trim()) records.push({ text: record, line: startLine });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"')
      quoted = !quoted; // a doubled quote flips twice: still inside
    else if (c === '\n') {
      line++;
      if (!quoted) {
        push(i);
        start = i + 1;
        startLine = line;
      }
    }
  }
  push(text.length);
  return records;
}

/** The separator the API will use: `;` when the header holds more of them than commas (French Excel exports). */
export function csvSeparator(header: string): ',' | ';' {
  const fields = (separator: string) => header.replace(/"[^"]*"/g, '').split(separator).length;
  return fields(';') > fields(',') ? ';' : ',';
}

/** The fields of one record (quotes removed, doubled quotes undoubled). */
export function csvFields(record: string, separator: ',' | ';' = ','): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

export interface CsvChunk {
  /** Header, line break, then the chunk's records. */
  csv: string;
  /** The file line of each record: the API's row r (header = 1) is `lines[r - 2]`. */
  lines: number[];
}

export interface RowError {
  row: number;
  field: string | null;
  code: string;
}

export interface SplitCsv {
  header: string;
  chunks: CsvChunk[];
  /** Data records in the file. */
  rowCount: number;
  /**
   * Rows whose key (sku, or code for attributes and families) already appears in an earlier chunk: the API
   * sees one chunk at a time and would update the first row with them, so they are reported as SKU_DUPLICATE
   * (CODE_DUPLICATE) here and left out of the chunks.
   */
  duplicates: RowError[];
}

/**
 * The file cut into chunks of at most `size` data records and CHUNK_CHARS characters; null without a header
 * and at least one data line. `key` names the column identifying a row (sku for products, code otherwise).
 */
export function splitCsv(csv: string, size = CHUNK_ROWS, key: 'sku' | 'code' = 'sku'): SplitCsv | null {
  const [header, ...rows] = csvRecords(csv);
  if (!header || !rows.length) return null;
  const separator = csvSeparator(header.text);
  const skuColumn = csvFields(header.text, separator)
    .map((name) => name.toLowerCase())
    .indexOf(key);
  const chunkOfSku = new Map<string, number>();
  const duplicates: RowError[] = [];
  const chunks: CsvChunk[] = [];
  let chunkIndex = 0;
  rows.forEach((row) => {
    // A new chunk once this one holds `size` records or the next record would take it past CHUNK_CHARS.
    const current = chunks[chunkIndex];
    if (current && (current.lines.length >= size || current.csv.length + 1 + row.text.length > CHUNK_CHARS)) chunkIndex++;
    const sku = skuColumn >= 0 ? (csvFields(row.text, separator)[skuColumn] ?? '') : '';
    const seenIn = sku ? chunkOfSku.get(sku.toLowerCase()) : undefined;
    if (seenIn !== undefined && seenIn !== chunkIndex) {
      duplicates.push({ row: row.line, field: key, code: `${key.toUpperCase()}_DUPLICATE` });
      return;
    }
    if (sku && seenIn === undefined) chunkOfSku.set(sku.toLowerCase(), chunkIndex);
    const chunk = (chunks[chunkIndex] ??= { csv: header.text, lines: [] });
    chunk.csv += `\n${row.text}`;
    chunk.lines.push(row.line);
  });
  return { header: header.text, chunks: chunks.filter(Boolean), rowCount: rows.length, duplicates };
}

/** A chunk's errors with the file's line numbers (header errors stay on line 1). */
export function fileRowErrors(chunk: CsvChunk, errors: readonly RowError[]): RowError[] {
  return errors.map((error) => ({ ...error, row: error.row >= 2 ? (chunk.lines[error.row - 2] ?? error.row) : error.row }));
}

/** Errors in file order, each reported once (every chunk repeats the header, hence its errors). */
export function mergeErrors(errors: readonly RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors
    .filter((error) => {
      const key = `${error.row}|${error.field ?? ''}|${error.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.row - b.row || (a.field ?? '').localeCompare(b.field ?? ''));
}

const quote = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The error report as a CSV (UTF-8 with a byte-order mark, so spreadsheet software reads the accents). */
export function errorReportCsv(errors: readonly { row: number; field: string | null; code: string; message: string }[], header: readonly string[]): string {
  const lines = [header.map(quote).join(','), ...errors.map((e) => [String(e.row), e.field ?? '', e.code, e.message].map(quote).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The template offered for download: the columns the API reads, with one example line. */
export const PRODUCTS_TEMPLATE =
  'sku,name,price,tax_category,slug,description,weight_grams,categories,published\r\n' +
  'GUIDE-2026,Guide Gourmand 2026,"24,90",REDUCED,guide-gourmand-2026,"Le guide des tables et des producteurs, édition 2026",450,guides,true\r\n';

/** The attributes template: code, name, type, then name_en, required, options (code:label separated by |), visible_on_front. */
export const ATTRIBUTES_TEMPLATE =
  'code,name,type,name_en,required,options,visible_on_front\r\n' +
  'millesime,Millésime,INTEGER,Vintage,true,,true\r\n' +
  'format,Format,SELECT,Format,false,poche:Poche|grand:Grand format,true\r\n';

/** The attribute families template: code, name, attributes (attribute codes separated by |, in display order). */
export const ATTRIBUTE_FAMILIES_TEMPLATE = 'code,name,attributes\r\n' + 'guide_imprime,Guide imprimé,millesime|format\r\n';
