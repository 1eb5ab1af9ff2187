/// <reference types="jest" />
import { csvFields, csvRecords, errorReportCsv, fileRowErrors, mergeErrors, splitCsv } from './csv-chunks';

describe('products CSV chunks', () => {
  it('cuts records on line breaks outside quotes and keeps their first line', () => {
    const csv = '\uFEFFsku,name,price,tax_category\r\nA,"Guide, 2026",12,STANDARD\r\nB,"Deux\nlignes",3,REDUCED\r\n\r\nC,x,1,REDUCED\n';
    expect(csvRecords(csv).map((r) => r.line)).toEqual([1, 2, 3, 6]);
    expect(csvFields('A,"Guide, ""2026""",12')).toEqual(['A', 'Guide, "2026"', '12']);
  });

  it('splits into chunks with the header repeated and maps rows back to file lines', () => {
    const lines = ['sku,name,price,tax_category', ...Array.from({ length: 5 }, (_, i) => `S${i},N${i},1,STANDARD`)];
    const split = splitCsv(lines.join('\n'), 2)!;
    expect(split.chunks.map((c) => c.csv.split('\n'))).toEqual([
      [lines[0], lines[1], lines[2]],
      [lines[0], lines[3], lines[4]],
      [lines[0], lines[5]],
    ]);
    expect(
      fileRowErrors(split.chunks[1], [
        { row: 3, field: 'price', code: 'PRICE_INVALID' },
        { row: 1, field: 'x', code: 'REQUIRED' },
      ]),
    ).toEqual([
      { row: 5, field: 'price', code: 'PRICE_INVALID' },
      { row: 1, field: 'x', code: 'REQUIRED' },
    ]);
  });

  it('reports a SKU repeated in a later chunk itself and leaves that row out', () => {
    const split = splitCsv('sku;name;price;tax_category\nA;a;1;STANDARD\nB;b;1;STANDARD\na;c;1;STANDARD\nC;d;1;STANDARD', 2)!;
    expect(split.duplicates).toEqual([{ row: 4, field: 'sku', code: 'SKU_DUPLICATE' }]);
    expect(split.chunks[1].lines).toEqual([5]);
  });

  it('keys attributes and families by their code column', () => {
    const split = splitCsv('code,name,type\nmillesime,Millésime,INTEGER\nformat,Format,SELECT\nMILLESIME,Autre,TEXT', 2, 'code')!;
    expect(split.duplicates).toEqual([{ row: 4, field: 'code', code: 'CODE_DUPLICATE' }]);
    expect(split.chunks.map((c) => c.lines)).toEqual([[2, 3]]);
  });

  it('merges header errors repeated by each chunk and sorts by line', () => {
    expect(
      mergeErrors([
        { row: 5, field: 'sku', code: 'REQUIRED' },
        { row: 1, field: 'price', code: 'REQUIRED' },
        { row: 1, field: 'price', code: 'REQUIRED' },
      ]),
    ).toEqual([
      { row: 1, field: 'price', code: 'REQUIRED' },
      { row: 5, field: 'sku', code: 'REQUIRED' },
    ]);
    expect(splitCsv('sku,name\n')).toBeNull();
  });

  it('writes the report as a CSV with quoted fields', () => {
    expect(errorReportCsv([{ row: 2, field: null, code: 'X', message: 'Prix "invalide", vraiment' }], ['Ligne', 'Colonne', 'Code', 'Erreur'])).toBe(
      '\uFEFFLigne,Colonne,Code,Erreur\r\n2,,X,"Prix ""invalide"", vraiment"\r\n',
    );
  });
});
