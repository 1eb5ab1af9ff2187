#!/usr/bin/env node
// `npm test`: build (the end-to-end and browser suites run the built platform), typecheck, then every
// jest project. Prints one closing line "tests: N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (label, cmd, args) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return r.status ?? 1;
};

if (!ensureChromium()) {
  console.log('tests: 0 passed, 1 failed (Chromium missing)');
  process.exit(1);
}
if (run('build', process.execPath, [join(root, 'infra', 'scripts', 'build.mjs')]) !== 0) process.exit(1);
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const typecheckFailed = ['tsconfig.json', 'frontends/storefront/tsconfig.json', 'frontends/admin/tsconfig.json'].some((project) => run(`typecheck ${project}`, tsc, ['-p', project, '--noEmit']) !== 0);
if (typecheckFailed) {
  console.log('tests: 0 passed, 1 failed (typecheck)');
  process.exit(1);
}
mkdirSync(join(root, 'test-results'), { recursive: true });
const out = join(root, 'test-results', 'jest.json');
rmSync(out, { force: true }); // a stale report must never stand for this run
// --forceExit: a suite that leaves a socket open must not hang CI after the report is written.
const status = run('tests', join(root, 'node_modules', '.bin', 'jest'), ['--ci', '--json', '--forceExit', `--outputFile=${out}`, ...process.argv.slice(2)]);
let summary = 'tests: 0 passed, 1 failed (no jest report)';
if (existsSync(out)) {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  summary = `tests: ${report.numPassedTests} passed, ${failed} failed`;
}
console.log(`\n${summary}`);
process.exit(status);
