/**
 * The e2e stage's platform booted ahead of the stage, in a process of its own (`npm test` starts it while the
 * integration stage runs, whose cores are partly idle while PostgreSQL answers): it runs the stage's own set-up,
 * prints one line `GUIDE_E2E_ENV {json}` with what the suites read, and tears the platform down when its
 * standard input closes. Run by infra/scripts/test.mjs through services/platform/src/testing/run-ts.cjs.
 */
import globalSetup from './global-setup';
import globalTeardown from './global-teardown';

async function host(): Promise<void> {
  await globalSetup();
  const { GUIDE_E2E_PLATFORM, GUIDE_E2E_COLLECTOR } = process.env;
  process.stdout.write(`GUIDE_E2E_ENV ${JSON.stringify({ GUIDE_E2E_PLATFORM, GUIDE_E2E_COLLECTOR })}\n`);
  process.stdin.resume();
  process.stdin.on('close', () => {
    void globalTeardown().finally(() => process.exit(0));
  });
}

host().catch((error: unknown) => {
  process.stderr.write(`the e2e platform did not boot: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
