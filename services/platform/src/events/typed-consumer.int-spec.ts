import { randomUUID } from 'node:crypto';
import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { DataSource, EntityManager } from 'typeorm';
import { CustomerRegistered, EstablishmentDeleted, Events } from '@guide/proto-schemas';
import { testDatabaseUrl } from '../testing/harness';
import { ConsumedEvent, ConsumedEventOf, EventConsumer } from './consumer';
import { EventDefinition, TransportEvent } from './event';
import { EventBus } from './events.module';
import { CreateEventTables1700000000000, writeEvent } from './outbox';
import { CreateParkedEvents1700000000001 } from './parked-events';

/**
 * A consumer declares the definitions it handles and receives a union keyed by `type`: narrowing on
 * `event.type` types `event.data` as that event's message, with no cast. The `@ts-expect-error` lines
 * are the type-level half of this test: `tsc -p tsconfig.json` fails if any of them compiles.
 */
const HANDLED = [Events.establishmentDeleted, Events.customerRegistered];
type Handled = ConsumedEventOf<(typeof HANDLED)[number]>;

function transportEvent<S extends DescMessage>(definition: EventDefinition<S>, key: string, data: MessageInitShape<S>): TransportEvent {
  return {
    id: randomUUID(),
    type: definition.type,
    key,
    payload: toBinary(definition.schema, create(definition.schema, data)),
    occurredAt: new Date().toISOString(),
  };
}

describe('typed consumers', () => {
  let db: DataSource;
  const seen: { type: string; summary: string }[] = [];

  /** The handler the types are about: each branch sees its own message. */
  async function handle(event: Handled, manager: EntityManager): Promise<void> {
    expect(manager).toBeDefined();
    switch (event.type) {
      case Events.establishmentDeleted.type: {
        const data: EstablishmentDeleted = event.data;
        // @ts-expect-error EstablishmentDeleted has no email
        expect(event.data.email).toBeUndefined();
        seen.push({ type: event.type, summary: data.id });
        break;
      }
      case Events.customerRegistered.type: {
        const data: CustomerRegistered = event.data;
        seen.push({ type: event.type, summary: `${data.email} ${data.firstName} ${data.verificationToken}` });
        break;
      }
      // @ts-expect-error this consumer does not handle identity.customer.verified
      case Events.customerVerified.type:
        break;
      default: {
        const exhaustive: never = event;
        throw new Error(`unexpected ${String(exhaustive)}`);
      }
    }
  }

  beforeAll(async () => {
    db = new DataSource({
      type: 'postgres',
      url: await testDatabaseUrl('typed_consumer'),
      migrations: [CreateEventTables1700000000000, CreateParkedEvents1700000000001],
      migrationsRun: true,
    });
    await db.initialize();
  });

  afterAll(async () => {
    await db.destroy();
  });

  it('decodes each event with its own definition and hands the handler the matching message', async () => {
    const consumer = new EventConsumer('test.typed', db, HANDLED, handle, { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 });
    expect(consumer.types).toEqual(['catalog.establishment.deleted', 'identity.customer.registered']);

    const deleted = transportEvent(Events.establishmentDeleted, 'e-1', { id: 'e-1' });
    const registered = transportEvent(Events.customerRegistered, 'c-1', {
      customerId: 'c-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      verificationToken: 'tok',
    });
    const verified = transportEvent(Events.customerVerified, 'c-1', { customerId: 'c-1', email: 'ada@example.com' });

    expect(await consumer.deliver(deleted)).toBe('applied');
    expect(await consumer.deliver(registered)).toBe('applied');
    expect(await consumer.deliver(verified)).toBe('ignored');
    expect(await consumer.deliver(deleted)).toBe('duplicate');
    expect(seen).toEqual([
      { type: 'catalog.establishment.deleted', summary: 'e-1' },
      { type: 'identity.customer.registered', summary: 'ada@example.com Ada tok' },
    ]);
  });

  it('checks handlers, registrations and writes against the definitions (compile time)', () => {
    // Type-level only: these closures are never run.
    const checks = [
      // A handler for another message does not fit the definitions it is registered for.
      () =>
        new EventConsumer(
          'test.wrong',
          db,
          [Events.establishmentDeleted],
          // @ts-expect-error a CustomerRegistered handler cannot consume catalog.establishment.deleted
          async (e: ConsumedEvent<typeof Events.customerRegistered.schema>) => void e.data.email,
        ),
      // Before narrowing, `data` is the union: a field of one member only is not there.
      (bus: EventBus) =>
        bus.consume('test.union', HANDLED, async (event) => {
          // @ts-expect-error verificationToken exists on CustomerRegistered only
          void event.data.verificationToken;
          if (event.type === Events.customerRegistered.type) void event.data.verificationToken;
        }),
      // The bus keeps any typed consumer as a plain EventConsumer, without a cast.
      (): EventConsumer => new EventConsumer('test.plain', db, HANDLED, handle),
      // writeEvent takes the init of the definition's own message.
      // @ts-expect-error EstablishmentDeleted has no email
      (manager: EntityManager) => writeEvent(manager, Events.establishmentDeleted, 'k', { email: 'x' }),
      (manager: EntityManager) => writeEvent(manager, Events.orderPlaced, 'o-1', { orderId: 'o-1', totals: { totalCents: 1250, currency: 'EUR' } }),
    ];
    expect(checks).toHaveLength(5);
  });
});
