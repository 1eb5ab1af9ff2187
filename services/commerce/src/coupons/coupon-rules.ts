/**
 * A coupon as commerce reads it. Its rules (code, reductions, limits, refusals) are @guide/validation's
 * (shop.ts: `validateCouponInput`, `normalizeCouponCode`, `couponRefusal`), shared with the back office's form.
 */
export interface CouponRow {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  validUntil: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  createdAt: Date;
  /** A voucher: the promotion it applies (its own reductions are then null). */
  promotionId: string | null;
}
