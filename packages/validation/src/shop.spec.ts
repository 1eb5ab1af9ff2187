import { validateWith } from './errors';
import { ALL_MESSAGE_KEYS } from './messages';
import { addressSchema, orderAddressSchema } from './schemas';
import {
  SHOP_LIMITS,
  couponCodeError,
  couponRefusal,
  customerCommentError,
  lineQuantityError,
  normalizeCouponCode,
  staffCommentError,
  validateCouponInput,
} from './shop';

describe('coupons', () => {
  it('normalises codes (trimmed, upper-case)', () => {
    expect(normalizeCouponCode('  bienvenue10 ')).toBe('BIENVENUE10');
  });

  it('takes 3 to 40 letters, digits and dashes, and exactly one reduction', () => {
    expect(validateCouponInput({ code: 'ete-2026', percentOff: 15 })).toEqual({});
    expect(validateCouponInput({ code: 'CADEAU', amountOffCents: 500, usageLimit: 10 })).toEqual({});
    expect(validateCouponInput({ code: 'A'.repeat(40), percentOff: 100 })).toEqual({});
    expect(validateCouponInput({ code: '  ', percentOff: 10 })).toEqual({ code: 'REQUIRED' });
    // The admin form let a 2-character code through, commerce refused it: one rule now.
    expect(validateCouponInput({ code: 'AB', percentOff: 10 })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCouponInput({ code: 'A'.repeat(41), percentOff: 10 })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCouponInput({ code: 'NO SPACE', percentOff: 10 })).toEqual({ code: 'COUPON_CODE_INVALID' });
    expect(validateCouponInput({ code: 'BOTH', percentOff: 10, amountOffCents: 100 })).toEqual({ amountOffCents: 'ONE_DISCOUNT_ONLY' });
    expect(validateCouponInput({ code: 'NONE' })).toEqual({ percentOff: 'ONE_DISCOUNT_ONLY' });
  });

  it('bounds the reduction and the usage limit', () => {
    expect(validateCouponInput({ code: 'PCT', percentOff: 101 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'PCT', percentOff: 0 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'PCT', percentOff: 12.5 })).toEqual({ percentOff: 'PERCENT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'AMT', amountOffCents: 0 })).toEqual({ amountOffCents: 'AMOUNT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'AMT', amountOffCents: SHOP_LIMITS.amountOffCentsMax + 1 })).toEqual({ amountOffCents: 'AMOUNT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'LIM', percentOff: 5, usageLimit: 0 })).toEqual({ usageLimit: 'USAGE_LIMIT_OUT_OF_RANGE' });
    expect(validateCouponInput({ code: 'DAY', percentOff: 5, validUntil: 'not a date' })).toEqual({ validUntil: 'DATE_INVALID' });
  });

  it('refuses unknown, expired and used-up coupons', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(couponRefusal(null, now)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal({ validUntil: new Date('2026-05-31T23:59:59Z'), usageLimit: null, timesUsed: 0 }, now)).toBe('COUPON_EXPIRED');
    expect(couponRefusal({ validUntil: new Date('2026-06-02T00:00:00Z'), usageLimit: 2, timesUsed: 2 }, now)).toBe('COUPON_USED_UP');
    expect(couponRefusal({ validUntil: null, usageLimit: 2, timesUsed: 1 }, now)).toBeNull();
    expect(couponRefusal({ validUntil: null, usageLimit: null, timesUsed: 99 }, now)).toBeNull();
  });

  it('checks the code a customer types before asking the API', () => {
    expect(couponCodeError(' ')).toBe('REQUIRED');
    expect(couponCodeError('x')).toBe('COUPON_UNKNOWN');
    expect(couponCodeError(' bienvenue ')).toBeNull();
  });
});

describe('cart lines, comments', () => {
  it('takes 1 to 999 units (0 removes a line when changing it)', () => {
    expect(lineQuantityError(1)).toBeNull();
    expect(lineQuantityError(999)).toBeNull();
    expect(lineQuantityError(0)).toBe('QUANTITY_OUT_OF_RANGE');
    expect(lineQuantityError(0, { allowZero: true })).toBeNull();
    expect(lineQuantityError(1000, { allowZero: true })).toBe('QUANTITY_OUT_OF_RANGE');
    expect(lineQuantityError(1.5)).toBe('QUANTITY_OUT_OF_RANGE');
  });

  it('bounds the customer comment (2,000) and the staff answer to a quote (required, 5,000)', () => {
    expect(customerCommentError(null)).toBeNull();
    expect(customerCommentError('é'.repeat(2000))).toBeNull();
    expect(customerCommentError('é'.repeat(2001))).toBe('TOO_LONG');
    expect(staffCommentError('  ')).toBe('REQUIRED');
    expect(staffCommentError('x'.repeat(5001))).toBe('TOO_LONG');
    expect(staffCommentError('Bonjour')).toBeNull();
  });
});

describe('order addresses', () => {
  const fr = {
    firstName: 'Anne',
    lastName: 'Martin',
    company: '',
    street: '12 rue des Lilas',
    additionalAddress: null,
    postalCode: '69001',
    city: 'Lyon',
    country: 'fr',
    phone: '06 12 34 56 78',
  };

  it('cleans an address: country upper-case, empty optional fields null', () => {
    const result = validateWith(orderAddressSchema, fr);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ country: 'FR', company: null, additionalAddress: null, city: 'Lyon' }) });
  });

  it('applies the bounds of saved addresses (city 80, street 120, names 35)', () => {
    expect(validateWith(orderAddressSchema, { ...fr, city: 'x'.repeat(80) }).ok).toBe(true);
    const result = validateWith(orderAddressSchema, { ...fr, city: 'x'.repeat(81), street: 'x'.repeat(121), firstName: 'x'.repeat(36), postalCode: '6900' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { city: 'TOO_LONG', street: 'TOO_LONG', firstName: 'NAME_TOO_LONG', postalCode: 'POSTAL_CODE_INVALID' },
    });
  });

  it('accepts every address the account accepts (one schema)', () => {
    const saved = [
      { ...fr, country: 'FR', phone: '+33 6 12 34 56 78' },
      { ...fr, country: 'GB', postalCode: 'SW1A 1AA', phone: '+44 (0)20 7946 0958', city: 'London' },
      { ...fr, country: 'BE', postalCode: '1000', phone: null, company: 'x'.repeat(120), city: 'y'.repeat(80) },
    ];
    for (const address of saved) {
      expect(validateWith(addressSchema, { ...address, type: 'BILLING' }).ok).toBe(true);
      expect(validateWith(orderAddressSchema, address).ok).toBe(true);
    }
  });

  it('answers with catalogue keys only', () => {
    const result = validateWith(orderAddressSchema, { country: 'France', phone: 'abc', postalCode: '!' });
    expect(result.ok).toBe(false);
    if (!result.ok) for (const key of Object.values(result.fieldErrors)) expect(ALL_MESSAGE_KEYS).toContain(key);
  });
});
