import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * jest globalSetup of the browser stage: one Chromium for the whole run (playwright's browser server);
 * each suite connects to it (`launchChromium()` reads GUIDE_CHROMIUM_WS) and gives each test a clean page
 * (`useBrowserSuite`), so no state crosses tests while the start-up is paid once.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.GUIDE_CHROMIUM_WS) return;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' });
  process.env.GUIDE_CHROMIUM_WS = server.wsEndpoint();
  Object.assign(globalThis, { __guideChromium: server });
}
