import { adminIdentity } from '@guide/platform/testing';
import { CartService } from './cart.service';
import { CART_FIELDS, CommerceTestApp, FR_ADDRESS, bootCommerce, outboxTypes, shopper } from '../testing/commerce-test-app';

const ADD = `mutation($cartId: ID, $p: ID!, $q: Int!) { addToCart(cartId: $cartId, productId: $p, quantity: $q) { ${CART_FIELDS} } }`;
const CART = `query($cartId: ID) { cart(cartId: $cartId) { ${CART_FIELDS} } }`;
const APPLY = 'mutation($cartId: ID, $code: String!) { applyCoupon(cartId: $cartId, code: $code) { couponCode discountCents subTotalCents totalCents } }';
const COUPON = 'mutation($i: CouponInput!) { createCoupon(input: $i) { id code percentOff amountOffCents timesUsed usageLimit } }';
const marketing = adminIdentity(['marketing.coupons.create', 'marketing.coupons.list', 'marketing.coupons.delete']);

describe('commerce cart, coupons, shipping, inventory and wishlist', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD, 20 in stock
  let jam: string; // 10,55 € REDUCED, 3 in stock
  let hidden: string; // unpublished

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-001', priceCents: 1200, taxCategory: 'STANDARD', weightGrams: 1300 });
    jam = await t.product({ sku: 'CONF-001', priceCents: 1055, taxCategory: 'REDUCED', weightGrams: 300 });
    hidden = await t.product({ sku: 'SECRET', published: false });
    await t.stock(wine, 20);
    await t.stock(jam, 3);
    await t.stock(hidden, 5);
  });
  afterAll(() => t?.close());

  describe('product projection', () => {
    it('ignores a stale event and keeps a deleted product deleted', async () => {
      const id = await t.product({ sku: 'PROJ-1', priceCents: 500, updatedAt: '2026-01-02T00:00:00.000Z' });
      await t.product({ id, sku: 'PROJ-1', priceCents: 100, updatedAt: '2026-01-01T00:00:00.000Z' }); // older: ignored
      expect((await t.db.query('SELECT price_cents FROM products WHERE id = $1', [id]))[0].price_cents).toBe(500);
      await t.product({ id, sku: 'PROJ-1', priceCents: 700, updatedAt: '2026-01-03T00:00:00.000Z' });
      expect((await t.db.query('SELECT price_cents FROM products WHERE id = $1', [id]))[0].price_cents).toBe(700);
      await t.deleteProduct(id, 'PROJ-1');
      await t.product({ id, sku: 'PROJ-1', priceCents: 900, updatedAt: '2026-01-04T00:00:00.000Z' }); // late: stays deleted
      expect((await t.db.query('SELECT deleted FROM products WHERE id = $1', [id]))[0].deleted).toBe(true);
    });

    it('refuses unknown, unpublished and deleted products with NOT_FOUND on productId', async () => {
      for (const p of [hidden, '00000000-0000-4000-8000-000000000404']) {
        const res = await t.gql(ADD, { p, q: 1 });
        expect(res.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { productId: 'NOT_FOUND' } });
      }
    });

    it('drops a deleted product from carts and wishlists', async () => {
      const gone = await t.product({ sku: 'GONE-1' });
      await t.stock(gone, 5);
      const who = shopper(0x900);
      await t.gql(ADD, { p: gone, q: 1 }, who);
      await t.gql('mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: gone }, who);
      await t.deleteProduct(gone, 'GONE-1');
      expect((await t.gql(CART, {}, who)).data.cart.lines).toEqual([]);
      expect((await t.gql('{ myWishlist { id } }', {}, who)).data.myWishlist).toEqual([]);
      expect(await t.stockOf(gone)).toBe(0);
    });
  });

  describe('as a guest', () => {
    let cartId: string;

    it('creates a cart on the first add and prices it VAT included, VAT per line', async () => {
      const res = await t.gql(ADD, { p: wine, q: 2 });
      expect(res.errors).toBeUndefined();
      cartId = res.data.addToCart.id;
      const added = await t.gql(ADD, { cartId, p: jam, q: 1 });
      expect(added.data.addToCart).toMatchObject({
        id: cartId,
        subTotalCents: 3455,
        discountCents: 0,
        shippingCents: 0,
        vatCents: 400 + 55,
        totalCents: 3455,
        currency: 'EUR',
        itemCount: 3,
        shippingMethod: null,
      });
      expect(added.data.addToCart.lines.map((l: any) => [l.product.id, l.quantity, l.totalCents, l.product.stockQuantity])).toEqual([
        [wine, 2, 2400, 20],
        [jam, 1, 1055, 3],
      ]);
      const again = await t.gql(ADD, { cartId, p: wine, q: 1 });
      expect(again.data.addToCart.lines[0].quantity).toBe(3);
    });

    it('reads the cart back by id; an unknown id reads null, and another guest cannot use a customer cart', async () => {
      expect((await t.gql(CART, { cartId })).data.cart.id).toBe(cartId);
      expect((await t.gql(CART, { cartId: '00000000-0000-4000-8000-000000000404' })).data.cart).toBeNull();
      expect((await t.gql(CART, {})).data.cart).toBeNull();
    });

    it('checks quantities: 1..999 and the stock (limited to what is left, CONFLICT quantity = OUT_OF_STOCK when none is)', async () => {
      for (const q of [0, -1, 1000]) {
        expect((await t.gql(ADD, { cartId, p: wine, q })).errors[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { quantity: 'QUANTITY_OUT_OF_RANGE' },
        });
      }
      const limited = await t.gql(ADD, { cartId, p: jam, q: 3 }); // 1 already + 3 > 3: the line gets the 3 there are
      expect(limited.data.addToCart.lines.map((l: any) => [l.product.id, l.quantity, l.limitedByStock])).toEqual([
        [wine, 3, false],
        [jam, 3, true],
      ]);
      const res = await t.gql(ADD, { cartId, p: jam, q: 1 }); // not one more unit left
      expect(res.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { quantity: 'OUT_OF_STOCK' } });
      await t.gql('mutation($cartId: ID, $l: ID!) { updateCartLine(cartId: $cartId, lineId: $l, quantity: 1) { id } }', {
        cartId,
        l: limited.data.addToCart.lines[1].id,
      }); // back to one jar, as the next tests expect
    });

    it('refuses a cart beyond 10 M€ (amounts stay within int32 cents)', async () => {
      const gold = await t.product({ sku: 'GOLD-1', priceCents: 2_000_000 });
      await t.stock(gold, 999);
      expect((await t.gql(ADD, { p: gold, q: 501 })).errors[0].extensions.fieldErrors).toEqual({ quantity: 'CART_TOTAL_TOO_HIGH' });
      expect((await t.gql(ADD, { p: gold, q: 500 })).data.addToCart.totalCents).toBe(1_000_000_000);
    });

    it('updates a line (0 removes it) and removes lines; a line of another cart is NOT_FOUND', async () => {
      const cart = (await t.gql(CART, { cartId })).data.cart;
      const [wineLine, jamLine] = cart.lines;
      const upd = 'mutation($cartId: ID, $l: ID!, $q: Int!) { updateCartLine(cartId: $cartId, lineId: $l, quantity: $q) { lines { id quantity } } }';
      expect((await t.gql(upd, { cartId, l: wineLine.id, q: 5 })).data.updateCartLine.lines[0].quantity).toBe(5);
      expect((await t.gql(upd, { cartId, l: jamLine.id, q: 4 })).data.updateCartLine.lines[1].quantity).toBe(3); // 3 left: all there is
      expect((await t.gql(upd, { cartId, l: jamLine.id, q: 0 })).data.updateCartLine.lines).toHaveLength(1);
      const other = (await t.gql(ADD, { p: jam, q: 1 })).data.addToCart.id;
      const rm = 'mutation($cartId: ID, $l: ID!) { removeCartLine(cartId: $cartId, lineId: $l) { lines { id } } }';
      expect((await t.gql(rm, { cartId: other, l: wineLine.id })).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(upd, { l: wineLine.id, q: 1 })).errors[0].extensions.code).toBe('NOT_FOUND'); // no cart id
    });

    it('lets a guest see shipping methods for France but not set addresses or place orders', async () => {
      const methods = await t.gql('query($c: ID) { shippingMethods(cartId: $c) { code priceCents } }', { c: cartId });
      expect(methods.data.shippingMethods.map((m: any) => m.code)).toEqual(['colissimo', 'relay', 'pickup']);
      expect(methods.data.shippingMethods[0].priceCents).toBe(2095); // 5 × 1.3 kg = 6.5 kg: the 5–10 kg band
      const res = await t.gql('mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }', { b: FR_ADDRESS });
      expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql('mutation { placeOrder(paymentMethod: "bank-transfer") { order { id } } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('quantities beyond the stock (issue 21: say why the quantity was lowered)', () => {
    const LINES = 'lines { id quantity limitedByStock product { id stockQuantity } }';
    let box: string; // 18 in stock

    beforeAll(async () => {
      box = await t.product({ sku: 'COFFRET-18', priceCents: 3900 });
      await t.stock(box, 18);
    });

    it('puts the 18 left when 25 are asked, and says so on that line of the answer only', async () => {
      const who = shopper(0x2118);
      const res = await t.gql(`mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { ${LINES} } }`, { p: box, q: 25 }, who);
      expect(res.errors).toBeUndefined();
      expect(res.data.addToCart.lines).toEqual([{ id: expect.any(String), quantity: 18, limitedByStock: true, product: { id: box, stockQuantity: 18 } }]);
      // Reading the cart again: the same 18, no longer flagged (the flag answers the change that lowered it).
      expect((await t.gql(`{ cart { ${LINES} } }`, {}, who)).data.cart.lines[0]).toMatchObject({ quantity: 18, limitedByStock: false });
      // A change within the stock is not flagged.
      const lineId = res.data.addToCart.lines[0].id;
      const UPDATE = `mutation($l: ID!, $q: Int!) { updateCartLine(lineId: $l, quantity: $q) { ${LINES} } }`;
      expect((await t.gql(UPDATE, { l: lineId, q: 10 }, who)).data.updateCartLine.lines[0]).toMatchObject({ quantity: 10, limitedByStock: false });
      // updateCartLine beyond the stock: all there is, flagged.
      expect((await t.gql(UPDATE, { l: lineId, q: 25 }, who)).data.updateCartLine.lines[0]).toMatchObject({ quantity: 18, limitedByStock: true });
    });

    it('flags a merged line capped by the stock', async () => {
      const who = shopper(0x2119);
      await t.gql(ADD, { p: box, q: 10 }, who);
      const guest = (await t.gql(ADD, { p: box, q: 15 })).data.addToCart.id;
      const merged = await t.gql(`mutation($c: ID!) { mergeCart(cartId: $c) { ${LINES} } }`, { c: guest }, who);
      expect(merged.data.mergeCart.lines[0]).toMatchObject({ quantity: 18, limitedByStock: true });
    });

    it('refuses with CONFLICT OUT_OF_STOCK when none is left (nothing changes)', async () => {
      const gone = await t.product({ sku: 'EPUISE-0' });
      expect((await t.gql(ADD, { p: gone, q: 1 }, shopper(0x211a))).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { quantity: 'OUT_OF_STOCK' },
      });
    });
  });

  describe('as a customer', () => {
    const alice = shopper(0xa1);
    const bob = shopper(0xb0);

    it('keeps one cart per customer whatever cartId says', async () => {
      const first = await t.gql(ADD, { p: wine, q: 1 }, alice);
      const second = await t.gql(ADD, { cartId: '00000000-0000-4000-8000-000000000999', p: wine, q: 1 }, alice);
      expect(second.data.addToCart.id).toBe(first.data.addToCart.id);
      expect(second.data.addToCart.lines[0].quantity).toBe(2);
      expect((await t.gql(CART, {}, alice)).data.cart.id).toBe(first.data.addToCart.id);
    });

    it('merges a guest cart: quantities summed and capped by stock, the guest cart gone', async () => {
      const guest = (await t.gql(ADD, { p: jam, q: 3 })).data.addToCart.id;
      await t.gql(ADD, { cartId: guest, p: wine, q: 19 });
      const merged = await t.gql(`mutation($c: ID!) { mergeCart(cartId: $c) { ${CART_FIELDS} } }`, { c: guest }, alice);
      expect(merged.errors).toBeUndefined();
      expect(merged.data.mergeCart.lines.map((l: any) => [l.product.id, l.quantity])).toEqual([
        [wine, 20], // 2 + 19, capped at the 20 in stock
        [jam, 3],
      ]);
      expect((await t.gql(CART, { cartId: guest })).data.cart).toBeNull();
      expect((await t.db.query('SELECT count(*)::int AS n FROM carts WHERE id = $1', [guest]))[0].n).toBe(0);
    });

    it("refuses to merge another customer's cart (NOT_FOUND) and anonymous callers", async () => {
      const bobsCart = (await t.gql(ADD, { p: wine, q: 1 }, bob)).data.addToCart.id;
      expect((await t.gql('mutation($c: ID!) { mergeCart(cartId: $c) { id } }', { c: bobsCart }, alice)).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql('mutation($c: ID!) { mergeCart(cartId: $c) { id } }', { c: bobsCart })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('validates addresses with per-field keys', async () => {
      const res = await t.gql(
        'mutation($b: OrderAddressInput!, $d: OrderAddressInput) { setCartAddresses(billing: $b, delivery: $d) { id } }',
        {
          b: { ...FR_ADDRESS, firstName: ' ', postalCode: '2120' },
          d: { ...FR_ADDRESS, lastName: 'x'.repeat(35), postalCode: 'ABC', country: 'F1' },
        },
        alice,
      );
      expect(res.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          'billingAddress.firstName': 'REQUIRED',
          'billingAddress.postalCode': 'POSTAL_CODE_INVALID',
          'deliveryAddress.country': 'COUNTRY_INVALID',
        },
      });
    });

    it("takes every address the account's address book takes (one schema, @guide/validation's orderAddressSchema)", async () => {
      const SET = 'mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { billingAddress { city country } } }';
      const london = { ...FR_ADDRESS, country: 'gb', postalCode: 'SW1A 1AA', city: 'London', phone: '+44 (0)20 7946 0958' };
      expect((await t.gql(SET, { b: london }, alice)).data.setCartAddresses.billingAddress).toEqual({ city: 'London', country: 'GB' });
      const long = await t.gql(SET, { b: { ...FR_ADDRESS, city: 'x'.repeat(81) } }, alice);
      expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'billing.city': 'TOO_LONG' } });
    });

    it('offers the methods serving the delivery country and refuses the others', async () => {
      const SET = 'mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { deliveryAddress { country } shippingMethod { code } } }';
      const SHIP =
        'mutation($c: String!) { setShippingMethod(code: $c) { shippingMethod { code priceCents } shippingCents totalCents subTotalCents discountCents } }';
      const METHODS = '{ shippingMethods { code name priceCents delay } }';
      expect((await t.gql(SET, { b: FR_ADDRESS }, alice)).data.setCartAddresses.deliveryAddress.country).toBe('FR');
      const shipped = await t.gql(SHIP, { c: 'pickup' }, alice);
      expect(shipped.data.setShippingMethod).toMatchObject({ shippingMethod: { code: 'pickup', priceCents: 0 }, shippingCents: 0 });
      const be = await t.gql(SET, { b: { ...FR_ADDRESS, postalCode: '1000', city: 'Bruxelles', country: 'BE' } }, alice);
      expect(be.data.setCartAddresses.shippingMethod).toBeNull(); // pickup does not serve Belgium
      expect((await t.gql(METHODS, {}, alice)).data.shippingMethods.map((m: any) => m.code)).toEqual(['international']);
      expect((await t.gql(SHIP, { c: 'colissimo' }, alice)).errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { code: 'SHIPPING_METHOD_UNAVAILABLE' },
      });
      expect((await t.gql(SHIP, { c: 'nope' }, alice)).errors[0].extensions.fieldErrors).toEqual({ code: 'SHIPPING_METHOD_UNAVAILABLE' });
      const intl = await t.gql(SHIP, { c: 'international' }, alice);
      expect(intl.data.setShippingMethod.shippingCents).toBeGreaterThan(0);
      expect(intl.data.setShippingMethod.totalCents).toBe(intl.data.setShippingMethod.subTotalCents + intl.data.setShippingMethod.shippingCents);
      await t.gql(SET, { b: { ...FR_ADDRESS, postalCode: '10001', city: 'New York', country: 'US' } }, alice);
      expect((await t.gql(METHODS, {}, alice)).data.shippingMethods).toEqual([]);
      await t.gql(SET, { b: FR_ADDRESS }, alice);
      const en = await t.app.get(CartService).shippingMethods(alice, null, 'en');
      expect(en[0]).toMatchObject({ code: 'colissimo', name: 'Colissimo home delivery' });
    });
  });

  describe('coupons', () => {
    const carol = shopper(0xc0);

    it('creates coupons upper-cased, refuses a taken code and bad input, lists and deletes them', async () => {
      const res = await t.gql(COUPON, { i: { code: 'ete-2026', percentOff: 15 } }, marketing);
      expect(res.data.createCoupon).toMatchObject({ code: 'ETE-2026', percentOff: 15, amountOffCents: null, timesUsed: 0 });
      expect((await t.gql(COUPON, { i: { code: 'ETE-2026', amountOffCents: 100 } }, marketing)).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'COUPON_CODE_TAKEN' },
      });
      expect((await t.gql(COUPON, { i: { code: 'X', percentOff: 10, amountOffCents: 5 } }, marketing)).errors[0].extensions.fieldErrors).toEqual({
        code: 'COUPON_CODE_INVALID',
        amountOffCents: 'ONE_DISCOUNT_ONLY',
      });
      expect((await t.gql(COUPON, { i: { code: 'BIG', percentOff: 2147483647 } }, marketing)).errors[0].extensions.fieldErrors).toEqual({
        percentOff: 'PERCENT_OUT_OF_RANGE',
      });
      const list = await t.gql('{ coupons(first: 10) { totalCount edges { node { code } } } }', {}, marketing);
      expect(list.data.coupons.edges.map((e: any) => e.node.code)).toContain('ETE-2026');
      const temp = (await t.gql(COUPON, { i: { code: 'TEMP', amountOffCents: 100 } }, marketing)).data.createCoupon.id;
      expect((await t.gql('mutation($id: ID!) { deleteCoupon(id: $id) }', { id: temp }, marketing)).data.deleteCoupon).toBe(true);
      expect((await t.gql('mutation($id: ID!) { deleteCoupon(id: $id) }', { id: temp }, marketing)).errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('applies a coupon to a cart and refuses unknown, expired and used-up ones', async () => {
      await t.gql(ADD, { p: wine, q: 1 }, carol);
      const applied = await t.gql(APPLY, { code: 'ete-2026' }, carol);
      expect(applied.data.applyCoupon).toMatchObject({ couponCode: 'ETE-2026', subTotalCents: 1200, discountCents: 180, totalCents: 1020 });
      await t.gql(COUPON, { i: { code: 'OLD', percentOff: 10, validUntil: '2020-01-01T00:00:00Z' } }, marketing);
      await t.gql(COUPON, { i: { code: 'ONCE', amountOffCents: 500, usageLimit: 1 } }, marketing);
      await t.db.query(`UPDATE coupons SET times_used = 1 WHERE code = 'ONCE'`);
      for (const [code, key] of [
        ['NOPE', 'COUPON_UNKNOWN'],
        ['old', 'COUPON_EXPIRED'],
        ['ONCE', 'COUPON_USED_UP'],
      ]) {
        expect((await t.gql(APPLY, { code }, carol)).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: key } });
      }
      const removed = await t.gql('mutation { removeCoupon { couponCode discountCents } }', {}, carol);
      expect(removed.data.removeCoupon).toEqual({ couponCode: null, discountCents: 0 });
    });
  });

  describe('inventory', () => {
    const products = (ids: string[]) => ids.map((id) => ({ __typename: 'Product', id }));
    const ENTITIES =
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id inStock stockQuantity stockLevels { sourceCode sourceName quantity } } } }';

    it('resolves stock for a page of products, levels only for staff who may list products', async () => {
      const none = '00000000-0000-4000-8000-000000000404';
      const res = await t.gql(ENTITIES, { r: products([wine, none]) });
      expect(res.data._entities).toEqual([
        { id: wine, inStock: true, stockQuantity: 20, stockLevels: [] },
        { id: none, inStock: false, stockQuantity: 0, stockLevels: [] },
      ]);
      const staff = await t.gql(ENTITIES, { r: products([wine]) }, adminIdentity(['catalog.products.list']));
      expect(staff.data._entities[0].stockLevels).toEqual([{ sourceCode: 'default', sourceName: 'Entrepôt principal', quantity: 20 }]);
    });

    it('sets stock (catalog.products.update) with a commerce.stock.changed event', async () => {
      const staff = adminIdentity(['catalog.products.update']);
      const SET = 'mutation($p: ID!, $q: Int!, $s: String) { setStock(productId: $p, quantity: $q, sourceCode: $s) { id stockQuantity inStock } }';
      const p = await t.product({ sku: 'STOCK-1' });
      expect((await t.gql(SET, { p, q: 7 }, staff)).data.setStock).toEqual({ id: p, stockQuantity: 7, inStock: true });
      expect(await outboxTypes(t, p)).toEqual(['commerce.stock.changed']);
      expect((await t.gql(SET, { p, q: -1 }, staff)).errors[0].extensions.fieldErrors).toEqual({ quantity: 'QUANTITY_OUT_OF_RANGE' });
      expect((await t.gql(SET, { p, q: 1_000_001 }, staff)).errors[0].extensions.fieldErrors).toEqual({ quantity: 'QUANTITY_OUT_OF_RANGE' });
      expect((await t.gql(SET, { p, q: 1, s: 'nowhere' }, staff)).errors[0].extensions.fieldErrors).toEqual({ sourceCode: 'NOT_FOUND' });
      expect((await t.gql(SET, { p: '00000000-0000-4000-8000-000000000404', q: 1 }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('wishlist', () => {
    const dora = shopper(0xd0);
    it('adds (idempotent), lists newest first, removes; unknown or unpublished products are NOT_FOUND', async () => {
      const ADDW = 'mutation($p: ID!) { addToWishlist(productId: $p) { id } }';
      await t.gql(ADDW, { p: wine }, dora);
      await t.gql(ADDW, { p: jam }, dora);
      expect((await t.gql(ADDW, { p: wine }, dora)).data.addToWishlist).toEqual([{ id: jam }, { id: wine }]);
      expect((await t.gql(ADDW, { p: hidden }, dora)).errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { productId: 'NOT_FOUND' } });
      expect((await t.gql('mutation($p: ID!) { removeFromWishlist(productId: $p) { id } }', { p: jam }, dora)).data.removeFromWishlist).toEqual([{ id: wine }]);
      expect((await t.gql('{ myWishlist { id } }', {}, dora)).data.myWishlist).toEqual([{ id: wine }]);
      expect((await t.gql('{ myWishlist { id } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
