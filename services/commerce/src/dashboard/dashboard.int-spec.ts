import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';

const SUMMARY = `query($from: DateTime!, $to: DateTime!) { salesSummary(from: $from, to: $to) {
  salesCents orderCount averageOrderCents salesByDay { day salesCents orderCount }
  topProducts { productId name quantity salesCents } ordersByStatus { status count } } }`;
const boss = adminIdentity(['dashboard.view']);
/** 1-7 March 2026 in Paris (CET, UTC+1): [28 Feb 23:00Z, 7 Mar 23:00Z). */
const MARCH_WEEK = { from: '2026-02-28T23:00:00Z', to: '2026-03-07T23:00:00Z' };

describe('commerce dashboard', () => {
  let t: CommerceTestApp;
  let wine: string;
  let jam: string;
  let n = 0;

  /** An order written as checkout leaves it, at a chosen time and status: lines [product, quantity, unit price]. */
  const order = async (placedAt: string, status: string, lines: [string, number, number][], kind = 'ORDER') => {
    const total = lines.reduce((s, [, q, p]) => s + q * p, 0) + 500; // + shipping
    const [{ id }] = await t.db.query(
      `INSERT INTO orders (number, status, kind, customer_id, sub_total_cents, shipping_cents, total_cents, currency, placed_at)
       VALUES ($1, $2, $3, '00000000-0000-4000-8000-00000000d001', $4, 500, $5, 'EUR', $6) RETURNING id`,
      [`${kind === 'QUOTE' ? 'D-' : 'T-'}2026-${String(++n).padStart(6, '0')}`, status, kind, total - 500, total, placedAt],
    );
    for (const [i, [product, quantity, price]] of lines.entries())
      await t.db.query(
        `INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, tax_category)
         VALUES ($1, $2, $3, 'SKU', 'Nom à la commande', $4, $5, $6, 'STANDARD')`,
        [id, i, product, quantity, price, quantity * price],
      );
    return total;
  };
  const summary = async (period: { from: string; to: string }, who = boss) => {
    const res = await t.gql(SUMMARY, period, who);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.salesSummary;
  };
  const refusal = async (period: { from: string; to: string }, who = boss) => (await t.gql(SUMMARY, period, who)).errors?.[0]?.extensions;

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-D01', name: 'Meursault 2020', priceCents: 3000 });
    jam = await t.product({ sku: 'CONF-D01', name: 'Confiture de cassis', priceCents: 800, taxCategory: 'REDUCED' });
    // 1 March 10:00 Paris: a paid order and one waiting for its transfer
    await order('2026-03-01T09:00:00Z', 'PROCESSING', [[wine, 2, 3000]]); // 6500
    await order('2026-03-01T15:00:00Z', 'PENDING_PAYMENT', [[jam, 3, 800]]); // 2900
    // 3 March 23:30 Paris = 22:30Z: still 3 March in Paris
    await order('2026-03-03T22:30:00Z', 'COMPLETED', [
      [jam, 5, 800],
      [wine, 1, 3000],
    ]); // 7500
    // 7 March 23:30 Paris = 22:30Z (last day), refunded afterwards: still a sale (gross)
    await order('2026-03-07T22:30:00Z', 'CLOSED', [[wine, 1, 3000]]); // 3500
    // canceled, a quote, and orders just outside the period: never counted as sales
    await order('2026-03-02T10:00:00Z', 'CANCELED', [[wine, 10, 3000]]);
    await order('2026-03-02T11:00:00Z', 'QUOTE', [[wine, 50, 3000]], 'QUOTE');
    await order('2026-02-28T22:59:00Z', 'COMPLETED', [[wine, 7, 3000]]); // 28 Feb 23:59 Paris
    await order('2026-03-07T23:00:00Z', 'COMPLETED', [[wine, 7, 3000]]); // 8 March 00:00 Paris
  });
  afterAll(() => t?.close());

  it('sums the period’s sales: totals, count, average basket', async () => {
    const s = await summary(MARCH_WEEK);
    expect(s.salesCents).toBe(6500 + 2900 + 7500 + 3500);
    expect(s.orderCount).toBe(4);
    expect(s.averageOrderCents).toBe(Math.round(20400 / 4));
  });

  it('gives every Paris day of the period, days without orders at zero', async () => {
    const s = await summary(MARCH_WEEK);
    expect(s.salesByDay).toEqual([
      { day: '2026-03-01', salesCents: 9400, orderCount: 2 },
      { day: '2026-03-02', salesCents: 0, orderCount: 0 },
      { day: '2026-03-03', salesCents: 7500, orderCount: 1 },
      { day: '2026-03-04', salesCents: 0, orderCount: 0 },
      { day: '2026-03-05', salesCents: 0, orderCount: 0 },
      { day: '2026-03-06', salesCents: 0, orderCount: 0 },
      { day: '2026-03-07', salesCents: 3500, orderCount: 1 },
    ]);
  });

  it('ranks the best sellers by quantity with the catalogue’s name, canceled orders and quotes left out', async () => {
    const s = await summary(MARCH_WEEK);
    expect(s.topProducts).toEqual([
      { productId: jam, name: 'Confiture de cassis', quantity: 8, salesCents: 6400 },
      { productId: wine, name: 'Meursault 2020', quantity: 4, salesCents: 12000 },
    ]);
  });

  it('counts the orders by status, canceled included, quotes not', async () => {
    const s = await summary(MARCH_WEEK);
    expect(s.ordersByStatus).toEqual([
      { status: 'PENDING', count: 0 },
      { status: 'PENDING_PAYMENT', count: 1 },
      { status: 'PROCESSING', count: 1 },
      { status: 'COMPLETED', count: 1 },
      { status: 'CANCELED', count: 1 },
      { status: 'CLOSED', count: 1 },
    ]);
  });

  it('reads whole months from the month totals and the other days from the day totals', async () => {
    // 28 Feb 2026 (a day outside March: the order placed 22:59Z that day counts) to 31 March (whole month)
    const s = await summary({ from: '2026-02-27T23:00:00Z', to: '2026-03-31T22:00:00Z' });
    expect(s.topProducts).toEqual([
      // March: 2 + 1 + 1 + 7 (8 March 00:00 Paris); 28 February: 7
      { productId: wine, name: 'Meursault 2020', quantity: 11 + 7, salesCents: 33000 + 21000 },
      { productId: jam, name: 'Confiture de cassis', quantity: 8, salesCents: 6400 },
    ]);
    expect(s.salesByDay).toHaveLength(32);
    // the month alone (its days are not read a second time)
    expect((await summary({ from: '2026-02-28T23:00:00Z', to: '2026-03-31T22:00:00Z' })).topProducts.map((p: { quantity: number }) => p.quantity)).toEqual([
      11, 8,
    ]);
  });

  it('says so when the period has no order', async () => {
    const s = await summary({ from: '2025-06-01T00:00:00+02:00', to: '2025-06-03T00:00:00+02:00' });
    expect(s).toMatchObject({ salesCents: 0, orderCount: 0, averageOrderCents: 0, topProducts: [] });
    expect(s.salesByDay).toEqual([
      { day: '2025-06-01', salesCents: 0, orderCount: 0 },
      { day: '2025-06-02', salesCents: 0, orderCount: 0 },
    ]);
  });

  it('counts an order placed through checkout today', async () => {
    const who = shopper(0xd1);
    await t.stock(wine, 10);
    await readyCart(t, who, [[wine, 1]]);
    const placed = await t.gql('mutation { placeOrder(paymentMethod: "test-card") { order { totalCents } } }', {}, who);
    expect(placed.errors).toBeUndefined();
    const now = Date.now();
    const s = await summary({ from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 3_600_000).toISOString() });
    expect(s.orderCount).toBe(1);
    expect(s.salesCents).toBe(placed.data.placeOrder.order.totalCents);
  });

  it('follows the orders: a cancellation, a status change, a deleted order, a line added', async () => {
    const day = { from: '2026-04-09T22:00:00Z', to: '2026-04-10T22:00:00Z' }; // 10 April (CEST)
    await order('2026-04-10T08:00:00Z', 'PROCESSING', [[wine, 1, 3000]]);
    const [{ id }] = await t.db.query(`SELECT id FROM orders WHERE placed_at = '2026-04-10T08:00:00Z'`);
    expect(await summary(day)).toMatchObject({ orderCount: 1, salesCents: 3500, topProducts: [{ productId: wine, quantity: 1 }] });
    await t.db.query(`UPDATE orders SET status = 'COMPLETED' WHERE id = $1`, [id]);
    expect(await summary(day)).toMatchObject({ orderCount: 1, salesCents: 3500, topProducts: [{ productId: wine, quantity: 1 }] });
    await t.db.query(`UPDATE orders SET status = 'CANCELED' WHERE id = $1`, [id]);
    let s = await summary(day);
    expect(s).toMatchObject({ orderCount: 0, salesCents: 0, topProducts: [] });
    expect(s.ordersByStatus.find((x: { status: string }) => x.status === 'CANCELED').count).toBe(1);
    const total = await order('2026-04-10T09:00:00Z', 'PENDING', [[jam, 2, 800]]);
    await t.db.query(
      `INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, tax_category)
       SELECT id, 9, $1, 'SKU', 'x', 1, 3000, 3000, 'STANDARD' FROM orders WHERE placed_at = '2026-04-10T09:00:00Z'`,
      [wine],
    );
    s = await summary(day);
    expect(s).toMatchObject({ orderCount: 1, salesCents: total });
    expect(s.topProducts).toEqual([
      { productId: jam, name: 'Confiture de cassis', quantity: 2, salesCents: 1600 },
      { productId: wine, name: 'Meursault 2020', quantity: 1, salesCents: 3000 },
    ]);
    await t.db.query(`DELETE FROM orders WHERE placed_at::date = '2026-04-10'`);
    s = await summary(day);
    expect(s).toMatchObject({ orderCount: 0, salesCents: 0, topProducts: [] });
    expect(s.ordersByStatus.every((x: { count: number }) => x.count === 0)).toBe(true);
    expect(await t.db.query(`SELECT * FROM product_sales_by_day WHERE day = '2026-04-10' AND quantity <> 0`)).toEqual([]);
    expect(await t.db.query(`SELECT * FROM product_sales_by_month WHERE month = '2026-04-01' AND (quantity <> 0 OR sales_cents <> 0)`)).toEqual([]);
  });

  it('checks the period: to after from, at most 732 days, within 2000-2100', async () => {
    expect(await refusal({ from: MARCH_WEEK.to, to: MARCH_WEEK.from })).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { to: 'DATE_RANGE_INVALID' } });
    expect(await refusal({ from: MARCH_WEEK.from, to: MARCH_WEEK.from })).toMatchObject({ fieldErrors: { to: 'DATE_RANGE_INVALID' } });
    expect(await refusal({ from: '2022-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toMatchObject({ fieldErrors: { to: 'OUT_OF_RANGE' } });
    expect(await refusal({ from: '1900-01-01T00:00:00Z', to: '1900-02-01T00:00:00Z' })).toMatchObject({ fieldErrors: { from: 'OUT_OF_RANGE' } });
    expect((await refusal({ from: 'demain', to: MARCH_WEEK.to }))?.code).toBe('BAD_USER_INPUT');
    // two whole years are fine
    expect((await summary({ from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).salesByDay).toHaveLength(732);
  });

  it('needs dashboard.view', async () => {
    expect((await refusal(MARCH_WEEK, adminIdentity(['sales.orders.list'])))?.code).toBe('FORBIDDEN');
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain((await refusal(MARCH_WEEK, shopper(0xd2)))?.code);
  });

  it('counts low stock products and quotes to answer', async () => {
    await t.stock(jam, 3);
    const low = await t.gql('{ lowStockCount }', {}, adminIdentity(['catalog.products.list']));
    expect(low.errors).toBeUndefined();
    // wine: 10 minus the order above; jam: 3
    expect(low.data.lowStockCount).toBe(1);
    expect((await t.gql('{ lowStockCount(threshold: 9) }', {}, adminIdentity(['catalog.products.list']))).data.lowStockCount).toBe(2);
    expect((await t.gql('{ lowStockCount(threshold: -1) }', {}, adminIdentity(['catalog.products.list']))).errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { threshold: 'OUT_OF_RANGE' },
    });
    const quotes = await t.gql('{ quotesToAnswerCount }', {}, adminIdentity(['sales.quotes.list']));
    expect(quotes.data.quotesToAnswerCount).toBe(1);
    await t.db.query(`UPDATE orders SET quote_answered_at = now() WHERE kind = 'QUOTE'`);
    expect((await t.gql('{ quotesToAnswerCount }', {}, adminIdentity(['sales.quotes.list']))).data.quotesToAnswerCount).toBe(0);
  });
});
