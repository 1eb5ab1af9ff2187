/// <reference types="jest" />
import { carrierName, refundInput, refundLimits, refundSchema, shipmentInput, shipSchema, totalOf, type RefundValues, type ShipValues } from './forms';

/** The message keys a schema answers for some values, by field. */
async function errorsOf(schema: typeof shipSchema | typeof refundSchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((error) => [error.path, error.message]));
  }
}

const ship = (change: Partial<ShipValues> = {}): ShipValues => ({
  carrier: 'Colissimo',
  otherCarrier: '',
  trackingNumber: '6A123 456-78',
  packageCount: 1,
  lines: [
    { productId: 'p1', sku: 'GUIDE-2026', name: 'Guide 2026', remaining: 2, quantity: 2 },
    { productId: 'p2', sku: 'BOX', name: 'Coffret', remaining: 1, quantity: 0 },
  ],
  ...change,
});

describe('the shipping form', () => {
  it('accepts a carrier of the list, a tracking number and units within what is left', async () => {
    expect(await errorsOf(shipSchema, ship())).toEqual({});
    expect(shipmentInput(ship())).toEqual({ carrier: 'Colissimo', trackingNumber: '6A123 456-78', packageCount: 1, lines: [{ productId: 'p1', quantity: 2 }] });
  });

  it('asks for a carrier, and for its name when it is another one', async () => {
    expect(await errorsOf(shipSchema, ship({ carrier: '' }))).toEqual({ carrier: 'REQUIRED' });
    expect(await errorsOf(shipSchema, ship({ carrier: 'other', otherCarrier: '  ' }))).toEqual({ otherCarrier: 'REQUIRED' });
    expect(await errorsOf(shipSchema, ship({ carrier: 'other', otherCarrier: 'x'.repeat(61) }))).toEqual({ otherCarrier: 'TOO_LONG' });
    expect(carrierName({ carrier: 'other', otherCarrier: ' Mondial Relay ' })).toBe('Mondial Relay');
    expect(carrierName({ carrier: 'DPD', otherCarrier: 'ignored' })).toBe('DPD');
  });

  it('refuses a bad tracking number, package count or quantity', async () => {
    expect(await errorsOf(shipSchema, ship({ trackingNumber: 'AB<12>' }))).toEqual({ trackingNumber: 'TRACKING_NUMBER_INVALID' });
    expect(await errorsOf(shipSchema, ship({ packageCount: 0 }))).toEqual({ packageCount: 'PACKAGE_COUNT_OUT_OF_RANGE' });
    expect(await errorsOf(shipSchema, ship({ packageCount: 100 }))).toEqual({ packageCount: 'PACKAGE_COUNT_OUT_OF_RANGE' });
    expect(await errorsOf(shipSchema, ship({ packageCount: null }))).toEqual({ packageCount: 'REQUIRED' });
    const tooMany = ship().lines.map((line) => ({ ...line, quantity: line.remaining + 1 }));
    expect(await errorsOf(shipSchema, ship({ lines: tooMany }))).toEqual({ lines: 'QUANTITY_EXCEEDS_REMAINING' });
    const none = ship().lines.map((line) => ({ ...line, quantity: 0 }));
    expect(await errorsOf(shipSchema, ship({ lines: none }))).toEqual({ lines: 'NOTHING_TO_SHIP' });
  });

  it('sends no tracking number when none is typed', () => {
    expect(shipmentInput(ship({ trackingNumber: '  ' })).trackingNumber).toBeNull();
  });
});

const refund = (change: Partial<RefundValues> = {}): RefundValues => ({
  lines: [
    { productId: 'p1', sku: 'GUIDE-2026', name: 'Guide 2026', unitPriceCents: 2500, refundable: 2, quantity: 1 },
    { productId: 'p2', sku: 'BOX', name: 'Coffret', unitPriceCents: 4990, refundable: 1, quantity: 0 },
  ],
  shipping: '4,90',
  adjustment: '-1',
  restock: true,
  reason: '  Abîmé  ',
  ...change,
});

describe('the refund form', () => {
  it('totals the lines, the shipping and the adjustment as typed', () => {
    expect(totalOf(refund())).toBe(2500 + 490 - 100);
    expect(totalOf(refund({ shipping: 'abc' }))).toBeNull();
  });

  it('sends the lines with units, the amounts in cents and the return request', () => {
    expect(refundInput(refund(), 'ret-1')).toEqual({
      lines: [{ productId: 'p1', quantity: 1 }],
      shippingCents: 490,
      adjustmentCents: -100,
      restock: true,
      reason: 'Abîmé',
      returnRequestId: 'ret-1',
    });
    expect(refundInput(refund({ reason: ' ' }))).not.toHaveProperty('returnRequestId');
    expect(refundInput(refund({ reason: ' ' })).reason).toBeNull();
  });

  it('checks each field', async () => {
    expect(await errorsOf(refundSchema, refund())).toEqual({});
    expect(await errorsOf(refundSchema, refund({ shipping: '-2' }))).toEqual({ shipping: 'INVALID_AMOUNT' });
    expect(await errorsOf(refundSchema, refund({ adjustment: '1,2,3' }))).toEqual({ adjustment: 'INVALID_AMOUNT' });
    expect(await errorsOf(refundSchema, refund({ reason: 'x'.repeat(501) }))).toEqual({ reason: 'TOO_LONG' });
    const tooMany = refund().lines.map((line) => ({ ...line, quantity: line.refundable + 1 }));
    expect(await errorsOf(refundSchema, refund({ lines: tooMany }))).toEqual({ lines: 'QUANTITY_EXCEEDS_REFUNDABLE' });
  });

  it('keeps within the shipping left and what was paid, above zero', () => {
    expect(refundLimits(refund(), 490, 10_000)).toEqual({});
    expect(refundLimits(refund(), 200, 10_000)).toEqual({ shipping: 'SHIPPING_EXCEEDS_REFUNDABLE' });
    expect(refundLimits(refund(), 490, 1000)).toEqual({ totalCents: 'AMOUNT_EXCEEDS_REFUNDABLE' });
    expect(refundLimits(refund(), 490, null)).toEqual({});
    const nothing = refund({ lines: refund().lines.map((line) => ({ ...line, quantity: 0 })), shipping: '0', adjustment: '0' });
    expect(refundLimits(nothing, 490, 10_000)).toEqual({ totalCents: 'NOTHING_TO_REFUND' });
  });
});
