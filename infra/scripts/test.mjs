#!/usr/bin/env node
// `npm test`: every stage in order (testing/README.md), then a table of seconds, suites and tests per stage
// and one closing line "tests: N passed, N failed" for CI.
// `node infra/scripts/test.mjs <stage> [jest arguments…]` runs one stage (npm run test:unit, test:integration…),
// e.g. `npm run test:integration -- services/commerce`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * The stages. `workers`: jest workers on this two-core machine. The e2e suites share one platform (its
 * processes use the cores), and one of them stops and restarts a subgraph: one worker, suites in turn.
 * `before`: what a stage run alone needs first: the built platform and apps, or only the generated event contracts.
 */
const JEST_STAGES = {
  unit: { workers: 2, before: 'generate' },
  integration: { workers: 2, before: 'generate' },
  e2e: { workers: 1, before: 'build', needsChromium: true }, // needs Chromium for the real-platform browser journey
  // One worker: Chromium keeps both cores busy; a second worker measured no faster (106 s against 103 s).
  browser: { workers: 1, before: 'build', needsChromium: true },
};
const CHECKS = {
  lint: () => [
    ['eslint', bin('eslint'), ['--cache', '--cache-location', join(root, 'node_modules', '.cache', 'eslint'), '.']],
    ['prettier', bin('prettier'), ['--check', '--log-level', 'warn', '--cache', '.']],
  ],
  build: () => [['build', process.execPath, [join(root, 'infra', 'scripts', 'build.mjs')]]],
  generate: () => [['event contracts', process.execPath, [join(root, 'infra', 'scripts', 'build.mjs'), 'buf generate']]],
  typecheck: () =>
    ['tsconfig.json', 'frontends/storefront/tsconfig.json', 'frontends/admin/tsconfig.json'].map((project) => [
      `tsc -p ${project}`,
      bin('tsc'),
      ['-p', project, '--noEmit'],
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

mkdirSync(join(root, 'test-results'), { recursive: true });
for (const stage of stages) {
  console.log(`\n=== ${stage} ===`);
  const started = Date.now();
  const row = { stage, seconds: 0, suites: '', tests: '', passed: 0, failed: 0 };
  if (CHECKS[stage]) {
    const failedStep = CHECKS[stage]().find(([label, cmd, args]) => {
      console.log(`--- ${label}`);
      return run(label, cmd, args) !== 0;
    });
    row.failed = failedStep ? 1 : 0;
    row.note = failedStep ? `${failedStep[0]} failed` : 'ok';
  } else {
    const { workers, needsChromium } = JEST_STAGES[stage];
    if (needsChromium && !ensureChromium()) {
      row.failed = 1;
      row.note = 'Chromium missing';
    } else {
      const out = join(root, 'test-results', `${stage}.json`);
      rmSync(out, { force: true }); // a stale report must never stand for this run
      // --forceExit: a suite that leaves a socket open must not hang CI after the report is written.
      const status = run(stage, bin('jest'), [
        '--selectProjects',
        stage,
        `--maxWorkers=${workers}`,
        '--ci',
        '--json',
        '--forceExit',
        `--outputFile=${out}`,
        ...jestArgs,
      ]);
      if (existsSync(out)) {
        const report = JSON.parse(readFileSync(out, 'utf8'));
        row.suites = report.numTotalTestSuites;
        row.tests = report.numTotalTests;
        row.passed = report.numPassedTests;
        row.failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
        row.note = status === 0 ? 'ok' : 'FAILED';
      } else {
        row.failed = 1;
        row.note = `no jest report (exit ${status})`;
      }
    }
  }
  row.seconds = (Date.now() - started) / 1000;
  results.push(row);
  // Without a build or a typecheck, what follows would only report the same cause again.
  if (row.failed && ['build', 'generate', 'typecheck'].includes(stage)) break;
}

const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\nstage        seconds  suites   tests  result');
for (const r of results) console.log(`${pad(r.stage, 11)} ${pad(r.seconds.toFixed(1), 8, true)} ${pad(r.suites, 7, true)} ${pad(r.tests, 7, true)}  ${r.note}`);
console.log(`${pad('total', 11)} ${pad(total.toFixed(1), 8, true)}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
