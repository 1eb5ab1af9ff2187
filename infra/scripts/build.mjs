#!/usr/bin/env node
// Builds everything `npm start` and the end-to-end tests run: event contracts, libraries, subgraphs,
// the composed supergraph (a composition error fails the build), the apps' typed GraphQL documents, the subgraphs' generated server types,
// the gateway, the web server and both apps.
import { spawn } from 'node:child_process';
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
  ['vocabulary package', ...swc('packages/vocabulary')],
  ['validation package', ...swc('packages/validation')],
  ...services.map((s) => [`services/${s}`, ...swc(`services/${s}`)]),
  ['supergraph composition', process.execPath, [join(root, 'gateway', 'dist', 'compose.js')], root],
  // Typed documents for the apps from the API schema just composed: a query the schema refuses fails here.
  ['GraphQL codegen (apps)', bin('graphql-codegen'), ['--config', join(root, 'frontends', 'codegen.ts'), '--errors-only'], root],
  // Server types for each subgraph from the SDL it serves (services/<service>/src/generated/): the type check
  // needs them; swc and jest never do (resolvers `import type` them, ADR 0032).
  ['GraphQL codegen (services)', bin('graphql-codegen'), ['--config', join(root, 'services', 'codegen.ts'), '--errors-only'], root],
  ['infra (runtime, web server)', ...swc('infra')],
  // The two apps build side by side (each vite build leaves a core idle for long stretches); the storefront's
  // server renderer (dist/server/, infra/src/web/ssr.ts) after its browser build, which empties dist/.
  [
    'apps',
    [
      [
        ['storefront', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'frontends', 'storefront')],
        ['storefront server renderer', bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], join(root, 'frontends', 'storefront')],
      ],
      [['admin', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'frontends', 'admin')]],
    ],
  ],
  // Brotli and gzip copies of the apps' hashed files, served as they are (infra/src/web/precompressed.ts).
  [
    'precompressed assets',
    process.execPath,
    [
      join(root, 'infra', 'scripts', 'precompress.mjs'),
      join(root, 'frontends', 'storefront', 'dist', 'assets'),
      join(root, 'frontends', 'admin', 'dist', 'assets'),
    ],
    root,
  ],
];
// The gateway compiles before composition runs from its dist.
steps.splice(
  steps.findIndex((s) => s[0] === 'supergraph composition'),
  0,
  ['gateway', ...swc('gateway')],
);

// Arguments: label filters (`build.mjs gateway supergraph`), or `--code` (everything but the apps: what the type
// check needs, test.mjs starts it while the apps build) or `--apps` (the apps and their compressed copies).
const args = process.argv.slice(2);
const phase = args.find((a) => a === '--code' || a === '--apps');
const only = args.filter((a) => !a.startsWith('--'));
const APP_STEPS = new Set(['apps', 'precompressed assets']);
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };

/** Runs one command; resolves with its status and output (printed only if it fails). */
const exec = (cmd, args, cwd) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ status: 1, output: String(error) }));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });

/** A step is a command, or (for `apps`) lanes run side by side, each lane's commands one after another. */
async function runStep([, cmd, args, cwd]) {
  if (Array.isArray(cmd)) {
    const lanes = await Promise.all(
      cmd.map(async (lane) => {
        for (const [, laneCmd, laneArgs, laneCwd] of lane) {
          const r = await exec(laneCmd, laneArgs, laneCwd);
          if (r.status !== 0) return r;
        }
        return { status: 0, output: '' };
      }),
    );
    return lanes.find((r) => r.status !== 0) ?? { status: 0, output: '' };
  }
  return exec(cmd, args, cwd);
}

const started = Date.now();
for (const [i, step] of steps.entries()) {
  const label = step[0];
  if (only.length && !only.some((o) => label.includes(o) || (Array.isArray(step[1]) && step[1].flat().some((s) => s[0].includes(o))))) continue;
  if (phase === '--code' && APP_STEPS.has(label)) continue;
  if (phase === '--apps' && !APP_STEPS.has(label)) continue;
  const t = Date.now();
  process.stdout.write(`[build ${i + 1}/${steps.length}] ${label} … `);
  const r = await runStep(step);
  if (r.status !== 0) {
    console.log('FAILED');
    process.stderr.write(r.output);
    process.exit(1);
  }
  console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
}
console.log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
