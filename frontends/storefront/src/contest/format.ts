import type { Language } from '@guide/ui';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import type { ContestEditionSummary, ContestWinnerNode } from './contest.graphql';

/** The contest's dates are shown in Paris time, whatever the visitor's zone (the server renders them too). */
const ZONE = 'Europe/Paris';

/**
 * "1er mars 2026 à 09:00" / "1 March 2026 at 09:00". Built from parts rather than one `Intl` pattern:
 * the server's and the browser's ICU may join date and time differently, which would break hydration.
 */
export function formatContestDate(iso: string, lang: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: ZONE,
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hour = parts.hour === '24' ? '00' : parts.hour;
  if (lang === 'en') return `${parts.day} ${parts.month} ${parts.year} at ${hour}:${parts.minute}`;
  return `${parts.day === '1' ? '1er' : parts.day} ${parts.month} ${parts.year} à ${hour}:${parts.minute}`;
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
