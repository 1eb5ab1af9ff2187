import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';

/**
 * The browser stage's jest environment. jest loads it once per worker, outside the suites' module registries, so
 * what this module keeps outlives a suite: the worker's Chromium, launched by its first suite and driven from this
 * process (no browser server in between: every Playwright call used to travel through one in jest's main process).
 * Suites reach it through `workerChromium()` (chromium.ts); each suite still opens its own contexts.
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

export default class BrowserStageEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__guideWorkerChromium = workerChromium;
  }
}
