import { useQuery } from '@apollo/client/react';
import { isLanguage, LANGUAGES, type Language } from '@guide/ui';
import { graphql } from './gql';

/**
 * The languages staff enabled (Settings › Locales, the cms's `siteStatus`): the language switch offers them and
 * the `hreflang` links name only them. URLs stay stable (French unprefixed, English under `/en`); a page in a
 * language turned off is moved by the web server (302) to the default language's page.
 *
 * The web server knows the status (it polls it, infra/src/web/site-status.ts) and hands it to the renderer with
 * each page; the page's state carries it to the browser (main.tsx). Only a page the browser renders alone (the
 * customer area) asks the API for it.
 */
export interface SiteLocales {
  /** The default first. */
  enabled: Language[];
  defaultLocale: Language;
}

export const ALL_LOCALES: SiteLocales = { enabled: [...LANGUAGES], defaultLocale: 'fr' };

/** What the server said (set before each synchronous render pass on the server, from the page's state in the browser). */
let known: SiteLocales | null = null;

/** From the shape the web server and siteStatus use; anything unexpected: every language. */
export function toSiteLocales(value: { enabledLocales?: unknown; defaultLocale?: unknown } | null | undefined): SiteLocales | null {
  if (!value || !Array.isArray(value.enabledLocales) || !isLanguage(value.defaultLocale)) return null;
  const enabled = value.enabledLocales.filter(isLanguage);
  const defaultLocale = value.defaultLocale;
  return { enabled: [defaultLocale, ...enabled.filter((l) => l !== defaultLocale)], defaultLocale };
}

export function setSiteLocales(value: SiteLocales | null): void {
  known = value;
}

/** The languages as the server said, or every language. */
export function siteLocales(): SiteLocales {
  return known ?? ALL_LOCALES;
}

export const SITE_LOCALES = graphql(`
  query SiteLocales {
    siteStatus {
      enabledLocales
      defaultLocale
    }
  }
`);

/** The enabled languages; asks the API only when no server-rendered page said (and never while rendering on the server). */
export function useSiteLocales(): SiteLocales {
  const skip = known !== null || typeof window === 'undefined';
  const { data } = useQuery(SITE_LOCALES, { skip, errorPolicy: 'all' });
  return known ?? toSiteLocales(data?.siteStatus) ?? ALL_LOCALES;
}

/**
 * A page's `hreflang` alternates limited to the enabled languages; `x-default` points to the default language's
 * page. A single language left: no alternates at all (a page is no alternate of itself).
 */
export function enabledAlternates(alternates: Record<string, string> | undefined, locales: SiteLocales): Record<string, string> | undefined {
  if (!alternates) return alternates;
  const kept = Object.entries(alternates).filter(([lang]) => (locales.enabled as string[]).includes(lang));
  if (kept.length < 2) return undefined;
  const result = Object.fromEntries(kept);
  const fallback = alternates[locales.defaultLocale] ?? alternates['x-default'];
  return fallback ? { ...result, 'x-default': fallback } : result;
}
