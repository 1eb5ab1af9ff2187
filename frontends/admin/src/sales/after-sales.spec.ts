/// <reference types="jest" />
import { RETURN_TRANSITIONS } from '@guide/vocabulary';
import {
  allowedNextStatuses,
  canInvoice,
  canRefund,
  canRefundReturn,
  canShip,
  eurosToCents,
  formFieldOf,
  refundableAmountCents,
  refundableShippingCents,
  refundableUnits,
  refundTotalCents,
  remainingToInvoice,
  remainingToShip,
  RETURN_STATUSES,
} from './after-sales';

const lines = [
  { productId: 'p1', quantity: 3 },
  { productId: 'p2', quantity: 1 },
];

describe('remaining units', () => {
  it('ships what was ordered and not shipped yet, canceled parcels not counted', () => {
    const shipments = [
      { status: 'SHIPPED', lines: [{ productId: 'p1', quantity: 2 }] },
      { status: 'CANCELED', lines: [{ productId: 'p2', quantity: 1 }] },
    ];
    expect(Object.fromEntries(remainingToShip(lines, shipments))).toEqual({ p1: 1, p2: 1 });
  });

  it('never goes below zero, and adds up several shipments of one product', () => {
    const shipments = [
      { status: 'DELIVERED', lines: [{ productId: 'p1', quantity: 2 }] },
      { status: 'SHIPPED', lines: [{ productId: 'p1', quantity: 2 }] },
    ];
    expect(Object.fromEntries(remainingToShip(lines, shipments))).toEqual({ p1: 0, p2: 1 });
  });

  it('invoices what was not invoiced yet', () => {
    expect(Object.fromEntries(remainingToInvoice(lines, [{ lines: [{ productId: 'p2', quantity: 1 }] }]))).toEqual({ p1: 3, p2: 0 });
  });

  it('refunds what was invoiced and not refunded, failed refunds not counted', () => {
    const invoices = [{ lines }];
    const refunds = [
      { status: 'COMPLETED', lines: [{ productId: 'p1', quantity: 1 }] },
      { status: 'FAILED', lines: [{ productId: 'p1', quantity: 2 }] },
      { status: 'PENDING', lines: [{ productId: 'p2', quantity: 1 }] },
    ];
    expect(Object.fromEntries(refundableUnits(invoices, refunds))).toEqual({ p1: 2, p2: 0 });
  });
});

describe('refund amounts', () => {
  it('totals units at their price, the shipping and the adjustment', () => {
    const refundLines = [
      { quantity: 2, unitPriceCents: 1250 },
      { quantity: 0, unitPriceCents: 999 },
    ];
    expect(refundTotalCents(refundLines, 490, 0)).toBe(2990);
    expect(refundTotalCents(refundLines, 0, -500)).toBe(2000);
    expect(refundTotalCents(refundLines, 0, 150)).toBe(2650);
    expect(refundTotalCents([], 490, 0)).toBe(490);
    expect(refundTotalCents([{ quantity: Number.NaN, unitPriceCents: 100 }], 0, 0)).toBe(0);
  });

  it('knows the shipping and the amount not refunded yet', () => {
    expect(
      refundableShippingCents(690, [
        { status: 'COMPLETED', shippingCents: 200 },
        { status: 'FAILED', shippingCents: 490 },
      ]),
    ).toBe(490);
    expect(
      refundableAmountCents([
        { status: 'CAPTURED', amountCents: 5000, refundedCents: 0 },
        { status: 'PARTIALLY_REFUNDED', amountCents: 3000, refundedCents: 1000 },
        { status: 'FAILED', amountCents: 9999, refundedCents: 0 },
        { status: 'REFUNDED', amountCents: 100, refundedCents: 100 },
      ]),
    ).toBe(7000);
  });

  it('reads euros typed either way', () => {
    expect(eurosToCents('12,50')).toBe(1250);
    expect(eurosToCents('12.5')).toBe(1250);
    expect(eurosToCents('-3')).toBe(-300);
    expect(eurosToCents(' ')).toBe(0);
    expect(eurosToCents('1 000')).toBe(100000);
    expect(eurosToCents('abc')).toBeNull();
    expect(eurosToCents('1,234')).toBeNull();
  });
});

describe('return statuses', () => {
  it('offers only the contract transitions', () => {
    expect(allowedNextStatuses('NEW_REQUEST')).toEqual(['PROCESSING', 'REFUSED', 'CUSTOMER_CLOSED']);
    expect(allowedNextStatuses('PROCESSING')).toEqual(['AWAITING_RETURN', 'SOLVED', 'REFUSED', 'CUSTOMER_CLOSED']);
    expect(allowedNextStatuses('AWAITING_RETURN')).toEqual(['RETURNED', 'CUSTOMER_CLOSED']);
    expect(allowedNextStatuses('RETURNED')).toEqual(['REFUNDED', 'NEW_PARCEL_SENT', 'REFUSED']);
    expect(allowedNextStatuses('REFUNDED')).toEqual(['SOLVED']);
    expect(allowedNextStatuses('NEW_PARCEL_SENT')).toEqual(['SOLVED']);
    for (const end of ['SOLVED', 'REFUSED', 'CUSTOMER_CLOSED'] as const) expect(allowedNextStatuses(end)).toEqual([]);
  });

  it('covers the nine statuses, never back to a new request nor to itself', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...RETURN_STATUSES].sort());
    for (const status of RETURN_STATUSES) {
      expect(allowedNextStatuses(status)).not.toContain(status);
      expect(allowedNextStatuses(status)).not.toContain('NEW_REQUEST');
    }
  });

  it('refunds a returned request asking for a refund, once', () => {
    expect(canRefundReturn({ status: 'RETURNED', resolution: 'REFUND' })).toBe(true);
    expect(canRefundReturn({ status: 'RETURNED', resolution: 'REFUND', refund: { id: 'r' } })).toBe(false);
    expect(canRefundReturn({ status: 'RETURNED', resolution: 'REPLACEMENT' })).toBe(false);
    expect(canRefundReturn({ status: 'AWAITING_RETURN', resolution: 'REFUND' })).toBe(false);
  });
});

describe('order actions', () => {
  const order = { status: 'PROCESSING' as const, lines, shipments: [], invoices: [] };

  it('ships a paid order with units left', () => {
    expect(canShip(order)).toBe(true);
    expect(canShip({ ...order, status: 'PENDING_PAYMENT' })).toBe(false);
    expect(canShip({ ...order, shipments: [{ status: 'SHIPPED', lines }] })).toBe(false);
  });

  it('invoices a paid order with units not invoiced', () => {
    expect(canInvoice(order)).toBe(true);
    expect(canInvoice({ ...order, status: 'COMPLETED' })).toBe(true);
    expect(canInvoice({ ...order, status: 'PENDING_PAYMENT' })).toBe(false);
    expect(canInvoice({ ...order, invoices: [{ lines }] })).toBe(false);
  });

  it('refunds an invoiced order that is not closed', () => {
    expect(canRefund(order)).toBe(false);
    expect(canRefund({ ...order, invoices: [{ lines }] })).toBe(true);
    expect(canRefund({ ...order, status: 'CLOSED', invoices: [{ lines }] })).toBe(false);
  });
});

describe('server field names on the forms', () => {
  it('puts nested names on their list', () => {
    expect(formFieldOf('input.lines.0.quantity')).toBe('lines');
    expect(formFieldOf('lines')).toBe('lines');
    expect(formFieldOf('input.carrier')).toBe('carrier');
    expect(formFieldOf('totalCents')).toBe('totalCents');
  });
});
