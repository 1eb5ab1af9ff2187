import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, PageArgs, badInput, conflict, likeContains, notFound, paginate } from '@guide/platform';
import { ServerMessageKey, couponRefusal, isUuid, normalizeCouponCode, validateCouponInput } from '@guide/validation';
import { CouponRow } from './coupon-rules';
import type { CouponInput } from '../generated/graphql';

export const COUPON_COLUMNS = `id, code, percent_off AS "percentOff", amount_off_cents AS "amountOffCents", valid_until AS "validUntil",
  usage_limit AS "usageLimit", times_used AS "timesUsed", created_at AS "createdAt", promotion_id AS "promotionId"`;
const COLUMNS = COUPON_COLUMNS;
const SEARCH_MAX = 120;

const codeTaken = () => conflict('This coupon code is taken', { code: ServerMessageKey.COUPON_CODE_TAKEN });

/** Coupons of the back office (plain ones and promotions' vouchers) and their use by carts and orders. */
@Injectable()
export class CouponsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A promotion's own code is taken for coupons too (one code, one meaning at the till). */
  private async promotionHasCode(manager: EntityManager, code: string): Promise<boolean> {
    const [row] = await manager.query('SELECT 1 FROM promotions WHERE upper(coupon_code) = $1', [code]);
    return !!row;
  }

  async create(input: CouponInput): Promise<CouponRow> {
    const errors = validateCouponInput(input);
    if (Object.keys(errors).length) throw badInput(errors);
    const code = normalizeCouponCode(input.code);
    if (await this.promotionHasCode(this.dataSource.manager, code)) throw codeTaken();
    const [row] = await this.dataSource.query(
      `INSERT INTO coupons (code, percent_off, amount_off_cents, valid_until, usage_limit) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
      [code, input.percentOff ?? null, input.amountOffCents ?? null, input.validUntil ?? null, input.usageLimit ?? null],
    );
    if (!row) throw codeTaken();
    return row;
  }

  /**
   * Same rules as create. A voucher keeps its promotion and has no reduction of its own (the promotion's
   * actions apply): its percentOff / amountOffCents are ignored, and none is needed.
   */
  async update(id: string, input: CouponInput): Promise<CouponRow> {
    if (!isUuid(id)) throw notFound('Coupon');
    return this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query(`SELECT ${COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`, [id]);
      if (!current) throw notFound('Coupon');
      const voucher = !!current.promotionId;
      const errors: FieldErrors = validateCouponInput(voucher ? { ...input, percentOff: null, amountOffCents: 1 } : input);
      if (Object.keys(errors).length) throw badInput(errors);
      const code = normalizeCouponCode(input.code);
      if (code !== current.code && (await this.promotionHasCode(manager, code))) throw codeTaken();
      const [[row]] = await manager
        .query(
          `UPDATE coupons SET code = $2, percent_off = $3, amount_off_cents = $4, valid_until = $5, usage_limit = $6, updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            id,
            code,
            voucher ? null : (input.percentOff ?? null),
            voucher ? null : (input.amountOffCents ?? null),
            input.validUntil ?? null,
            input.usageLimit ?? null,
          ],
        )
        .catch((error) => {
          if ((error as { code?: string }).code === '23505') throw codeTaken();
          throw error;
        });
      return row;
    });
  }

  list(args: PageArgs & { search?: string | null; promotionId?: string | null }) {
    const search = args.search?.trim() ?? '';
    if ([...search].length > SEARCH_MAX) throw badInput({ search: 'TOO_LONG' });
    const where: string[] = [];
    const params: unknown[] = [];
    if (search) {
      params.push(likeContains(search.toUpperCase()));
      where.push(`code LIKE $${params.length}`);
    }
    if (args.promotionId) {
      if (!isUuid(args.promotionId)) throw badInput({ promotionId: 'INVALID_ID' });
      params.push(args.promotionId);
      where.push(`promotion_id = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return paginate(args, async ({ skip, take }) => {
      const [rows, [{ n }]] = await Promise.all([
        this.dataSource.query(
          `SELECT ${COLUMNS} FROM coupons ${filter} ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, take + 1, skip],
        ),
        this.dataSource.query(`SELECT count(*)::int AS n FROM coupons ${filter}`, params),
      ]);
      return [rows, n];
    });
  }

  async delete(id: string): Promise<boolean> {
    const [, count] = await this.dataSource.query('DELETE FROM coupons WHERE id = $1', [id]);
    if (!count) throw notFound('Coupon');
    return true;
  }

  /** Mass delete: the number deleted (ids not found are skipped). Orders keep the code they were placed with. */
  async deleteMany(ids: readonly string[]): Promise<number> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (!valid.length) return 0;
    const [, count] = await this.dataSource.query('DELETE FROM coupons WHERE id = ANY($1)', [valid]);
    return count;
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
