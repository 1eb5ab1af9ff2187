import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { TestSubgraph, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { DEMO_TICKET_PASSWORD, seedSupportTickets } from './demo-seed';

describe('support-tickets demo seed', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  it('adds groups, users announced to identity, tickets on every tracker and a journal, and nothing more the second time', async () => {
    const count = async () =>
      (
        await ds.query(`SELECT (SELECT count(*) FROM ticket_group)::int AS groups, (SELECT count(*) FROM ticket_user)::int AS users,
          (SELECT count(*) FROM ticket)::int AS tickets, (SELECT count(DISTINCT tracker_id) FROM ticket)::int AS trackers,
          (SELECT count(DISTINCT status) FROM ticket)::int AS statuses, (SELECT count(*) FROM ticket_journal)::int AS journal,
          (SELECT count(*) FROM ticket_journal WHERE internal)::int AS internal,
          (SELECT count(*) FROM outbox WHERE type = 'tickets.ticket-user.changed')::int AS announced`)
      )[0];
    await seedSupportTickets(ds);
    const first = await count();
    expect(first).toEqual({ groups: 2, users: 3, tickets: 8, trackers: 4, statuses: 5, journal: 6, internal: 3, announced: 3 });
    await seedSupportTickets(ds);
    expect(await count()).toEqual(first);
    const [{ password_hash }] = await ds.query(`SELECT password_hash FROM ticket_user WHERE mail = 'agent.support@example.com'`);
    expect(await verify(password_hash, DEMO_TICKET_PASSWORD)).toBe(true);
  });
});
