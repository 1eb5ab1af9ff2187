import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { tap } from 'rxjs';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { createI18nWith, languageTag, setDateLanguage, ToastProvider, type Language } from '@guide/ui';
import { createCache, SSR_STATE_ID } from './apollo';
import { setServerOrigin } from './guide/site';
import { fullTitle, HeadCollectorContext, headElements, OWNED, type HeadCollector, type HeadElement } from './head';
import { allStrings } from './locales/all';
import { languageOfPath } from './locale';
import { RedirectCollectorContext, type RedirectCollector } from './navigation/Redirect';
import { ServerCookieContext } from './editorial/consent/consent';
import { preloadDeferred } from './layout/deferred';
import { routes, type RouteHandle } from './routes';
import { ALL_LOCALES, setSiteLocales, toSiteLocales } from './site-locales';
import { setSiteName, siteBrand } from './site-name';

/**
 * Server rendering of the public pages (ADR 0014), loaded by the web server (infra/src/web/ssr.ts) from
 * `dist/server/entry-server.js`. The route table and the page components are the app's own: the static
 * handler resolves the lazy routes, Apollo's `prerenderStatic` renders until every `useQuery` of the page
 * has its answer, and the cache goes into the page so the browser hydrates without asking again.
 */
export interface RenderRequest {
  /** Path and query of the page (`/en/hotels-restaurants?sort=price`). */
  url: string;
  /** Public origin of the site, for canonical and Open Graph URLs (`https://guide-gourmand.fr`). */
  origin: string;
  /** The gateway's GraphQL endpoint, as this server reaches it. */
  gatewayUrl: string;
  /** Headers for the gateway: the visitor's address (`x-forwarded-for`), so rate limits count the visitor. */
  headers?: Record<string, string>;
  /** The visitor's Cookie header, read for the cookie-consent choice only (never sent to the gateway). */
  cookie?: string;
  /** Stops waiting for the gateway (the page is then rendered with what it has). */
  signal?: AbortSignal;
  /** The languages staff enabled and the site's name, as the web server last heard from siteStatus (absent: every language, the brand). */
  site?: { enabledLocales: string[]; defaultLocale: string; siteName?: string };
}

export type RenderResult =
  /** A page the browser renders alone (customer area, sign-in forms): send the app's shell. */
  | { kind: 'client' }
  /** The page moved (an establishment's canonical path): answer 301. */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      lang: Language;
      /** The body of `<div id="root">`. */
      html: string;
      /** `<title>` element (escaped here: the web server inserts the HTML parts as they are). */
      titleHtml: string;
      /** `<meta name="description">` element, or null to keep the site's own. */
      descriptionHtml: string | null;
      /** Canonical, alternates, Open Graph, Twitter and JSON-LD elements, as HTML. */
      head: string;
      /** `<script type="application/json">` with the Apollo cache. */
      state: string;
      /** Sources of the page's lazy route modules (Vite manifest keys), for `modulepreload` links. */
      chunks: string[];
    };

const handler = createStaticHandler(routes);
const i18nByLanguage = new Map<Language, I18n>();
function i18nFor(lang: Language): I18n {
  let instance = i18nByLanguage.get(lang);
  if (!instance) {
    // Every string, the parts' too (the browser loads those with the code that shows them: i18n.ts).
    i18nByLanguage.set(lang, (instance = createI18nWith({ [lang]: allStrings(lang) }, lang)));
  }
  return instance;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function elementHtml({ tag, attributes, text }: HeadElement): string {
  const attrs = Object.entries({ ...attributes, [OWNED]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag === 'script') return `<script${attrs}>${text ?? ''}</script>`; // text is JSON with `<` escaped
  return `<${tag}${attrs}>`;
}

/**
 * Loads every route's lazy module and every deferred part now (the web server calls it before it listens,
 * infra/src/web/ssr.ts): the first visitor of a page does not wait for its chunks to be read and compiled.
 */
export async function warm(): Promise<void> {
  const lazies: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (typeof route.lazy === 'function') lazies.push(route.lazy());
      if (route.children) visit(route.children);
    });
  visit(routes);
  await Promise.all(lazies);
  await preloadDeferred();
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url, { signal: request.signal }));
  // After the query, which loads the page's route modules: a deferred part they declare is loaded too
  // (each chunk once; afterwards this only checks).
  await preloadDeferred();
  // No route loads data or redirects on the server today; a Response would be one of those.
  if (context instanceof Response) return { kind: 'client' };
  if (context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly)) return { kind: 'client' };

  const lang = languageOfPath(url.pathname);
  const i18n = i18nFor(lang);
  const locales = toSiteLocales(request.site);
  // Errors are not cached: a page rendered from an error (a 404 town) cannot be hydrated from the cache,
  // so the browser is told to render it afresh (`complete: false`, main.tsx).
  let complete = true;
  const watchErrors = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) complete = false;
        },
        error: () => (complete = false), // the gateway down or too slow
      }),
    ),
  );
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: watchErrors.concat(
      new HttpLink({
        uri: request.gatewayUrl,
        // `x-guide-render: server` tells the server's requests apart in logs (and in the browser suite).
        headers: { ...request.headers, 'x-guide-client': 'storefront', 'x-guide-render': 'server', 'accept-language': languageTag(lang) },
        fetchOptions: { signal: request.signal },
      }),
    ),
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = { tags: null };
  const redirect: RedirectCollector = { location: null };
  const tree = (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ToastProvider>
          <HeadCollectorContext.Provider value={collector}>
            <RedirectCollectorContext.Provider value={redirect}>
              <ServerCookieContext.Provider value={request.cookie ?? ''}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ServerCookieContext.Provider>
            </RedirectCollectorContext.Provider>
          </HeadCollectorContext.Provider>
        </ToastProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal: request.signal,
    maxRerenders: 6,
    // Each pass is synchronous: the origin and date language set here cannot leak into another request's pass.
    renderFunction: (node) => {
      setServerOrigin(request.origin);
      setSiteLocales(locales);
      setSiteName(request.site?.siteName);
      setDateLanguage(lang);
      collector.tags = null;
      redirect.location = null;
      return renderToString(node);
    },
  });
  client.stop();
  if (redirect.location) return { kind: 'redirect', location: redirect.location };
  if (aborted) complete = false;

  setSiteName(request.site?.siteName);
  const brand = siteBrand(i18n.t('brand'));
  const tags = collector.tags ?? { title: '' };
  return {
    kind: 'page',
    lang,
    html: result,
    titleHtml: `<title>${escapeHtml(fullTitle(tags.title, brand))}</title>`,
    descriptionHtml: tags.description ? `<meta name="description" content="${escapeHtml(tags.description)}" />` : null,
    head: headElements(tags, brand, locales ?? ALL_LOCALES)
      .map(elementHtml)
      .join(''),
    chunks: [...new Set(context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.chunk).filter((c): c is string => Boolean(c)))],
    state: `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify({ complete, apollo: client.extract(), origin: request.origin, site: locales ? { enabledLocales: locales.enabled, defaultLocale: locales.defaultLocale, siteName: request.site?.siteName } : undefined }).replace(/</g, '\\u003c')}</script>`,
  };
}
