/**
 * Tests' reader of the text of an uncompressed PDF written by pdfkit (`renderDocumentPdf(…, { compress:
 * false })`): embedded fonts print glyph ids, so each font's ToUnicode map turns them back into text.
 * Not a general PDF parser: one BT…ET block gives one line, in drawing order.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1], m[2]);

  const streamOf = (body: string) => {
    const m = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    return m ? m[1] : '';
  };
  const utf16 = (spaced: string) => {
    const hex = spaced.replace(/\s+/g, ''); // a ligature's code points: <0066 0066 0069>
    let out = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return out;
  };
  /** glyph code (hex) -> text, from a ToUnicode CMap (bfchar and bfrange, arrays included). */
  const cmapOf = (cmap: string) => {
    const map = new Map<number, string>();
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(m[1], 16), utf16(m[2]));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const from = parseInt(m[1], 16);
        const to = parseInt(m[2], 16);
        if (m[3].startsWith('[')) {
          [...m[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((v, i) => map.set(from + i, utf16(v[1])));
        } else {
          const start = parseInt(m[3].slice(1, -1), 16);
          for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(start + code - from));
        }
      }
    }
    return map;
  };

  // Font resource name (/F1) -> its glyph map, through the font object's /ToUnicode.
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    const dict = /\/Font\s*<<([^>]*)>>/.exec(body);
    if (!dict) continue;
    for (const m of dict[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(m[2]) ?? '';
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font);
      if (toUnicode) fonts.set(m[1], cmapOf(streamOf(objects.get(toUnicode[1]) ?? '')));
    }
  }

  const lines: string[] = [];
  for (const body of objects.values()) {
    const content = streamOf(body);
    if (!content.includes('BT')) continue;
    let map: Map<number, string> | undefined; // the text state outlives BT…ET: a block may use the font set before it
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1].matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (op[1]) map = fonts.get(op[1]);
        const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : op[3] !== undefined ? [op[3]] : [];
        for (const hex of hexes) for (let i = 0; i + 4 <= hex.length; i += 4) line += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}
