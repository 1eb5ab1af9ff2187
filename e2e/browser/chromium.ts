import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Debian's Chromium headless shell, driven by playwright-core (infra/scripts/chromium.mjs installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // V8 without its optimising tiers (interpreter and baseline code only): a test's page lives a few seconds, too
  // short for optimised code to pay back its compile on two busy cores. Same JavaScript semantics; five suites
  // (63 journeys) took 186 and 194 s against 215 and 204 s with the default tiers.
  '--js-flags=--max-opt=1',
];

/** A Chromium of its own, driven from this process. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (npm test does it as root)`);
  }
  // Loaded here, not at the top: a browser suite uses its worker's Chromium and never loads Playwright's server code.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The browser stage's Chromium of this jest worker (environment.ts), shared by the worker's suites one after the
 * other; elsewhere (a suite run with another environment), undefined.
 */
export function workerChromium(): Promise<Browser> | undefined {
  const shared = (globalThis as { __guideWorkerChromium?: () => Promise<Browser> }).__guideWorkerChromium;
  return shared?.();
}
