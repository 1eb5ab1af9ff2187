import { detectSeparator, parseCsv } from './csv';
import { parseEuroPrice, parseFlag } from './product.rules';

describe('CSV reader', () => {
  it('reads quoted fields holding separators, doubled quotes and line breaks, with the line each record starts on', () => {
    const text = '\uFEFFsku,name,description\r\nA,"Tablier, brodé","Il dit ""bonjour""\r\nsur deux lignes"\r\n\r\nB,Mug,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['sku', 'name', 'description'] },
      { line: 2, fields: ['A', 'Tablier, brodé', 'Il dit "bonjour"\r\nsur deux lignes'] },
      { line: 5, fields: ['B', 'Mug', ''] },
    ]);
  });

  it('takes ; as the separator when the header uses it (French Excel)', () => {
    expect(detectSeparator('sku;name;price\n1,2;3')).toBe(';');
    expect(detectSeparator('sku,name,"a;b;c"')).toBe(',');
    expect(parseCsv('sku;price\nA;12,50')).toEqual([
      { line: 1, fields: ['sku', 'price'] },
      { line: 2, fields: ['A', '12,50'] },
    ]);
  });

  it('keeps a last record without a line end and empty quoted fields', () => {
    expect(parseCsv('a,b\n"",x')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['', 'x'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('import values', () => {
  it('reads euro prices with a dot or a comma', () => {
    expect(parseEuroPrice('12,50')).toBe(1250);
    expect(parseEuroPrice('12.5')).toBe(1250);
    expect(parseEuroPrice('7')).toBe(700);
    expect(parseEuroPrice('1 234,56 €')).toBe(123456);
    for (const bad of ['-1', '12,345', 'abc', '', '1e3', '1000000,01']) expect(parseEuroPrice(bad)).toBeNull();
  });
  it('reads flags in French and English', () => {
    expect(['true', '1', 'oui', 'OUI', 'yes'].map(parseFlag)).toEqual([true, true, true, true, true]);
    expect(['false', '0', 'non', 'No'].map(parseFlag)).toEqual([false, false, false, false]);
    expect(parseFlag('peut-être')).toBeNull();
  });
});
