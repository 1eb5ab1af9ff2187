import { Config, SubgraphConfig, env, mailEnv, publicWebEnv } from '@guide/platform';

/** Variables of this service beyond the platform's. */
export const identityEnv = {
  JWT_PRIVATE_KEY: env.string({ doc: 'PKCS8 PEM of the Ed25519 key that signs access tokens (\\n escapes allowed)' }),
  ...mailEnv,
  ...publicWebEnv,
};

export type IdentityConfig = SubgraphConfig & Config<typeof identityEnv>;

/** Env files often carry a PEM on one line with literal \n. */
export function pemFromEnv(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}
