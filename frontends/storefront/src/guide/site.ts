import { localizePath } from '../locale';
import type { Language } from '@guide/ui';

/** Public origin for canonical and Open Graph URLs (`VITE_PUBLIC_ORIGIN`, else the page's own origin). */
export function publicOrigin(): string {
  return (import.meta.env.VITE_PUBLIC_ORIGIN || window.location.origin).replace(/\/$/, '');
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
