import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { EventBus } from '@guide/platform';
import { CustomerErasedSchema, Events } from '@guide/proto-schemas';
import { CommerceTestApp, ORDER_FIELDS, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';
import { CUSTOMER_ERASURE } from './customer-erasure.consumer';

/**
 * identity.customer.erased in commerce: the cart and the wishlist go, the orders stay with what the
 * invoice needs (buyer's name and addresses) but without the e-mail address; a redelivery changes nothing.
 */
const PLACE = `mutation { placeOrder(paymentMethod: "bank-transfer") { order { ${ORDER_FIELDS} } } }`;

let t: CommerceTestApp;
beforeAll(async () => {
  t = await bootCommerce();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const deliver = (customerId: string, id = randomUUID()) =>
  t.app
    .get(EventBus)
    .consumer(CUSTOMER_ERASURE)!
    .deliver({
      id,
      type: Events.customerErased.type,
      key: customerId,
      occurredAt: new Date().toISOString(),
      payload: toBinary(CustomerErasedSchema, create(CustomerErasedSchema, { customerId, erasedBy: 'CUSTOMER' })),
    });

it('erases the cart, the wishlist and the orders’ e-mail address, keeps the orders for invoices, idempotently', async () => {
  const who = shopper(0xe1a5ed);
  const bystander = shopper(0xb1);
  const foie = await t.product({ sku: 'ERASE-FOIE', priceCents: 2500 });
  const vin = await t.product({ sku: 'ERASE-VIN', priceCents: 1500 });
  await t.stock(foie, 50);
  await t.stock(vin, 50);
  await readyCart(t, who, [[foie, 1]]);
  const placed = await t.gql(PLACE, {}, who);
  expect(placed.errors).toBeUndefined();
  const orderId = placed.data.placeOrder.order.id;
  await readyCart(t, who, [[vin, 2]]); // a new cart, with addresses
  await readyCart(t, bystander, [[vin, 1]]);
  expect((await t.gql('mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: foie }, who)).errors).toBeUndefined();

  const eventId = randomUUID();
  expect(await deliver(who.id, eventId)).toBe('applied');

  expect(await t.db.query('SELECT 1 FROM carts WHERE customer_id = $1', [who.id])).toEqual([]);
  expect(await t.db.query('SELECT 1 FROM wishlist_items WHERE customer_id = $1', [who.id])).toEqual([]);
  const [order] = await t.db.query('SELECT customer_email, customer_first_name, customer_last_name, billing_address, total_cents FROM orders WHERE id = $1', [
    orderId,
  ]);
  expect(order).toMatchObject({ customer_email: null, customer_first_name: expect.any(String), billing_address: expect.objectContaining({ city: 'Beaune' }) });
  expect(order.total_cents).toBeGreaterThan(0);
  // Someone else's cart is untouched.
  expect(await t.db.query('SELECT 1 FROM carts WHERE customer_id = $1', [bystander.id])).toHaveLength(1);

  // The same event again is a no-op (inbox); a second erasure event finds nothing left and fails nothing.
  expect(await deliver(who.id, eventId)).toBe('duplicate');
  expect(await deliver(who.id)).toBe('applied');
  expect(await deliver('not-a-uuid')).toBe('applied');
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM orders WHERE id = $1', [orderId]);
  expect(n).toBe(1);
});
