import { formatDecimal } from '@guide/ui/money';
/** The id of the reviews section: "see the reviews" links and the way back from signing in point at it. */
export const REVIEWS_ANCHOR = 'avis';

/** A subject's approved reviews (the API's RatingSummary). */
export interface Rating {
  average: number;
  count: number;
}

/** schema.org AggregateRating for a page's JSON-LD, or undefined while nothing is rated (no empty rating). */
export function aggregateRatingJsonLd(rating: Rating | null | undefined): Record<string, unknown> | undefined {
  if (!rating || rating.count <= 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 };
}

/** "4,5" in French, "4.5" in English: one decimal, none when whole. */
export function formatAverage(average: number, lang: 'fr' | 'en'): string {
  return formatDecimal(average, lang, 1);
}
