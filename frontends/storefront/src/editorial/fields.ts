import type { Language } from '@guide/ui';
import type { ContentCard, CustomFieldValue } from './editorial.graphql';

/**
 * Custom-field values as the cms stores them (shared facts): NUMBER a decimal with a dot, DATE YYYY-MM-DD,
 * IMAGE/LINK an http(s) URL or a path, TEXT plain text. Pure helpers, unit tested (fields.spec.ts).
 */

export function fieldValue(content: Pick<ContentCard, 'customFields'>, code: string): string | null {
  const value = content.customFields.find((f) => f.field.code === code)?.value.trim();
  return value ? value : null;
}

export function numberValue(content: Pick<ContentCard, 'customFields'>, code: string): number | null {
  const raw = fieldValue(content, code);
  if (raw === null || !/^-?\d+(\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}

/** A YYYY-MM-DD value, or null when it is not one. */
export function dateValue(content: Pick<ContentCard, 'customFields'>, code: string): string | null {
  const raw = fieldValue(content, code);
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null;
}

/** Links and images we put in an attribute: http(s) URLs or site paths only (never `javascript:`, never `//host`). */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  return null;
}

/** The field's label in the page's language. */
export function fieldLabel(value: CustomFieldValue, lang: Language): string {
  return (lang === 'en' && value.field.labelEn) || value.field.label;
}

/** Minutes as people read them: "45 min", "1 h", "1 h 30" (French) / "1 h 30 min" (English). */
export function formatMinutes(minutes: number, lang: Language): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} h`;
  const padded = String(rest).padStart(2, '0');
  return lang === 'en' ? `${hours} h ${padded} min` : `${hours} h ${padded}`;
}

/** Minutes as an ISO-8601 duration (schema.org prepTime, cookTime): 90 → "PT1H30M"; null for no time. */
export function isoDuration(minutes: number | null | undefined): string | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** Non-empty trimmed lines (a recipe's ingredients, one per line; leading list marks dropped). */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]\s+)?/, '').trim())
    .filter(Boolean);
}

/** Most stops a route shows (each is one request to the catalog). */
export const MAX_STOPS = 20;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A gourmet route's `stops` field: guide establishment slugs, one per line. Also accepts an establishment's
 * path or URL pasted whole (its last segment is the slug); anything else is skipped, duplicates once.
 */
export function parseStops(text: string | null | undefined): string[] {
  const slugs: string[] = [];
  for (const line of lines(text)) {
    const candidate = line
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop()!
      .trim()
      .toLowerCase();
    if (SLUG.test(candidate) && !slugs.includes(candidate)) slugs.push(candidate);
    if (slugs.length === MAX_STOPS) break;
  }
  return slugs;
}

/** The texts of a content in the page's language; English falls back to the French, flagged for the "only in French" note. */
export function localized(
  content: Pick<ContentCard, 'title' | 'titleEn' | 'shortDescription' | 'shortDescriptionEn'> & { body?: string | null; bodyEn?: string | null },
  lang: Language,
) {
  if (lang !== 'en')
    return { title: content.title, shortDescription: content.shortDescription, body: content.body ?? null, onlyInFrench: false, titleInFrench: false };
  const body = content.bodyEn || content.body || null;
  return {
    title: content.titleEn || content.title,
    shortDescription: content.shortDescriptionEn || content.shortDescription,
    body,
    titleInFrench: !content.titleEn,
    // The note is for the text read: the body, or the description when there is no body.
    onlyInFrench: content.body !== undefined ? Boolean(body) && !content.bodyEn : !content.shortDescriptionEn && Boolean(content.shortDescription),
  };
}

export function categoryTitle(category: { title: string; titleEn: string | null }, lang: Language): string {
  return (lang === 'en' && category.titleEn) || category.title;
}

/** Plain text of some HTML (a meta description from a body), cut on a word near `max`. */
export function excerpt(html: string | null | undefined, max = 160): string {
  const flat = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Cards in a row of months ("mars 2026"), in the list's order (start date, upcoming first). */
export function groupByMonth(cards: ContentCard[]): { month: string; cards: ContentCard[] }[] {
  const groups: { month: string; cards: ContentCard[] }[] = [];
  for (const card of cards) {
    const start = dateValue(card, 'start-date');
    const month = start ? start.slice(0, 7) : '';
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.cards.push(card);
    else groups.push({ month, cards: [card] });
  }
  return groups;
}
