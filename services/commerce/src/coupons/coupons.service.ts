import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PageArgs, badInput, conflict, notFound, paginate } from '@guide/platform';
import { ServerMessageKey, couponRefusal, normalizeCouponCode, validateCouponInput } from '@guide/validation';
import { CouponRow } from './coupon-rules';
import type { CouponInput } from '../generated/graphql';

const COLUMNS = `id, code, percent_off AS "percentOff", amount_off_cents AS "amountOffCents", valid_until AS "validUntil",
  usage_limit AS "usageLimit", times_used AS "timesUsed", created_at AS "createdAt"`;

/** Coupons of the back office and their use by carts and orders. */
@Injectable()
export class CouponsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(input: CouponInput): Promise<CouponRow> {
    const errors = validateCouponInput(input);
    if (Object.keys(errors).length) throw badInput(errors);
    const [row] = await this.dataSource.query(
      `INSERT INTO coupons (code, percent_off, amount_off_cents, valid_until, usage_limit) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
      [normalizeCouponCode(input.code), input.percentOff ?? null, input.amountOffCents ?? null, input.validUntil ?? null, input.usageLimit ?? null],
    );
    if (!row) throw conflict('This coupon code is taken', { code: ServerMessageKey.COUPON_CODE_TAKEN });
    return row;
  }

  list(args: PageArgs) {
    return paginate(args, async ({ skip, take }) => {
      const rows = await this.dataSource.query(`SELECT ${COLUMNS} FROM coupons ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [take + 1, skip]);
      const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM coupons');
      return [rows, n];
    });
  }

  async delete(id: string): Promise<boolean> {
    const [, count] = await this.dataSource.query('DELETE FROM coupons WHERE id = $1', [id]);
    if (!count) throw notFound('Coupon');
    return true;
  }

  async byCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<CouponRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM coupons WHERE code = $1`, [normalizeCouponCode(code)]);
    return row ?? null;
  }

  /** A coupon a cart may carry now; BAD_USER_INPUT fieldErrors.code otherwise. */
  async usable(code: string): Promise<CouponRow> {
    const coupon = await this.byCode(code);
    const refusal = couponRefusal(coupon);
    if (refusal) throw badInput({ code: refusal }, 'This coupon cannot be used');
    return coupon!;
  }

  /**
   * Counts one use in the order's transaction, the row locked: re-checked there, so two orders cannot
   * both take a coupon's last use. Refused: BAD_USER_INPUT fieldErrors.couponCode, nothing written.
   */
  async consume(manager: EntityManager, code: string): Promise<CouponRow> {
    const [coupon] = await manager.query(`SELECT ${COLUMNS} FROM coupons WHERE code = $1 FOR UPDATE`, [code]);
    const refusal = couponRefusal(coupon);
    if (refusal) throw badInput({ couponCode: refusal }, 'The coupon can no longer be used');
    await manager.query('UPDATE coupons SET times_used = times_used + 1 WHERE id = $1', [coupon.id]);
    return coupon;
  }
}
