import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Dialog, Locator, Page } from 'playwright-core';
import type { SearchQuery } from '../../frontends/storefront/src/gql/graphql';
import { startWebServer } from '../../infra/src/web/web-server';
import { DEFAULT_BRANDING_COLOURS } from '../../packages/validation/src/branding';
import type { Stubbed } from './stubbed';
import { launchChromium, workerChromium } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from './chromium';

/**
 * Browser-suite helpers, reusable by any browser test: Debian's chromium driven by playwright-core, the real
 * web server of port 3000 serving the built apps, and (for tests that do not boot the platform) a stub gateway.
 */
export const REPO_ROOT = resolve(__dirname, '..', '..');
export const STOREFRONT_DIST = join(REPO_ROOT, 'frontends', 'storefront', 'dist');
export const ADMIN_DIST = join(REPO_ROOT, 'frontends', 'admin', 'dist');
/** The suite tests the built apps; building is the test script's job (it runs `vite build` first). */
export function assertAppsBuilt(): void {
  for (const [name, dir] of [
    ['storefront', STOREFRONT_DIST],
    ['admin', ADMIN_DIST],
  ] as const) {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(`${dir}/index.html is missing: build the apps first (npm run build -w @guide/${name}, or npm test which builds them)`);
    }
  }
}

export interface GraphQLRequest {
  operationName: string | null;
  query: string;
  variables: Record<string, any>;
  headers: IncomingHttpHeaders;
}
export type GraphQLResponder = (request: GraphQLRequest) => { data?: unknown; errors?: unknown[] } | undefined;

/**
 * STUB gateway, NOT the product's gateway (the real one is covered by the platform e2e suite, e2e/platform).
 * It answers GraphQL POSTs by operation name: `Search` gets an empty establishment connection unless a test
 * registers its own answer with `on()`. Every request is recorded so tests can check what the apps sent.
 */
export interface StubGateway {
  url: string;
  requests: GraphQLRequest[];
  on(operationName: string, responder: GraphQLResponder): void;
  reset(): void;
  close(): Promise<void>;
}

export const EMPTY_CONNECTION = {
  __typename: 'EstablishmentConnection',
  totalCount: 0,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: [],
};

/** The cms branding nobody changed (the apps' own look), as both apps' branding queries answer it. */
export const DEFAULT_BRANDING = {
  __typename: 'Branding',
  colours: { __typename: 'BrandingColours', ...DEFAULT_BRANDING_COLOURS },
  images: {
    __typename: 'BrandingImages',
    frontBackground: null,
    adminBackground: null,
    desktopLogo: null,
    desktopDarkLogo: null,
    mobileLogo: null,
    mobileDarkLogo: null,
  },
};

/** The cms's seeded content types (their texts are the storefront's locales'; labels only name types staff create). */
const SEEDED_CONTENT_TYPES = [
  'blog',
  'actualites',
  'recettes',
  'routes-gourmandes',
  'bons-plans',
  'sejours-et-week-ends',
  'evenements',
  'revue-de-presse',
  'partenaires',
  'actualites-des-etablissements',
].map((slug) => ({ slug, label: slug, labelEn: null, singularLabel: slug, singularLabelEn: null }));

const NO_SEO = { __typename: 'Seo', metaTitle: null, metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null };

export async function startStubGateway(): Promise<StubGateway> {
  const requests: GraphQLRequest[] = [];
  const responders = new Map<string, GraphQLResponder>();
  const emptySearch: Stubbed<SearchQuery> = { establishments: EMPTY_CONNECTION }; // typed like stubs.ts answers
  const defaults = new Map<string, GraphQLResponder>([
    ['Search', () => ({ data: emptySearch })],
    // Asked by every home page (latest posts, next events) and every 404 (has the path moved?): nothing, unless a test says.
    ['EditorialHighlights', () => ({ data: { highlights: { __typename: 'ContentConnection', edges: [] } } })],
    ['EditorialRedirect', () => ({ data: { contentRedirect: null } })],
    ['PageStatusContentRedirect', () => ({ data: { contentRedirect: null } })],
    // Catalogue permalinks (page-status.ts): no former slug, unless a test says.
    ['PageStatusProductRedirect', () => ({ data: { productSlugRedirect: null } })],
    ['PageStatusCategoryRedirect', () => ({ data: { productCategorySlugRedirect: null } })],
    // Asked by every editorial page and every unknown one-segment path (is it a content type's?): the seeded types, unless a test says.
    ['EditorialContentTypes', () => ({ data: { contentTypes: SEEDED_CONTENT_TYPES.map((type) => ({ __typename: 'ContentType', ...type })) } })],
    ['PageStatusContentTypes', () => ({ data: { contentTypes: SEEDED_CONTENT_TYPES.map(({ slug }) => ({ slug })) } })],
    // Asked by every page's header and footer (site-search/menu-links.tsx): no menu, so the static sections show, unless a test says.
    ['SiteMenu', () => ({ data: { menu: null } })],
    // Asked by every page of both apps (cms branding) and the home page (its slider): today's look and no slider, unless a test says.
    ['SiteBranding', () => ({ data: { branding: DEFAULT_BRANDING } })],
    ['AdminBranding', () => ({ data: { branding: { ...DEFAULT_BRANDING, updatedAt: '2026-01-01T00:00:00.000Z' } } })],
    ['SiteSlider', () => ({ data: { slider: null } })],
    // Asked by every storefront page's header (shop/currency): the euro only, so no currency switch, unless a test says.
    [
      'StoreCurrencies',
      () => ({
        data: { currencies: [{ __typename: 'Currency', code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, enabled: true, rateFromEur: null }] },
      }),
    ],
    // The site open in both languages (cms siteStatus), unless a test says: the web server's background refresh
    // (infra/src/web/site-status.ts) and the storefront's language switch on pages the browser renders alone.
    ['WebSiteStatus', () => ({ data: { siteStatus: { maintenanceMode: false, enabledLocales: ['fr', 'en'], defaultLocale: 'fr' } } })],
    ['SiteLocales', () => ({ data: { siteStatus: { __typename: 'SiteStatus', enabledLocales: ['fr', 'en'], defaultLocale: 'fr' } } })],
    // Asked by the registration form (identity, Settings › Configuration › customers): professional accounts open, unless a test says.
    ['RegistrationOptions', () => ({ data: { registrationOptions: { __typename: 'RegistrationOptions', professionalAccounts: true } } })],
    // Asked by the sections' pages (section-seo.ts): nothing set, so the pages' own texts show, unless a test says.
    [
      'SectionSeo',
      (request) => ({ data: { sectionSeo: { __typename: 'SectionSeo', section: String(request.variables.section), seo: NO_SEO, seoEn: NO_SEO } } }),
    ],
  ]);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return send(405, { errors: [{ message: 'stub gateway: POST only' }] });
      let body: { operationName?: string; query?: string; variables?: Record<string, unknown> };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { errors: [{ message: 'stub gateway: body is not JSON' }] });
      }
      const request: GraphQLRequest = {
        operationName: body.operationName ?? null,
        query: body.query ?? '',
        variables: body.variables ?? {},
        headers: req.headers,
      };
      const name = request.operationName ?? '';
      // The web server's background siteStatus refresh comes every few seconds, whatever the page: not a page's request.
      if (name !== 'WebSiteStatus') requests.push(request);
      const answer = (responders.get(name) ?? defaults.get(name))?.(request);
      if (!answer) {
        return send(200, {
          errors: [{ message: `stub gateway: no answer for operation ${name || '(anonymous)'}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      }
      send(200, answer);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    on: (operationName, responder) => void responders.set(operationName, responder),
    reset: () => {
      requests.length = 0;
      responders.clear();
    },
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

export interface WebStack {
  /** `http://127.0.0.1:<port>` of the web server (no trailing slash). */
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * What this worker's previous browser suite left (environment.ts): the port its web server had, and its page
 * when a suite may take it over (useBrowserSuite). Undefined outside the browser stage.
 */
interface WorkerKept {
  port?: number;
  page?: KeptPage;
}
const workerKept = (): WorkerKept | undefined => (globalThis as { __guideWorkerKept?: WorkerKept }).__guideWorkerKept;

/**
 * The real web server in front of `gatewayUrl`, and a chromium to drive it. In the browser stage, on the port of the
 * worker's previous suite when it is free: same addresses, so a kept page finds the apps' files in its cache.
 */
export async function startWebStack(gatewayUrl: string): Promise<WebStack> {
  assertAppsBuilt();
  const kept = workerKept();
  const start = (port: number) =>
    startWebServer({
      port,
      host: '127.0.0.1',
      gatewayUrl,
      storefrontDir: STOREFRONT_DIST,
      adminDir: ADMIN_DIST,
      // The stub answers at once: on two busy cores (two workers and Chromium) a render can still take more than the
      // product's 3 s, and a page sent half-rendered would fail a test about something else.
      ssrTimeoutMs: 30_000,
      // The site status (maintenance, languages) asked every second, not every 5: a test that changes it waits less.
      siteStatusIntervalMs: 1000,
      // Warming renders every route module and two pages before listening: 41 suites would each pay it, and a
      // suite's first page warms what it needs anyway (the warm-up itself: infra/src/web/ssr.spec.ts).
      warmRenderer: false,
    });
  const web = await start(kept?.port ?? 0).catch((error) => {
    if (!kept?.port) throw error;
    return start(0); // the port was taken meanwhile
  });
  if (kept) kept.port = web.port;
  // The browser stage's worker keeps one Chromium for its suites (environment.ts); elsewhere the stack has its own.
  const shared = workerChromium();
  let browser: Browser;
  try {
    browser = await (shared ?? launchChromium());
  } catch (error) {
    await web.close();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${web.port}`,
    browser,
    close: async () => {
      if (!shared) await browser.close();
      // A page kept for the next suite keeps its idle connections, which the browser closes only when it next looks
      // at them: cut them short instead of waiting (graceful-shutdown.ts), as nothing is in flight between suites.
      await web.close({ idleGraceMs: 10, timeoutMs: 200 });
    },
  };
}

/**
 * The readable `guide_csrf` cookie the real gateway sets: the apps echo it in `x-csrf-token` on GraphQL
 * mutations and image uploads (the stub sets none, so tests that check the header set it themselves).
 */
export async function setCsrfCookie(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'guide_csrf', value: token, url: baseUrl }]);
}

/** The gateway's answer to an upload whose CSRF token is missing or stale (HTTP 419, as for a mutation). */
export const CSRF_REFUSAL = {
  errors: [{ message: 'Page expired: reload the page and try again', extensions: { code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' } }],
};

/**
 * Records what goes wrong inside a page: uncaught exceptions and console errors (CSP violations, failed
 * scripts), into `problems` (a new list unless given). Tests assert the list is empty, minus what they expect.
 */
export function watchPageErrors(page: Page, problems: string[] = []): string[] {
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

/**
 * A server-rendered page shows its content before the app is live: `goto` also waits for hydration (the
 * storefront marks `<html data-ready>`), so a test never acts on markup React has not taken over yet.
 */
export function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true' || !document.getElementById('guide-ssr-state'));
    return response;
  };
}

/** A browser suite's live state (getters: each test sees the page it was given). */
export interface BrowserSuite {
  readonly gateway: StubGateway;
  readonly stack: WebStack;
  readonly context: BrowserContext;
  readonly page: Page;
  /** What went wrong in the current page (as watchPageErrors records it): emptied with the page, tests remove what they expect. */
  readonly problems: string[];
  /**
   * A clean page, as a test starts with: without arguments, the current page emptied (signed out, no storage)
   * when it can be; with arguments, a new context for a test that needs another locale, viewport,
   * geolocation…: `contextOptions` go over the suite's, `preparePage` replaces the suite's. The errors seen
   * until then are dropped; read `suite.page` and `suite.problems` afterwards.
   */
  open(contextOptions?: BrowserContextOptions, preparePage?: (page: Page) => Promise<void> | void): Promise<Page>;
}

export interface BrowserSuiteOptions {
  /** Options of every context, over `CONTEXT_DEFAULTS` (French, Paris time, reduced motion). */
  contextOptions?: BrowserContextOptions;
  /** Runs before each test, after the gateway is reset and before the page opens: default stub answers. */
  beforeEach?: (suite: BrowserSuite) => Promise<void> | void;
  /** Runs on every new page (a fresh context, not a page emptied for the next test): routes, fakes. */
  preparePage?: (page: Page) => Promise<void> | void;
  /** false: no saved cookie-consent choice, the banner shows (the cookie-banner suite). Default: a choice is saved. */
  cookieChoice?: boolean;
}

/** A clean page that outlives its suite in the browser stage's worker, for the next suite whose context options match. */
interface KeptPage {
  context: BrowserContext;
  page: Page;
  /** The context's options but the viewport (a page takes another one on): which suites may take the page over. */
  key: string;
  /** What went wrong in the page (watchPageErrors): the suite holding the page reads it. */
  problems: string[];
  /** Called by a lasting change (markOnCall): the suite holding the page stops reusing it. */
  onLasting: () => void;
}

/**
 * What every context of a browser suite starts from: a French visitor in Paris (the product's own time zone, whatever
 * the machine's), who asks for reduced motion (the apps honour it: no antd animation to wait for or click through; a
 * suite about motion says otherwise).
 */
const CONTEXT_DEFAULTS: BrowserContextOptions = { locale: 'fr-FR', timezoneId: 'Europe/Paris', reducedMotion: 'reduce' };

/** Playwright's viewport when a context names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Page and context methods whose effect outlives a test (routes, scripts run at each load, the page's size, a fake clock…). */
const BOTH_LASTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const PAGE_LASTING = [...BOTH_LASTING, 'setViewportSize', 'emulateMedia'];
const CONTEXT_LASTING = [...BOTH_LASTING, 'grantPermissions', 'setGeolocation', 'setOffline'];
const CLOCK_METHODS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];

/** Calls `mark` whenever one of `methods` of `target` is called (own properties over the prototype's). */
function markOnCall(target: object, methods: readonly string[], mark: () => void): void {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const original = object[name];
    if (typeof original !== 'function') continue;
    object[name] = (...args: unknown[]) => {
      mark();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Playwright's pages and contexts are event emitters (their types leave these two methods out). */
type Emitter = { eventNames(): (string | symbol)[]; listenerCount(event: string | symbol): number };
/** How many listeners each event of a page or context has. */
function listenerCounts(target: Page | BrowserContext): Map<string | symbol, number> {
  const emitter = target as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, emitter.listenerCount(event)]));
}
function moreListeners(target: Page | BrowserContext, before: Map<string | symbol, number>): boolean {
  const emitter = target as unknown as Emitter;
  return emitter.eventNames().some((event) => emitter.listenerCount(event) > (before.get(event) ?? 0));
}

/**
 * The setup of a browser suite against the stub gateway, registered in the calling `describe`: a stub gateway
 * and the web stack for the suite; before each test the gateway is reset and the test gets a clean page (locale
 * fr-FR); after each test the page must have reported no error.
 *
 * A clean page is the previous test's page, emptied (no cookie but the consent choice, no local or session
 * storage, the app unloaded), unless that test changed it in a way that lasts (a route, an init script, the
 * viewport, the clock, its own listeners, another tab, other context options): then a fresh context. Keeping
 * the page keeps its renderer process and what it compiled: a back-office load cost 0.9 s of CPU against 2.6 s
 * in a fresh context (ADR 0020). The empty page is reached through a same-origin URL: a page sent to about:blank
 * changes process and loses that. In the browser stage the emptied page also outlives the suite: the worker's next
 * suite takes it over when it asks for the same context options (but the viewport) and sets no `preparePage`.
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let gateway: StubGateway;
  let stack: WebStack;
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: string[] = [];
  /** The current page, kept for the worker's next suite when clean at the end. */
  let current: KeptPage | undefined;
  const { viewport, ...keyed } = { ...CONTEXT_DEFAULTS, ...options.contextOptions };
  const key = JSON.stringify(keyed);
  const mayKeep = options.preparePage === undefined && options.cookieChoice !== false;
  /** The current page may serve the next test (see above). */
  let reusable = false;
  /** The page was emptied after the last test and nothing has used it since. */
  let emptied = false;
  let pageListeners = new Map<string | symbol, number>();
  let contextListeners = new Map<string | symbol, number>();

  const consent = async (target: BrowserContext) => {
    // A saved cookie choice (all refused), so the consent banner stays out of suites about something else.
    if (options.cookieChoice !== false) await target.addCookies([{ name: 'guide_consent', value: 'v1%3A', url: stack.baseUrl }]);
  };
  const stillClean = () =>
    reusable &&
    context !== undefined &&
    !page.isClosed() &&
    context.pages().length === 1 &&
    !moreListeners(page, pageListeners) &&
    !moreListeners(context, contextListeners);
  /** Unloads the app and empties the page's cookies and storage; false when the page cannot be emptied. */
  const empty = async (): Promise<boolean> => {
    if (!stillClean()) return false;
    const current = context as BrowserContext;
    // The content editor asks before leaving a changed form (beforeunload): leaving is what the reset wants.
    const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
    page.on('dialog', leave);
    try {
      await page.goto(`${stack.baseUrl}/robots.txt`);
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await current.clearCookies();
      await consent(current);
    } catch {
      return false;
    } finally {
      page.off('dialog', leave);
    }
    problems.length = 0;
    return true;
  };

  /** The page the worker's previous suite left, emptied, when its context suits this suite. */
  const takeOver = async (): Promise<boolean> => {
    const kept = workerKept();
    const left = kept?.page;
    if (!kept || !left || !mayKeep || left.key !== key) return false;
    kept.page = undefined;
    const size = viewport ?? DEFAULT_VIEWPORT;
    // Before the page is this suite's: the size is part of what it asks for, not a test's lasting change.
    if (left.page.viewportSize()?.width !== size.width || left.page.viewportSize()?.height !== size.height) await left.page.setViewportSize(size);
    ({ context, page, problems } = left);
    current = left;
    left.onLasting = () => void (reusable = false);
    pageListeners = listenerCounts(page);
    contextListeners = listenerCounts(left.context);
    reusable = true;
    if (await empty()) return true;
    await left.context.close().catch(() => undefined);
    context = undefined;
    current = undefined;
    reusable = false;
    return false;
  };

  const suite: BrowserSuite = {
    get gateway() {
      return gateway;
    },
    get stack() {
      return stack;
    },
    get context() {
      return context as BrowserContext;
    },
    get page() {
      return page;
    },
    get problems() {
      return problems;
    },
    async open(contextOptions, preparePage) {
      const custom = contextOptions !== undefined || preparePage !== undefined;
      const wasEmptied = emptied;
      emptied = false;
      if (!custom && ((wasEmptied && stillClean()) || (await empty()))) return page;
      if (!custom && !context && (await takeOver())) return page;
      await context?.close();
      context = await stack.browser.newContext({ ...CONTEXT_DEFAULTS, ...options.contextOptions, ...contextOptions });
      await consent(context);
      page = await context.newPage();
      waitForHydration(page);
      problems = watchPageErrors(page, []);
      const opened: KeptPage = { context, page, key, problems, onLasting: () => void (reusable = false) };
      current = opened;
      await (preparePage ?? options.preparePage)?.(page);
      // What the suite set up is every test's; what a test adds from here on makes the page its own.
      pageListeners = listenerCounts(page);
      contextListeners = listenerCounts(context);
      reusable = !custom;
      // Through the record: the suite that holds the page when the call happens is the one that stops reusing it.
      const lasting = () => opened.onLasting();
      markOnCall(page, PAGE_LASTING, lasting);
      markOnCall(context, CONTEXT_LASTING, lasting);
      markOnCall(context.clock, CLOCK_METHODS, lasting);
      return page;
    },
  };

  beforeAll(async () => {
    gateway = await startStubGateway();
    stack = await startWebStack(gateway.url);
  });
  afterAll(async () => {
    const kept = workerKept();
    if (kept && mayKeep && emptied && current && stillClean()) {
      current.onLasting = () => undefined;
      if (kept.page) await kept.page.context.close().catch(() => undefined); // nobody took the one before over
      kept.page = current;
    } else await context?.close();
    await stack?.close();
    await gateway?.close();
  });
  beforeEach(async () => {
    gateway.reset();
    await options.beforeEach?.(suite);
    await suite.open();
  });
  afterEach(async () => {
    const seen = [...problems];
    // The app is unloaded now, so nothing it still had in flight reaches the next test's gateway.
    emptied = await empty();
    if (!emptied) {
      await context?.close();
      context = undefined;
      reusable = false;
    }
    expect(seen).toEqual([]);
  });
  return suite;
}

/**
 * Polls `read` every 50 ms until it gives a value (neither undefined nor false): what a stubbed answer or a
 * screen is waited for with. Fails naming `what` after `timeoutMs`.
 */
export async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/**
 * Waits until `locator` is shown and antd's opening animation of it has ended (no `*-appear`/`*-enter`
 * motion class left): a click during a modal's zoom can land on a button still moving and be lost.
 */
export async function untilStill(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.and(locator.page().locator('[class*="-appear"], [class*="-enter"]')).waitFor({ state: 'detached' });
}

/**
 * Opens a group of the back office's sider and follows one of its links. antd opens a group with a height
 * animation; clicking a link while it runs can land on the moving list under a loaded CI machine, so the
 * click waits for the animation to end.
 */
export async function followAdminMenu(page: Page, group: string, entry: string): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  await sider.getByText(group, { exact: true }).click();
  const link = sider.getByRole('link', { name: entry, exact: true });
  await link.waitFor();
  await sider.locator('.ant-motion-collapse').waitFor({ state: 'detached' });
  await link.click();
}
