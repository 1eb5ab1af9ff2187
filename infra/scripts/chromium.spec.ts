import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm test` on a machine without Chromium: installs it as root (apt-get), otherwise says how.
// apt-get is replaced by a script on PATH that records its arguments and "installs" CHROMIUM_PATH.
describe('npm test prerequisites: Chromium', () => {
  let dir: string;
  const script = join(__dirname, 'chromium.mjs');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'guide-chromium-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const fakeAptGet = (body: string) => {
    writeFileSync(join(dir, 'apt-get'), `#!/bin/sh\necho "$@" >> "${dir}/apt.log"\n${body}\n`);
    chmodSync(join(dir, 'apt-get'), 0o755);
  };
  const run = () =>
    spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, CHROMIUM_PATH: join(dir, 'chromium') },
    });
  const aptCalls = () => (existsSync(join(dir, 'apt.log')) ? readFileSync(join(dir, 'apt.log'), 'utf8').trim().split('\n') : []);

  it('does nothing when Chromium is there', () => {
    fakeAptGet('exit 1');
    writeFileSync(join(dir, 'chromium'), '');
    expect(run().status).toBe(0);
    expect(aptCalls()).toEqual([]);
  });

  if (process.getuid?.() === 0) {
    it('as root, installs Debian chromium-headless-shell with apt-get when it is missing', () => {
      fakeAptGet(`[ "$1" = install ] && touch "$CHROMIUM_PATH"\nexit 0`);
      const r = run();
      expect(r.status).toBe(0);
      expect(aptCalls()).toEqual(['update -qq', 'install -y -qq chromium-headless-shell']);
      expect(existsSync(join(dir, 'chromium'))).toBe(true);
    });

    it('as root, stops with the instruction when apt-get fails', () => {
      fakeAptGet('exit 100');
      const r = run();
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('apt-get install -y chromium-headless-shell');
    });
  } else {
    it('as an ordinary user, stops with the instruction and installs nothing', () => {
      fakeAptGet('exit 0');
      const r = run();
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('apt-get install -y chromium-headless-shell');
      expect(aptCalls()).toEqual([]);
    });
  }
});
