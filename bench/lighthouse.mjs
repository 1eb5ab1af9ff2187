#!/usr/bin/env node
// Lighthouse (mobile profile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on the
// storefront's public pages, driving Debian's Chromium. Part of `npm run bench` (bench/run.mjs calls
// runLighthouse on its own stack); alone against a running platform:
//   node bench/lighthouse.mjs http://localhost:3000 / /hotels-restaurants/tables-terroir /hotels-restaurants/89/chablis/auberge-chevalier
// Prints figures, never fails on them. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Gzip bytes of the scripts a page loaded (what "initial JavaScript" means here: everything up to load). */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/**
 * Main-thread work per script (Lighthouse's `bootup-time` audit, under the simulated 4× CPU slowdown): total,
 * script evaluation and parse/compile ms, the heaviest first. The document itself is named by its path.
 */
function bootup(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items
    .map((i) => ({ url: String(i.url), total: i.total ?? 0, scripting: i.scripting ?? 0, parse: i.scriptParseCompile ?? 0 }))
    .sort((a, b) => b.total - a.total);
}

/**
 * Lighthouse and chrome-launcher from bench/tools (their own pinned lock), installed there the first time: with
 * their 200 packages they were a tenth of what `npm ci` wrote for every test run, for the bench alone.
 */
async function loadTools() {
  const tools = join(dirname(fileURLToPath(import.meta.url)), 'tools');
  if (!existsSync(join(tools, 'node_modules', 'lighthouse'))) {
    console.log('bench: installing lighthouse into bench/tools (once)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: tools, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`npm ci in ${tools} failed (exit ${r.status})`);
  }
  const resolve = createRequire(join(tools, 'package.json')).resolve;
  const entry = (name) => import(pathToFileURL(resolve(name)).href);
  const [lighthouse, chromeLauncher] = await Promise.all([entry('lighthouse'), entry('chrome-launcher')]);
  return { lighthouse: lighthouse.default, chromeLauncher };
}

/** Runs Lighthouse on each path, one after the other (a shared 2-core machine: no parallel runs). */
export async function runLighthouse(baseUrl, paths, { runs = 1 } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  const { lighthouse, chromeLauncher } = await loadTools();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          js: scriptBytes(lhr),
          bootup: bootup(lhr),
          error: lhr.runtimeError?.message,
        });
      }
      // The median run by score (Lighthouse's own advice for noisy machines).
      samples.sort((a, b) => a.score - b.score);
      rows.push({ path, ...samples[Math.floor(samples.length / 2)] });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log('\nLighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), Debian Chromium');
  console.log('page                                            | score |  FCP s |  LCP s | TBT ms |   CLS | JS KB (gzip)');
  console.log('------------------------------------------------|-------|--------|--------|--------|-------|-------------');
  for (const r of rows) {
    if (r.error) {
      console.log(`${r.path.padEnd(48)}| error: ${r.error}`);
      continue;
    }
    console.log(
      `${r.path.slice(0, 47).padEnd(48)}| ${String(r.score).padStart(5)} | ${(r.fcp / 1000).toFixed(2).padStart(6)} | ${(r.lcp / 1000).toFixed(2).padStart(6)} | ${r.tbt.toFixed(0).padStart(6)} | ${r.cls.toFixed(3).padStart(5)} | ${(r.js / 1024).toFixed(1).padStart(11)}`,
    );
  }
  console.log('\nMain-thread work per script (bootup-time, ms under 4× slowdown): total = scripting + parse/compile + other');
  for (const r of rows) {
    if (r.error || !r.bootup?.length) continue;
    console.log(`${r.path}`);
    for (const b of r.bootup.slice(0, 6)) {
      let name = b.url;
      try {
        name = new URL(b.url).pathname;
      } catch {
        // "Unattributable" and other non-URL rows stay as they are
      }
      console.log(
        `  ${name.slice(0, 60).padEnd(60)} ${b.total.toFixed(0).padStart(6)} ${b.scripting.toFixed(0).padStart(6)} ${b.parse.toFixed(0).padStart(6)}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: node bench/lighthouse.mjs <base url> [paths…]');
    process.exit(2);
  }
  printLighthouse(await runLighthouse(baseUrl.replace(/\/$/, ''), paths.length ? paths : ['/'], { runs: Number(process.env.LIGHTHOUSE_RUNS ?? 1) }));
}
