import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';

/**
 * The browser stage's jest environment. jest loads it once per worker, outside the suites' module registries, so
 * what this module keeps outlives a suite: the worker's Chromium, launched by its first suite and driven from this
 * process (no browser server in between: every Playwright call used to travel through one in jest's main process).
 * Suites reach it through `workerChromium()` (chromium.ts).
 */
let chromium: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  if (!chromium) {
    const launched = launchChromium();
    chromium = launched;
    // A crashed Chromium is launched again by the next suite.
    launched.then((browser) => browser.on('disconnected', () => chromium === launched && (chromium = undefined))).catch(() => (chromium = undefined));
  }
  return chromium;
}

/**
 * Closes this process's Chromium, if it launched one: the browser stage's global teardown, for a run in band
 * (one file, or `--runInBand`), where the suites ran in jest's own process and Chromium would keep it from exiting.
 */
export async function closeWorkerChromium(): Promise<void> {
  const launched = chromium;
  chromium = undefined;
  await (await launched?.catch(() => undefined))?.close();
}

/**
 * What a suite leaves to the next one of this worker (browser.ts): its web server's port, so the apps' files keep
 * their addresses (and the browser's cache of them), and its page, emptied, with its context.
 */
const kept: Record<string, unknown> = {};

export default class BrowserStageEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__guideWorkerChromium = workerChromium;
    this.global.__guideWorkerKept = kept;
  }
}
