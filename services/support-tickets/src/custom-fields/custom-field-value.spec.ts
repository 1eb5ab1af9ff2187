import { readCustomValue } from './custom-field-value';

describe('custom field values', () => {
  it('trims and clears', () => {
    expect(readCustomValue('TEXT', [], '  Lot 12 ')).toEqual({ value: 'Lot 12' });
    expect(readCustomValue('NUMBER', [], '   ')).toEqual({ value: null });
    expect(readCustomValue('LIST', ['A'], null)).toEqual({ value: null });
  });

  it.each([
    ['NUMBER', '12.5', null],
    ['NUMBER', '-3', null],
    ['NUMBER', '1e5', 'INVALID_NUMBER'],
    ['NUMBER', '12,5', 'INVALID_NUMBER'],
    ['NUMBER', 'douze', 'INVALID_NUMBER'],
    ['DATE', '2024-02-29', null],
    ['DATE', '2023-02-29', 'DATE_INVALID'],
    ['DATE', '0000-01-01', 'DATE_INVALID'],
    ['DATE', '29/02/2024', 'DATE_INVALID'],
    ['BOOLEAN', 'true', null],
    ['BOOLEAN', 'false', null],
    ['BOOLEAN', 'oui', 'INVALID_CHOICE'],
    ['BOOLEAN', 'TRUE', 'INVALID_CHOICE'],
    ['LIST', 'Colissimo', null],
    ['LIST', 'colissimo', 'INVALID_CHOICE'],
    ['TEXT', 'é'.repeat(255), null],
    ['TEXT', 'é'.repeat(256), 'TOO_LONG'],
    ['LONG_TEXT', 'x'.repeat(2000), null],
    ['LONG_TEXT', 'x'.repeat(2001), 'TOO_LONG'],
  ] as const)('%s %s -> %s', (kind, value, error) => {
    const read = readCustomValue(kind, ['Colissimo', 'Chronopost'], value);
    expect(read).toEqual(error ? { error } : { value });
  });
});
