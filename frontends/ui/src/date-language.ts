import type { Language } from './i18n';

/**
 * What the first page needs of the dates without loading dayjs (≈ 6 KB gzip of the storefront's entry):
 * the language dates are written in, and the year on the Paris clock. `dates.ts`, loaded by the pages that
 * write dates out, follows the language set here.
 */
let current: Language = 'fr';
const followers = new Set<(lang: Language) => void>();

/** The language dates are written in from now on (the page's; both apps call it when the language changes). */
export function setDateLanguage(lang: Language): void {
  current = lang;
  for (const follow of followers) follow(lang);
}

/** The language set last (French until then). */
export const dateLanguage = (): Language => current;

/** Calls `follow` with the language now and at every change (dates.ts keeps dayjs's global locale on it). */
export function followDateLanguage(follow: (lang: Language) => void): void {
  followers.add(follow);
  follow(current);
}

/**
 * The year on the Paris clock (the footer's copyright). No formatter: around New Year Paris is always on
 * winter time (UTC+1), so its year is the UTC year an hour later. Building the first zone-aware formatter
 * costs a phone ≈ 80 ms of a page's hydration, for a year.
 */
export function parisYear(instant: number): number {
  return new Date(instant + 3_600_000).getUTCFullYear();
}
