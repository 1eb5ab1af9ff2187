import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ensureDatabase } from './database';

describe('ensureDatabase against PostgreSQL', () => {
  const port = () => process.env.GUIDE_TEST_PG_PORT;
  const urlOf = (name: string) => `postgres://postgres:postgres@127.0.0.1:${port()}/${name}`;
  const created: string[] = [];
  afterAll(async () => {
    const client = new Client({ connectionString: urlOf('postgres') });
    await client.connect();
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.end();
  });

  it('creates a fresh database once when several services start together (42P04 and 23505 both mean "it exists")', async () => {
    // Services starting at once on a fresh server all find no database and all CREATE it: the losers get
    // 42P04, or 23505 on pg_database_datname_index when their insert races the winner's.
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const name = `ensure_db_race_${randomUUID().slice(0, 8)}`;
      created.push(name);
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => ensureDatabase(urlOf(name))));
      for (const r of results) if (r.status === 'rejected') failures.push(String(r.reason));
    }
    expect(failures).toEqual([]);
    const client = new Client({ connectionString: urlOf(created[0]) });
    await client.connect();
    await client.end();
  });

  it('still refuses a name it cannot quote safely', async () => {
    await expect(ensureDatabase(urlOf('Bad-Name'))).rejects.toThrow('lowercase letters, digits and _');
  });
});
