import { localizePath } from '../locale';
import type { Language } from '@guide/ui';

let serverOrigin: string | null = null;

/**
 * The site's configured origin (`PUBLIC_WEB_URL`, never a request's Host): on the server set before each
 * synchronous render pass (entry-server.tsx), so concurrent requests cannot mix them up; in the browser read
 * from the server-rendered page's state (main.tsx).
 */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** Public origin for canonical and Open Graph URLs (`VITE_PUBLIC_ORIGIN`, else the server's or the page's). */
export function publicOrigin(): string {
  const origin = import.meta.env.VITE_PUBLIC_ORIGIN || serverOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  return origin.replace(/\/$/, '');
}

/** Absolute URL of an app path in a language. */
export function absoluteUrl(path: string, lang: Language): string {
  return `${publicOrigin()}${localizePath(path, lang)}`;
}

/** Absolute URL of an asset (images may be stored as `/media/...`). */
export function absoluteAsset(url: string): string {
  try {
    return new URL(url, `${publicOrigin()}/`).href;
  } catch {
    return url;
  }
}

/** `fr` and `en` versions of a page, for `<link rel="alternate" hreflang>`. */
export function alternates(path: string): Record<string, string> {
  return { fr: absoluteUrl(path, 'fr'), en: absoluteUrl(path, 'en'), 'x-default': absoluteUrl(path, 'fr') };
}
