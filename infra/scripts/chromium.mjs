// The browser suites drive Debian's Chromium headless shell (Playwright cannot download browsers here; the
// shell is the same engine without the desktop browser around it, what Playwright itself runs headless, and
// runs the suites about 1.7 times faster than the full chromium). `npm test` installs it when it can (root
// with apt-get) and otherwise stops with the instruction.
// Also runnable alone: `node infra/scripts/chromium.mjs`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

const PACKAGE = 'chromium-headless-shell';
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Returns true when Chromium is (now) there; prints why not otherwise. */
export function ensureChromium({ log = console.log, error = console.error } = {}) {
  const chromium = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (existsSync(chromium)) return true;
  const instruction = `The browser suite needs Chromium at ${chromium}: run "apt-get install -y ${PACKAGE}" (as root) or set CHROMIUM_PATH.`;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    error(instruction);
    return false;
  }
  log(`Chromium is missing: installing Debian's ${PACKAGE} (apt-get install -y ${PACKAGE})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', PACKAGE],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      error(`apt-get ${args.join(' ')} failed (exit ${r.status ?? r.error?.message}). ${instruction}`);
      return false;
    }
  }
  if (existsSync(chromium)) return true;
  error(`apt-get installed chromium, but ${chromium} does not exist. ${instruction}`);
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureChromium() ? 0 : 1);
