import { randomBytes } from 'node:crypto';
import { connectPlatform, eventually } from './boot';
import { createStockedProduct, prepareCart, signInSeededAdmin, signUpCustomer } from './checkout';
import type { CollectedSpan } from './test-collector';

/**
 * One placeOrder is one trace (API-CONTRACT "Operations"): the caller's traceparent is honoured by the
 * gateway and comes back in its answer; the gateway, commerce (with its SQL statements) and catalog-guide
 * export spans of that trace. catalog-guide takes part only through the event: its consumer of
 * commerce.order.placed runs in a span whose parent travelled in the outbox row and the event log.
 * Spans arrive at the stage's test collector (global-setup.ts, test-collector.ts).
 */
describe('tracing across the platform', () => {
  const platform = connectPlatform();
  const gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
  const collector = process.env.GUIDE_E2E_COLLECTOR;
  const run = Date.now().toString(36);

  it('follows one placeOrder from the gateway through commerce and PostgreSQL to catalog-guide’s consumer', async () => {
    if (!collector) throw new Error('No test collector: run this suite in the e2e stage, whose global set-up starts it');
    const admin = await signInSeededAdmin(gateway);
    const product = await createStockedProduct(gateway, admin, `TRACE-${run}`, `Torchon tracé ${run}`);
    const customer = await signUpCustomer(platform, `tracing+${run}@example.com`);
    await prepareCart(gateway, customer, product.id);

    // The caller starts the trace (sampled): the stage records only such traces.
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...customer, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      body: JSON.stringify({ query: 'mutation PlaceOrder { placeOrder(paymentMethod: "bank-transfer") { order { id number } } }' }),
    });
    const body = (await res.json()) as { data?: { placeOrder: { order: { number: string } } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(res.headers.get('traceparent')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const spans = async () => (await (await fetch(`${collector}/spans?traceId=${traceId}`)).json()) as CollectedSpan[];
    const of = (all: CollectedSpan[], service: string) => all.filter((s) => s.service === service);
    const parentOf = (all: CollectedSpan[], span?: CollectedSpan) => all.find((s) => s.spanId === span?.parentSpanId);
    const look = (all: CollectedSpan[]) => {
      const server = of(all, 'commerce').find((s) => s.kind === 2); // SERVER: the call from the gateway
      const consumer = of(all, 'catalog-guide').find((s) => s.name === 'commerce.order.placed process');
      return {
        gateway: of(all, 'gateway').map((s) => s.name),
        commerceCalledBy: parentOf(all, server)?.service,
        statement: of(all, 'commerce').some(
          (s) => s.attributes['db.system.name'] === 'postgresql' && /INSERT INTO outbox/.test(String(s.attributes['db.query.text'])),
        ),
        consumerChildOf: parentOf(all, consumer)?.service,
        consumerGroup: consumer?.attributes['messaging.consumer.group.name'],
      };
    };
    // Spans come in batches as they end (200 ms here): wait for the ones this test is about, then compare.
    const complete = (seen: ReturnType<typeof look>) =>
      seen.gateway.includes('gateway.request') && seen.gateway.includes('gateway.fetch') && seen.commerceCalledBy && seen.statement && seen.consumerChildOf;
    let seen = look([]);
    await eventually(async () => complete((seen = look(await spans()))), 20_000).catch(() => undefined);

    expect(seen).toEqual({
      gateway: expect.arrayContaining(['gateway.request', 'gateway.fetch']),
      // commerce's incoming call is a child of the gateway's outgoing one (traceparent over HTTP), with its SQL…
      commerceCalledBy: 'gateway',
      statement: true,
      // …and catalog-guide's consumer a child of commerce's span that wrote the event (the outbox carried it).
      consumerChildOf: 'commerce',
      consumerGroup: expect.stringMatching(/^catalog-guide\./),
    });
  }, 60_000);
});
