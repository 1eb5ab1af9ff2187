import { categoriesView, percentToTenths, rateTable, rateTenthsFor } from './tax-rates';

describe('tax rates', () => {
  const table = rateTable([
    { category: 'STANDARD', country: 'FR', rateTenths: 200 },
    { category: 'STANDARD', country: 'DE', rateTenths: 190 },
    { category: 'REDUCED', country: 'FR', rateTenths: 55 },
  ]);

  it("takes the delivery country's rate, else France's, else money.ts's", () => {
    expect(rateTenthsFor(table, 'STANDARD', 'de')).toBe(190);
    expect(rateTenthsFor(table, 'STANDARD', null)).toBe(200);
    expect(rateTenthsFor(table, 'REDUCED', 'DE')).toBe(55);
    expect(rateTenthsFor(table, 'SUPER_REDUCED', 'FR')).toBe(21);
  });

  it('exempts exports: 0 outside the EU unless staff set that country a rate', () => {
    expect(rateTenthsFor(table, 'STANDARD', 'CH')).toBe(0);
    expect(rateTenthsFor(table, 'REDUCED', 'gb')).toBe(0);
    expect(rateTenthsFor(table, 'STANDARD', 'IE')).toBe(200); // in the EU, no rate of its own: France's
    expect(rateTenthsFor(rateTable([{ category: 'STANDARD', country: 'CH', rateTenths: 81 }]), 'STANDARD', 'CH')).toBe(81);
  });

  it('reads a percent with at most one decimal, within 0–100', () => {
    expect(percentToTenths(5.5)).toBe(55);
    expect(percentToTenths(0)).toBe(0);
    expect(percentToTenths(100)).toBe(1000);
    expect(percentToTenths(8.1)).toBe(81);
    expect(percentToTenths(5.55)).toBeNull();
    expect(percentToTenths(-1)).toBeNull();
    expect(percentToTenths(100.1)).toBeNull();
    expect(percentToTenths(NaN)).toBeNull();
  });

  it('lists the four categories in order, France first', () => {
    const view = categoriesView(table, 'en');
    expect(view.map((c) => c.code)).toEqual(['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED']);
    expect(view[0]).toEqual({
      code: 'STANDARD',
      name: 'Standard rate',
      rates: [
        { country: 'FR', ratePercent: 20 },
        { country: 'DE', ratePercent: 19 },
      ],
    });
    expect(categoriesView(table, 'fr')[2].name).toBe('Taux réduit');
  });
});
