import { randomUUID } from 'node:crypto';
import { adminIdentity } from '@guide/platform/testing';
import type { Identity } from '@guide/platform';
import { CommerceTestApp, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';

const FIELDS = `id name enabled startsAt endsAt couponCode perCustomerUsageLimit usageLimit timesUsed priority exclusive voucherCount
  conditions { code args { name value } } actions { code args { name value } }`;
const CREATE = `mutation($i: PromotionInput!) { createPromotion(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: PromotionInput!) { updatePromotion(id: $id, input: $i) { ${FIELDS} } }`;
const LIST = `query($s: String) { promotions(search: $s) { totalCount edges { node { id name couponCode } } } }`;
const DELETE = 'mutation($ids: [ID!]!) { deletePromotions(ids: $ids) }';
const CART_FIELDS = `id subTotalCents discountCents shippingCents vatCents totalCents couponCode
  discounts { promotionId name amountCents } vatLines { ratePercent baseCents vatCents } lines { id quantity totalCents discountCents product { id } }`;
const ADD = `mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { ${CART_FIELDS} } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const APPLY = `mutation($c: String!) { applyCoupon(code: $c) { ${CART_FIELDS} } }`;
const PLACE = `mutation { placeOrder(paymentMethod: "bank-transfer") { order { id number discountCents vatCents totalCents shippingCents couponCode
  discounts { promotionId name amountCents } vatLines { ratePercent baseCents vatCents } } } }`;
const GENERATE = 'mutation($p: ID!, $n: Int!, $x: String) { generateCoupons(promotionId: $p, count: $n, prefix: $x) }';

const marketing = adminIdentity([
  'marketing.promotions.list',
  'marketing.promotions.create',
  'marketing.promotions.update',
  'marketing.promotions.delete',
  'marketing.coupons.list',
  'marketing.coupons.create',
  'marketing.coupons.update',
  'marketing.coupons.mass-delete',
]);

const arg = (name: string, value: unknown) => ({ name, value: JSON.stringify(value) });
const op = (code: string, args: Record<string, unknown> = {}) => ({ code, args: Object.entries(args).map(([n, v]) => arg(n, v)) });

describe('promotions (issue 24)', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD
  let jam: string; // 10,55 € REDUCED
  let cheese: string; // 25,00 € REDUCED, in a category
  const CATEGORY = randomUUID();
  let n = 0x2400;
  const customer = (extra: Partial<Identity> = {}) => ({ ...shopper(++n), ...extra }) as Identity;
  const created: string[] = [];

  /** Creates a promotion (deleted after each test so that each one prices alone). */
  async function promotion(input: Record<string, unknown>) {
    const res = await t.gql(CREATE, { i: { enabled: true, conditions: [], ...input } }, marketing);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    created.push(res.data.createPromotion.id);
    return res.data.createPromotion;
  }

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'PROMO-VIN', priceCents: 1200, taxCategory: 'STANDARD' });
    jam = await t.product({ sku: 'PROMO-CONF', priceCents: 1055, taxCategory: 'REDUCED' });
    cheese = await t.product({ sku: 'PROMO-FROM', priceCents: 2500, taxCategory: 'REDUCED', categoryIds: [CATEGORY] });
    for (const p of [wine, jam, cheese]) await t.stock(p, 100_000);
  });
  afterEach(async () => {
    if (created.length) await t.gql(DELETE, { ids: created.splice(0) }, marketing);
  });
  afterAll(() => t?.close());

  describe('back office', () => {
    it('lists the strategies the form is built from, with typed arguments', async () => {
      const res = await t.gql(
        '{ promotionConditions { code description args { name type required label } } promotionActions { code args { name type } } }',
        {},
        marketing,
      );
      expect(res.data.promotionConditions.map((c: { code: string }) => c.code)).toEqual([
        'minimum_order_amount',
        'contains_products',
        'in_categories',
        'customer_group',
        'first_order',
      ]);
      expect(res.data.promotionConditions[1].args).toEqual([
        { name: 'productIds', type: 'product-ids', required: true, label: 'Produits' },
        { name: 'minimumQuantity', type: 'int', required: false, label: 'Quantité minimale' },
      ]);
      expect(res.data.promotionActions.map((c: { code: string }) => c.code)).toEqual([
        'order_percentage_discount',
        'order_fixed_discount',
        'product_percentage_discount',
        'buy_x_get_y_free',
        'free_shipping',
      ]);
    });

    it('creates, reads, searches, updates and deletes a promotion', async () => {
      const p = await promotion({
        name: '  Été gourmand  ',
        couponCode: 'ete-2026',
        priority: 3,
        usageLimit: 10,
        perCustomerUsageLimit: 1,
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-09-01T00:00:00Z',
        conditions: [op('minimum_order_amount', { amountCents: 5000 })],
        actions: [op('order_percentage_discount', { percent: 10 })],
      });
      expect(p).toMatchObject({
        name: 'Été gourmand',
        couponCode: 'ETE-2026',
        priority: 3,
        exclusive: false,
        timesUsed: 0,
        voucherCount: 0,
        conditions: [{ code: 'minimum_order_amount', args: [{ name: 'amountCents', value: '5000' }] }],
        actions: [{ code: 'order_percentage_discount', args: [{ name: 'percent', value: '10' }] }],
      });
      expect((await t.gql(LIST, { s: 'ete-20' }, marketing)).data.promotions).toMatchObject({ totalCount: 1, edges: [{ node: { id: p.id } }] });
      expect((await t.gql('query($id: ID!) { promotion(id: $id) { id name } }', { id: p.id }, marketing)).data.promotion.name).toBe('Été gourmand');
      const up = await t.gql(UPDATE, { id: p.id, i: { name: 'Automne', enabled: false, conditions: [], actions: [op('free_shipping')] } }, marketing);
      expect(up.data.updatePromotion).toMatchObject({
        name: 'Automne',
        enabled: false,
        couponCode: null,
        conditions: [],
        actions: [{ code: 'free_shipping', args: [] }],
      });
      expect((await t.gql(DELETE, { ids: [p.id, randomUUID()] }, marketing)).data.deletePromotions).toBe(1);
      expect((await t.gql('query($id: ID!) { promotion(id: $id) { id } }', { id: p.id }, marketing)).data.promotion).toBeNull();
    });

    it('refuses bad input with a clear message and saves nothing', async () => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM promotions'))[0].n;
      const refused = async (input: Record<string, unknown>) => {
        const res = await t.gql(CREATE, { i: { name: 'X', enabled: true, conditions: [], actions: [op('free_shipping')], ...input } }, marketing);
        expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
        return { fieldErrors: res.errors[0].extensions.fieldErrors, message: res.errors[0].message as string };
      };
      expect((await refused({ conditions: [op('moon_phase')] })).fieldErrors).toEqual({ conditions: 'UNKNOWN_OPERATION' });
      const wrongType = await refused({ actions: [op('order_fixed_discount', { amountCents: 'cent euros' })] });
      expect(wrongType.fieldErrors).toEqual({ actions: 'INVALID_ARGUMENT' });
      expect(wrongType.message).toMatch(/Action 1 \(order_fixed_discount\): "amountCents" must be an amount in cents/);
      // would take more than everything (below zero): refused
      expect((await refused({ actions: [op('order_percentage_discount', { percent: 150 })] })).fieldErrors).toEqual({ actions: 'INVALID_ARGUMENT' });
      expect((await refused({ actions: [op('order_fixed_discount', { amountCents: -500 })] })).fieldErrors).toEqual({ actions: 'INVALID_ARGUMENT' });
      expect((await refused({ actions: [{ code: 'order_fixed_discount', args: [{ name: 'amountCents', value: 'not json' }] }] })).fieldErrors).toEqual({
        actions: 'INVALID_ARGUMENT',
      });
      expect((await refused({ conditions: [op('contains_products', { productIds: ['pas-un-id'] })] })).fieldErrors).toEqual({ conditions: 'INVALID_ARGUMENT' });
      expect((await refused({ actions: [] })).fieldErrors).toEqual({ actions: 'REQUIRED' });
      expect((await refused({ name: ' ' })).fieldErrors).toEqual({ name: 'REQUIRED' });
      expect((await refused({ name: 'x'.repeat(121) })).fieldErrors).toEqual({ name: 'TOO_LONG' });
      expect((await refused({ startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' })).fieldErrors).toEqual({ endsAt: 'BEFORE_START' });
      expect((await refused({ usageLimit: 0, perCustomerUsageLimit: -1 })).fieldErrors).toEqual({
        usageLimit: 'USAGE_LIMIT_OUT_OF_RANGE',
        perCustomerUsageLimit: 'USAGE_LIMIT_OUT_OF_RANGE',
      });
      expect((await refused({ priority: 1_000_000 })).fieldErrors).toEqual({ priority: 'OUT_OF_RANGE' });
      expect((await refused({ couponCode: 'pas de code' })).fieldErrors).toEqual({ couponCode: 'COUPON_CODE_INVALID' });
      expect((await t.db.query('SELECT count(*)::int AS n FROM promotions'))[0].n).toBe(before);
    });

    it('keeps codes unique among promotions and coupons, whatever the case', async () => {
      await promotion({ name: 'A', couponCode: 'UNIQUE-1', actions: [op('free_shipping')] });
      const again = await t.gql(CREATE, { i: { name: 'B', enabled: true, couponCode: 'unique-1', conditions: [], actions: [op('free_shipping')] } }, marketing);
      expect(again.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { couponCode: 'COUPON_CODE_TAKEN' } });
      const coupon = await t.gql('mutation { createCoupon(input: { code: "unique-1", percentOff: 5 }) { id } }', {}, marketing);
      expect(coupon.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { code: 'COUPON_CODE_TAKEN' } });
      await t.gql('mutation { createCoupon(input: { code: "PLAIN-1", percentOff: 5 }) { id } }', {}, marketing);
      const clash = await t.gql(CREATE, { i: { name: 'C', enabled: true, couponCode: 'plain-1', conditions: [], actions: [op('free_shipping')] } }, marketing);
      expect(clash.errors[0].extensions.fieldErrors).toEqual({ couponCode: 'COUPON_CODE_TAKEN' });
    });
  });

  describe('in the cart', () => {
    it('applies each action and lists it by name; discountCents is their sum', async () => {
      await promotion({ name: 'Dix pour cent', priority: 5, actions: [op('order_percentage_discount', { percent: 10 })] });
      await promotion({ name: 'Deux euros', priority: 4, actions: [op('order_fixed_discount', { amountCents: 200 })] });
      await promotion({ name: 'Confiture -50 %', priority: 10, actions: [op('product_percentage_discount', { productIds: [jam], percent: 50 })] });
      await promotion({ name: '2 achetés, 1 offert', priority: 9, actions: [op('buy_x_get_y_free', { productIds: [wine], x: 2, y: 1 })] });
      const who = customer();
      await t.gql(ADD, { p: wine, q: 3 }, who);
      const cart = (await t.gql(ADD, { p: jam, q: 2 }, who)).data.addToCart;
      // jam: 2 × (1055 - 528) ; wine: one of three free; then 10 % per line of what is left; then 2 € shared
      expect(cart.discounts.map((d: { name: string; amountCents: number }) => [d.name, d.amountCents])).toEqual([
        ['Confiture -50 %', 1056],
        ['2 achetés, 1 offert', 1200],
        ['Dix pour cent', 240 + 105],
        ['Deux euros', 200],
      ]);
      expect(cart.subTotalCents).toBe(3600 + 2110);
      expect(cart.discountCents).toBe(1056 + 1200 + 345 + 200);
      expect(cart.totalCents).toBe(cart.subTotalCents - cart.discountCents);
      expect(cart.lines.map((l: { discountCents: number }) => l.discountCents).reduce((a: number, b: number) => a + b)).toBe(cart.discountCents);
      expect(cart.vatLines.reduce((a: number, v: { vatCents: number }) => a + v.vatCents, 0)).toBe(cart.vatCents);
    });

    it('applies conditions: minimum amount, products, categories, customer group, first order', async () => {
      await promotion({
        name: 'Dès 30 €',
        conditions: [op('minimum_order_amount', { amountCents: 3000 })],
        actions: [op('order_fixed_discount', { amountCents: 100 })],
      });
      await promotion({
        name: 'Avec 2 vins',
        conditions: [op('contains_products', { productIds: [wine], minimumQuantity: 2 })],
        actions: [op('order_fixed_discount', { amountCents: 10 })],
      });
      await promotion({
        name: 'Rayon fromages',
        conditions: [op('in_categories', { categoryIds: [CATEGORY] })],
        actions: [op('order_fixed_discount', { amountCents: 20 })],
      });
      await promotion({
        name: 'Pros',
        conditions: [op('customer_group', { groupCodes: ['PRO'] })],
        actions: [op('order_fixed_discount', { amountCents: 30 })],
      });
      await promotion({ name: 'Bienvenue', conditions: [op('first_order')], actions: [op('order_fixed_discount', { amountCents: 40 })] });
      const names = (cart: { discounts: { name: string }[] }) => cart.discounts.map((d) => d.name).sort();
      const plain = customer();
      expect(names((await t.gql(ADD, { p: wine, q: 1 }, plain)).data.addToCart)).toEqual(['Bienvenue']);
      expect(names((await t.gql(ADD, { p: wine, q: 1 }, plain)).data.addToCart)).toEqual(['Avec 2 vins', 'Bienvenue']);
      expect(names((await t.gql(ADD, { p: cheese, q: 1 }, plain)).data.addToCart)).toEqual(['Avec 2 vins', 'Bienvenue', 'Dès 30 €', 'Rayon fromages']);
      const pro = customer({ groupCode: 'PRO' } as Partial<Identity>);
      expect(names((await t.gql(ADD, { p: jam, q: 1 }, pro)).data.addToCart)).toEqual(['Bienvenue', 'Pros']);
      // a guest is no one's first order, nor in a group
      const guest = await t.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { discounts { name } } }`, { p: jam });
      expect(guest.data.addToCart.discounts).toEqual([]);
      // once the customer has ordered, no more first order
      await readyCart(t, plain, []);
      expect((await t.gql(PLACE, {}, plain)).errors).toBeUndefined();
      expect(names((await t.gql(ADD, { p: jam, q: 1 }, plain)).data.addToCart)).toEqual([]);
    });

    it('applies higher priority first; an exclusive one stops those below; never below zero', async () => {
      const high = await promotion({ name: 'Haute', priority: 50, actions: [op('order_fixed_discount', { amountCents: 100 })] });
      const excl = await promotion({ name: 'Exclusive', priority: 20, exclusive: true, actions: [op('order_percentage_discount', { percent: 100 })] });
      await promotion({ name: 'Basse', priority: 1, actions: [op('free_shipping')] });
      const who = customer();
      await readyCart(t, who, [[wine, 1]]);
      const cart = (await t.gql(CART, {}, who)).data.cart;
      expect(cart.discounts).toEqual([
        { promotionId: high.id, name: 'Haute', amountCents: 100 },
        { promotionId: excl.id, name: 'Exclusive', amountCents: 1100 },
      ]);
      expect(cart.lines[0].totalCents - cart.lines[0].discountCents).toBe(0);
      expect(cart.totalCents).toBe(cart.shippingCents); // "Basse" stopped: shipping is paid
      expect(cart.vatCents).toBe(Math.floor((2 * cart.shippingCents * 200 + 1200) / 2400)); // shipping's VAT only
    });

    it('code promotions apply once their code is applied; unknown, ended, used up are refused as coupons', async () => {
      const p = await promotion({ name: 'Code -5 €', couponCode: 'CINQ', actions: [op('order_fixed_discount', { amountCents: 500 })] });
      const who = customer();
      expect((await t.gql(ADD, { p: wine, q: 2 }, who)).data.addToCart.discounts).toEqual([]);
      const applied = (await t.gql(APPLY, { c: ' cinq ' }, who)).data.applyCoupon;
      expect(applied).toMatchObject({ couponCode: 'CINQ', discountCents: 500, discounts: [{ promotionId: p.id, name: 'Code -5 €', amountCents: 500 }] });
      await promotion({ name: 'Fini', couponCode: 'FINI', endsAt: '2020-01-02T00:00:00Z', startsAt: '2020-01-01T00:00:00Z', actions: [op('free_shipping')] });
      await promotion({ name: 'Épuisé', couponCode: 'EPUISE', usageLimit: 1, actions: [op('free_shipping')] });
      await t.db.query(`UPDATE promotions SET times_used = 1 WHERE coupon_code = 'EPUISE'`);
      for (const [code, key] of [
        ['INCONNU', 'COUPON_UNKNOWN'],
        ['FINI', 'COUPON_EXPIRED'],
        ['EPUISE', 'COUPON_USED_UP'],
      ]) {
        const res = await t.gql(APPLY, { c: code }, who);
        expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: key } });
      }
    });

    it('keeps plain coupons working as before (a discount without promotion, named by its code)', async () => {
      await t.gql('mutation { createCoupon(input: { code: "PLAIN10", percentOff: 10 }) { id } }', {}, marketing);
      const who = customer();
      await t.gql(ADD, { p: wine, q: 1 }, who);
      await t.gql(ADD, { p: jam, q: 1 }, who);
      const cart = (await t.gql(APPLY, { c: 'plain10' }, who)).data.applyCoupon;
      expect(cart).toMatchObject({ couponCode: 'PLAIN10', discountCents: 226, discounts: [{ promotionId: null, name: 'PLAIN10', amountCents: 226 }] });
    });

    it('shows the sale price of a product lowered by an automatic unconditional promotion', async () => {
      const SALE = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id salePriceCents } } }';
      const r = [wine, jam, cheese].map((id) => ({ __typename: 'Product', id }));
      expect((await t.gql(SALE, { r })).data._entities.map((p: { salePriceCents: number | null }) => p.salePriceCents)).toEqual([null, null, null]);
      await promotion({ name: 'Fromages -20 %', actions: [op('product_percentage_discount', { productIds: [cheese, jam], percent: 20 })] });
      // with a condition or behind a code: no sale price
      await promotion({ name: 'Code', couponCode: 'VINPROMO', actions: [op('product_percentage_discount', { productIds: [wine], percent: 50 })] });
      await promotion({
        name: 'Cond',
        conditions: [op('minimum_order_amount', { amountCents: 1 })],
        actions: [op('product_percentage_discount', { productIds: [wine], percent: 50 })],
      });
      expect((await t.gql(SALE, { r })).data._entities.map((p: { salePriceCents: number | null }) => p.salePriceCents)).toEqual([null, 844, 2000]);
      // the cart agrees: quantity × the sale price
      const cart = (await t.gql(ADD, { p: jam, q: 3 }, customer())).data.addToCart;
      expect(cart.lines[0].totalCents - cart.lines[0].discountCents).toBe(3 * 844);
    });
  });

  describe('vouchers and coupons', () => {
    it('generates single-use vouchers of a promotion, lists, edits and mass-deletes coupons', async () => {
      const p = await promotion({ name: 'Bon -3 €', actions: [op('order_fixed_discount', { amountCents: 300 })] });
      const bad = await t.gql(GENERATE, { p: p.id, n: 1001 }, marketing);
      expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { count: 'OUT_OF_RANGE' } });
      expect((await t.gql(GENERATE, { p: p.id, n: 2, x: 'pas bon!' }, marketing)).errors[0].extensions.fieldErrors).toEqual({ prefix: 'COUPON_CODE_INVALID' });
      expect((await t.gql(GENERATE, { p: randomUUID(), n: 2 }, marketing)).errors[0].extensions.code).toBe('NOT_FOUND');
      const codes: string[] = (await t.gql(GENERATE, { p: p.id, n: 50, x: 'noel' }, marketing)).data.generateCoupons;
      expect(codes).toHaveLength(50);
      expect(new Set(codes).size).toBe(50);
      for (const c of codes) expect(c).toMatch(/^NOEL-[A-HJ-NP-Z2-9]{8}$/);
      // a promotion with vouchers no longer applies by itself
      const who = customer();
      expect((await t.gql(ADD, { p: wine, q: 1 }, who)).data.addToCart.discounts).toEqual([]);
      expect((await t.gql(APPLY, { c: codes[0].toLowerCase() }, who)).data.applyCoupon.discounts).toEqual([
        { promotionId: p.id, name: 'Bon -3 €', amountCents: 300 },
      ]);
      const list = await t.gql(
        'query($p: ID) { coupons(promotionId: $p, first: 100) { totalCount edges { node { id code percentOff amountOffCents usageLimit promotion { id name voucherCount } } } } }',
        { p: p.id },
        marketing,
      );
      expect(list.data.coupons.totalCount).toBe(50);
      expect(list.data.coupons.edges[0].node).toMatchObject({
        percentOff: null,
        amountOffCents: null,
        usageLimit: 1,
        promotion: { id: p.id, voucherCount: 50 },
      });
      const search = await t.gql('query($s: String) { coupons(search: $s) { totalCount } }', { s: codes[1].slice(-8).toLowerCase() }, marketing);
      expect(search.data.coupons.totalCount).toBe(1);
      // edit: a voucher keeps its promotion and needs no reduction
      const voucherId = list.data.coupons.edges.find((e: { node: { code: string } }) => e.node.code === codes[2]).node.id;
      const edited = await t.gql(
        'mutation($id: ID!, $i: CouponInput!) { updateCoupon(id: $id, input: $i) { code usageLimit percentOff promotion { id } } }',
        { id: voucherId, i: { code: 'NOEL-SPECIAL', usageLimit: 2 } },
        marketing,
      );
      expect(edited.data.updateCoupon).toEqual({ code: 'NOEL-SPECIAL', usageLimit: 2, percentOff: null, promotion: { id: p.id } });
      const plain = (await t.gql('mutation { createCoupon(input: { code: "EDIT-ME", percentOff: 5 }) { id } }', {}, marketing)).data.createCoupon.id;
      const UPDATE_COUPON = 'mutation($id: ID!, $i: CouponInput!) { updateCoupon(id: $id, input: $i) { code percentOff amountOffCents } }';
      expect((await t.gql(UPDATE_COUPON, { id: plain, i: { code: 'edited', amountOffCents: 700 } }, marketing)).data.updateCoupon).toEqual({
        code: 'EDITED',
        percentOff: null,
        amountOffCents: 700,
      });
      expect(
        (await t.gql(UPDATE_COUPON, { id: plain, i: { code: 'EDITED', percentOff: 5, amountOffCents: 5 } }, marketing)).errors[0].extensions.fieldErrors,
      ).toEqual({
        amountOffCents: 'ONE_DISCOUNT_ONLY',
      });
      expect((await t.gql(UPDATE_COUPON, { id: plain, i: { code: codes[3], percentOff: 5 } }, marketing)).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'COUPON_CODE_TAKEN' },
      });
      expect((await t.gql(UPDATE_COUPON, { id: randomUUID(), i: { code: 'X-1', percentOff: 5 } }, marketing)).errors[0].extensions.code).toBe('NOT_FOUND');
      const ids = list.data.coupons.edges.slice(0, 10).map((e: { node: { id: string } }) => e.node.id);
      expect((await t.gql('mutation($ids: [ID!]!) { deleteCoupons(ids: $ids) }', { ids: [...ids, plain, randomUUID()] }, marketing)).data.deleteCoupons).toBe(
        11,
      );
    });

    it('spends a voucher once: a second order with it is refused', async () => {
      const p = await promotion({ name: 'Bon unique', actions: [op('order_fixed_discount', { amountCents: 250 })] });
      const [code] = (await t.gql(GENERATE, { p: p.id, n: 1 }, marketing)).data.generateCoupons;
      const a = customer();
      const b = customer();
      for (const who of [a, b]) {
        await readyCart(t, who, [[wine, 1]]);
        expect((await t.gql(APPLY, { c: code }, who)).errors).toBeUndefined();
      }
      const first = await t.gql(PLACE, {}, a);
      expect(first.data.placeOrder.order).toMatchObject({
        couponCode: code,
        discountCents: 250,
        discounts: [{ promotionId: p.id, name: 'Bon unique', amountCents: 250 }],
      });
      const second = await t.gql(PLACE, {}, b);
      expect(second.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { couponCode: 'COUPON_USED_UP' } });
    });
  });

  describe('orders', () => {
    it('keep their discounts (even once the promotion is deleted) and VAT after discounts, by rate', async () => {
      const p = await promotion({ name: 'Confitures -10 %', actions: [op('product_percentage_discount', { productIds: [jam], percent: 10 })] });
      await promotion({ name: 'Port offert', actions: [op('free_shipping')] });
      const who = customer();
      await readyCart(t, who, [
        [wine, 2],
        [jam, 2],
      ]);
      const order = (await t.gql(PLACE, {}, who)).data.placeOrder.order;
      // jam: 106 per unit (105.5 up) × 2
      expect(order.discounts).toEqual([
        { promotionId: p.id, name: 'Confitures -10 %', amountCents: 212 },
        { promotionId: expect.any(String), name: 'Port offert', amountCents: order.shippingCents },
      ]);
      expect(order.discountCents).toBe(212 + order.shippingCents);
      expect(order.totalCents).toBe(2400 + 2110 - 212);
      // VAT per rate on what is paid: wine 2400 at 20 %, jam 1898 at 5.5 %, shipping free
      expect(order.vatLines).toEqual([
        { ratePercent: 20, baseCents: 2000, vatCents: 400 },
        { ratePercent: 5.5, baseCents: 1799, vatCents: 99 },
      ]);
      expect(order.vatCents).toBe(499);
      expect((await t.db.query('SELECT times_used FROM promotions WHERE id = $1', [p.id]))[0].times_used).toBe(1);
      await t.gql(DELETE, { ids: created.splice(0) }, marketing);
      const again = await t.gql('query($n: String!) { myOrder(number: $n) { discounts { promotionId name amountCents } } }', { n: order.number }, who);
      expect(again.data.myOrder.discounts).toEqual(order.discounts);
    });

    it('hold usage limits under concurrency: usageLimit 1, ten customers ordering at once', async () => {
      const auto = await promotion({ name: 'Premier arrivé', usageLimit: 1, actions: [op('order_fixed_discount', { amountCents: 150 })] });
      const coded = await promotion({ name: 'Code unique', couponCode: 'UNE-FOIS', usageLimit: 1, actions: [op('order_fixed_discount', { amountCents: 70 })] });
      const who = Array.from({ length: 10 }, () => customer());
      for (const c of who) {
        await readyCart(t, c, [[wine, 1]]);
        await t.gql(APPLY, { c: 'UNE-FOIS' }, c);
      }
      const results = await Promise.all(who.map((c) => t.gql(PLACE, {}, c)));
      const placed = results.filter((r) => !r.errors).map((r) => r.data.placeOrder.order);
      const refused = results.filter((r) => r.errors);
      // the code's only use: one order; the others are refused like a used-up coupon
      expect(placed).toHaveLength(1);
      for (const r of refused) expect(r.errors[0].extensions.fieldErrors).toEqual({ couponCode: 'COUPON_USED_UP' });
      expect((await t.db.query('SELECT times_used FROM promotions WHERE id = $1', [coded.id]))[0].times_used).toBe(1);
      // the automatic one, once: the refused customers remove the code and order; none gets it again
      for (const c of who) await t.gql('mutation { removeCoupon { id } }', {}, c);
      const again = await Promise.all(who.map((c) => t.gql(PLACE, {}, c)));
      const orders = [...placed, ...again.filter((r) => !r.errors).map((r) => r.data.placeOrder.order)];
      expect(orders).toHaveLength(10);
      const withAuto = orders.filter((o) => o.discounts.some((d: { promotionId: string }) => d.promotionId === auto.id));
      expect(withAuto).toHaveLength(1);
      expect((await t.db.query('SELECT times_used FROM promotions WHERE id = $1', [auto.id]))[0].times_used).toBe(1);
      expect((await t.db.query('SELECT count(*)::int AS n FROM promotion_usages WHERE promotion_id = $1', [auto.id]))[0].n).toBe(1);
    });

    it('hold the per-customer limit', async () => {
      await promotion({ name: 'Une fois par client', perCustomerUsageLimit: 1, actions: [op('order_fixed_discount', { amountCents: 90 })] });
      const who = customer();
      await readyCart(t, who, [[wine, 1]]);
      expect((await t.gql(PLACE, {}, who)).data.placeOrder.order.discountCents).toBe(90);
      await readyCart(t, who, [[wine, 1]]);
      expect((await t.gql(CART, {}, who)).data.cart.discounts).toEqual([]);
      expect((await t.gql(PLACE, {}, who)).data.placeOrder.order.discountCents).toBe(0);
    });
  });
});
