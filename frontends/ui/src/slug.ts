/**
 * "Auberge du Château d'Aÿ" -> "auberge-du-chateau-d-ay". The same rule as the catalog service
 * (services/catalog-guide/src/establishments/slug.ts), so the apps can build and match city slugs of
 * canonical paths (`/{section}/{department}/{citySlug}/{slug}`).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
