import { formatCents, formatDecimal, formatKm, formatVatRate } from './money';

describe('numbers written the local way', () => {
  it('writes amounts in cents as money in each language and currency', () => {
    expect(formatCents(2550, 'fr')).toBe('25,50\u00a0€');
    expect(formatCents(2550, 'en')).toBe('€25.50');
    expect(formatCents(2550, 'en', 'GBP')).toBe('£25.50');
    // The cached formatters are per language and currency: the euro's is not reused for the pound.
    expect(formatCents(2550, 'fr', 'GBP')).toBe('25,50\u00a0£GB');
  });

  it('writes a VAT rate with at most two decimals, none when whole', () => {
    expect(formatVatRate(5.5, 'fr')).toBe('5,5');
    expect(formatVatRate(5.5, 'en')).toBe('5.5');
    expect(formatVatRate(20, 'fr')).toBe('20');
    expect(formatVatRate(2.105, 'fr')).toBe('2,11');
  });

  it('keeps each number of decimals apart', () => {
    expect(formatDecimal(4.33, 'fr', 1)).toBe('4,3');
    expect(formatDecimal(4.33, 'fr', 2)).toBe('4,33');
    expect(formatKm(3.46, 'fr')).toBe('3,5');
    expect(formatKm(12.6, 'en')).toBe('13');
  });
});
