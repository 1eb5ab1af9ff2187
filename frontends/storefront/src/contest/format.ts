import { formatLongDateTime, type Language } from '@guide/ui';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import type { ContestEditionSummary, ContestWinnerNode } from './contest.graphql';

/**
 * "1er mars 2026 à 09:00" / "1 March 2026 at 09:00", on the Paris clock whatever the visitor's zone (the server
 * renders them too): `@guide/ui`'s dates, the same text on the server and in the browser.
 */
export function formatContestDate(iso: string, lang: Language): string {
  return formatLongDateTime(iso, lang);
}

/** The theme in the page's language (English falls back to French). */
export function localTheme(edition: Pick<ContestEditionSummary, 'theme' | 'themeEn'>, lang: Language): string | null {
  return (lang === 'en' ? edition.themeEn || edition.theme : edition.theme) || null;
}

/** Plain text with blank lines between paragraphs → the paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Winners grouped by category in the fixed order (professional, hotel, general public, hotel school), by rank. */
export function winnersByCategory(winners: readonly ContestWinnerNode[]): { category: ContestCategory; winners: ContestWinnerNode[] }[] {
  return CONTEST_CATEGORIES.map((category) => ({
    category,
    winners: winners.filter((w) => w.category === category).sort((a, b) => a.rank - b.rank),
  })).filter((group) => group.winners.length > 0);
}

/** Editions whose winners visitors may see, newest first. */
export function publishedYears(editions: readonly ContestEditionSummary[]): number[] {
  return editions
    .filter((e) => e.winnersPublishedAt)
    .map((e) => e.year)
    .sort((a, b) => b - a);
}

/** Editions over: neither open nor still to open. */
export function pastEditions(editions: readonly ContestEditionSummary[], now = Date.now()): ContestEditionSummary[] {
  return editions.filter((e) => !e.open && !(e.opensAt && Date.parse(e.opensAt) > now));
}
