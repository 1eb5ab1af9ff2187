/** A link found in the site's content, and where. */
export interface LinkOccurrence {
  url: string;
  sourceKind: 'CONTENT' | 'PAGE' | 'MENU';
  sourceId: string;
  sourceTitle: string;
  sourceContentType: string | null;
  field: string;
}

const ATTRIBUTE = /(?<=\s)(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Stored HTML is sanitized (sanitize-html), so attributes are well quoted; entities are the only encoding left. */
function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** href and src values of an HTML fragment, in order, without duplicates. */
export function htmlLinks(html: string | null | undefined): string[] {
  if (!html) return [];
  const found = new Set<string>();
  for (const m of html.matchAll(ATTRIBUTE)) {
    const value = decodeEntities((m[1] ?? m[2] ?? m[3] ?? '').trim());
    if (value) found.add(value);
  }
  return [...found];
}

/**
 * The URL a link checks, or null for what is not a page address: anchors, mailto:, tel:, javascript:,
 * data:, relative paths without a leading slash. `//host/x` is https.
 */
export function checkableUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value || value.length > 2048) return null;
  if (value.startsWith('//')) return checkableUrl(`https:${value}`);
  if (value.startsWith('/')) return value;
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname ? value : null;
  } catch {
    return null;
  }
}

/**
 * The site path a link names when it is internal (starts with / or the public origin), without query,
 * hash, the /en prefix or a trailing slash, lower-case; null for an outside link.
 */
export function internalPath(url: string, publicOrigin: string): string | null {
  let rest: string;
  if (url.startsWith('/')) rest = url;
  else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(publicOrigin).origin) return null;
    rest = parsed.pathname + parsed.search + parsed.hash;
  }
  let path = rest.replace(/[?#].*$/, '').toLowerCase();
  try {
    path = decodeURI(path);
  } catch {
    // a malformed escape stays as written: no page has it, the check says so
  }
  if (path === '/en' || path.startsWith('/en/')) path = path.slice(3) || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export interface MenuItemLike {
  label: string;
  url: string;
  children?: MenuItemLike[];
}

/** Every item URL of a menu tree, with its labels from the top (`Inspirations › Recettes`). */
export function menuLinks(items: MenuItemLike[], parents: string[] = []): { url: string; field: string }[] {
  return items.flatMap((item) => {
    const trail = [...parents, item.label];
    return [{ url: item.url, field: trail.join(' › ') }, ...menuLinks(item.children ?? [], trail)];
  });
}
