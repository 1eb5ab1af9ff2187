import { env } from './config';

export const DEFAULT_PUBLIC_WEB_URL = 'http://localhost:3000';

/** The site's public origin, for a service that writes links to it (mails, payment returns). */
export const publicWebEnv = {
  PUBLIC_WEB_URL: env.url({
    protocols: ['http', 'https'],
    default: DEFAULT_PUBLIC_WEB_URL,
    doc: 'site origin used in emailed links and payment returns (storefront at /, back office at /admin/)',
  }),
};

/**
 * The site origin without a trailing slash, so `${publicWebUrl(config)}/en/...` is the one way every
 * service writes a link: `https://guide.example/` and `https://guide.example` give the same links.
 * Unset (a test's partial config): the development default.
 */
export const publicWebUrl = (config: { PUBLIC_WEB_URL?: string }): string => (config.PUBLIC_WEB_URL || DEFAULT_PUBLIC_WEB_URL).replace(/\/+$/, '');
