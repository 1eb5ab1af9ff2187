/**
 * "Auberge du Château d'Aÿ" -> "auberge-du-chateau-d-ay". One slug rule for the whole guide: the catalog
 * builds establishment and town segments of canonical paths (`/{section}/{department}/{citySlug}/{slug}`)
 * with it, and the apps build and match the same segments.
 */
export const SLUG_MAX_LENGTH = 80;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** What `slugify` produces: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
