import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { connectPlatform, eventually, gql } from './boot';
import { createStockedProduct, prepareCart, signInSeededAdmin, signUpCustomer } from './checkout';

/**
 * Partners' webhooks on the whole platform (services/identity/src/webhooks): a webhook subscribed to
 * order.placed receives, signed, the order a customer places: commerce's outbox event reaches identity's
 * consumer, which queues the delivery its worker sends. The stage runs outside production, so a receiver
 * on loopback is allowed.
 */
describe('webhooks across the platform', () => {
  const platform = connectPlatform();
  const gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
  const run = Date.now().toString(36);
  const received: { headers: IncomingHttpHeaders; raw: Buffer }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.end();
    });
  });
  let webhookId = '';
  let admin: Record<string, string> = {};

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    if (webhookId) await gql(gateway, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id: webhookId }, admin);
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('sends a placed order to the subscribed receiver, signed with the secret shown at creation', async () => {
    admin = await signInSeededAdmin(gateway);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/guide-hook`;
    const created = await gql(
      gateway,
      'mutation($i: WebhookInput!) { createWebhook(input: $i) { signingSecret webhook { id } } }',
      { i: { url, events: ['order.placed'], enabled: true } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { signingSecret } = created.data.createWebhook;
    webhookId = created.data.createWebhook.webhook.id;

    const product = await createStockedProduct(gateway, admin, `HOOK-${run}`, `Moutarde ${run}`);
    const customer = await signUpCustomer(platform, `webhooks+${run}@example.com`);
    await prepareCart(gateway, customer, product.id);
    const placed = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { id number } } }', {}, customer);
    expect(placed.errors).toBeUndefined();
    const order = placed.data.placeOrder.order;

    const { value: delivery } = await eventually(async () => received.find((r) => JSON.parse(r.raw.toString()).data?.orderId === order.id), 20_000);
    expect(delivery.headers['x-guide-event']).toBe('order.placed');
    const expected = Buffer.from(`sha256=${createHmac('sha256', signingSecret).update(delivery.raw).digest('hex')}`);
    const given = Buffer.from(String(delivery.headers['x-guide-signature']));
    expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
    const body = JSON.parse(delivery.raw.toString());
    expect(body).toMatchObject({ id: delivery.headers['x-guide-delivery'], event: 'order.placed', data: { orderId: order.id, number: order.number } });

    const { value: listed } = await eventually(async () => {
      const page = await gql(
        gateway,
        'query($w: ID!) { webhookDeliveries(webhookId: $w) { edges { node { id status attempts responseStatus } } } }',
        { w: webhookId },
        admin,
      );
      const node = page.data?.webhookDeliveries.edges.find((e: { node: { id: string } }) => e.node.id === body.id)?.node;
      return node?.status === 'SUCCEEDED' && node;
    }, 10_000);
    expect(listed).toMatchObject({ attempts: 1, responseStatus: 200 });
  });
});
