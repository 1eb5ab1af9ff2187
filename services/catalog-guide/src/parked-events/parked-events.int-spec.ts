import { fromBinary } from '@bufbuild/protobuf';
import { TEST_GATEWAY_SECRET, TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { GATEWAY_SECRET_HEADER, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { generateEstablishments } from '../seed/generate';
import { SEARCH_INDEXER } from '../search/search-indexer';

const editor = adminIdentity(['catalog.establishments.create', 'catalog.establishments.publish', 'catalog.establishments.update']);
const viewer = adminIdentity(['settings.configuration.view']);
const operator = adminIdentity(['settings.configuration.view', 'settings.configuration.update']);

const LIST = `{ catalogGuideParkedEvents { consumer eventId type key status error attempts firstFailedAt lastFailedAt parkedAt } }`;
const DISCARD = `mutation($c: String!, $id: ID!) { discardCatalogGuideParkedEvent(consumer: $c, eventId: $id) { eventId status } }`;
const REPLAY = `mutation($c: String!, $id: ID!) { replayCatalogGuideParkedEvent(consumer: $c, eventId: $id) { eventId status attempts error } }`;

/**
 * Issue 7 as it happened: an establishment event with a latitude so small that the index's arithmetic
 * underflows (the report's 1e-310; here the smallest double, which fails today's indexer the same way:
 * "value out of range: underflow") made the indexer fail; it retried forever and nothing after it became
 * searchable. The event is written as the unchecked API of the time wrote it; the indexer must park it,
 * keep indexing the rest, hold the establishment's later events, show it to staff and let them discard it.
 */
describe('catalog-guide: a poison event for the search indexer is parked, not blocking', () => {
  let sg: TestSubgraph;
  let dataSource: DataSource;
  const media = mkdtempSync(join(tmpdir(), 'guide-media-'));

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    dataSource = sg.app.get(DataSource);
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(media, { recursive: true, force: true });
  });

  const create = async (input: Record<string, unknown>) => {
    const res = await sg.gql(`mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id name } }`, { input }, editor);
    expect(res.errors).toBeUndefined();
    return res.data.createEstablishment as { id: string; name: string };
  };
  const indexedNames = async (): Promise<string[]> =>
    (await dataSource.query('SELECT name FROM establishment_search ORDER BY name')).map((r: { name: string }) => r.name);
  const health = async () => (await fetch(sg.url.replace(/\/graphql$/, '/health'), { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } })).json();
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('parks the event, indexes what comes after it, and lets staff see and discard it', async () => {
    const [first, second, third] = generateEstablishments(3, { seed: 7 }).map(({ cityName: _c, ...input }) => input);
    const poisoned = await create(first);
    await until(async () => (await indexedNames()).includes(poisoned.name));

    // The update an unchecked latitude produced before the API refused it.
    const [{ payload }] = await dataSource.query(`SELECT payload FROM outbox WHERE key = $1 ORDER BY occurred_at LIMIT 1`, [poisoned.id]);
    const changed = fromBinary(Events.establishmentUpdated.schema, new Uint8Array(payload));
    const badEventId = await dataSource.transaction((m) =>
      writeEvent(m, Events.establishmentUpdated, poisoned.id, { ...changed, lat: 5e-324, name: 'Poisoned' }),
    );
    // A later change of the same establishment, then changes of others.
    const laterEventId = await dataSource.transaction((m) => writeEvent(m, Events.establishmentUpdated, poisoned.id, { ...changed, name: 'Renamed later' }));
    const others = [await create(second), await create(third)];

    // The others become searchable although the bad event came first.
    await until(async () => {
      const names = await indexedNames();
      return others.every((o) => names.includes(o.name));
    });
    await until(async () => (await dataSource.query(`SELECT 1 FROM parked_event WHERE event_id = $1 AND status = 'WAITING'`, [laterEventId])).length === 1);
    expect(await indexedNames()).toEqual([poisoned.name, ...others.map((o) => o.name)].sort());

    // Staff with settings.configuration.view see both; without it, refused.
    expect((await sg.gql(LIST, {}, editor)).errors[0].extensions.code).toBe('FORBIDDEN');
    const listed = (await sg.gql(LIST, {}, viewer)).data.catalogGuideParkedEvents;
    expect(listed.map((p: { eventId: string; status: string }) => [p.eventId, p.status])).toEqual([
      [badEventId, 'PARKED'],
      [laterEventId, 'WAITING'],
    ]);
    expect(listed[0]).toMatchObject({ consumer: SEARCH_INDEXER, type: 'catalog.establishment.updated', key: poisoned.id, attempts: 5 });
    expect(listed[0].error).toBeTruthy();

    // /health reports them and stays 200.
    expect(await health()).toMatchObject({ status: 'ok', details: { parkedEvents: { total: 2, byConsumer: { [SEARCH_INDEXER]: 2 } } } });

    // Replay and discard need the update permission; bad ids are bad input, not a 500.
    expect((await sg.gql(DISCARD, { c: SEARCH_INDEXER, id: badEventId }, viewer)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await sg.gql(DISCARD, { c: 'nope', id: badEventId }, operator)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await sg.gql(DISCARD, { c: SEARCH_INDEXER, id: 'not-a-uuid' }, operator)).errors[0].extensions.code).toBe('BAD_USER_INPUT');

    // Replaying the unchanged event fails again: still parked, one more attempt.
    const replayed = await sg.gql(REPLAY, { c: SEARCH_INDEXER, id: badEventId }, operator);
    expect(replayed.data.replayCatalogGuideParkedEvent).toMatchObject({ status: 'PARKED', attempts: 6 });

    // Discarding it releases the later change of the same establishment.
    const discarded = await sg.gql(DISCARD, { c: SEARCH_INDEXER, id: badEventId }, operator);
    expect(discarded.data.discardCatalogGuideParkedEvent).toEqual({ eventId: badEventId, status: 'DISCARDED' });
    expect(await indexedNames()).toContain('Renamed later');
    expect((await sg.gql(LIST, {}, viewer)).data.catalogGuideParkedEvents).toEqual([]);
    expect(await health()).toMatchObject({ details: { parkedEvents: { total: 0 } } });
  });
});
