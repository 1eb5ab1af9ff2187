import { computeTotals, discountOn, divRoundHalfUp, spread, vatIncluded } from './money';

describe('money', () => {
  it('rounds half up on integers', () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 2)).toBe(2);
    expect(divRoundHalfUp(7, 3)).toBe(2);
    expect(divRoundHalfUp(0, 7)).toBe(0);
  });

  it('takes the VAT out of a VAT-included amount per rate', () => {
    expect(vatIncluded(1200, 200)).toBe(200); // 1200 × 20 / 120
    expect(vatIncluded(1100, 100)).toBe(100);
    expect(vatIncluded(1055, 55)).toBe(55);
    expect(vatIncluded(1021, 21)).toBe(21);
    expect(vatIncluded(1000, 55)).toBe(52); // 52.13 -> 52
    expect(vatIncluded(999, 200)).toBe(167); // 166.5 -> 167 (half up)
    expect(vatIncluded(3, 200)).toBe(1); // 0.5 -> 1
    expect(vatIncluded(2, 200)).toBe(0); // 0.33 -> 0
  });

  it('computes discounts: percent rounded half up, fixed amount capped at the subtotal', () => {
    expect(discountOn(1999, { percentOff: 10 })).toBe(200); // 199.9
    expect(discountOn(1995, { percentOff: 10 })).toBe(200); // 199.5 -> 200
    expect(discountOn(1000, { percentOff: 100 })).toBe(1000);
    expect(discountOn(1000, { amountOffCents: 1500 })).toBe(1000);
    expect(discountOn(1000, { amountOffCents: 300 })).toBe(300);
    expect(discountOn(1000, null)).toBe(0);
  });

  it('spreads an amount in proportion with shares that add up exactly', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [300, 700])).toEqual([3, 7]);
    expect(spread(0, [1, 2])).toEqual([0, 0]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
    const shares = spread(999, [123, 456, 789]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });

  it('totals a cart: VAT per line on the discounted amount, shipping VAT at 20 %', () => {
    const totals = computeTotals(
      [
        { unitPriceCents: 1200, quantity: 2, taxCategory: 'STANDARD' }, // 2400
        { unitPriceCents: 1055, quantity: 1, taxCategory: 'REDUCED' }, // 1055
      ],
      { percentOff: 10 },
      600,
    );
    expect(totals.subTotalCents).toBe(3455);
    expect(totals.discountCents).toBe(346); // 345.5 -> 346
    expect(totals.lines.map((l) => l.discountCents)).toEqual([240, 106]);
    // (2400-240)×20/120 = 360 ; (1055-106)×5.5/105.5 = 49.47 -> 49 ; shipping 600×20/120 = 100
    expect(totals.lines.map((l) => l.vatCents)).toEqual([360, 49]);
    expect(totals.vatCents).toBe(509);
    expect(totals.totalCents).toBe(3455 - 346 + 600);
  });

  it('totals an empty cart as zero', () => {
    expect(computeTotals([], { percentOff: 10 }, 0)).toMatchObject({ subTotalCents: 0, discountCents: 0, vatCents: 0, totalCents: 0 });
  });
});
