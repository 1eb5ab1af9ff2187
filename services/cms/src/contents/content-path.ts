/**
 * Storefront paths of contents (the French form; each also lives under /en):
 * /{contentType}/{first category slug}/{slug}, or /{contentType}/{slug} without a category.
 */
export function contentPath(contentType: string, firstCategorySlug: string | null | undefined, slug: string): string {
  return firstCategorySlug ? `/${contentType}/${firstCategorySlug}/${slug}` : `/${contentType}/${slug}`;
}

/** `/en/blog/x` and `/blog/x/` both look up `/blog/x`: redirects are stored without the language prefix. */
export function redirectLookupPath(path: string): string {
  let p = path.trim().toLowerCase();
  if (p === '/en' || p.startsWith('/en/')) p = p.slice(3) || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

export interface PathMove {
  from: string;
  to: string;
}

/**
 * The moves a change of paths calls for: one per content that has been public and whose path changed.
 * `before` and `after` map content ids to their path and whether they were ever public.
 */
export function pathMoves(before: ReadonlyMap<string, { path: string; everPublic: boolean }>, after: ReadonlyMap<string, { path: string }>): PathMove[] {
  const moves: PathMove[] = [];
  for (const [id, old] of before) {
    const next = after.get(id);
    if (next && old.everPublic && old.path !== next.path) moves.push({ from: old.path, to: next.path });
  }
  return moves;
}
