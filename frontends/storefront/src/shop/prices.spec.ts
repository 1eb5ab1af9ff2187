import { productPrice, vatByRate } from './prices';

describe('shop prices', () => {
  it('shows the sale price with the regular one struck out, only when it is lower', () => {
    expect(productPrice({ priceCents: 2490, salePriceCents: 1990 })).toEqual({ currentCents: 1990, regularCents: 2490 });
    expect(productPrice({ priceCents: 2490, salePriceCents: null })).toEqual({ currentCents: 2490, regularCents: null });
    expect(productPrice({ priceCents: 2490 })).toEqual({ currentCents: 2490, regularCents: null });
    // Not lower: nothing to strike out.
    expect(productPrice({ priceCents: 2490, salePriceCents: 2490 })).toEqual({ currentCents: 2490, regularCents: null });
    // Free through a promotion is still a sale price.
    expect(productPrice({ priceCents: 2490, salePriceCents: 0 })).toEqual({ currentCents: 0, regularCents: 2490 });
  });

  it('sums the VAT by rate, lowest rate first', () => {
    expect(
      vatByRate([
        { ratePercent: 20, vatCents: 100 },
        { ratePercent: 5.5, vatCents: 30 },
        { ratePercent: 20, vatCents: 50 },
      ]),
    ).toEqual([
      { ratePercent: 5.5, vatCents: 30 },
      { ratePercent: 20, vatCents: 150 },
    ]);
    expect(vatByRate([])).toEqual([]);
  });
});
