import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, FR_ADDRESS, bootCommerce, shopper } from '../testing/commerce-test-app';

/**
 * Who calls is checked before what they send (issue 21, API-CONTRACT "Checkout: signed-in customers only
 * (UNAUTHENTICATED otherwise)"): input the platform's guard refuses (too long, NUL, not a UUID) no longer
 * hides UNAUTHENTICATED / FORBIDDEN; the signed-in caller still gets the input's errors.
 */
describe('commerce checks the caller before the input', () => {
  let t: CommerceTestApp;
  const LONG = 'x'.repeat(300);
  const BAD_ID = 'not-a-uuid';

  beforeAll(async () => {
    t = await bootCommerce();
  });
  afterAll(() => t?.close());

  const code = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

  it('answers UNAUTHENTICATED to an anonymous setCartAddresses with invalid input', async () => {
    const res = await t.gql('mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }', { b: { ...FR_ADDRESS, firstName: LONG } });
    expect(res.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
    const nul = await t.gql('mutation($b: OrderAddressInput!, $d: OrderAddressInput) { setCartAddresses(billing: $b, delivery: $d) { id } }', {
      b: { ...FR_ADDRESS, city: 'Beaune\u0000' },
      d: { ...FR_ADDRESS, postalCode: 'ABC' },
    });
    expect(code(nul)).toBe('UNAUTHENTICATED');
  });

  it('does the same for every other signed-in operation of commerce that takes input', async () => {
    const anonymous: [string, Record<string, unknown>][] = [
      ['mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: LONG }],
      ['mutation($c: String) { placeOrder(paymentMethod: "bank-transfer", comment: $c) { order { id } } }', { c: 'x'.repeat(3000) }],
      ['mutation($c: String) { requestQuote(comment: $c) { id } }', { c: 'x'.repeat(3000) }],
      ['mutation($id: ID!) { convertQuoteToOrder(id: $id, paymentMethod: "bank-transfer") { order { id } } }', { id: BAD_ID }],
      ['mutation($n: String!) { payTestOrder(number: $n, succeed: true) { id } }', { n: LONG }],
      ['mutation($c: ID!) { mergeCart(cartId: $c) { id } }', { c: BAD_ID }],
      ['mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: BAD_ID }],
      ['mutation($p: ID!) { removeFromWishlist(productId: $p) { id } }', { p: BAD_ID }],
      ['query($n: String!) { myOrder(number: $n) { id } }', { n: LONG }],
      ['mutation($p: ID!) { setStock(productId: $p, quantity: 1) { id } }', { p: BAD_ID }],
      ['mutation($id: ID!, $c: String!) { commentQuote(id: $id, comment: $c) { id } }', { id: BAD_ID, c: LONG }],
      ['mutation($i: CouponInput!) { createCoupon(input: $i) { id } }', { i: { code: LONG, percentOff: 10 } }],
    ];
    for (const [query, variables] of anonymous) expect([query, code(await t.gql(query, variables))]).toEqual([query, 'UNAUTHENTICATED']);
    // Staff are customers of nothing; staff without the key are FORBIDDEN before their input is read.
    const staff = adminIdentity(['sales.orders.list']);
    expect(code(await t.gql('mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: LONG }, staff))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql('mutation($p: ID!) { setStock(productId: $p, quantity: 1) { id } }', { p: BAD_ID }, staff))).toBe('FORBIDDEN');
  });

  it('still answers the input errors to a caller who may call', async () => {
    const res = await t.gql(
      'mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }',
      { b: { ...FR_ADDRESS, firstName: LONG } },
      shopper(0x2130),
    );
    expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'billing.firstName': 'TOO_LONG' } });
    const staff = adminIdentity(['catalog.products.update']);
    expect((await t.gql('mutation($p: ID!) { setStock(productId: $p, quantity: 1) { id } }', { p: BAD_ID }, staff)).errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { productId: 'INVALID_ID' },
    });
    // Open operations keep the input guard first (nothing to authenticate).
    expect(code(await t.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: BAD_ID }))).toBe('BAD_USER_INPUT');
  });
});
