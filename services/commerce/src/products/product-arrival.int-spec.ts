import { randomUUID } from 'node:crypto';
import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, bootCommerce, shopper } from '../testing/commerce-test-app';

/**
 * Read-your-writes for products (issue 21, ADR 0021): a partner that creates a product in catalog-guide
 * and stocks it at once must succeed, though commerce's projection learns of the product a moment later.
 * The projection consumer is "delayed" here: the catalog event is applied only after the mutation is sent.
 */
describe('a product named by a mutation before the projection has it', () => {
  let t: CommerceTestApp;
  const staff = adminIdentity(['catalog.products.update']);
  const SET = 'mutation($p: ID!, $q: Int!) { setStock(productId: $p, quantity: $q) { id stockQuantity } }';
  const ADD = 'mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { lines { quantity product { id } } } }';
  const WISH = 'mutation($p: ID!) { addToWishlist(productId: $p) { id } }';

  beforeAll(async () => {
    t = await bootCommerce({ PRODUCT_ARRIVAL_WAIT_MS: 3000 });
  });
  afterAll(() => t?.close());

  /** Sends the mutation, then lets the projection catch up `lagMs` later (as its consumer would under load). */
  async function beforeProjection<T>(send: () => Promise<T>, id: string, sku: string, lagMs = 400): Promise<T> {
    const answer = send();
    await new Promise((r) => setTimeout(r, lagMs));
    await t.product({ id, sku });
    return answer;
  }

  it('stocks a product created an instant ago (setStock waits for the projection)', async () => {
    const id = randomUUID();
    const res = await beforeProjection(() => t.gql(SET, { p: id, q: 7 }, staff), id, 'FRESH-STOCK');
    expect(res.errors).toBeUndefined();
    expect(res.data.setStock).toEqual({ id, stockQuantity: 7 });
    expect(await t.stockOf(id)).toBe(7);
  });

  it('finds a fresh product for a cart (then refused only for its stock: a new product starts at 0) and a wishlist', async () => {
    const id = randomUUID();
    const added = await beforeProjection(() => t.gql(ADD, { p: id, q: 2 }, shopper(0x2121)), id, 'FRESH-CART');
    expect(added.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { quantity: 'OUT_OF_STOCK' } });
    const other = randomUUID();
    const wished = await beforeProjection(() => t.gql(WISH, { p: other }, shopper(0x2122)), other, 'FRESH-WISH');
    expect(wished.errors).toBeUndefined();
    expect(wished.data.addToWishlist).toEqual([{ id: other }]);
  });

  it('still answers NOT_FOUND for a product nobody created, once the wait is over', async () => {
    const started = Date.now();
    const res = await t.gql(SET, { p: randomUUID(), q: 1 }, staff);
    expect(res.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { productId: 'NOT_FOUND' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('does not wait for a product the projection knows, even unpublished or deleted', async () => {
    const hidden = await t.product({ sku: 'HIDDEN-NOW', published: false });
    const gone = await t.product({ sku: 'GONE-NOW' });
    await t.deleteProduct(gone, 'GONE-NOW');
    const started = Date.now();
    expect((await t.gql(ADD, { p: hidden, q: 1 })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(SET, { p: gone, q: 1 }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
