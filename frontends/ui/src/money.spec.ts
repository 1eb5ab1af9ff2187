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

describe('euros and decimals written without Intl', () => {
  const languages = [
    ['fr', 'fr-FR'],
    ['en', 'en-GB'],
  ] as const;
  // A fixed pseudo-random sequence: the same values every run.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

  it('writes euros as Intl does, from 0 to billions, negative and negative zero', () => {
    const cents = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 999_999_99, -1, -250_000, 123_456_789_012];
    for (let i = 0; i < 2000; i++) cents.push(Math.floor((next() - 0.2) * 10 ** Math.floor(next() * 13)));
    const wrong: string[] = [];
    for (const [lang, tag] of languages) {
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
      for (const c of cents) if (formatCents(c, lang) !== intl.format(c / 100)) wrong.push(`${lang} ${c}: ${formatCents(c, lang)} ≠ ${intl.format(c / 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes decimals as Intl does: rounding half away from zero on the written number, trailing zeros dropped', () => {
    const values = [0, -0, 0.5, 1.5, 2.5, -0.5, 1.005, 2.675, 999.995, 4.33, 20, 5.5, 2.105, -0.001, 1234.5, 1e14 + 0.5, 1e-7, 1e21, 0.1 + 0.2];
    for (let i = 0; i < 3000; i++) values.push(Number(((next() - 0.3) * 10 ** Math.floor(next() * 9)).toFixed(Math.floor(next() * 6))));
    const wrong: string[] = [];
    for (const [lang, tag] of languages) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: digits });
        for (const v of values)
          if (formatDecimal(v, lang, digits) !== intl.format(v)) wrong.push(`${lang} ${v} (${digits}): ${formatDecimal(v, lang, digits)} ≠ ${intl.format(v)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves other currencies and what is not a plain number to Intl', () => {
    expect(formatCents(2550.5, 'fr')).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(25.505));
    expect(formatDecimal(Number.NaN, 'fr', 1)).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'en', 1)).toBe('∞');
  });
});
