import { NumberSequence, ORDER_NUMBER, QUOTE_NUMBER, formatNumber, parisYear } from './order-number';

describe('order numbers', () => {
  it('reads YYYY-NNNNNN for orders and D-YYYY-NNNNNN for quotes', () => {
    expect(formatNumber('order', 2026, 42)).toBe('2026-000042');
    expect(formatNumber('quote', 2026, 7)).toBe('D-2026-000007');
    expect(formatNumber('order', 2026, 999999)).toMatch(ORDER_NUMBER);
    expect(formatNumber('quote', 2027, 1)).toMatch(QUOTE_NUMBER);
    expect(formatNumber('quote', 2027, 1)).not.toMatch(ORDER_NUMBER);
  });

  it('gives shipments, invoices, credit notes and returns their own prefix', () => {
    expect(['shipment', 'invoice', 'credit-note', 'return'].map((s) => formatNumber(s as NumberSequence, 2026, 3))).toEqual([
      'EXP-2026-000003',
      'F-2026-000003',
      'AV-2026-000003',
      'R-2026-000003',
    ]);
  });

  it('numbers by the calendar year in France', () => {
    expect(parisYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(parisYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027); // already 1 January in Paris
  });
});
