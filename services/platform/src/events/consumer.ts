import { fromBinary, type DescMessage } from '@bufbuild/protobuf';
import { DataSource, EntityManager } from 'typeorm';
import { EventDefinition, EventMessage, TransportEvent } from './event';
import { EventTransport, Subscription } from './transport';

export interface ConsumedEvent<S extends DescMessage> {
  id: string;
  type: string;
  key: string;
  occurredAt: string;
  data: EventMessage<S>;
}

/**
 * Subscribes `name` (the consumer group, e.g. `catalog-guide.search-indexer`) to events and runs the
 * handler with exactly-once effects: the inbox row and the handler's writes commit together, so a
 * redelivered event finds its inbox row and is skipped.
 */
export async function consumeEvents<S extends DescMessage>(
  transport: EventTransport,
  dataSource: DataSource,
  name: string,
  definitions: EventDefinition<S>[],
  handle: (event: ConsumedEvent<S>, manager: EntityManager) => Promise<void>,
): Promise<Subscription> {
  const byType = new Map(definitions.map((d) => [d.type, d]));
  return transport.subscribe(name, [...byType.keys()], async (event: TransportEvent) => {
    const definition = byType.get(event.type);
    if (!definition) return;
    await dataSource.transaction(async (manager) => {
      const inserted = await manager.query(
        'INSERT INTO inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [name, event.id],
      );
      if (!inserted.length) return;
      await handle(
        { id: event.id, type: event.type, key: event.key, occurredAt: event.occurredAt, data: fromBinary(definition.schema, event.payload) },
        manager,
      );
    });
  });
}
