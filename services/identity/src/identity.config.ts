import { Config, SubgraphConfig, env } from '@guide/platform';

/** Variables of this service beyond the platform's. */
export const identityEnv = {
  JWT_PRIVATE_KEY: env.string({ doc: 'PKCS8 PEM of the Ed25519 key that signs access tokens (\\n escapes allowed)' }),
  SMTP_URL: env.url({ protocols: ['smtp', 'smtps'], default: 'smtp://127.0.0.1:1025', doc: 'where the mailer sends (MailDev on one machine)' }),
  PUBLIC_WEB_URL: env.url({ protocols: ['http', 'https'], default: 'http://localhost:3000', doc: 'storefront origin used in emailed links' }),
  MAIL_FROM: env.string({ default: 'Guide Gourmand <no-reply@guide-gourmand.localhost>', doc: 'sender of customer emails' }),
};

export type IdentityConfig = SubgraphConfig & Config<typeof identityEnv>;

/** Env files often carry a PEM on one line with literal \n. */
export function pemFromEnv(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}
