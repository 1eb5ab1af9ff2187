/**
 * The rules of the screens after the order, without React (unit-tested in after-sales.spec.ts): what remains
 * to ship, invoice and refund on an order, a refund's total, the return statuses staff may move a request
 * to (the contract's transition table), and which actions the order page offers. Commerce checks all of
 * it again; these only keep the screens from offering what it would refuse.
 */
import { nextReturnStatuses, type ReturnStatus } from '@guide/vocabulary';
import type { OrderStatus } from './orders.graphql';

export type ShipmentStatus = 'SHIPPED' | 'DELIVERED' | 'CANCELED';
export type PaymentStatus = 'PENDING' | 'CAPTURED' | 'FAILED' | 'CANCELED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
export type RefundStatus = 'PENDING' | 'COMPLETED' | 'FAILED';
export type { ReturnStatus };
export type ReturnResolution = 'REFUND' | 'REPLACEMENT';

export const SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['SHIPPED', 'DELIVERED', 'CANCELED'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'CAPTURED', 'FAILED', 'CANCELED', 'PARTIALLY_REFUNDED', 'REFUNDED'];
export const REFUND_STATUSES: readonly RefundStatus[] = ['PENDING', 'COMPLETED', 'FAILED'];
export { RETURN_STATUSES } from '@guide/vocabulary';
/** The payment methods of the ledger's filter (the Payment.method codes). */
export const PAYMENT_METHODS = ['bank-transfer', 'paypal', 'payzen', 'payplug', 'crypto', 'test-card'] as const;

/** Tag colours (labels: `sales.<kind>Status.<STATUS>`). */
export const SHIPMENT_STATUS_COLOURS: Record<ShipmentStatus, string> = { SHIPPED: 'blue', DELIVERED: 'green', CANCELED: 'default' };
export const PAYMENT_STATUS_COLOURS: Record<PaymentStatus, string> = {
  PENDING: 'gold',
  CAPTURED: 'green',
  FAILED: 'red',
  CANCELED: 'default',
  PARTIALLY_REFUNDED: 'orange',
  REFUNDED: 'purple',
};
export const REFUND_STATUS_COLOURS: Record<RefundStatus, string> = { PENDING: 'gold', COMPLETED: 'green', FAILED: 'red' };
export const RETURN_STATUS_COLOURS: Record<ReturnStatus, string> = {
  NEW_REQUEST: 'gold',
  PROCESSING: 'blue',
  AWAITING_RETURN: 'cyan',
  RETURNED: 'geekblue',
  REFUNDED: 'purple',
  NEW_PARCEL_SENT: 'purple',
  SOLVED: 'green',
  REFUSED: 'red',
  CUSTOMER_CLOSED: 'default',
};

/** The statuses a request may move to next (none once it is over): the contract's table, in @guide/vocabulary. */
export const allowedNextStatuses = (status: ReturnStatus): readonly ReturnStatus[] => nextReturnStatuses(status);

/** Whether a request may be refunded from its page: returned, and the customer asked for their money back. */
export const canRefundReturn = (request: { status: ReturnStatus; resolution: ReturnResolution; refund?: unknown }): boolean =>
  request.status === 'RETURNED' && request.resolution === 'REFUND' && !request.refund;

interface Units {
  productId: string;
  quantity: number;
}

/** Units of each product in some documents' lines (shipments, invoices, refunds). */
export function unitsByProduct(documents: readonly { lines: readonly Units[] }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const document of documents) for (const line of document.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** Per order line, ordered minus what `documents` already hold (never below 0). */
export function remainingUnits(lines: readonly Units[], documents: readonly { lines: readonly Units[] }[]): Map<string, number> {
  const done = unitsByProduct(documents);
  return new Map(lines.map((line) => [line.productId, Math.max(0, line.quantity - (done.get(line.productId) ?? 0))]));
}

/** Units not shipped yet: ordered − shipped by shipments that were not canceled. */
export const remainingToShip = (lines: readonly Units[], shipments: readonly { status: string; lines: readonly Units[] }[]): Map<string, number> =>
  remainingUnits(
    lines,
    shipments.filter((shipment) => shipment.status !== 'CANCELED'),
  );

/** Units not invoiced yet: ordered − invoiced. */
export const remainingToInvoice = (lines: readonly Units[], invoices: readonly { lines: readonly Units[] }[]): Map<string, number> =>
  remainingUnits(lines, invoices);

/** Units that may still be refunded: invoiced − refunded by refunds that did not fail. */
export function refundableUnits(
  invoices: readonly { lines: readonly Units[] }[],
  refunds: readonly { status: string; lines: readonly Units[] }[],
): Map<string, number> {
  const invoiced = unitsByProduct(invoices);
  const refunded = unitsByProduct(refunds.filter((refund) => refund.status !== 'FAILED'));
  return new Map([...invoiced].map(([productId, units]) => [productId, Math.max(0, units - (refunded.get(productId) ?? 0))]));
}

const sum = (values: Iterable<number>): number => [...values].reduce((total, value) => total + value, 0);

/** The order's shipping not refunded yet. */
export const refundableShippingCents = (shippingCents: number, refunds: readonly { status: string; shippingCents: number }[]): number =>
  Math.max(0, shippingCents - sum(refunds.filter((refund) => refund.status !== 'FAILED').map((refund) => refund.shippingCents)));

/** What was paid and not refunded yet (captured payments, partly refunded ones included). */
export const refundableAmountCents = (payments: readonly { status: string; amountCents: number; refundedCents: number }[]): number =>
  sum(
    payments
      .filter((payment) => payment.status === 'CAPTURED' || payment.status === 'PARTIALLY_REFUNDED')
      .map((payment) => Math.max(0, payment.amountCents - payment.refundedCents)),
  );

/** A refund's total, VAT included: the units at their unit price, plus the shipping refunded, plus the adjustment (± cents). */
export function refundTotalCents(lines: readonly { quantity: number; unitPriceCents: number }[], shippingCents: number, adjustmentCents: number): number {
  return sum(lines.map((line) => (Number.isFinite(line.quantity) ? line.quantity : 0) * line.unitPriceCents)) + (shippingCents || 0) + (adjustmentCents || 0);
}

/** Euros typed by staff ("12,50", "-3") as cents; null when it is not an amount. */
export function eurosToCents(value: string): number | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return 0;
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** An order's state after payment, as the order page reads it. */
export interface OrderAfterSalesState {
  status: OrderStatus;
  lines: readonly Units[];
  shipments: readonly { status: string; lines: readonly Units[] }[];
  invoices: readonly { lines: readonly Units[] }[];
}

/** Ship: only a PROCESSING order with units not shipped yet. */
export const canShip = (order: OrderAfterSalesState): boolean =>
  order.status === 'PROCESSING' && sum(remainingToShip(order.lines, order.shipments).values()) > 0;

/** Invoice: a paid order (PROCESSING or COMPLETED) with units not invoiced yet. */
export const canInvoice = (order: OrderAfterSalesState): boolean =>
  (order.status === 'PROCESSING' || order.status === 'COMPLETED') && sum(remainingToInvoice(order.lines, order.invoices).values()) > 0;

/** Refund: an invoiced order not closed nor canceled. */
export const canRefund = (order: OrderAfterSalesState): boolean => order.invoices.length > 0 && order.status !== 'CLOSED' && order.status !== 'CANCELED';

/** The usual French carriers of the shipping dialog (the name is sent as typed; commerce builds the tracking link). */
export const CARRIERS = ['La Poste', 'Colissimo', 'Chronopost', 'DPD', 'GLS', 'UPS'] as const;
/** The carrier select's value for "another carrier" (its name typed in a field of its own). */
export const OTHER_CARRIER = 'other';

export const SHIPMENT_LIMITS = { carrierMax: 60, trackingNumberMax: 60, packageCountMin: 1, packageCountMax: 99 } as const;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/;
export const RETURN_LIMITS = { messageMax: 5000, commentMax: 1000 } as const;
export const REFUND_LIMITS = { reasonMax: 500 } as const;

/**
 * A server field error's name on a form: `input.lines.0.quantity` → `lines`, `input.carrier` → `carrier`
 * (the forms show a list's errors once, under the list).
 */
export function formFieldOf(name: string): string {
  const parts = name.split('.').filter((part) => part !== 'input');
  return parts[0] ?? name;
}
