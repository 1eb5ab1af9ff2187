/**
 * The quote pricing dialog's values and rules (Yup, message keys translated by the dialog), without React:
 * unit-tested in quote-form.spec.ts. Prices and the discount are euros as typed, VAT included; the validity is
 * a calendar day in Paris, the offer holding until its end.
 */
import type { Dayjs } from 'dayjs';
import * as yup from 'yup';
import { inParis, parisDayBounds } from '@guide/ui/dates';
import { eurosToCents } from '../after-sales';

/** The API's bounds (commerce): a price or a discount of 0 to 1,000,000 €, a message of 5,000 characters, a year ahead at most. */
export const QUOTE_LIMITS = { amountMaxCents: 100_000_000, commentMax: 5000, validityMaxDays: 365, defaultValidityDays: 30 } as const;

export interface QuoteLine {
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  /** Euros as typed ("24,90"), VAT included. */
  price: string;
}
export interface QuoteValues {
  lines: QuoteLine[];
  /** Euros as typed, VAT included. */
  discount: string;
  /** The last day the offer holds (Paris); null: no limit. */
  validUntil: Dayjs | null;
  comment: string;
}

/** Cents as "24,90" (what staff type back). */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** The day as Paris sees it ("2026-11-28"), `days` after today. */
export const parisDay = (days = 0, now: number = Date.now()): string => inParis(now).add(days, 'day').format('YYYY-MM-DD');

/** Whether a day may be picked for the validity: from today to a year ahead, in Paris. */
export const isValidityDay = (day: string, now: number = Date.now()): boolean => day >= parisDay(0, now) && day <= parisDay(QUOTE_LIMITS.validityMaxDays, now);

const amountOk = (value: string | undefined): boolean => {
  const cents = eurosToCents(value ?? '');
  return cents !== null && cents >= 0 && cents <= QUOTE_LIMITS.amountMaxCents;
};

export const quoteSchema = yup.object({
  lines: yup
    .array()
    .test('prices', 'PRICE_INVALID', (lines) => ((lines ?? []) as QuoteLine[]).every((line) => line.price.trim() !== '' && amountOk(line.price))),
  discount: yup.string().test('amount', 'INVALID_AMOUNT', amountOk),
  validUntil: yup
    .mixed<Dayjs>()
    .nullable()
    .test('future', 'DATE_IN_PAST', (value) => !value || value.format('YYYY-MM-DD') >= parisDay())
    .test('year', 'VALIDITY_TOO_LONG', (value) => !value || value.format('YYYY-MM-DD') <= parisDay(QUOTE_LIMITS.validityMaxDays)),
  comment: yup.string().trim().max(QUOTE_LIMITS.commentMax, 'TOO_LONG'),
});

/** The new subtotal and total (lines at the typed prices, minus the discount, plus the quote's shipping); null while an amount does not read. */
export function quoteTotals(values: Pick<QuoteValues, 'lines' | 'discount'>, shippingCents: number): { subTotalCents: number; totalCents: number } | null {
  let subTotalCents = 0;
  for (const line of values.lines) {
    const cents = eurosToCents(line.price);
    if (cents === null || line.price.trim() === '') return null;
    subTotalCents += cents * line.quantity;
  }
  const discount = eurosToCents(values.discount);
  if (discount === null) return null;
  return { subTotalCents, totalCents: subTotalCents - discount + shippingCents };
}

/** Beyond each field: a discount within the new subtotal (commerce refuses more). */
export function quoteLimits(values: QuoteValues): { discount?: string } {
  const totals = quoteTotals(values, 0);
  const discount = eurosToCents(values.discount);
  return totals && discount !== null && discount > totals.subTotalCents ? { discount: 'DISCOUNT_ABOVE_SUBTOTAL' } : {};
}

/** The priceQuote input of validated values: every line's price, the discount, the end of the last day in Paris, the message. */
export const quotePriceInput = (values: QuoteValues) => ({
  lines: values.lines.map((line) => ({ productId: line.productId, unitPriceCents: eurosToCents(line.price) ?? 0 })),
  discountCents: eurosToCents(values.discount) ?? 0,
  validUntil: values.validUntil ? parisDayBounds(values.validUntil.format('YYYY-MM-DD')).end : null,
  comment: values.comment.trim() || null,
});
