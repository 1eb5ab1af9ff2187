import { EMPTY_COUPON, fromCoupon, toCouponInput, validateCoupon } from './coupon-form';

/** The form runs commerce's rules (@guide/validation's validateCouponInput): what it lets through, the API takes. */
describe('coupon form', () => {
  const valid = { ...EMPTY_COUPON, code: 'ete-2026', percentOff: 15 };

  it('takes a valid coupon and sends it upper-case', () => {
    expect(validateCoupon(valid)).toEqual({});
    expect(toCouponInput(valid)).toMatchObject({ code: 'ETE-2026', percentOff: 15, amountOffCents: null });
  });

  it('refuses a code of 2 characters, as the API does', () => {
    expect(validateCoupon({ ...valid, code: 'AB' })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCoupon({ ...valid, code: ' ' })).toEqual({ code: 'REQUIRED' });
  });

  it('asks for exactly one reduction, within bounds', () => {
    expect(validateCoupon({ ...valid, percentOff: null })).toEqual({ percentOff: 'ONE_DISCOUNT_ONLY' });
    expect(validateCoupon({ ...valid, amountOff: '5' })).toEqual({ amountOff: 'ONE_DISCOUNT_ONLY' });
    expect(validateCoupon({ ...valid, percentOff: 101 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCoupon({ ...valid, percentOff: null, amountOff: '2 000 000' })).toEqual({ amountOff: 'AMOUNT_OUT_OF_RANGE' });
    expect(validateCoupon({ ...valid, percentOff: null, amountOff: 'cinq' })).toEqual({ amountOff: 'INVALID_AMOUNT' });
    expect(validateCoupon({ ...valid, usageLimit: 0 })).toEqual({ usageLimit: 'USAGE_LIMIT_OUT_OF_RANGE' });
  });

  it('asks a voucher for no reduction of its own (its promotion applies)', () => {
    expect(validateCoupon({ ...valid, percentOff: null }, { voucher: true })).toEqual({});
    expect(validateCoupon({ ...valid, percentOff: null, code: 'A' }, { voucher: true })).toEqual({ code: 'COUPON_CODE_INVALID' });
  });

  it('reads a stored coupon back into the form, unchanged when saved again', () => {
    const stored = { code: 'ETE-2026', percentOff: null, amountOffCents: 550, validUntil: '2026-08-31T21:59:59.999Z', usageLimit: 3 };
    const values = fromCoupon(stored);
    expect(values).toMatchObject({ code: 'ETE-2026', percentOff: null, amountOff: '5,50', usageLimit: 3 });
    expect(values.validUntil?.format('YYYY-MM-DD')).toBe('2026-08-31');
    expect(toCouponInput(values)).toEqual(stored);
  });
});
