import { convertCents, displayCurrency } from './currency';

describe('display currency', () => {
  const list = [
    { code: 'EUR', decimals: 2, enabled: true, rateFromEur: null },
    { code: 'GBP', decimals: 2, enabled: true, rateFromEur: 0.85 },
    { code: 'USD', decimals: 2, enabled: false, rateFromEur: 1.08 },
  ];

  it('converts only into an enabled currency with a rate', () => {
    expect(displayCurrency(list, 'EUR')).toBeNull();
    expect(displayCurrency(list, 'GBP')?.code).toBe('GBP');
    expect(displayCurrency(list, 'USD')).toBeNull(); // disabled since chosen
    expect(displayCurrency(list, 'XXX')).toBeNull();
  });

  it('converts cents into minor units, rounded', () => {
    expect(convertCents(1200, 0.85)).toBe(1020);
    expect(convertCents(1055, 1.0832)).toBe(1143);
    expect(convertCents(1000, 160.5, 0)).toBe(1605);
  });
});
