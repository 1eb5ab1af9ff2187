import { Config, MailSender, SmtpMailSender, SubgraphConfig, env, mailEnv } from '@guide/platform';

/** Variables of the ticket mailer: where it sends, and the site origin its links point at. */
export const ticketsMailEnv = {
  ...mailEnv,
  PUBLIC_WEB_URL: env.url({
    protocols: ['http', 'https'],
    default: 'http://localhost:3000',
    doc: 'site origin used in emailed links (storefront at /, back office at /admin/)',
  }),
};

export type TicketsMailConfig = SubgraphConfig & Partial<Config<typeof ticketsMailEnv>>;

const defaults = {
  SMTP_URL: ticketsMailEnv.SMTP_URL.parse('SMTP_URL', undefined),
  MAIL_FROM: ticketsMailEnv.MAIL_FROM.parse('MAIL_FROM', undefined),
  PUBLIC_WEB_URL: ticketsMailEnv.PUBLIC_WEB_URL.parse('PUBLIC_WEB_URL', undefined),
};

/** The site origin without a trailing slash. */
export const publicWebUrl = (config: TicketsMailConfig) => (config.PUBLIC_WEB_URL || defaults.PUBLIC_WEB_URL).replace(/\/+$/, '');

/** SMTP with the service's settings (tests pass their own sender instead). */
export const smtpMailSender = (config: TicketsMailConfig) => (): MailSender =>
  new SmtpMailSender(config.SMTP_URL || defaults.SMTP_URL, config.MAIL_FROM || defaults.MAIL_FROM);
