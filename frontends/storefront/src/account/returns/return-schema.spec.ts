import { validateReturnForm, returnMessageSchema, ReturnMessageKey } from './return-schema';
import type { ReturnFormValues } from './return-lines';

const line = (quantity: string, max = 2, reason = '') => ({ productId: 'p1', sku: 'S1', name: 'Guide 2026', max, quantity, reason });
const values = (over: Partial<ReturnFormValues> = {}): ReturnFormValues => ({
  orderNumber: '2026-000042',
  resolution: 'REFUND',
  reason: 'Le livre est arrivé abîmé.',
  lines: [line('1')],
  ...over,
});

describe('validateReturnForm', () => {
  it('accepts a complete request', () => {
    expect(validateReturnForm(values())).toEqual({});
  });

  it('asks for an order, a resolution and a reason', () => {
    const errors = validateReturnForm(values({ orderNumber: ' ', resolution: '', reason: '  ' }));
    expect(errors).toMatchObject({ orderNumber: ReturnMessageKey.ORDER_REQUIRED, resolution: ReturnMessageKey.RESOLUTION_REQUIRED, reason: 'REQUIRED' });
  });

  it('limits the reason to 2,000 characters and a line reason to 500', () => {
    expect(validateReturnForm(values({ reason: 'x'.repeat(2000) }))).toEqual({});
    expect(validateReturnForm(values({ reason: 'x'.repeat(2001) })).reason).toBe('TOO_LONG');
    expect(validateReturnForm(values({ lines: [line('1', 2, 'y'.repeat(501))] })).lines).toEqual([{ reason: 'TOO_LONG' }]);
  });

  it('refuses more units than may be returned, and what is not a whole number', () => {
    expect(validateReturnForm(values({ lines: [line('3', 2)] })).lines).toEqual([{ quantity: ReturnMessageKey.QUANTITY_TOO_HIGH }]);
    expect(validateReturnForm(values({ lines: [line('1.5')] })).lines).toEqual([{ quantity: ReturnMessageKey.QUANTITY_INVALID }]);
    expect(validateReturnForm(values({ lines: [line('-1')] })).lines).toEqual([{ quantity: ReturnMessageKey.QUANTITY_INVALID }]);
  });

  it('places the error on the right line', () => {
    const errors = validateReturnForm(values({ lines: [line('1'), { ...line('5'), productId: 'p2' }] }));
    expect(errors.lines).toEqual([undefined, { quantity: ReturnMessageKey.QUANTITY_TOO_HIGH }]);
  });

  it('asks for at least one unit when every line is empty', () => {
    expect(validateReturnForm(values({ lines: [line('0'), line('')] })).lines).toBe(ReturnMessageKey.LINES_REQUIRED);
    expect(validateReturnForm(values({ lines: [] })).lines).toBe(ReturnMessageKey.LINES_REQUIRED);
    expect(validateReturnForm(values({ orderNumber: '', lines: [] })).lines).toBeUndefined();
  });

  it('rejects the resolution outside the two choices', () => {
    expect(validateReturnForm(values({ resolution: 'CREDIT' as never })).resolution).toBe('INVALID_CHOICE');
  });
});

describe('returnMessageSchema', () => {
  it('wants a message of at most 5,000 characters', () => {
    expect(returnMessageSchema.isValidSync({ body: 'Bonjour' })).toBe(true);
    expect(returnMessageSchema.isValidSync({ body: '   ' })).toBe(false);
    expect(returnMessageSchema.isValidSync({ body: 'a'.repeat(5001) })).toBe(false);
  });
});
