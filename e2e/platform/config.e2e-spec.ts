import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** A bad or missing variable stops the process at start-up with a message that names it. */
describe('start-up configuration of the built processes', () => {
  const root = join(__dirname, '..', '..');
  const run = (script: string, env: Record<string, string>) =>
    spawnSync(process.execPath, [join(root, script)], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 30_000 });

  it('a subgraph refuses a malformed PORT and a missing GATEWAY_SECRET', () => {
    const r = run('services/contest/dist/main.js', { PORT: 'abc', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/contest' });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('Invalid environment variable PORT: must be an integer, got "abc"');
    expect(r.stderr).toContain('GATEWAY_SECRET: is required but not set');
  });

  it('the gateway refuses a missing JWT_PUBLIC_KEY', () => {
    const r = run('gateway/dist/main.js', { GATEWAY_SECRET: 'x' });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('JWT_PUBLIC_KEY');
  });
});
