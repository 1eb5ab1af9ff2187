import fc from 'fast-check';
import { TAX_CATEGORIES, computeTotals } from '../money/money';
import { invoiceDraft, vatLinesOf, vatRatePercentOf } from './document-lines';

const line = (productId: string, quantity: number, unitPriceCents: number, taxCategory: string) => ({
  productId,
  sku: productId.toUpperCase(),
  name: `Produit ${productId}`,
  quantity,
  unitPriceCents,
  totalCents: quantity * unitPriceCents,
  taxCategory,
});

describe('invoice lines and VAT', () => {
  it('knows the French rates', () => {
    expect(['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED', 'UNKNOWN'].map((c) => vatRatePercentOf(c))).toEqual([20, 10, 5.5, 2.1, 20]);
    expect(vatRatePercentOf('STANDARD', 190)).toBe(19); // the rate a line was placed with wins (migration 2930)
  });

  it('invoices a whole order with its shipping and discount: VAT by rate, totals', () => {
    const lines = [line('a', 2, 1250, 'REDUCED'), line('b', 1, 3990, 'STANDARD'), line('c', 3, 899, 'INTERMEDIATE')];
    const draft = invoiceDraft(lines, new Map(), { shippingCents: 690, discountCents: 500 }, true)!;
    expect(draft.lines.map((l) => [l.productId, l.quantity, l.totalCents, l.vatRatePercent])).toEqual([
      ['a', 2, 2500, 5.5],
      ['b', 1, 3990, 20],
      ['c', 3, 2697, 10],
    ]);
    expect(draft.totalCents).toBe(2500 + 3990 + 2697 - 500 + 690);
    expect(draft.vatLines.map((v) => v.ratePercent)).toEqual([20, 10, 5.5]);
    expect(draft.vatLines.reduce((s, v) => s + v.baseCents + v.vatCents, 0)).toBe(draft.totalCents);
  });

  it('leaves nothing when every unit is invoiced, and the rest on a later invoice without shipping nor discount', () => {
    const lines = [line('a', 2, 1000, 'STANDARD'), line('b', 1, 500, 'REDUCED')];
    expect(
      invoiceDraft(
        lines,
        new Map([
          ['a', 2],
          ['b', 1],
        ]),
        { shippingCents: 500, discountCents: 100 },
        false,
      ),
    ).toBeNull();
    const rest = invoiceDraft(
      lines,
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
      { shippingCents: 500, discountCents: 100 },
      false,
    )!;
    expect(rest).toMatchObject({ shippingCents: 0, discountCents: 0, totalCents: 1000, vatCents: 167 });
    expect(rest.lines).toEqual([expect.objectContaining({ productId: 'a', quantity: 1, totalCents: 1000 })]);
  });

  it('puts shipping at 20 % beside the lines of that rate', () => {
    expect(vatLinesOf([{ vatRatePercent: 20, paidCents: 1200 }], 600)).toEqual([{ ratePercent: 20, baseCents: 1500, vatCents: 300 }]);
    expect(vatLinesOf([{ vatRatePercent: 5.5, paidCents: 1055 }], 0)).toEqual([{ ratePercent: 5.5, baseCents: 1000, vatCents: 55 }]);
  });

  it('gives exactly the order totals and VAT when the whole order is invoiced (any lines, coupon, shipping)', () => {
    const arbLine = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPriceCents: fc.integer({ min: 1, max: 50_000 }),
      taxCategory: fc.constantFrom(...TAX_CATEGORIES),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 8 }),
        fc.oneof(
          fc.constant(null),
          fc.record({ percentOff: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ amountOffCents: fc.integer({ min: 1, max: 100_000 }) }),
        ),
        fc.integer({ min: 0, max: 5000 }),
        (cart, coupon, shippingCents) => {
          const totals = computeTotals(cart, coupon, shippingCents);
          const lines = cart.map((l, i) => line(`p${i}`, l.quantity, l.unitPriceCents, l.taxCategory));
          const draft = invoiceDraft(lines, new Map(), { shippingCents, discountCents: totals.discountCents }, true)!;
          expect(draft.totalCents).toBe(totals.totalCents);
          expect(draft.vatCents).toBe(totals.vatCents);
          expect(draft.discountCents).toBe(totals.discountCents);
          expect(draft.vatLines.reduce((s, v) => s + v.baseCents + v.vatCents, 0)).toBe(totals.totalCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
