import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSigningKeys } from '@guide/platform';

/**
 * One-machine secrets, generated on first start into the ignored data folder (never committed).
 * In a cluster they come from the environment (Secrets) instead.
 */
export async function localSecrets(dataDir: string, env: NodeJS.ProcessEnv) {
  const dir = join(dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name: string) => join(dir, name);
  if (!existsSync(file('jwt-private.pem'))) {
    const keys = await generateSigningKeys();
    writeFileSync(file('jwt-private.pem'), keys.privateKeyPem, { mode: 0o600 });
    writeFileSync(file('jwt-public.pem'), keys.publicKeyPem, { mode: 0o644 });
  }
  if (!existsSync(file('gateway-secret'))) writeFileSync(file('gateway-secret'), randomBytes(32).toString('base64url'), { mode: 0o600 });
  // identity derives each webhook's signing secret from it (services/identity/src/webhooks/signing.ts)
  if (!existsSync(file('webhook-signing-key'))) writeFileSync(file('webhook-signing-key'), randomBytes(32).toString('base64url'), { mode: 0o600 });
  return {
    jwtPrivateKey: env.JWT_PRIVATE_KEY || readFileSync(file('jwt-private.pem'), 'utf8'),
    jwtPublicKey: env.JWT_PUBLIC_KEY || readFileSync(file('jwt-public.pem'), 'utf8'),
    gatewaySecret: env.GATEWAY_SECRET || readFileSync(file('gateway-secret'), 'utf8').trim(),
    webhookSigningKey: env.WEBHOOK_SIGNING_KEY || readFileSync(file('webhook-signing-key'), 'utf8').trim(),
  };
}
