/**
 * The site's name as staff set it (Settings › Configuration, general.siteName): the suffix of every page
 * title and Open Graph's `site_name`. The web server hears it from the cms's `siteStatus` (it polls it,
 * infra/src/web/site-status.ts) and hands it to the renderer with each page; the page's state carries it to
 * the browser (main.tsx). Unknown (a page the browser renders alone, an older server): the translated brand.
 */
let known: string | null = null;

export function setSiteName(value: unknown): void {
  known = typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The configured name, else `fallback` (the `brand` translation). */
export function siteBrand(fallback: string): string {
  return known ?? fallback;
}
