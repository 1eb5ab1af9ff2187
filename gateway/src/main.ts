// First: tracing patches http, pg and graphql as they load (services/platform/src/tracing/README.md).
import '@guide/platform/tracing/register';
import { readFileSync, existsSync } from 'node:fs';
import { ConfigError, createAccessTokenVerifier, env, loadConfig, onTerminate } from '@guide/platform';
import { API_KEY_DEFAULTS, ApiKeys } from './api-keys';
import { SUPERGRAPH_PATH } from './compose';
import { DEFAULT_COST_BUDGET } from './rate-limit';
import { identityBaseUrl, withRevocationCheck } from './revocation';
import { createGatewayApp } from './server';
import { trustedProxiesEnv } from './trusted-proxies';

async function main() {
  let config;
  try {
    config = loadConfig({
      NODE_ENV: env.oneOf(['development', 'test', 'production'] as const, { default: 'development' }),
      PORT: env.int({ default: 4000, min: 1, max: 65535 }),
      GATEWAY_SECRET: env.string(),
      JWT_PUBLIC_KEY: env.string({ doc: 'SPKI PEM of the access-token signing key' }),
      SUPERGRAPH_FILE: env.string({ default: SUPERGRAPH_PATH }),
      TRUSTED_PROXIES: trustedProxiesEnv,
      QUERY_COST_PER_SECOND: env.int({ default: DEFAULT_COST_BUDGET.perSecond, min: 1, doc: 'query cost an anonymous client regains per second' }),
      QUERY_COST_BURST: env.int({ default: DEFAULT_COST_BUDGET.burst, min: 1, doc: 'query cost an anonymous client may spend at once' }),
      SIGNED_IN_COST_FACTOR: env.int({ default: DEFAULT_COST_BUDGET.signedInFactor, min: 1, doc: 'budget multiplier for signed-in callers' }),
      API_KEY_RATE_PER_SECOND: env.int({ default: API_KEY_DEFAULTS.ratePerSecond, min: 1, doc: 'requests one API key regains per second' }),
      API_KEY_BURST: env.int({ default: API_KEY_DEFAULTS.burst, min: 1, doc: 'requests one API key may make at once' }),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[gateway] ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
  if (!existsSync(config.SUPERGRAPH_FILE)) {
    console.error(`[gateway] ${config.SUPERGRAPH_FILE} is missing: run "npm run build" (it composes the supergraph)`);
    process.exit(78);
  }
  const gateway = await createGatewayApp({
    supergraphSdl: readFileSync(config.SUPERGRAPH_FILE, 'utf8'),
    gatewaySecret: config.GATEWAY_SECRET,
    // A verified token must also still be current at identity (logout, deactivation, role change).
    verifyToken: withRevocationCheck(await createAccessTokenVerifier(config.JWT_PUBLIC_KEY.replace(/\\n/g, '\n')), {
      identityUrl: identityBaseUrl(),
      gatewaySecret: config.GATEWAY_SECRET,
    }),
    production: config.NODE_ENV === 'production',
    trustedProxies: config.TRUSTED_PROXIES,
    costBudget: { perSecond: config.QUERY_COST_PER_SECOND, burst: config.QUERY_COST_BURST, signedInFactor: config.SIGNED_IN_COST_FACTOR },
    // Partners' keys: checked with identity, one rate limit per key; usage counts are sent on close too.
    apiKeys: new ApiKeys({
      identityUrl: identityBaseUrl(),
      gatewaySecret: config.GATEWAY_SECRET,
      ratePerSecond: config.API_KEY_RATE_PER_SECOND,
      burst: config.API_KEY_BURST,
    }),
  });
  const server = await gateway.listen(config.PORT);
  console.log(`[gateway] ready on http://localhost:${server.port}/graphql`);
  // SIGTERM: in-flight requests answered, then exit 0 within the bound (graceful-shutdown.ts).
  onTerminate('gateway', () => server.close());
}

void main();
