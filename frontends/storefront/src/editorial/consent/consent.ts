import { createContext, useContext } from 'react';

/**
 * Cookie consent (spec: the banner stores the choice, saving reloads the page; nothing optional before
 * consent). The choice lives in a first-party cookie the server reads too (entry-server.tsx passes the
 * request's Cookie header through `ServerCookieContext`), so a visitor who chose gets no banner at all.
 *
 * Every optional script must go through `whenConsented`: today none exists, so nothing is ever loaded.
 */
export const CONSENT_COOKIE = 'guide_consent';
/** Six months, the CNIL's recommended longest life of a consent choice. */
export const CONSENT_MAX_AGE_S = 182 * 24 * 3600;
/** Optional purposes; "necessary" cookies (session, cart, this one) need no consent and are always on. */
export const CONSENT_CATEGORIES = ['audience'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

const VERSION = 'v1';

/** `v1:audience` (what is granted, comma-separated) ↔ `{ audience: true }`; null when unset or unreadable. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null; // a malformed value: ask again
  }
  const [version, granted = ''] = decoded.split(':');
  if (version !== VERSION) return null; // an older format: ask again
  const list = granted.split(',').filter(Boolean);
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, list.includes(c)])) as ConsentChoice;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `${VERSION}:${CONSENT_CATEGORIES.filter((c) => choice[c]).join(',')}`;
}

/** The value of one cookie in a Cookie header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** On the server: the request's Cookie header. In the browser: unset (document.cookie is read). */
export const ServerCookieContext = createContext<string | null>(null);

function browserCookies(): string | null {
  return typeof document === 'undefined' ? null : document.cookie;
}

/** The visitor's saved choice (null: not chosen yet, the banner shows). Same answer on the server and at hydration. */
export function useConsentChoice(): ConsentChoice | null {
  const serverCookies = useContext(ServerCookieContext);
  return parseConsent(readCookie(serverCookies ?? browserCookies(), CONSENT_COOKIE));
}

/** Saves the choice (first-party cookie, whole site) and reloads the page, as the spec says. */
export function saveConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  window.location.reload();
}

/** Whether the visitor granted a purpose (browser only; false before any choice). */
export function hasConsent(category: ConsentCategory): boolean {
  return Boolean(parseConsent(readCookie(browserCookies(), CONSENT_COOKIE))?.[category]);
}

/**
 * The one door for optional scripts (audience measurement…): `load` runs only in the browser and only once
 * the visitor granted `category`. A choice changes by reloading the page, so checking once is enough.
 */
export function whenConsented(category: ConsentCategory, load: () => void): void {
  if (typeof window !== 'undefined' && hasConsent(category)) load();
}

/** The footer's "Gestion des cookies" link reopens the banner through this event. */
export const OPEN_CONSENT_EVENT = 'guide:open-cookie-settings';
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
