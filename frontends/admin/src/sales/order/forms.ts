/**
 * The ship and refund dialogs' values and rules (Yup, message keys translated by salesMessage), without React:
 * unit-tested in forms.spec.ts. A list's error is one key under the list.
 */
import * as yup from 'yup';
import { eurosToCents, OTHER_CARRIER, REFUND_LIMITS, refundTotalCents, SHIPMENT_LIMITS, TRACKING_NUMBER_PATTERN } from '../after-sales';

export interface ShipLine {
  productId: string;
  sku: string;
  name: string;
  remaining: number;
  quantity: number | null;
}
export interface ShipValues {
  carrier: string;
  otherCarrier: string;
  trackingNumber: string;
  packageCount: number | null;
  lines: ShipLine[];
}

export const shipSchema = yup.object({
  carrier: yup.string().required('REQUIRED'),
  otherCarrier: yup
    .string()
    .trim()
    .when('carrier', {
      is: OTHER_CARRIER,
      then: (schema) => schema.required('REQUIRED').max(SHIPMENT_LIMITS.carrierMax, 'TOO_LONG'),
    }),
  trackingNumber: yup.string().trim().max(SHIPMENT_LIMITS.trackingNumberMax, 'TOO_LONG').matches(TRACKING_NUMBER_PATTERN, 'TRACKING_NUMBER_INVALID'),
  packageCount: yup
    .number()
    .typeError('INVALID_NUMBER')
    .required('REQUIRED')
    .integer('INVALID_NUMBER')
    .min(SHIPMENT_LIMITS.packageCountMin, 'PACKAGE_COUNT_OUT_OF_RANGE')
    .max(SHIPMENT_LIMITS.packageCountMax, 'PACKAGE_COUNT_OUT_OF_RANGE'),
  lines: yup
    .array()
    .test('quantities', 'QUANTITY_EXCEEDS_REMAINING', (lines) =>
      ((lines ?? []) as ShipLine[]).every(
        (line) => line.quantity === null || (Number.isInteger(line.quantity) && line.quantity >= 0 && line.quantity <= line.remaining),
      ),
    )
    .test('some', 'NOTHING_TO_SHIP', (lines) => ((lines ?? []) as ShipLine[]).some((line) => (line.quantity ?? 0) > 0)),
});

/** The carrier's name as sent: one of the list, or the one typed for "another carrier". */
export const carrierName = (values: Pick<ShipValues, 'carrier' | 'otherCarrier'>): string =>
  values.carrier === OTHER_CARRIER ? values.otherCarrier.trim() : values.carrier;

/** The createShipment input of the values: only the lines with units. */
export const shipmentInput = (values: ShipValues) => ({
  carrier: carrierName(values),
  trackingNumber: values.trackingNumber.trim() || null,
  packageCount: values.packageCount ?? 1,
  lines: values.lines.filter((line) => (line.quantity ?? 0) > 0).map((line) => ({ productId: line.productId, quantity: line.quantity ?? 0 })),
});

export interface RefundLine {
  productId: string;
  sku: string;
  name: string;
  unitPriceCents: number;
  refundable: number;
  quantity: number | null;
}
export interface RefundValues {
  lines: RefundLine[];
  /** Euros as typed ("4,90"). */
  shipping: string;
  /** Euros as typed, may be negative (a fee kept). */
  adjustment: string;
  restock: boolean;
  reason: string;
}

export const refundSchema = yup.object({
  lines: yup
    .array()
    .test('quantities', 'QUANTITY_EXCEEDS_REFUNDABLE', (lines) =>
      ((lines ?? []) as RefundLine[]).every(
        (line) => line.quantity === null || (Number.isInteger(line.quantity) && line.quantity >= 0 && line.quantity <= line.refundable),
      ),
    ),
  shipping: yup.string().test('amount', 'INVALID_AMOUNT', (value) => {
    const cents = eurosToCents(value ?? '');
    return cents !== null && cents >= 0;
  }),
  adjustment: yup.string().test('amount', 'INVALID_AMOUNT', (value) => eurosToCents(value ?? '') !== null),
  restock: yup.boolean(),
  reason: yup.string().trim().max(REFUND_LIMITS.reasonMax, 'TOO_LONG'),
});

/** The refund's total of the values (lines at their price, shipping, adjustment), or null while an amount does not read. */
export function totalOf(values: RefundValues): number | null {
  const shipping = eurosToCents(values.shipping);
  const adjustment = eurosToCents(values.adjustment);
  if (shipping === null || adjustment === null) return null;
  return refundTotalCents(
    values.lines.map((line) => ({ quantity: line.quantity ?? 0, unitPriceCents: line.unitPriceCents })),
    shipping,
    adjustment,
  );
}

/**
 * The refund's rules beyond each field: the shipping left to refund, and a total above zero within what was
 * paid and not refunded (`amountLeft` null: the order has no payment to check against).
 */
export function refundLimits(values: RefundValues, shippingLeft: number, amountLeft: number | null): { shipping?: string; totalCents?: string } {
  const errors: { shipping?: string; totalCents?: string } = {};
  const shipping = eurosToCents(values.shipping);
  if (shipping !== null && shipping > shippingLeft) errors.shipping = 'SHIPPING_EXCEEDS_REFUNDABLE';
  const total = totalOf(values);
  if (total !== null && total <= 0) errors.totalCents = 'NOTHING_TO_REFUND';
  else if (total !== null && amountLeft !== null && total > amountLeft) errors.totalCents = 'AMOUNT_EXCEEDS_REFUNDABLE';
  return errors;
}

/** The createRefund input of the values (with the return request it settles, if any). */
export const refundInput = (values: RefundValues, returnRequestId?: string) => ({
  lines: values.lines.filter((line) => (line.quantity ?? 0) > 0).map((line) => ({ productId: line.productId, quantity: line.quantity ?? 0 })),
  shippingCents: eurosToCents(values.shipping) ?? 0,
  adjustmentCents: eurosToCents(values.adjustment) ?? 0,
  restock: values.restock,
  reason: values.reason.trim() || null,
  ...(returnRequestId ? { returnRequestId } : {}),
});
