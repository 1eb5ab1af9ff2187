#!/usr/bin/env node
// `npm test`: every stage in order (testing/README.md), then a table of seconds, suites and tests per stage
// and one closing line "tests: N passed, N failed" for CI.
// `node infra/scripts/test.mjs <stage> [jest arguments…]` runs one stage (npm run test:unit, test:integration…),
// e.g. `npm run test:integration -- services/commerce`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { writeSuiteGroups } from './test-groups.mjs';
import { node24Binary, withNodeFirst } from './node24-binary.mjs';

// Every stage runs on Node 24, the images' runtime (infra/docker/Dockerfile), fetched from the registry
// when npm runs on another Node: the suites then test what ships, and run faster (commerce's integration
// suites 75 s against 100 s on Node 20). GUIDE_TEST_NODE=current keeps the Node that runs npm.
if (!process.version.startsWith('v24.') && process.env.GUIDE_TEST_NODE !== 'current') {
  const found = node24Binary();
  if (found.error) console.warn(`npm test: ${found.error}; the stages run on ${process.version} instead.`);
  else {
    console.log(`npm test: the stages run on Node ${found.version} (${found.bin}); GUIDE_TEST_NODE=current for ${process.version}.`);
    const r = spawnSync(found.bin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: withNodeFirst(found.bin) });
    process.exit(r.status ?? 1);
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * The stages. `workers`: jest workers on this two-core machine. The e2e suites share one platform, two at a
 * time: one suite alone left a third of the cores idle, waiting on the platform's answers; the few that need the
 * platform alone (the fuzz, the subgraph stop) hold it so, after the others (e2e/platform/suite-lock.js).
 * `before`: what a stage run alone needs first: the built platform and apps, or only the generated event contracts.
 */
const JEST_STAGES = {
  // grouped: run whole, each folder's suites share one module registry (test-groups.mjs).
  unit: { workers: 2, before: 'generate', grouped: true },
  integration: { workers: 2, before: 'generate', grouped: true },
  e2e: { workers: 2, before: 'build', needsChromium: true }, // needs Chromium for the real-platform browser journey
  // Two workers: a journey waits on Chromium's renderer, one core, most of its time; two suites at once ran the
  // whole stage in 498 s against 615 s (2026-11-30, ADR 0020), now that a page load costs the renderer less.
  browser: { workers: 2, before: 'build', needsChromium: true },
};
const CHECKS = {
  lint: () => [
    ['eslint', bin('eslint'), ['--cache', '--cache-location', join(root, 'node_modules', '.cache', 'eslint'), '.']],
    ['prettier', bin('prettier'), ['--check', '--log-level', 'warn', '--cache', '.']],
  ],
  build: () => [['build', process.execPath, [join(root, 'infra', 'scripts', 'build.mjs')]]],
  generate: () => [['event contracts', process.execPath, [join(root, 'infra', 'scripts', 'build.mjs'), 'buf generate']]],
  // TypeScript 7's native compiler (the `typescript-native` alias): the same configs checked in 18 s against
  // 70 s for TypeScript 5.9, which stays the `typescript` the tools load as a library (typescript-eslint, vite).
  typecheck: () =>
    ['tsconfig.json', 'frontends/storefront/tsconfig.json', 'frontends/admin/tsconfig.json'].map((project) => [
      `tsc -p ${project}`,
      process.execPath,
      [join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), '-p', project, '--noEmit'],
    ]),
};
const ALL = ['lint', 'build', 'typecheck', ...Object.keys(JEST_STAGES)];

const [first, ...rest] = process.argv.slice(2);
const single = ALL.includes(first) ? first : undefined;
const jestArgs = single ? rest : process.argv.slice(2);
// The server-rendering suite of the integration stage reads the built storefront renderer: build once if absent.
const unbuilt = !existsSync(join(root, 'frontends', 'storefront', 'dist', 'server', 'entry-server.cjs'));
const before = single === 'integration' && unbuilt ? 'build' : JEST_STAGES[single]?.before;
const stages = single ? [...(before ? [before] : []), single] : ALL;

const results = [];
const run = (label, cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return r.status ?? 1;
};
/** The same without blocking: the stages running alongside keep draining their output. */
const runAlongside = (cmd, args, env = process.env) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => done(1));
    child.on('close', (status) => done(status ?? 1));
  });
/** The same, in the background with its output held back (printed whole when it ends, so stages do not interleave). */
const runQuietly = (cmd, args) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ status: 1, output: String(error) }));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });

/** A check stage (lint, build, typecheck…): its steps one after another; the first failure ends it. */
async function checkStage(stage, quiet = false) {
  const started = Date.now();
  const row = { stage, seconds: 0, suites: '', tests: '', passed: 0, failed: 0, note: 'ok' };
  let log = '';
  for (const [label, cmd, args] of CHECKS[stage]()) {
    let status;
    if (quiet) {
      const r = await runQuietly(cmd, args);
      log += `--- ${label}\n${r.output}`;
      status = r.status;
    } else {
      console.log(`--- ${label}`);
      status = run(label, cmd, args);
    }
    if (status !== 0) {
      row.failed = 1;
      row.note = `${label} failed`;
      break;
    }
  }
  row.seconds = (Date.now() - started) / 1000;
  if (quiet) console.log(`\n=== ${stage} (${row.seconds.toFixed(1)} s, alongside the build) ===\n${log}`);
  return row;
}

/** A jest stage; its report (test-results/<stage>.json) gives the table's figures. */
async function jestStage(stage) {
  const started = Date.now();
  const row = { stage, seconds: 0, suites: '', tests: '', passed: 0, failed: 0 };
  const { workers, needsChromium, grouped } = JEST_STAGES[stage];
  let env = process.env;
  let groups;
  if (grouped && jestArgs.length === 0) {
    groups = writeSuiteGroups(root, stage);
    env = { ...process.env, GUIDE_TEST_GROUPS: groups.dir };
    console.log(`${stage}: ${groups.suites} suites in ${groups.groups} files, one module registry each (infra/scripts/test-groups.mjs)`);
  }
  if (needsChromium && !ensureChromium()) {
    row.failed = 1;
    row.note = 'Chromium missing';
  } else {
    const out = join(root, 'test-results', `${stage}.json`);
    rmSync(out, { force: true }); // a stale report must never stand for this run
    // --forceExit: a suite that leaves a socket open must not hang CI after the report is written.
    const args = ['--selectProjects', stage, `--maxWorkers=${workers}`, '--ci', '--json', '--forceExit', `--outputFile=${out}`, ...jestArgs];
    const status = await runAlongside(bin('jest'), args, env);
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      row.suites = groups?.suites ?? report.numTotalTestSuites;
      row.tests = report.numTotalTests;
      row.passed = report.numPassedTests;
      row.failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      row.note = status === 0 ? 'ok' : 'FAILED';
    } else {
      row.failed = 1;
      row.note = `no jest report (exit ${status})`;
    }
  }
  row.seconds = (Date.now() - started) / 1000;
  return row;
}

mkdirSync(join(root, 'test-results'), { recursive: true });
const wallStarted = Date.now();
if (!single) {
  // The whole run: lint alongside the build, and the type check alongside the apps' build (it needs the generated
  // code of the first part): on two cores each of these leaves a core mostly idle when run alone.
  console.log('\n=== build (lint alongside; typecheck alongside the apps) ===');
  const lint = checkStage('lint', true);
  const buildStarted = Date.now();
  const code = await runAlongside(process.execPath, [join(root, 'infra', 'scripts', 'build.mjs'), '--code']);
  let typecheck = Promise.resolve(undefined);
  let apps = 1;
  if (code === 0) {
    typecheck = checkStage('typecheck', true);
    apps = await runAlongside(process.execPath, [join(root, 'infra', 'scripts', 'build.mjs'), '--apps']);
  }
  const build = { stage: 'build', seconds: (Date.now() - buildStarted) / 1000, suites: '', tests: '', passed: 0, failed: code || apps ? 1 : 0 };
  build.note = build.failed ? 'build failed' : 'ok';
  results.push(await lint, build);
  const typed = await typecheck;
  if (typed) results.push(typed);
  if (!build.failed && !typed?.failed) {
    // One after another. Running e2e alongside browser (each leaves about 30 % of the cores idle alone)
    // measured slower: 934 s for both, against 837 s in turn on the commit before (e2e 182 s, browser 655 s).
    for (const stage of Object.keys(JEST_STAGES)) {
      console.log(`\n=== ${stage} ===`);
      results.push(await jestStage(stage));
    }
  }
} else {
  for (const stage of stages) {
    console.log(`\n=== ${stage} ===`);
    const row = CHECKS[stage] ? await checkStage(stage) : await jestStage(stage);
    results.push(row);
    // Without a build or a typecheck, what follows would only report the same cause again.
    if (row.failed && ['build', 'generate', 'typecheck'].includes(stage)) break;
  }
}

const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));
// Wall time: lint and typecheck overlap the build, so their seconds are not added.
const total = (Date.now() - wallStarted) / 1000;
console.log('\nstage        seconds  suites   tests  result');
for (const r of results) console.log(`${pad(r.stage, 11)} ${pad(r.seconds.toFixed(1), 8, true)} ${pad(r.suites, 7, true)} ${pad(r.tests, 7, true)}  ${r.note}`);
console.log(`${pad('total', 11)} ${pad(total.toFixed(1), 8, true)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
