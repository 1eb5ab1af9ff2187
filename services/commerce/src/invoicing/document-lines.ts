import type { OrderAddress } from '../cart/address';
import type { OrderEntity } from '../orders/order.entity';
import { SHIPPING_TAX_CATEGORY, VAT_RATE_TENTHS, defaultRateTenths, spread, vatIncluded } from '../money/money';

/** A line of an invoice or a credit note as stored and served (API DocumentLine): prices VAT included. */
export interface DocumentLine {
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  vatRatePercent: number;
}

/** The VAT of one rate on a document (API VatLine): base excluding VAT. */
export interface VatLine {
  ratePercent: number;
  baseCents: number;
  vatCents: number;
}

/** The buyer as printed on a document, copied from the order when the document is issued. */
export interface Buyer {
  customerId: string;
  firstName: string;
  lastName: string;
  /** Set for a professional buyer: the PDF then adds the late-payment penalties and the 40 € indemnity. */
  company: string | null;
  street: string;
  additionalAddress: string | null;
  postalCode: string;
  city: string;
  country: string;
  email: string | null;
}

export function buyerOf(order: Pick<OrderEntity, 'customerId' | 'billingAddress' | 'customerEmail' | 'customerFirstName' | 'customerLastName'>): Buyer {
  const a: Partial<OrderAddress> = order.billingAddress ?? {};
  return {
    customerId: order.customerId,
    firstName: a.firstName ?? order.customerFirstName ?? '',
    lastName: a.lastName ?? order.customerLastName ?? '',
    company: a.company?.trim() || null,
    street: a.street ?? '',
    additionalAddress: a.additionalAddress ?? null,
    postalCode: a.postalCode ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
    email: order.customerEmail ?? null,
  };
}

/**
 * A line's rate in percent: the one it was placed with (order_lines.vat_rate_tenths, migration 2930),
 * else France's rate of its category (20, 10, 5.5, 2.1). A placed order's rates never follow later changes.
 */
export const vatRatePercentOf = (category: string, storedTenths?: number | null): number => (storedTenths ?? defaultRateTenths(category)) / 10;

/** France's standard rate: shipping's rate of orders placed before rates were data. */
export const DEFAULT_SHIPPING_RATE_PERCENT = VAT_RATE_TENTHS[SHIPPING_TAX_CATEGORY] / 10;

/** A document line with what is really paid for it (its total less its share of a discount). */
export interface PaidLine {
  vatRatePercent: number;
  paidCents: number;
}

/**
 * VAT by rate, highest rate first: each line's VAT rounded half up on what is paid for it (as the order
 * computed it, so the lines of every invoice add up to the order's VAT), shipping at `shippingRatePercent`
 * (the standard rate the order was placed with). A rate with nothing in it is left out.
 */
export function vatLinesOf(lines: PaidLine[], shippingCents: number, shippingRatePercent = DEFAULT_SHIPPING_RATE_PERCENT): VatLine[] {
  const byRate = new Map<number, { gross: number; vat: number }>();
  const add = (percent: number, gross: number, vat: number) => {
    const bucket = byRate.get(percent) ?? { gross: 0, vat: 0 };
    bucket.gross += gross;
    bucket.vat += vat;
    byRate.set(percent, bucket);
  };
  const tenths = (percent: number) => Math.round(percent * 10);
  for (const l of lines) add(l.vatRatePercent, l.paidCents, vatIncluded(l.paidCents, tenths(l.vatRatePercent)));
  if (shippingCents > 0) add(shippingRatePercent, shippingCents, vatIncluded(shippingCents, tenths(shippingRatePercent)));
  return [...byRate.entries()]
    .filter(([, b]) => b.gross !== 0 || b.vat !== 0)
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, b]) => ({ ratePercent, baseCents: b.gross - b.vat, vatCents: b.vat }));
}

/** An order line as the invoice reads it (order_lines: unit price and total before the discount, VAT included). */
export interface OrderLineToInvoice {
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  taxCategory: string;
  /** The rate the line was placed with (tenths); null on rows older than migration 2930. */
  vatRateTenths?: number | null;
  /** The line's share of the order's discounts as checkout computed it (promotions: not in proportion). */
  discountCents?: number;
}

export interface InvoiceDraft {
  lines: DocumentLine[];
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  vatLines: VatLine[];
}

/**
 * What the next invoice of an order holds: per product, the units ordered and not invoiced yet (earlier
 * order lines first); the shipping and the discount on the first invoice only. The discount is spread
 * over the invoiced lines as checkout spread it over the order's (money.ts `spread`), so invoicing an
 * order at once gives exactly its `vatCents` and `totalCents`. Null: nothing left to invoice.
 */
export function invoiceDraft(
  orderLines: OrderLineToInvoice[],
  invoicedByProduct: ReadonlyMap<string, number>,
  order: { shippingCents: number; discountCents: number; shippingDiscountCents?: number; shippingVatRateTenths?: number | null },
  first: boolean,
): InvoiceDraft | null {
  // A free delivery (promotions) is invoiced as the shipping paid; the rest of the discount is on the lines.
  const shippingDiscount = Math.min(order.shippingDiscountCents ?? 0, order.shippingCents, order.discountCents);
  const lineDiscount = order.discountCents - shippingDiscount;
  const alreadyInvoiced = new Map(invoicedByProduct);
  const lines: (DocumentLine & { taxCategory: string })[] = [];
  for (const l of orderLines) {
    const covered = Math.min(l.quantity, alreadyInvoiced.get(l.productId) ?? 0);
    alreadyInvoiced.set(l.productId, (alreadyInvoiced.get(l.productId) ?? 0) - covered);
    const quantity = l.quantity - covered;
    if (quantity <= 0) continue;
    lines.push({
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      quantity,
      unitPriceCents: l.unitPriceCents,
      totalCents: quantity === l.quantity ? l.totalCents : l.unitPriceCents * quantity,
      vatRatePercent: vatRatePercentOf(l.taxCategory, l.vatRateTenths),
      taxCategory: l.taxCategory,
    });
  }
  if (!lines.length) return null;
  const subTotal = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discountCents = first ? Math.min(lineDiscount, subTotal) : 0;
  const shippingCents = first ? order.shippingCents - shippingDiscount : 0;
  // Every line whole (a first invoice): each keeps the share checkout gave it; otherwise in proportion.
  const stored = orderLines.map((l) => l.discountCents ?? 0);
  const whole = lines.length === orderLines.length && lines.every((l, i) => l.quantity === orderLines[i].quantity);
  const shares =
    whole && stored.reduce((a, b) => a + b, 0) === discountCents
      ? stored
      : spread(
          discountCents,
          lines.map((l) => l.totalCents),
        );
  const vatLines = vatLinesOf(
    lines.map((l, i) => ({ vatRatePercent: l.vatRatePercent, paidCents: l.totalCents - shares[i] })),
    shippingCents,
    (order.shippingVatRateTenths ?? VAT_RATE_TENTHS[SHIPPING_TAX_CATEGORY]) / 10,
  );
  return {
    lines: lines.map(({ taxCategory: _category, ...line }) => line),
    shippingCents,
    discountCents,
    totalCents: subTotal - discountCents + shippingCents,
    vatCents: vatLines.reduce((sum, v) => sum + v.vatCents, 0),
    vatLines,
  };
}
