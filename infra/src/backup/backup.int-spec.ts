import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { PostgresTransport, serviceMigrations } from '@guide/platform';
import { migratedTestDatabaseUrl, testDatabaseUrl } from '@guide/platform/testing';
import { MIGRATIONS as IDENTITY_MIGRATIONS } from '../../../services/identity/src/migrations';
import { listTables, quoteIdent, sequenceValues } from './catalog';
import { MANIFEST, Manifest, backup } from './dump';
import { RestoreRefused, restore } from './restore';
import { DatabaseTarget } from './targets';

/**
 * Backup and restore against the integration stage's real PostgreSQL: a migrated identity database (with
 * its outbox and inbox) and an event log database, as `npm start` has them. The state compared is every
 * row of every table (as text, sorted) and every sequence's value.
 */
jest.setTimeout(60_000);

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table and every sequence of a database. */
const stateOf = (url: string) =>
  withClient(url, async (c) => {
    const state: Record<string, unknown> = {};
    for (const t of await listTables(c)) {
      state[t.name] = (await c.query(`SELECT x::text AS row FROM public.${quoteIdent(t.name)} x ORDER BY 1`)).rows.map((r) => r.row);
    }
    state['(sequences)'] = await sequenceValues(c);
    return state;
  });

const event = (type: string) => ({
  id: randomUUID(),
  type,
  key: randomUUID(),
  payload: new Uint8Array([1, 2, 3, 0, 255]),
  occurredAt: new Date().toISOString(),
});

describe('npm run backup / npm run restore', () => {
  let targets: DatabaseTarget[];
  let identity: string;
  let events: string;
  let work: string;
  const migrationsFor = () => serviceMigrations(IDENTITY_MIGRATIONS);

  beforeAll(async () => {
    identity = await migratedTestDatabaseUrl('identity');
    events = await testDatabaseUrl('events');
    targets = [
      { name: 'identity', service: 'identity', url: identity },
      { name: 'events', url: events },
    ];
    work = mkdtempSync(join(tmpdir(), 'guide-backup-'));
    // The event log: its transport creates its tables; two events and a consumer's offset.
    const transport = new PostgresTransport(events);
    await transport.publish([event('order.placed'), event('order.paid')]);
    await transport.close();
    await withClient(events, (c) => c.query(`INSERT INTO event_consumer_offset (consumer_group, seq) VALUES ('commerce.mailer', 1)`));
    // Identity: a group, a customer in it with awkward text, an unpublished outbox row and an inbox row.
    await withClient(identity, async (c) => {
      const group = await c.query(`INSERT INTO customer_group (code, name) VALUES ('pros', 'Professionnels') RETURNING id`);
      await c.query(
        `INSERT INTO customer (email, password_hash, customer_type, first_name, last_name, company, group_id)
         VALUES ('zoe@example.com', 'x', 'PROFESSIONAL', 'Zoé', E'L''Hôte\\ttab\\nnewline \\\\ slash', NULL, $1)`,
        [group.rows[0].id],
      );
      await c.query(`INSERT INTO outbox (id, type, key, payload) VALUES ($1, 'customer.registered', 'k', '\\x00ff10')`, [randomUUID()]);
      await c.query(`INSERT INTO inbox (consumer, event_id) VALUES ('identity.erasure', $1)`, [randomUUID()]);
    });
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('brings every database back to the dump after inserts, updates and deletes, outbox, inbox and event log included', async () => {
    const before = { identity: await stateOf(identity), events: await stateOf(events) };
    const folder = join(work, 'dump-1');
    const manifest = await backup({ targets, folder, code: { version: 'test' } });

    expect(manifest.databases.map((d) => [d.name, d.schema])).toEqual([
      ['identity', 'migrations'],
      ['events', 'captured'],
    ]);
    const rows = (db: string, table: string) => manifest.databases.find((d) => d.name === db)!.tables.find((t) => t.name === table)!.rows;
    expect(rows('identity', 'customer')).toBe(1);
    expect(rows('identity', 'outbox')).toBe(1);
    expect(rows('events', 'event_log')).toBe(2);
    expect(manifest.databases[0].migrations).toEqual(serviceMigrations(IDENTITY_MIGRATIONS).map((m) => (new (m as any)() as { name: string }).name));
    expect(JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8'))).toEqual(manifest);

    // The platform goes on: rows added, changed and removed, sequences moved.
    await withClient(identity, async (c) => {
      await c.query(`UPDATE customer SET first_name = 'Changed', email_verified_at = now()`);
      await c.query(
        `INSERT INTO customer (email, password_hash, customer_type, first_name, last_name) VALUES ('new@example.com', 'x', 'INDIVIDUAL', 'N', 'N')`,
      );
      await c.query(`UPDATE outbox SET published_at = now()`);
      await c.query(`DELETE FROM inbox`);
      await c.query(`DELETE FROM customer_group`);
    });
    const transport = new PostgresTransport(events);
    await transport.publish([event('order.shipped')]);
    await transport.close();
    await withClient(events, async (c) => {
      await c.query(`DELETE FROM event_log WHERE type = 'order.placed'`);
      await c.query(`UPDATE event_consumer_offset SET seq = 3`);
    });
    expect(await stateOf(identity)).not.toEqual(before.identity);
    expect(await stateOf(events)).not.toEqual(before.events);

    await restore({ folder, targets, migrationsFor });
    expect({ identity: await stateOf(identity), events: await stateOf(events) }).toEqual(before);
  });

  it('refuses while the platform holds connections, and changes nothing', async () => {
    const folder = join(work, 'dump-2');
    await backup({ targets, folder, code: { version: 'test' } });
    const running = new Client({ connectionString: identity, application_name: 'identity' });
    await running.connect();
    try {
      await running.query(`INSERT INTO inbox (consumer, event_id) VALUES ('later', $1)`, [randomUUID()]);
      const now = await stateOf(identity);
      await expect(restore({ folder, targets, migrationsFor })).rejects.toThrow(/stop the platform first[\s\S]*identity \(pid/);
      expect(await stateOf(identity)).toEqual(now);
    } finally {
      await running.end();
    }
  });

  it('refuses a dump whose migrations the code does not have', async () => {
    const folder = join(work, 'dump-3');
    await backup({ targets, folder, code: { version: 'test' } });
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as Manifest;
    manifest.databases[0].migrations.push('FromTheFuture1799999999999');
    writeFileSync(join(folder, MANIFEST), JSON.stringify(manifest));
    await expect(restore({ folder, targets, migrationsFor })).rejects.toThrow(RestoreRefused);
    await expect(restore({ folder, targets, migrationsFor })).rejects.toThrow(/FromTheFuture1799999999999/);
  });

  it('leaves every database as it was when one file is damaged (all or nothing)', async () => {
    const folder = join(work, 'dump-4');
    const manifest = await backup({ targets, folder, code: { version: 'test' } });
    await withClient(identity, (c) => c.query(`INSERT INTO inbox (consumer, event_id) VALUES ('after-dump', $1)`, [randomUUID()]));
    const now = { identity: await stateOf(identity), events: await stateOf(events) };
    // identity restores first and fine; the event log's file is then found damaged.
    const log = manifest.databases.find((d) => d.name === 'events')!.tables.find((t) => t.name === 'event_log')!;
    const bytes = readFileSync(join(folder, log.file));
    bytes[bytes.length - 12] ^= 0xff;
    writeFileSync(join(folder, log.file), bytes);
    await expect(restore({ folder, targets, migrationsFor })).rejects.toThrow();
    expect({ identity: await stateOf(identity), events: await stateOf(events) }).toEqual(now);
  });

  it('copies the local media folder along and puts it back', async () => {
    const media = join(work, 'media');
    mkdirSync(join(media, 'establishments'), { recursive: true });
    writeFileSync(join(media, 'establishments', 'a.webp'), 'first');
    const folder = join(work, 'dump-5');
    const manifest = await backup({ targets, folder, code: { version: 'test' }, mediaDir: media });
    expect(manifest.media?.files).toBe(1);
    writeFileSync(join(media, 'establishments', 'a.webp'), 'changed');
    writeFileSync(join(media, 'establishments', 'b.webp'), 'added');
    await restore({ folder, targets, migrationsFor, mediaDir: media });
    expect(readFileSync(join(media, 'establishments', 'a.webp'), 'utf8')).toBe('first');
    expect(() => readFileSync(join(media, 'establishments', 'b.webp'))).toThrow();
  });
});
