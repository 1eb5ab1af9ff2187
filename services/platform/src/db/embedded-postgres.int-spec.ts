import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres';
import { packagedNativeDir } from './postgres-runner.cjs';

const asRoot = process.getuid?.() === 0;

/** What `SHOW data_directory` says, through a real connection. */
async function serverDataDir(pg: EmbeddedServer): Promise<string> {
  const client = new Client({ connectionString: pg.url('postgres') });
  await client.connect();
  try {
    return (await client.query('SHOW data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
}

/** Runs `test <flag> <path>` as the postgres system user. */
const postgresUserCan = (flag: string, path: string) => {
  const id = (f: string) => Number(spawnSync('id', [f, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return spawnSync('test', [flag, path], { uid: id('-u'), gid: id('-g') }).status === 0;
};

describe('embedded PostgreSQL from a checkout only its owner can enter', () => {
  let locked: string;
  let relocationRoot: string;
  const previousRoot = process.env.GUIDE_PG_DATA_ROOT;

  beforeAll(() => {
    // Like `git clone … /root/x` or a fresh `mktemp -d`: a 0700 folder holding node_modules and .data.
    locked = mkdtempSync(join(tmpdir(), 'guide-locked-checkout-'));
    chmodSync(locked, 0o700);
    mkdirSync(join(locked, 'node_modules'));
    symlinkSync(packagedNativeDir(), join(locked, 'node_modules', 'native'));
    relocationRoot = mkdtempSync(join(tmpdir(), 'guide-pg-data-root-'));
    chmodSync(relocationRoot, 0o755);
    process.env.GUIDE_PG_DATA_ROOT = relocationRoot;
  });

  afterAll(() => {
    if (previousRoot === undefined) delete process.env.GUIDE_PG_DATA_ROOT;
    else process.env.GUIDE_PG_DATA_ROOT = previousRoot;
    rmSync(locked, { recursive: true, force: true });
    rmSync(relocationRoot, { recursive: true, force: true });
  });

  if (asRoot) {
    it('as root, starts although the postgres user cannot reach the binaries or the data folder', async () => {
      const binaries = join(locked, 'node_modules', 'native');
      // The situation that made initdb fail with EACCES: the server's user cannot enter the checkout.
      expect(postgresUserCan('-x', join(binaries, 'bin', 'initdb'))).toBe(false);
      const requested = join(locked, '.data', 'postgres');
      const pg = await startEmbeddedPostgres({ dir: requested, port: await freePort(), persistent: false, quiet: true, nativeDir: binaries });
      try {
        expect(pg.binDir.startsWith(locked)).toBe(false);
        expect(postgresUserCan('-x', join(pg.binDir, 'initdb'))).toBe(true);
        expect(pg.relocated).toBe(true);
        expect(pg.dataDir.startsWith(relocationRoot)).toBe(true);
        expect(await serverDataDir(pg)).toBe(pg.dataDir);
      } finally {
        await pg.stop();
      }
      expect(existsSync(pg.dataDir)).toBe(false); // not persistent: removed on stop
    });

    it('as root, keeps a reachable data folder where it was asked for, and finds its data again', async () => {
      const open = mkdtempSync(join(tmpdir(), 'guide-open-checkout-'));
      chmodSync(open, 0o755);
      const requested = join(open, '.data', 'postgres');
      try {
        const port = await freePort();
        const first = await startEmbeddedPostgres({ dir: requested, port, persistent: true, quiet: true });
        const client = new Client({ connectionString: first.url('postgres') });
        await client.connect();
        await client.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
        await client.end();
        await first.stop();
        const second = await startEmbeddedPostgres({ dir: requested, port, persistent: true, quiet: true });
        try {
          expect(second.relocated).toBe(false);
          expect(await serverDataDir(second)).toBe(requested);
          const again = new Client({ connectionString: second.url('postgres') });
          await again.connect();
          expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
          await again.end();
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(open, { recursive: true, force: true });
      }
    });
  } else {
    it('as an ordinary user, runs the packaged binaries in place with the data where asked', async () => {
      const requested = join(locked, '.data', 'postgres');
      const pg = await startEmbeddedPostgres({ dir: requested, port: await freePort(), persistent: false, quiet: true });
      try {
        expect(pg.binDir).toBe(join(packagedNativeDir(), 'bin'));
        expect(pg.relocated).toBe(false);
        expect(await serverDataDir(pg)).toBe(requested);
      } finally {
        await pg.stop();
      }
    });
  }
});
