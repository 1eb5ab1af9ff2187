import { couponRefusal, normalizeCouponCode, validateCouponInput } from './coupon-rules';

describe('coupon rules', () => {
  it('normalises codes to upper case', () => {
    expect(normalizeCouponCode('  bienvenue10 ')).toBe('BIENVENUE10');
  });

  it('accepts exactly one discount and a well-formed code', () => {
    expect(validateCouponInput({ code: 'ete-2026', percentOff: 15 })).toEqual({});
    expect(validateCouponInput({ code: 'CADEAU', amountOffCents: 500, usageLimit: 10 })).toEqual({});
    expect(validateCouponInput({ code: 'AB', percentOff: 10 })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCouponInput({ code: 'NO SPACE', percentOff: 10 })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCouponInput({ code: 'BOTH', percentOff: 10, amountOffCents: 100 })).toEqual({ amountOffCents: 'ONE_DISCOUNT_ONLY' });
    expect(validateCouponInput({ code: 'NONE' })).toEqual({ percentOff: 'REQUIRED' });
    expect(validateCouponInput({ code: 'PCT', percentOff: 101 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'PCT', percentOff: 0 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'AMT', amountOffCents: 0 })).toEqual({ amountOffCents: 'AMOUNT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'LIM', percentOff: 5, usageLimit: 0 })).toEqual({ usageLimit: 'USAGE_LIMIT_OUT_OF_RANGE' });
  });

  it('refuses unknown, expired and used-up coupons', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(couponRefusal(null, now)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal({ validUntil: new Date('2026-05-31T23:59:59Z'), usageLimit: null, timesUsed: 0 }, now)).toBe('COUPON_EXPIRED');
    expect(couponRefusal({ validUntil: new Date('2026-06-02T00:00:00Z'), usageLimit: 2, timesUsed: 2 }, now)).toBe('COUPON_USED_UP');
    expect(couponRefusal({ validUntil: null, usageLimit: 2, timesUsed: 1 }, now)).toBeNull();
    expect(couponRefusal({ validUntil: null, usageLimit: null, timesUsed: 99 }, now)).toBeNull();
  });
});
