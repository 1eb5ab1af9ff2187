import { fromBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { ALL_EVENT_TYPES, Events, StatusChanged, StatusChangedSchema } from '@guide/proto-schemas';
import { actorOf } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { OrderEntity } from './order.entity';
import { ORDER_MACHINE } from './order-status';

const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-0000000000b0';
const ORDER_FIELDS = 'id number status placedAt totalCents currency customerId';

describe('commerce orders', () => {
  let t: TestSubgraph;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    // No checkout yet: orders are written as checkout will write them.
    const repo = t.app.get(DataSource).getRepository(OrderEntity);
    const rows = [
      { number: 'C-0001', status: 'PROCESSING', customerId: ALICE, placedAt: new Date('2024-01-01T10:00:00Z') },
      { number: 'C-0002', status: 'COMPLETED', customerId: ALICE, placedAt: new Date('2024-02-01T10:00:00Z') },
      { number: 'C-0003', status: 'PENDING', customerId: BOB, placedAt: new Date('2024-03-01T10:00:00Z') },
    ] as const;
    const saved = await repo.save(rows.map((r) => repo.create({ ...r, totalCents: 4990, currency: 'EUR', updatedAt: new Date() })));
    ids = Object.fromEntries(saved.map((o) => [o.number, o.id]));
  });
  afterAll(() => t?.close());

  it('lists only the signed-in customer’s orders, newest first, with pagination', async () => {
    const first = await t.gql(
      `{ myOrders(first: 1) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ORDER_FIELDS} } } } }`,
      {},
      customerIdentity(ALICE),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.myOrders.totalCount).toBe(2);
    expect(first.data.myOrders.edges[0].node).toMatchObject({
      number: 'C-0002',
      status: 'COMPLETED',
      totalCents: 4990,
      currency: 'EUR',
      customerId: ALICE,
      placedAt: '2024-02-01T10:00:00.000Z',
    });
    const next = await t.gql(
      'query($after: String) { myOrders(first: 1, after: $after) { pageInfo { hasNextPage } edges { node { number } } } }',
      { after: first.data.myOrders.pageInfo.endCursor },
      customerIdentity(ALICE),
    );
    expect(next.data.myOrders.edges.map((e: any) => e.node.number)).toEqual(['C-0001']);
    expect(next.data.myOrders.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses myOrders to anonymous visitors and to staff', async () => {
    expect((await t.gql('{ myOrders { totalCount } }')).errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ myOrders { totalCount } }', {}, adminIdentity(['sales.orders.list']))).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists every order for staff, filtered by status', async () => {
    const res = await t.gql('{ orders(status: PENDING) { totalCount edges { node { number } } } }', {}, adminIdentity(['sales.orders.list']));
    expect(res.errors).toBeUndefined();
    expect(res.data.orders).toEqual({ totalCount: 1, edges: [{ node: { number: 'C-0003' } }] });
    const all = await t.gql('{ orders { totalCount } }', {}, adminIdentity(['sales.orders.list']));
    expect(all.data.orders.totalCount).toBe(3);
  });

  it('refuses the admin list without the permission (FORBIDDEN) and anonymously (UNAUTHENTICATED)', async () => {
    expect((await t.gql('{ orders { totalCount } }', {}, adminIdentity(['sales.orders.cancel']))).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ orders { totalCount } }')).errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ orders { totalCount } }', {}, customerIdentity(ALICE))).errors![0].extensions.code).toBe('FORBIDDEN');
  });

  it('rejects a bad page size with fieldErrors', async () => {
    const res = await t.gql('{ orders(first: 0) { totalCount } }', {}, adminIdentity(['sales.orders.list']));
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { first: 'PAGE_SIZE_OUT_OF_RANGE' } });
  });

  describe('cancelOrder', () => {
    const cancel = 'mutation($id: ID!) { cancelOrder(id: $id) { id status } }';
    const staff = adminIdentity(['sales.orders.cancel']);

    /** The outbox rows written for one order (the relay may have published them: they stay, marked). */
    const outbox = async (id: string): Promise<{ type: string; data: StatusChanged }[]> =>
      (await t.app.get(DataSource).query('SELECT type, payload FROM outbox WHERE key = $1 ORDER BY occurred_at', [id])).map(
        (r: { type: string; payload: Buffer }) => ({
          type: r.type,
          data: fromBinary(StatusChangedSchema, new Uint8Array(r.payload)),
        }),
      );

    it('cancels an order that is still being processed, with one history row and one commerce.order.canceled event', async () => {
      const res = await t.gql(cancel, { id: ids['C-0001'] }, staff);
      expect(res.errors).toBeUndefined();
      expect(res.data.cancelOrder).toEqual({ id: ids['C-0001'], status: 'CANCELED' });
      const history = await ORDER_MACHINE.history(t.app.get(DataSource), ids['C-0001']);
      expect(history).toEqual([
        expect.objectContaining({ entity: 'order', fromStatus: 'PROCESSING', toStatus: 'CANCELED', actorId: actorOf(staff), reason: null }),
      ]);
      const events = await outbox(ids['C-0001']);
      expect(events).toHaveLength(1);
      expect(events[0].type).toBe('commerce.order.canceled');
      expect(events[0].data).toMatchObject({
        entityId: ids['C-0001'],
        fromStatus: 'PROCESSING',
        toStatus: 'CANCELED',
        historyId: history[0].id,
        occurredAt: history[0].occurredAt.toISOString(),
      });
    });

    it('refuses to cancel a completed order or to cancel twice (INVALID_TRANSITION)', async () => {
      for (const id of [ids['C-0002'], ids['C-0001']]) {
        const res = await t.gql(cancel, { id }, staff);
        expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      }
      const still = await t.app.get(DataSource).getRepository(OrderEntity).findOneByOrFail({ id: ids['C-0002'] });
      expect(still.status).toBe('COMPLETED');
      // A refused change leaves no trace: still one history row and one event for C-0001, none for C-0002.
      expect(await ORDER_MACHINE.history(t.app.get(DataSource), ids['C-0001'])).toHaveLength(1);
      expect(await outbox(ids['C-0001'])).toHaveLength(1);
      expect(await ORDER_MACHINE.history(t.app.get(DataSource), ids['C-0002'])).toEqual([]);
      expect(await outbox(ids['C-0002'])).toEqual([]);
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      const res = await t.gql(cancel, { id: '00000000-0000-4000-8000-000000000404' }, staff);
      expect(res.errors![0].extensions.code).toBe('NOT_FOUND');
    });

    it('refuses staff without sales.orders.cancel and anonymous callers', async () => {
      expect((await t.gql(cancel, { id: ids['C-0003'] }, adminIdentity(['sales.orders.list']))).errors![0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(cancel, { id: ids['C-0003'] })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  it('resolves an Order reference only for its customer or staff who may view orders', async () => {
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Order { number } } }';
    const r = [{ __typename: 'Order', id: ids['C-0003'] }];
    expect((await t.gql(query, { r }, customerIdentity(BOB))).data._entities).toEqual([{ number: 'C-0003' }]);
    expect((await t.gql(query, { r }, customerIdentity(ALICE))).data._entities).toEqual([null]);
    expect((await t.gql(query, { r }, adminIdentity(['sales.orders.view']))).data._entities).toEqual([{ number: 'C-0003' }]);
  });
});

describe('order status table', () => {
  it('has terminal CANCELED and CLOSED, and no transition to QUOTE nor PENDING (where orders start)', () => {
    expect(ORDER_MACHINE.transitions.CANCELED).toEqual([]);
    expect(ORDER_MACHINE.transitions.CLOSED).toEqual([]);
    expect(Object.values(ORDER_MACHINE.transitions).some((to) => to.includes('QUOTE') || to.includes('PENDING'))).toBe(false);
    expect(ORDER_MACHINE.can('QUOTE', 'CLOSED')).toBe(true); // a converted quote
    expect(ORDER_MACHINE.can('QUOTE', 'PENDING')).toBe(false); // conversion makes a new order instead
    expect(ORDER_MACHINE.can('COMPLETED', 'CANCELED')).toBe(false);
  });

  it('writes only event types registered in proto-schemas (Kafka topics)', () => {
    expect(ORDER_MACHINE.eventTypes).toEqual([
      'commerce.order.pending-payment',
      'commerce.order.processing',
      'commerce.order.completed',
      'commerce.order.canceled',
      'commerce.order.closed',
    ]);
    expect(ALL_EVENT_TYPES).toEqual(expect.arrayContaining([...ORDER_MACHINE.eventTypes]));
    const type: 'commerce.order.pending-payment' = Events.orderPendingPayment.type; // a literal type, for typed consumers
    expect(type).toBe(ORDER_MACHINE.eventFor('PENDING_PAYMENT').type);
  });
});
