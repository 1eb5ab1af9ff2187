import type { NextFunction, Request, Response } from 'express';
import { contestPath, matchStorefrontRoute } from './storefront-routes';

/**
 * What the cms says about the site (`siteStatus`): maintenance mode, languages and the site's name. The web server asks in the
 * background every few seconds — never while answering a visitor — and keeps the last answer it had when the
 * gateway is down or slow, so an outage of the API neither opens nor closes the site.
 */
export interface SiteStatus {
  maintenanceMode: boolean;
  /** `fr`, `en`; the default first. */
  enabledLocales: string[];
  defaultLocale: string;
  /** general.siteName (Settings › Configuration): the pages' title suffix, the maintenance page's. */
  siteName: string;
  /** The default channel's hostname (Settings › Channels), or null: the public URLs' host when set (web-server.ts). */
  hostname: string | null;
}

/** The registry's default name (packages/vocabulary/src/settings.ts), until the cms says otherwise. */
export const DEFAULT_SITE_NAME = 'Guide Gourmand';

/** Before the first answer: the site open, both languages, the default name (the registry's defaults). */
export const OPEN_SITE: SiteStatus = { maintenanceMode: false, enabledLocales: ['fr', 'en'], defaultLocale: 'fr', siteName: DEFAULT_SITE_NAME, hostname: null };

const QUERY = 'query WebSiteStatus { siteStatus { maintenanceMode enabledLocales defaultLocale siteName hostname } }';
/** What a hostname may hold before it goes into URLs and HTML (the cms checks it fully). */
const HOSTNAME_CHARACTERS = /^[a-z0-9.-]{1,253}$/;
const LANGUAGES = ['fr', 'en'];

export interface SiteStatusWatcher {
  current(): SiteStatus;
  /** Asks once now (tests; the loop calls it too). Never throws. */
  refresh(): Promise<void>;
  stop(): void;
}

function valid(value: unknown): value is Omit<SiteStatus, 'siteName' | 'hostname'> & { siteName?: unknown; hostname?: unknown } {
  const v = value as SiteStatus | null;
  return (
    !!v &&
    typeof v.maintenanceMode === 'boolean' &&
    LANGUAGES.includes(v.defaultLocale) &&
    Array.isArray(v.enabledLocales) &&
    v.enabledLocales.length > 0 &&
    v.enabledLocales.every((l) => LANGUAGES.includes(l))
  );
}

export function watchSiteStatus(graphqlEndpoint: string, options: { intervalMs?: number; timeoutMs?: number } = {}): SiteStatusWatcher {
  const intervalMs = options.intervalMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  let status = OPEN_SITE;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function refresh(): Promise<void> {
    try {
      const answer = await fetch(graphqlEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-guide-client': 'storefront', 'x-guide-render': 'status' },
        body: JSON.stringify({ query: QUERY, operationName: 'WebSiteStatus' }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await answer.json()) as { data?: { siteStatus?: unknown } };
      const next = body.data?.siteStatus;
      if (valid(next)) {
        const { maintenanceMode, enabledLocales, defaultLocale, siteName, hostname } = next;
        status = {
          maintenanceMode,
          enabledLocales: enabledLocales.includes(defaultLocale) ? enabledLocales : [defaultLocale, ...enabledLocales],
          defaultLocale,
          // A cms that does not say (an older one, a blank value): the default name.
          siteName: typeof siteName === 'string' && siteName.trim() ? siteName.trim() : DEFAULT_SITE_NAME,
          hostname: typeof hostname === 'string' && HOSTNAME_CHARACTERS.test(hostname) ? hostname : null,
        };
      }
    } catch {
      // The gateway is down or slow: the last known status stands.
    }
  }

  const loop = () => {
    void refresh().finally(() => {
      if (stopped) return;
      timer = setTimeout(loop, intervalMs);
      timer.unref(); // never keeps the process alive on its own
    });
  };
  loop();

  return {
    current: () => status,
    refresh,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A path that names a file (`/logo.png`, `/assets/…`): static files stay served during maintenance. */
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;
const EN = /^\/en(?:\/|$)/i;
/** How long visitors and crawlers are asked to wait before trying again (seconds). */
export const MAINTENANCE_RETRY_AFTER = 300;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const TEXTS = {
  fr: {
    title: 'Site en maintenance',
    heading: 'Nous revenons très vite',
    message: 'Le site est en cours de maintenance. Merci de réessayer dans quelques minutes.',
  },
  en: {
    title: 'Down for maintenance',
    heading: 'We will be back shortly',
    message: 'The site is undergoing maintenance. Please try again in a few minutes.',
  },
} as const;

/**
 * The maintenance page: self-contained HTML (inline style, no script, no call to the API), so it shows whatever
 * state the rest of the platform is in. The language follows the path (`/en/…` English).
 */
export function maintenancePage(lang: 'fr' | 'en', siteName: string = DEFAULT_SITE_NAME): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · ${escapeHtml(siteName)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #faf7f2; color: #2b2118; }
  main { max-width: 34rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0; }
  .code { font-size: .875rem; letter-spacing: .1em; color: #8a6d4b; margin-bottom: .5rem; }
</style>
</head>
<body>
<main data-testid="maintenance-page">
  <p class="code">503</p>
  <h1>${escapeHtml(t.heading)}</h1>
  <p>${escapeHtml(t.message)}</p>
</main>
</body>
</html>
`;
}

/**
 * In front of the storefront (after /admin, /graphql, /media and the health check, which stay up): while the
 * default channel is in maintenance every storefront page answers 503 with the maintenance page and Retry-After;
 * files (the storefront's assets, favicon, images) are still served.
 */
export function maintenanceGate(status: () => SiteStatus) {
  // Built once per site name (it rarely changes), not per request.
  let pages = { name: '', fr: '', en: '' };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!status().maintenanceMode || req.path.startsWith('/assets/') || FILE_LIKE.test(req.path)) return next();
    const { siteName } = status();
    if (pages.name !== siteName) pages = { name: siteName, fr: maintenancePage('fr', siteName), en: maintenancePage('en', siteName) };
    res.status(503);
    res.setHeader('Retry-After', String(MAINTENANCE_RETRY_AFTER));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(pages[EN.test(req.path) ? 'en' : 'fr']);
  };
}

/**
 * A page in a language staff turned off (Settings › Locales) moves to the same page in the default language with
 * a 302 (temporary: the language may come back, and its URLs with it). URLs stay stable: French unprefixed,
 * English under `/en`.
 */
export function disabledLanguageRedirect(status: () => SiteStatus) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/') || FILE_LIKE.test(req.path)) return next();
    const { enabledLocales, defaultLocale } = status();
    const lang = EN.test(req.path) ? 'en' : 'fr';
    if (enabledLocales.includes(lang) || lang === defaultLocale) return next();
    const query = req.originalUrl.indexOf('?');
    const search = query >= 0 ? req.originalUrl.slice(query) : '';
    let bare = lang === 'en' ? req.path.slice(3) || '/' : req.path;
    // The contest's pages have each language's slugs: the same page in the other language's.
    const match = matchStorefrontRoute(req.path);
    if (match?.route.kind === 'contest' && match.route.contest) bare = contestPath(match.route.contest.key, match.params, defaultLocale === 'en' ? 'en' : 'fr');
    const target = defaultLocale === 'en' ? (bare === '/' ? '/en' : `/en${bare}`) : bare;
    res.setHeader('Cache-Control', 'no-cache');
    // req.path is already percent-encoded as the visitor sent it: used as it is.
    res.redirect(302, `${target}${search}`);
  };
}
