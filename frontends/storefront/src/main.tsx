import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@guide/ui';
import { apolloClient, SSR_STATE_ID } from './apollo';
import { setServerOrigin } from './guide/site';
import { i18n, loadLanguage } from './i18n';
import { languageOfPath } from './locale';
import { routes } from './routes';
import { setSiteLocales, toSiteLocales } from './site-locales';
import { setSiteName } from './site-name';
import './styles.css';

/**
 * A page the server rendered (entry-server.tsx) is hydrated: its lazy route modules are loaded first, so
 * the first render is the server's markup, and the Apollo cache holds the server's answers (apollo.ts).
 * Pages the server leaves to the browser (customer area, sign-in) are rendered from scratch.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const lang = languageOfPath(window.location.pathname);
  const strings = loadLanguage(lang);
  const stateText = document.getElementById(SSR_STATE_ID)?.textContent;
  const state = stateText
    ? (JSON.parse(stateText) as { complete?: boolean; origin?: string; site?: { enabledLocales: string[]; defaultLocale: string; siteName?: string } })
    : null;
  // The site's configured origin, as the server wrote its canonical URLs: not the one this page was reached by.
  if (state?.origin) setServerOrigin(state.origin);
  // The languages staff enabled, as the server knew them (the language switch and hreflang follow).
  setSiteLocales(toSiteLocales(state?.site));
  // The site's name (Settings › Configuration), the title suffix the server used.
  setSiteName(state?.site?.siteName);
  // `complete: false`: the server met an error, which the cache cannot carry; the page is rendered afresh.
  const serverRendered = Boolean(state?.complete);
  if (serverRendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  await strings;
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApolloProvider client={apolloClient()}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApolloProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // As a transition: React DOM hydrates in slices that yield to the browser. Preact, which renders the
  // storefront's bundles (ADR 0042), hydrates in one task; the ADR has the figures.
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
