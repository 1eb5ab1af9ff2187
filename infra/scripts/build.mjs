#!/usr/bin/env node
// Builds everything `npm start` and the end-to-end tests run: event contracts, libraries, subgraphs,
// the composed supergraph (a composition error fails the build), the apps' typed GraphQL documents, the gateway, the web server and both apps.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const swc = (dir, extra = []) => [
  bin('swc'),
  ['src', ...extra, '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '--copy-files', '--quiet'],
  join(root, dir),
];

const services = ['platform', 'identity', 'catalog-guide', 'commerce', 'cms', 'support-tickets', 'contest'].filter((s) =>
  existsSync(join(root, 'services', s, 'src')),
);
const steps = [
  ['event contracts (buf generate)', bin('buf'), ['generate'], join(root, 'proto-schemas')],
  ['event contracts (compile)', bin('swc'), ['src', 'gen', '-d', 'dist', '--config-file', join(root, '.swcrc'), '--quiet'], join(root, 'proto-schemas')],
  ['vocabulary package', ...swc('frontends/vocabulary')],
  ['validation package', ...swc('frontends/validation')],
  ...services.map((s) => [`services/${s}`, ...swc(`services/${s}`)]),
  ['supergraph composition', process.execPath, [join(root, 'gateway', 'dist', 'compose.js')], root],
  // Typed documents for the apps from the API schema just composed: a query the schema refuses fails here.
  ['GraphQL codegen (apps)', bin('graphql-codegen'), ['--config', join(root, 'frontends', 'codegen.ts'), '--errors-only'], root],
  ['infra (runtime, web server)', ...swc('infra')],
  ['storefront', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'frontends', 'storefront')],
  // After the browser build (which empties dist/): the public pages' renderer, dist/server/ (infra/src/web/ssr.ts).
  ['storefront server renderer', bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], join(root, 'frontends', 'storefront')],
  ['admin', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'frontends', 'admin')],
];
// The gateway compiles before composition runs from its dist.
steps.splice(
  steps.findIndex((s) => s[0] === 'supergraph composition'),
  0,
  ['gateway', ...swc('gateway')],
);

const only = process.argv.slice(2);
const started = Date.now();
steps.forEach(([label, cmd, args, cwd], i) => {
  if (only.length && !only.some((o) => label.includes(o))) return;
  const t = Date.now();
  process.stdout.write(`[build ${i + 1}/${steps.length}] ${label} … `);
  const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };
  const r = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    console.log('FAILED');
    process.stderr.write((r.stdout || '') + (r.stderr || ''));
    process.exit(1);
  }
  console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
});
console.log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
