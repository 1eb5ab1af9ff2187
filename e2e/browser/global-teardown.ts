import { closeWorkerChromium } from './environment';

/** The browser stage's global teardown: a run in band drove Chromium from jest's own process (environment.ts). */
export default async function globalTeardown(): Promise<void> {
  await closeWorkerChromium();
}
