/// <reference types="jest" />
import { dayjs } from '@guide/ui/dates';
import { centsToEuros, isValidityDay, parisDay, quoteLimits, quotePriceInput, quoteSchema, quoteTotals, type QuoteValues } from './quote-form';

async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await quoteSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((error) => [error.path, error.message]));
  }
}

const quote = (change: Partial<QuoteValues> = {}): QuoteValues => ({
  lines: [
    { productId: 'p-1', sku: 'GUIDE-2026', name: 'Guide', quantity: 40, price: '22,41' },
    { productId: 'p-2', sku: 'MUG-01', name: 'Mug', quantity: 2, price: '12' },
  ],
  discount: '50',
  validUntil: dayjs(parisDay(30), 'YYYY-MM-DD'),
  comment: '  Bonjour, voici notre offre.  ',
  ...change,
});

describe('quote pricing form', () => {
  it('computes the new subtotal and total from the typed prices, the discount and the shipping', () => {
    expect(quoteTotals(quote(), 490)).toEqual({ subTotalCents: 40 * 2241 + 2 * 1200, totalCents: 40 * 2241 + 2 * 1200 - 5000 + 490 });
    expect(quoteTotals(quote({ discount: 'dix' }), 490)).toBeNull();
    expect(quoteTotals(quote({ lines: [{ productId: 'p-1', sku: 'A', name: 'A', quantity: 1, price: '' }] }), 0)).toBeNull();
  });

  it('accepts prices and a discount within the bounds, a validity from today to a year ahead', async () => {
    expect(await errorsOf(quote())).toEqual({});
    expect(await errorsOf(quote({ validUntil: null }))).toEqual({});
    expect(await errorsOf(quote({ validUntil: dayjs(parisDay(0), 'YYYY-MM-DD') }))).toEqual({});
    expect(
      await errorsOf(
        quote({
          lines: [{ productId: 'p-1', sku: 'A', name: 'A', quantity: 1, price: '-1' }],
          discount: '4,999',
          validUntil: dayjs(parisDay(-1), 'YYYY-MM-DD'),
          comment: 'x'.repeat(5001),
        }),
      ),
    ).toEqual({ lines: 'PRICE_INVALID', discount: 'INVALID_AMOUNT', validUntil: 'DATE_IN_PAST', comment: 'TOO_LONG' });
    expect(await errorsOf(quote({ lines: [{ productId: 'p-1', sku: 'A', name: 'A', quantity: 1, price: '1000000,01' }] }))).toEqual({ lines: 'PRICE_INVALID' });
    expect(await errorsOf(quote({ validUntil: dayjs(parisDay(366), 'YYYY-MM-DD') }))).toEqual({ validUntil: 'VALIDITY_TOO_LONG' });
  });

  it('refuses a discount above the new subtotal', () => {
    expect(quoteLimits(quote())).toEqual({});
    expect(quoteLimits(quote({ discount: '1000' }))).toEqual({ discount: 'DISCOUNT_ABOVE_SUBTOTAL' });
  });

  it('sends prices and the discount in cents, and the offer until the end of its last day in Paris', () => {
    const values = quote({ validUntil: dayjs('2026-12-28', 'YYYY-MM-DD') });
    expect(quotePriceInput(values)).toEqual({
      lines: [
        { productId: 'p-1', unitPriceCents: 2241 },
        { productId: 'p-2', unitPriceCents: 1200 },
      ],
      discountCents: 5000,
      validUntil: '2026-12-28T22:59:59.999Z',
      comment: 'Bonjour, voici notre offre.',
    });
    expect(quotePriceInput(quote({ validUntil: null, comment: ' ' }))).toMatchObject({ validUntil: null, comment: null });
  });

  it('reads the Paris day: a validity day is from today to 365 days ahead', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const now = Date.parse('2025-12-31T23:30:00.000Z');
    expect(parisDay(0, now)).toBe('2026-01-01');
    expect(isValidityDay('2025-12-31', now)).toBe(false);
    expect(isValidityDay('2026-01-01', now)).toBe(true);
    expect(isValidityDay('2027-01-01', now)).toBe(true);
    expect(isValidityDay('2027-01-02', now)).toBe(false);
    expect(centsToEuros(2490)).toBe('24,90');
  });
});
