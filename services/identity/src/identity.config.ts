import { Config, SubgraphConfig, env, mailEnv, publicWebEnv } from '@guide/platform';
import { webhooksEnv } from './webhooks/webhooks.config';

/** Variables of this service beyond the platform's. */
export const identityEnv = {
  JWT_PRIVATE_KEY: env.string({ doc: 'PKCS8 PEM of the Ed25519 key that signs access tokens (\\n escapes allowed)' }),
  ...mailEnv,
  ...publicWebEnv,
  ...webhooksEnv,
};

/** The webhooks' variables may be left out (tests): webhookSettings gives their defaults. */
export type IdentityConfig = SubgraphConfig & Omit<Config<typeof identityEnv>, keyof typeof webhooksEnv> & Partial<Config<typeof webhooksEnv>>;

/** Env files often carry a PEM on one line with literal \n. */
export function pemFromEnv(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}
