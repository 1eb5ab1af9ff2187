/**
 * A small RFC 4180 reader: quoted fields may hold the separator, doubled quotes and line breaks; CRLF,
 * LF or CR line ends; a UTF-8 BOM is dropped. The separator is `,` unless the header line holds more
 * `;` than `,` (French Excel exports). Each record carries the line it starts on (header = line 1), so
 * errors name the line a spreadsheet user sees.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(input: string, separator: ',' | ';' = detectSeparator(input.replace(/^\uFEFF/, ''))): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  /** Whether the current field began with a quote (text after its closing quote is kept as is). */
  let any = false;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record (a trailing newline, a spacer row).
    if (!(fields.length === 1 && fields[0] === '' && !any)) records.push({ line: start, fields });
    fields = [];
    field = '';
    any = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      any = true;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
      any = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += ch;
  }
  if (field !== '' || fields.length || any) endRecord();
  return records;
}
