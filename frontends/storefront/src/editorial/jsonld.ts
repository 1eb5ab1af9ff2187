import { dateValue, fieldValue, isoDuration, lines, numberValue, safeUrl } from './fields';
import type { ContentDetail } from './editorial.graphql';

/** What the page knows beyond the content: its absolute URL and image, and the texts in its language. */
export interface ContentJsonLdContext {
  url: string;
  /** Absolute URL of the main image, if any. */
  image: string | null;
  title: string;
  description: string | null;
  lang: 'fr' | 'en';
  /** Absolute URL of a path or URL (images and links stored as `/media/…`). */
  absolute(url: string): string;
}

type JsonLd = Record<string, unknown>;
/** Drops the undefined and null entries (a stored JSON-LD has no empty keys). */
const clean = (data: JsonLd): JsonLd => JSON.parse(JSON.stringify(data, (_k, v: unknown) => (v === null ? undefined : v)));

/** schema.org Recipe: times as ISO-8601 durations, ingredients one per line, yield from the servings. */
export function recipeJsonLd(content: ContentDetail, context: ContentJsonLdContext): JsonLd {
  const prep = numberValue(content, 'preparation-time');
  const cook = numberValue(content, 'cooking-time');
  const servings = numberValue(content, 'servings');
  const total = (prep ?? 0) + (cook ?? 0);
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: context.title,
    url: context.url,
    image: context.image ? [context.image] : undefined,
    description: context.description ?? undefined,
    inLanguage: context.lang,
    datePublished: content.publishedAt ?? undefined,
    prepTime: isoDuration(prep),
    cookTime: isoDuration(cook),
    totalTime: prep != null || cook != null ? isoDuration(total) : undefined,
    recipeYield: servings != null ? String(servings) : undefined,
    recipeIngredient: lines(fieldValue(content, 'ingredients')),
    recipeCategory: content.categories[0]?.title,
    keywords: content.tags.length ? content.tags.join(', ') : undefined,
  });
}

/** schema.org Event: dates as stored (YYYY-MM-DD), the venue and town as its place. */
export function eventJsonLd(content: ContentDetail, context: ContentJsonLdContext): JsonLd | null {
  const start = dateValue(content, 'start-date');
  if (!start) return null; // required by schema.org: without it an Event is invalid
  const venue = fieldValue(content, 'venue');
  const city = fieldValue(content, 'city');
  const link = safeUrl(fieldValue(content, 'link'));
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: context.title,
    url: context.url,
    image: context.image ? [context.image] : undefined,
    description: context.description ?? undefined,
    startDate: start,
    endDate: dateValue(content, 'end-date') ?? undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location:
      venue || city
        ? { '@type': 'Place', name: venue ?? city, address: city ? { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'FR' } : undefined }
        : undefined,
    sameAs: link ? context.absolute(link) : undefined,
  });
}

/** schema.org BlogPosting / NewsArticle / Article for the other contents. */
export function articleJsonLd(content: ContentDetail, context: ContentJsonLdContext): JsonLd {
  const type = content.contentType === 'blog' ? 'BlogPosting' : content.contentType === 'actualites' ? 'NewsArticle' : 'Article';
  return clean({
    '@context': 'https://schema.org',
    '@type': type,
    headline: context.title,
    url: context.url,
    mainEntityOfPage: context.url,
    image: context.image ? [context.image] : undefined,
    description: context.description ?? undefined,
    inLanguage: context.lang,
    datePublished: content.publishedAt ?? undefined,
    dateModified: content.updatedAt,
    keywords: content.tags.length ? content.tags.join(', ') : undefined,
  });
}

export function contentJsonLd(content: ContentDetail, context: ContentJsonLdContext): JsonLd | null {
  if (content.contentType === 'recettes') return recipeJsonLd(content, context);
  if (content.contentType === 'evenements') return eventJsonLd(content, context);
  return articleJsonLd(content, context);
}
