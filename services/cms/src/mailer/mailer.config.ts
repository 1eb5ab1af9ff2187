import { Config, ConfigError, SubgraphConfig, env, mailEnv, publicWebEnv } from '@guide/platform';

/**
 * Variables of the cms's forms and mailer: SMTP, the site origin of emailed links, the staff address the
 * forms go to, and the newsletter token secret (HMAC key of the confirm/unsubscribe links and of client
 * address hashes).
 */
export const cmsMailEnv = {
  ...mailEnv,
  ...publicWebEnv,
  CMS_STAFF_EMAIL: env.string({
    default: 'contact@guide-gourmand.localhost',
    doc: 'where contact, join-us and partner forms are sent (MailDev catches it locally)',
  }),
  NEWSLETTER_TOKEN_SECRET: env.string({
    optional: true,
    doc: 'HMAC key of the newsletter links and client address hashes (a development value outside production)',
  }),
};

export type CmsMailConfig = SubgraphConfig & Partial<Config<typeof cmsMailEnv>>;

const defaults = {
  CMS_STAFF_EMAIL: cmsMailEnv.CMS_STAFF_EMAIL.parse('CMS_STAFF_EMAIL', undefined),
};

/** Development and tests only: production must set NEWSLETTER_TOKEN_SECRET. */
const DEV_TOKEN_SECRET = 'dev-newsletter-token-secret';

export const staffEmail = (config: CmsMailConfig) => config.CMS_STAFF_EMAIL || defaults.CMS_STAFF_EMAIL;

/** The token secret; production without one stops at start-up, naming the variable (as commerce's bank details). */
export function tokenSecret(config: CmsMailConfig): string {
  if (config.NEWSLETTER_TOKEN_SECRET) return config.NEWSLETTER_TOKEN_SECRET;
  if (config.NODE_ENV === 'production') throw new ConfigError('NEWSLETTER_TOKEN_SECRET', 'is required in production (newsletter links)');
  return DEV_TOKEN_SECRET;
}
