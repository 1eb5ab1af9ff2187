import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, FieldErrors, PageArgs, badInput, conflict, likeContains, notFound, paginate } from '@guide/platform';
import { couponRefusal, isUuid, normalizeCouponCode } from '@guide/validation';
import type { CouponRow } from '../coupons/coupon-rules';
import { COUPON_COLUMNS } from '../coupons/coupons.service';
import type { TaxCategory } from '../money/money';
import { EnginePromotion, PlainCoupon, Pricing, price, salePrice } from './pricing-engine';
import { PROMOTION_LIMITS, PromotionInputLike, PromotionValues, VOUCHER_PREFIX, validatePromotionInput } from './promotion-rules';
import { CONDITIONS, operationOut } from './strategies/registry';
import type { CustomerFacts, EngineLine } from './strategies/strategy';

/** A promotion as stored: its values, and what the shop counts. */
export interface PromotionRow extends PromotionValues {
  id: string;
  timesUsed: number;
  voucherCount: number;
  createdAt: Date;
}

const COLUMNS = `p.id, p.name, p.enabled, p.starts_at AS "startsAt", p.ends_at AS "endsAt", p.coupon_code AS "couponCode",
  p.per_customer_usage_limit AS "perCustomerUsageLimit", p.usage_limit AS "usageLimit", p.times_used AS "timesUsed", p.priority,
  p.exclusive, p.conditions, p.actions, p.created_at AS "createdAt",
  (SELECT count(*)::int FROM coupons c WHERE c.promotion_id = p.id) AS "voucherCount"`;

/** How long a replica trusts its copy of the active promotions (its own writes clear it at once). */
export const ACTIVE_CACHE_MS = 5000;

/** Voucher codes: PREFIX-XXXXXXXX from 32 unambiguous characters (40 random bits each, crypto-random). */
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const VOUCHER_LENGTH = 8;

/** A promotion is current at `now` when enabled and within its dates. */
export const isCurrent = (p: Pick<PromotionRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date) =>
  p.enabled && (!p.startsAt || new Date(p.startsAt).getTime() <= now.getTime()) && (!p.endsAt || new Date(p.endsAt).getTime() > now.getTime());

/** Applies by itself: no code of its own and no vouchers (a promotion given through vouchers waits for one). */
export const isAutomatic = (p: Pick<PromotionRow, 'couponCode' | 'voucherCount'>) => !p.couponCode && !p.voucherCount;

/** The refusal of a promotion's code (or voucher's promotion) now, as applyCoupon answers it; null when usable. */
export function promotionRefusal(
  p: PromotionRow | null | undefined,
  now: Date,
  usedByCustomer = 0,
): 'COUPON_UNKNOWN' | 'COUPON_EXPIRED' | 'COUPON_USED_UP' | null {
  if (!p || !p.enabled || (p.startsAt && new Date(p.startsAt).getTime() > now.getTime())) return 'COUPON_UNKNOWN';
  if (p.endsAt && new Date(p.endsAt).getTime() <= now.getTime()) return 'COUPON_EXPIRED';
  if (p.usageLimit != null && p.timesUsed >= p.usageLimit) return 'COUPON_USED_UP';
  if (p.perCustomerUsageLimit != null && usedByCustomer >= p.perCustomerUsageLimit) return 'COUPON_USED_UP';
  return null;
}

/** What the cart's code is: a plain coupon, a voucher of a promotion, a promotion's own code, or nothing known. */
export type ResolvedCode =
  | { kind: 'coupon'; coupon: CouponRow }
  | { kind: 'voucher'; coupon: CouponRow; promotion: PromotionRow | null }
  | { kind: 'promotion'; promotion: PromotionRow }
  | { kind: 'unknown' };

/** A cart to price. */
export interface CartToPrice {
  lines: readonly EngineLine[];
  customerId: string | null;
  groupCode: string | null;
  shippingCents: number;
  /** Shipping's VAT rate (tenths); absent: France's standard rate. */
  shippingVatRateTenths?: number;
  code: string | null;
}

/** The pricing of a cart, with what its code turned out to be. */
export interface CartPricing {
  pricing: Pricing;
  code: ResolvedCode | null;
  /** The plain coupon that gave a discount (null: none, or the code is a promotion's). */
  coupon: CouponRow | null;
}

/**
 * Promotions: the back office's CRUD and vouchers, the active promotions (cached in memory for
 * ACTIVE_CACHE_MS, cleared by this replica's writes), pricing a cart through the engine, and counting
 * uses in the order's transaction under row locks.
 */
@Injectable()
export class PromotionsService {
  private cache: { at: number; rows: Promise<PromotionRow[]> } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- back office ----------------------------------------------------------------------------------

  list(args: PageArgs & { search?: string | null }) {
    const search = args.search?.trim() ?? '';
    if ([...search].length > PROMOTION_LIMITS.searchMax) throw badInput({ search: 'TOO_LONG' });
    return paginate(args, async ({ skip, take }) => {
      const where = search ? `WHERE p.name ILIKE $1 OR p.coupon_code ILIKE $1` : '';
      const params = search ? [likeContains(search)] : [];
      const [rows, [{ n }]] = await Promise.all([
        this.dataSource.query(
          `SELECT ${COLUMNS} FROM promotions p ${where} ORDER BY p.priority DESC, p.created_at DESC, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, take + 1, skip],
        ),
        this.dataSource.query(`SELECT count(*)::int AS n FROM promotions p ${where}`, params),
      ]);
      return [rows as PromotionRow[], n as number];
    });
  }

  async byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<PromotionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM promotions p WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  async byIds(ids: readonly string[]): Promise<PromotionRow[]> {
    const valid = ids.filter(isUuid);
    return valid.length ? this.dataSource.query(`SELECT ${COLUMNS} FROM promotions p WHERE p.id = ANY($1)`, [valid]) : [];
  }

  private checked(input: PromotionInputLike) {
    const result = validatePromotionInput(input);
    if (!result.ok) throw badInput(result.errors, result.problems.length ? result.problems.join('; ') : 'Some fields are invalid');
    return result.values;
  }

  /** A code must not be a coupon's either (promotions' own unique index covers promotions). */
  private async checkCodeFree(manager: EntityManager, code: string | null, promotionId: string | null) {
    if (!code) return;
    const [taken] = await manager.query(
      `SELECT 1 FROM coupons WHERE code = $1 UNION ALL SELECT 1 FROM promotions WHERE upper(coupon_code) = $1 AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
      [code, promotionId],
    );
    if (taken) throw conflict('This code is taken', { couponCode: 'COUPON_CODE_TAKEN' });
  }

  async create(input: PromotionInputLike): Promise<PromotionRow> {
    const v = this.checked(input);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkCodeFree(manager, v.couponCode, null);
      const [row] = await manager.query(
        `INSERT INTO promotions (name, enabled, starts_at, ends_at, coupon_code, per_customer_usage_limit, usage_limit, priority, exclusive, conditions, actions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT DO NOTHING RETURNING id`,
        columnValues(v),
      );
      if (!row) throw conflict('This code is taken', { couponCode: 'COUPON_CODE_TAKEN' });
      return row.id as string;
    });
    this.invalidate();
    return (await this.byId(id))!;
  }

  async update(id: string, input: PromotionInputLike): Promise<PromotionRow> {
    const v = this.checked(input);
    if (!isUuid(id)) throw notFound('Promotion');
    await this.dataSource.transaction(async (manager) => {
      await this.checkCodeFree(manager, v.couponCode, id);
      const [, count] = await manager
        .query(
          `UPDATE promotions SET name = $2, enabled = $3, starts_at = $4, ends_at = $5, coupon_code = $6, per_customer_usage_limit = $7,
           usage_limit = $8, priority = $9, exclusive = $10, conditions = $11, actions = $12, updated_at = now() WHERE id = $1`,
          [id, ...columnValues(v)],
        )
        .catch((error) => {
          if ((error as { code?: string }).code === '23505') throw conflict('This code is taken', { couponCode: 'COUPON_CODE_TAKEN' });
          throw error;
        });
      if (!count) throw notFound('Promotion');
    });
    this.invalidate();
    return (await this.byId(id))!;
  }

  /** Deletes promotions and their vouchers; orders keep the discounts they were placed with (by name). */
  async delete(ids: readonly string[]): Promise<number> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (!valid.length) return 0;
    const [, count] = await this.dataSource.query('DELETE FROM promotions WHERE id = ANY($1)', [valid]);
    this.invalidate();
    return count;
  }

  /**
   * `count` single-use vouchers of a promotion (PREFIX-XXXXXXXX), inserted in one statement; a code
   * that happens to exist already is drawn again. The codes in the answer.
   */
  async generateVouchers(promotionId: string, count: number, prefix: string | null | undefined): Promise<string[]> {
    const errors: FieldErrors = {};
    if (!Number.isInteger(count) || count < 1 || count > PROMOTION_LIMITS.vouchersMax) errors.count = 'OUT_OF_RANGE';
    const head = prefix == null ? '' : normalizeCouponCode(prefix);
    if (head && !VOUCHER_PREFIX.test(head)) errors.prefix = 'COUPON_CODE_INVALID';
    if (Object.keys(errors).length)
      throw badInput(errors, `From 1 to ${PROMOTION_LIMITS.vouchersMax} vouchers; a prefix of letters, digits and dashes, at most 20`);
    if (!(await this.byId(promotionId))) throw notFound('Promotion');
    const draw = () => {
      let s = '';
      for (let i = 0; i < VOUCHER_LENGTH; i++) s += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
      return head ? `${head}-${s}` : s;
    };
    const codes: string[] = [];
    for (let round = 0; codes.length < count && round < 5; round++) {
      const wanted = [...new Set(Array.from({ length: count - codes.length }, draw))];
      const rows: { code: string }[] = await this.dataSource.query(
        `INSERT INTO coupons (code, usage_limit, promotion_id)
         SELECT c, 1, $2 FROM unnest($1::text[]) AS c
         WHERE NOT EXISTS (SELECT 1 FROM promotions WHERE upper(coupon_code) = c)
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [wanted, promotionId],
      );
      codes.push(...rows.map((r) => r.code));
    }
    this.invalidate();
    return codes;
  }

  /** The API's Promotion. */
  view(row: PromotionRow) {
    return {
      ...row,
      conditions: row.conditions.map((c) => operationOut(c, 'conditions')),
      actions: row.actions.map((a) => operationOut(a, 'actions')),
    };
  }

  // ---- active promotions ----------------------------------------------------------------------------

  invalidate(): void {
    this.cache = null;
  }

  /**
   * Enabled promotions not ended, highest priority first (cached briefly: every cart read prices through
   * them). A refresh runs on the caller's connection: a cart's transaction already holds one, and asking the
   * pool for another while every connection is held by such transactions would wait for ever.
   */
  active(manager: EntityManager = this.dataSource.manager): Promise<PromotionRow[]> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > ACTIVE_CACHE_MS) {
      const rows = manager.query(
        `SELECT ${COLUMNS} FROM promotions p WHERE p.enabled AND (p.ends_at IS NULL OR p.ends_at > now()) ORDER BY p.priority DESC, p.created_at, p.id`,
      );
      this.cache = { at: now, rows };
      rows.catch(() => (this.cache = null));
    }
    return this.cache.rows;
  }

  /** Whether some current automatic promotion without conditions discounts products (else no sale price to compute). */
  async hasUnconditionalSale(): Promise<boolean> {
    const now = new Date();
    return (await this.active()).some(
      (p) => isCurrent(p, now) && isAutomatic(p) && !p.conditions.length && withinLimit(p) && p.actions.some((a) => a.code === 'product_percentage_discount'),
    );
  }

  /** Sale prices (VAT included) of products, from the automatic promotions that need nothing of the cart. */
  async salePrices(products: readonly { id: string; priceCents: number; taxCategory: TaxCategory }[]): Promise<Map<string, number | null>> {
    const now = new Date();
    const unconditional = (await this.active()).filter((p) => isCurrent(p, now) && isAutomatic(p) && !p.conditions.length && withinLimit(p));
    const out = new Map<string, number | null>();
    for (const p of products)
      out.set(p.id, unconditional.length ? salePrice({ productId: p.id, unitPriceCents: p.priceCents, taxCategory: p.taxCategory }, unconditional) : null);
    return out;
  }

  // ---- codes ----------------------------------------------------------------------------------------

  /** What a code is (coupons first: plain coupons and vouchers, then promotions' own codes). */
  async resolveCode(code: string, manager: EntityManager = this.dataSource.manager, fresh = false): Promise<ResolvedCode> {
    const normal = normalizeCouponCode(code);
    const [coupon] = await manager.query(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE code = $1`, [normal]);
    if (coupon) {
      if (!coupon.promotionId) return { kind: 'coupon', coupon };
      const promotion = fresh ? await this.byId(coupon.promotionId, manager) : ((await this.active(manager)).find((p) => p.id === coupon.promotionId) ?? null);
      return { kind: 'voucher', coupon, promotion };
    }
    const promotion = fresh
      ? ((await manager.query(`SELECT ${COLUMNS} FROM promotions p WHERE upper(p.coupon_code) = $1`, [normal]))[0] ?? null)
      : ((await this.active(manager)).find((p) => p.couponCode === normal) ?? null);
    return promotion ? { kind: 'promotion', promotion } : { kind: 'unknown' };
  }

  /** The times a customer's orders used each promotion. */
  private async usesBy(manager: EntityManager, customerId: string, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows: { id: string; n: number }[] = await manager.query(
      'SELECT promotion_id AS id, count(*)::int AS n FROM promotion_usages WHERE customer_id = $1 AND promotion_id = ANY($2) GROUP BY promotion_id',
      [customerId, ids],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /**
   * Why applyCoupon refuses a code for this customer now (COUPON_UNKNOWN / EXPIRED / USED_UP), null when
   * it may go on the cart; `code` is then the form to store.
   */
  async codeRefusal(
    code: string,
    customerId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ refusal: 'COUPON_UNKNOWN' | 'COUPON_EXPIRED' | 'COUPON_USED_UP' | null; code: string }> {
    const resolved = await this.resolveCode(code, manager, true);
    const now = new Date();
    const usedBy = async (p: PromotionRow | null) => (p && customerId ? ((await this.usesBy(manager, customerId, [p.id])).get(p.id) ?? 0) : 0);
    switch (resolved.kind) {
      case 'coupon':
        return { refusal: couponRefusal(resolved.coupon, now), code: resolved.coupon.code };
      case 'voucher':
        return {
          refusal: couponRefusal(resolved.coupon, now) ?? promotionRefusal(resolved.promotion, now, await usedBy(resolved.promotion)),
          code: resolved.coupon.code,
        };
      case 'promotion':
        return { refusal: promotionRefusal(resolved.promotion, now, await usedBy(resolved.promotion)), code: resolved.promotion.couponCode! };
      default:
        return { refusal: 'COUPON_UNKNOWN', code: normalizeCouponCode(code) };
    }
  }

  // ---- pricing --------------------------------------------------------------------------------------

  /**
   * Prices a cart: the current automatic promotions and the one of its code (a promotion's code or a
   * voucher), within their limits (the customer's own uses included), a plain coupon if usable.
   * `exclude`: promotions checkout found used up under lock. `rows`: promotions to use instead of the cache.
   */
  async priceCart(cart: CartToPrice, manager: EntityManager = this.dataSource.manager, exclude: ReadonlySet<string> = new Set()): Promise<CartPricing> {
    const now = new Date();
    const code = cart.code ? await this.resolveCode(cart.code, manager) : null;
    const coupon = code?.kind === 'coupon' && !couponRefusal(code.coupon, now) ? code.coupon : null;
    const codePromotionId =
      code?.kind === 'promotion' ? code.promotion.id : code?.kind === 'voucher' && !couponRefusal(code.coupon, now) ? (code.promotion?.id ?? null) : null;
    let candidates = (await this.active(manager)).filter(
      (p) => !exclude.has(p.id) && isCurrent(p, now) && withinLimit(p) && (isAutomatic(p) || p.id === codePromotionId),
    );
    if (cart.customerId) {
      const limited = candidates.filter((p) => p.perCustomerUsageLimit != null).map((p) => p.id);
      if (limited.length) {
        const uses = await this.usesBy(manager, cart.customerId, limited);
        candidates = candidates.filter((p) => p.perCustomerUsageLimit == null || (uses.get(p.id) ?? 0) < p.perCustomerUsageLimit);
      }
    }
    const customer: CustomerFacts = { customerId: cart.customerId, groupCode: cart.groupCode, hasOrdered: null };
    if (cart.customerId && candidates.some((p) => p.conditions.some((c) => CONDITIONS.get(c.code)?.needsOrderHistory))) {
      const [{ ordered }] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM orders WHERE customer_id = $1 AND kind = 'ORDER' AND status <> 'CANCELED') AS ordered`,
        [cart.customerId],
      );
      customer.hasOrdered = ordered;
    }
    const plain: PlainCoupon | null = coupon ? { code: coupon.code, percentOff: coupon.percentOff, amountOffCents: coupon.amountOffCents } : null;
    const pricing = price({
      lines: cart.lines,
      customer,
      shippingCents: cart.shippingCents,
      shippingVatRateTenths: cart.shippingVatRateTenths,
      promotions: candidates.map(enginePromotion),
      coupon: plain,
    });
    return { pricing, code, coupon };
  }

  /**
   * In the order's transaction: locks the promotions a pricing applied (and the code's), re-reads them and
   * answers those that can no longer be used by this customer (used up meanwhile, disabled, ended). The
   * caller prices again without them; the code's own promotion refused is the caller's error to raise.
   */
  async lockAndCheck(
    manager: EntityManager,
    ids: readonly string[],
    customerId: string,
  ): Promise<{ refused: Map<string, 'COUPON_UNKNOWN' | 'COUPON_EXPIRED' | 'COUPON_USED_UP'> }> {
    const refused = new Map<string, 'COUPON_UNKNOWN' | 'COUPON_EXPIRED' | 'COUPON_USED_UP'>();
    const unique = [...new Set(ids)].sort();
    if (!unique.length) return { refused };
    // Locked in id order (no deadlock between two orders); FOR UPDATE reads the last committed counts.
    const rows: PromotionRow[] = await manager.query(
      `SELECT p.id, p.enabled, p.starts_at AS "startsAt", p.ends_at AS "endsAt", p.usage_limit AS "usageLimit", p.times_used AS "timesUsed",
              p.per_customer_usage_limit AS "perCustomerUsageLimit"
       FROM promotions p WHERE p.id = ANY($1) ORDER BY p.id FOR UPDATE`,
      [unique],
    );
    const uses = await this.usesBy(manager, customerId, unique);
    const now = new Date();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of unique) {
      const why = promotionRefusal(byId.get(id), now, uses.get(id) ?? 0);
      if (why) refused.set(id, why);
    }
    return { refused };
  }

  /** Counts one use of each promotion applied to the order (rows already locked by lockAndCheck). */
  async recordUses(manager: EntityManager, ids: readonly string[], orderId: string, customerId: string): Promise<void> {
    if (!ids.length) return;
    await manager.query('UPDATE promotions SET times_used = times_used + 1 WHERE id = ANY($1)', [ids]);
    await manager.query('INSERT INTO promotion_usages (promotion_id, order_id, customer_id) SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING', [
      ids,
      orderId,
      customerId,
    ]);
    this.invalidate();
  }
}

/** The written columns in the order INSERT ($1…$11) and UPDATE ($2…$12) name them. */
const columnValues = (v: PromotionValues) => [
  v.name,
  v.enabled,
  v.startsAt,
  v.endsAt,
  v.couponCode,
  v.perCustomerUsageLimit,
  v.usageLimit,
  v.priority,
  v.exclusive,
  JSON.stringify(v.conditions),
  JSON.stringify(v.actions),
];

const withinLimit = (p: PromotionRow) => p.usageLimit == null || p.timesUsed < p.usageLimit;

const enginePromotion = (p: PromotionRow): EnginePromotion => ({
  id: p.id,
  name: p.name,
  priority: p.priority,
  exclusive: p.exclusive,
  conditions: p.conditions,
  actions: p.actions,
});

/** NOT_FOUND for a promotion id that is not one. */
export const promotionNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'Promotion not found');
