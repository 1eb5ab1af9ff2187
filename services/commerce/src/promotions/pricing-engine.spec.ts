import { computeTotals } from '../money/money';
import { EnginePromotion, PricingInput, price, salePrice } from './pricing-engine';
import { parseArgs } from './strategies/args';
import { ACTIONS, CONDITIONS, StoredOperation, parseOperations } from './strategies/registry';
import type { EngineLine } from './strategies/strategy';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const P3 = '00000000-0000-4000-8000-000000000003';
const CAT = '00000000-0000-4000-8000-0000000000ca';

const line = (productId: string, unitPriceCents: number, quantity = 1, extra: Partial<EngineLine> = {}): EngineLine => ({
  productId,
  unitPriceCents,
  quantity,
  taxCategory: 'STANDARD',
  categoryIds: [],
  ...extra,
});
const op = (code: string, args: Record<string, unknown> = {}): StoredOperation => ({ code, args: args as StoredOperation['args'] });
let n = 0;
const promo = (p: Partial<EnginePromotion> & { actions: StoredOperation[] }): EnginePromotion => ({
  id: `promo-${++n}`,
  name: `Promo ${n}`,
  priority: 0,
  exclusive: false,
  conditions: [],
  ...p,
});
const guest = { customerId: null, groupCode: null, hasOrdered: null };
const run = (i: Partial<PricingInput> & { lines: EngineLine[] }) => price({ customer: guest, shippingCents: 0, promotions: [], ...i });

describe('pricing engine: actions', () => {
  it('order_percentage_discount rounds half up per line', () => {
    // 10 % of 1995 = 199.5 -> 200; of 1005 = 100.5 -> 101
    const r = run({ lines: [line(P1, 1995), line(P2, 1005)], promotions: [promo({ actions: [op('order_percentage_discount', { percent: 10 })] })] });
    expect(r.lines.map((l) => l.discountCents)).toEqual([200, 101]);
    expect(r.discountCents).toBe(301);
    expect(r.totalCents).toBe(3000 - 301);
    expect(r.discounts).toEqual([{ promotionId: expect.any(String), name: expect.any(String), amountCents: 301 }]);
  });

  it('order_fixed_discount is shared in proportion and never exceeds the lines', () => {
    const r = run({ lines: [line(P1, 300), line(P2, 700)], promotions: [promo({ actions: [op('order_fixed_discount', { amountCents: 100 })] })] });
    expect(r.lines.map((l) => l.discountCents)).toEqual([30, 70]);
    const big = run({ lines: [line(P1, 300)], shippingCents: 500, promotions: [promo({ actions: [op('order_fixed_discount', { amountCents: 5000 })] })] });
    expect(big.lines[0].discountCents).toBe(300);
    expect(big.totalCents).toBe(500); // shipping is not discounted by an order amount
  });

  it('product_percentage_discount is per unit: the line is quantity × the sale price', () => {
    // 15 % of 999 = 149.85 -> 150 per unit, × 3
    const r = run({
      lines: [line(P1, 999, 3), line(P2, 500)],
      promotions: [promo({ actions: [op('product_percentage_discount', { productIds: [P1], percent: 15 })] })],
    });
    expect(r.lines.map((l) => l.discountCents)).toEqual([450, 0]);
    expect(
      salePrice({ productId: P1, unitPriceCents: 999, taxCategory: 'STANDARD' }, [
        promo({ actions: [op('product_percentage_discount', { productIds: [P1], percent: 15 })] }),
      ]),
    ).toBe(849);
  });

  it('buy_x_get_y_free offers the cheapest units of the listed products', () => {
    const p = promo({ actions: [op('buy_x_get_y_free', { productIds: [P1, P2], x: 2, y: 1 })] });
    // 3 + 3 = 6 units -> 2 free, the cheapest (P2 at 400)
    const r = run({ lines: [line(P1, 1000, 3), line(P2, 400, 3), line(P3, 50, 9)], promotions: [p] });
    expect(r.lines.map((l) => l.discountCents)).toEqual([0, 800, 0]);
    const few = run({ lines: [line(P1, 1000, 2)], promotions: [p] });
    expect(few.discountCents).toBe(0);
    const all = run({ lines: [line(P1, 1000, 1), line(P2, 400, 1), line(P3, 1, 1)], promotions: [p] });
    expect(all.discountCents).toBe(0); // only 2 eligible units
  });

  it('free_shipping takes the whole delivery off, once, with its VAT', () => {
    const p = promo({ name: 'Livraison offerte', actions: [op('free_shipping')] });
    const r = run({ lines: [line(P1, 1200)], shippingCents: 690, promotions: [p, promo({ actions: [op('free_shipping')] })] });
    expect(r.shippingDiscountCents).toBe(690);
    expect(r.discounts).toEqual([{ promotionId: p.id, name: 'Livraison offerte', amountCents: 690 }]); // the second had nothing left
    expect(r.vatCents).toBe(200);
    expect(r.totalCents).toBe(1200);
  });
});

describe('pricing engine: conditions', () => {
  const pct = (conditions: StoredOperation[]) => promo({ conditions, actions: [op('order_percentage_discount', { percent: 10 })] });

  it('minimum_order_amount reads the subtotal before discounts', () => {
    const p = pct([op('minimum_order_amount', { amountCents: 5000 })]);
    expect(run({ lines: [line(P1, 4999)], promotions: [p] }).discountCents).toBe(0);
    expect(run({ lines: [line(P1, 5000)], promotions: [p] }).discountCents).toBe(500);
  });

  it('contains_products counts the units of the listed products together', () => {
    const p = pct([op('contains_products', { productIds: [P1, P2], minimumQuantity: 3 })]);
    expect(run({ lines: [line(P1, 1000, 2), line(P3, 1000, 5)], promotions: [p] }).discountCents).toBe(0);
    expect(run({ lines: [line(P1, 1000, 2), line(P2, 1000, 1)], promotions: [p] }).discountCents).toBe(300);
  });

  it('in_categories holds when one product of the cart is in a category', () => {
    const p = pct([op('in_categories', { categoryIds: [CAT] })]);
    expect(run({ lines: [line(P1, 1000)], promotions: [p] }).discountCents).toBe(0);
    expect(run({ lines: [line(P1, 1000, 1, { categoryIds: [CAT.toUpperCase()] })], promotions: [p] }).discountCents).toBe(100);
  });

  it('customer_group and first_order need a signed-in customer', () => {
    const group = pct([op('customer_group', { groupCodes: ['PRO'] })]);
    const first = pct([op('first_order')]);
    const lines = [line(P1, 1000)];
    expect(run({ lines, promotions: [group, first] }).discountCents).toBe(0);
    const pro = { customerId: P3, groupCode: 'PRO', hasOrdered: true };
    expect(run({ lines, customer: pro, promotions: [group, first] }).discountCents).toBe(100);
    expect(run({ lines, customer: { ...pro, groupCode: null, hasOrdered: false }, promotions: [group, first] }).discountCents).toBe(100);
  });

  it('an unknown stored code never holds nor acts', () => {
    expect(run({ lines: [line(P1, 1000)], promotions: [pct([op('gone_condition')])] }).discountCents).toBe(0);
    expect(run({ lines: [line(P1, 1000)], promotions: [promo({ actions: [op('gone_action')] })] }).discountCents).toBe(0);
  });
});

describe('pricing engine: priority, exclusive, never below zero', () => {
  it('applies higher priority first, each on what is left', () => {
    const fixed = promo({ priority: 10, actions: [op('order_fixed_discount', { amountCents: 500 })] });
    const pct = promo({ priority: 1, actions: [op('order_percentage_discount', { percent: 10 })] });
    const r = run({ lines: [line(P1, 2000)], promotions: [pct, fixed] });
    // 2000 - 500 = 1500, then 10 % = 150
    expect(r.discounts.map((d) => [d.promotionId, d.amountCents])).toEqual([
      [fixed.id, 500],
      [pct.id, 150],
    ]);
  });

  it('an exclusive promotion that applies stops the lower ones, not the higher ones', () => {
    const high = promo({ priority: 20, actions: [op('order_fixed_discount', { amountCents: 100 })] });
    const exclusive = promo({ priority: 10, exclusive: true, actions: [op('order_fixed_discount', { amountCents: 200 })] });
    const low = promo({ priority: 0, actions: [op('free_shipping')] });
    const r = run({ lines: [line(P1, 2000)], shippingCents: 500, promotions: [low, exclusive, high] });
    expect(r.appliedPromotionIds).toEqual([high.id, exclusive.id]);
    // when its conditions fail, it stops nothing
    const unmet = { ...exclusive, conditions: [op('minimum_order_amount', { amountCents: 1_000_000 })] };
    expect(run({ lines: [line(P1, 2000)], shippingCents: 500, promotions: [low, unmet, high] }).appliedPromotionIds).toEqual([high.id, low.id]);
  });

  it('never takes a line below zero, whatever stacks', () => {
    const promotions = [
      promo({ priority: 3, actions: [op('product_percentage_discount', { productIds: [P1], percent: 100 })] }),
      promo({ priority: 2, actions: [op('order_fixed_discount', { amountCents: 100_000 })] }),
      promo({ priority: 1, actions: [op('order_percentage_discount', { percent: 100 })] }),
    ];
    const r = run({ lines: [line(P1, 999, 2), line(P2, 1)], shippingCents: 490, promotions, coupon: { code: 'X', percentOff: 50, amountOffCents: null } });
    expect(r.lines.map((l) => l.totalCents - l.discountCents)).toEqual([0, 0]);
    expect(r.totalCents).toBe(490);
    expect(r.vatCents).toBe(82); // shipping's only
    expect(r.discounts.map((d) => d.amountCents)).toEqual([1998, 1]); // nothing left for the last one nor the coupon
  });

  it('keeps totals exact: total = subtotal + shipping - sum of discounts, VAT per line after discounts', () => {
    const r = run({
      lines: [line(P1, 1200, 2), line(P2, 1055, 1, { taxCategory: 'REDUCED' })],
      shippingCents: 600,
      promotions: [promo({ actions: [op('order_percentage_discount', { percent: 10 })] })],
    });
    expect(r.lines.map((l) => l.discountCents)).toEqual([240, 106]); // 105.5 -> 106
    expect(r.lines.map((l) => l.vatCents)).toEqual([360, 49]);
    expect(r.vatCents).toBe(509);
    expect(r.totalCents).toBe(r.subTotalCents + r.shippingCents - r.discounts.reduce((a, d) => a + d.amountCents, 0));
  });
});

describe('pricing engine: plain coupons work as before', () => {
  it.each([
    [{ code: 'BIENVENUE10', percentOff: 10, amountOffCents: null }],
    [{ code: 'CADEAU5', percentOff: null, amountOffCents: 500 }],
    [{ code: 'GROS', percentOff: null, amountOffCents: 999_999 }],
  ])('matches money.ts computeTotals for %o', (coupon) => {
    const lines = [line(P1, 1200, 2), line(P2, 1055, 1, { taxCategory: 'REDUCED' }), line(P3, 333, 3, { taxCategory: 'SUPER_REDUCED' })];
    const before = computeTotals(lines, coupon, 690);
    const now = run({ lines, shippingCents: 690, coupon });
    expect(now.discountCents).toBe(before.discountCents);
    expect(now.vatCents).toBe(before.vatCents);
    expect(now.totalCents).toBe(before.totalCents);
    expect(now.lines).toEqual(before.lines);
    expect(now.discounts).toEqual([{ promotionId: null, name: coupon.code, amountCents: before.discountCents }]);
  });
});

describe('sale price', () => {
  const product = { productId: P1, unitPriceCents: 2000, taxCategory: 'STANDARD' as const };
  it('comes from unconditional percentage promotions on the product only', () => {
    expect(salePrice(product, [])).toBeNull();
    expect(salePrice(product, [promo({ actions: [op('product_percentage_discount', { productIds: [P2], percent: 10 })] })])).toBeNull();
    expect(
      salePrice(product, [
        promo({
          conditions: [op('minimum_order_amount', { amountCents: 1 })],
          actions: [op('product_percentage_discount', { productIds: [P1], percent: 50 })],
        }),
      ]),
    ).toBeNull();
    expect(salePrice(product, [promo({ actions: [op('order_percentage_discount', { percent: 50 })] })])).toBeNull();
    expect(salePrice(product, [promo({ actions: [op('product_percentage_discount', { productIds: [P1], percent: 25 })] })])).toBe(1500);
  });
});

describe('strategy arguments', () => {
  it('parses typed JSON values and refuses the wrong type', () => {
    const defs = ACTIONS.get('product_percentage_discount')!.args;
    expect(
      parseArgs(defs, [
        { name: 'productIds', value: JSON.stringify([P1.toUpperCase(), P1]) },
        { name: 'percent', value: '20' },
      ]),
    ).toEqual({
      ok: true,
      args: { productIds: [P1], percent: 20 },
    });
    for (const bad of [
      [{ name: 'percent', value: '20' }], // productIds required
      [
        { name: 'productIds', value: '[]' },
        { name: 'percent', value: '20' },
      ],
      [
        { name: 'productIds', value: '["nope"]' },
        { name: 'percent', value: '20' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '"20"' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '101' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '12.5' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '{' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '5' },
        { name: 'percent', value: '5' },
      ],
      [
        { name: 'productIds', value: JSON.stringify([P1]) },
        { name: 'percent', value: '5' },
        { name: 'other', value: '5' },
      ],
      [
        { name: 'productIds', value: JSON.stringify(Array.from({ length: 201 }, () => P1)) },
        { name: 'percent', value: '5' },
      ],
    ])
      expect(parseArgs(defs, bad).ok).toBe(false);
    expect(parseArgs(ACTIONS.get('order_fixed_discount')!.args, [{ name: 'amountCents', value: '-100' }])).toMatchObject({ ok: false });
    expect(parseArgs(CONDITIONS.get('contains_products')!.args, [{ name: 'productIds', value: JSON.stringify([P1]) }])).toEqual({
      ok: true,
      args: { productIds: [P1], minimumQuantity: 1 },
    });
  });

  it('names the first problem of a list of operations', () => {
    const errors = {};
    const problems: string[] = [];
    parseOperations('conditions', [{ code: 'nope', args: [] }], errors, problems);
    parseOperations('actions', [{ code: 'order_fixed_discount', args: [{ name: 'amountCents', value: '0' }] }], errors, problems);
    expect(errors).toEqual({ conditions: 'UNKNOWN_OPERATION', actions: 'INVALID_ARGUMENT' });
    expect(problems.join(' | ')).toMatch(/Condition 1: unknown code "nope" \| Action 1 \(order_fixed_discount\): "amountCents" must be an amount/);
  });
});
