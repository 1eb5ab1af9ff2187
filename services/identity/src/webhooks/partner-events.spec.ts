import { create } from '@bufbuild/protobuf';
import type { EntityManager } from 'typeorm';
import { WEBHOOK_EVENT_FIELDS, WEBHOOK_EVENTS } from '@guide/vocabulary';
import { SOURCE_EVENTS, partnerEventOf, type SourceEvent } from './partner-events';

/**
 * The partners' documentation (/developers, packages/vocabulary's WEBHOOK_EVENT_FIELDS) lists each event's
 * `data` fields: the payloads built here must have exactly those, or the page misleads partners.
 */
describe('partner event payloads', () => {
  /** Stands for identity's database in the establishment rule: "was it published before?" (a unit test: no SQL runs). */
  const managerRemembering = (wasPublished: boolean | undefined) =>
    ({
      query: async (sql: string) => (sql.startsWith('SELECT') && wasPublished !== undefined ? [{ published: wasPublished }] : []),
    }) as unknown as EntityManager;

  const sourceEvent = (definition: (typeof SOURCE_EVENTS)[number], data: Record<string, unknown> = {}): SourceEvent =>
    ({
      id: '00000000-0000-4000-8000-000000000001',
      type: definition.type,
      key: 'k',
      occurredAt: '2026-11-29T08:00:00.000Z',
      data: create(definition.schema, data as never),
    }) as SourceEvent;

  it('gives every documented event exactly its documented data fields', async () => {
    const seen = new Map<string, string[]>();
    for (const definition of SOURCE_EVENTS) {
      const cases: [Record<string, unknown>, boolean | undefined][] = definition.type.startsWith('catalog.establishment.')
        ? [
            [{ published: true }, undefined], // becomes published
            [{ published: true }, true], // changes while published
          ]
        : [[{}, undefined]];
      for (const [data, wasPublished] of cases) {
        const partner = await partnerEventOf(sourceEvent(definition, data), managerRemembering(wasPublished));
        if (partner) seen.set(partner.event, Object.keys(partner.data));
      }
    }
    expect([...seen.keys()].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const event of WEBHOOK_EVENTS) {
      expect({ event, fields: seen.get(event) }).toEqual({ event, fields: WEBHOOK_EVENT_FIELDS[event].map((f) => f.replace('[]', '')) });
    }
  });
});
