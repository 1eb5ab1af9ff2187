import type { BrowserServer } from 'playwright-core';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __guideChromium?: BrowserServer }).__guideChromium?.close();
}
