import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each content-hashed script and stylesheet
 * (infra/scripts/precompress.mjs). Serving those copies saves compressing the same megabytes on every page load
 * (compression() would gzip the back office's 3 MB of scripts for each visitor) and sends brotli, about 15 %
 * smaller, to the browsers that take it. Files without a copy fall through to express.static and compression().
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** What compression the build writes copies for (same list as precompress.mjs). */
export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|svg|json)$/i;

/** Which encodings a request accepts, honouring `q=0` refusals (`br;q=0`). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Middleware for one built app's hashed asset folder (`dir`, e.g. dist/assets, mounted at `/assets`).
 * `cacheControl` is the folder's (immutable) Cache-Control.
 */
export function precompressedAssets(dir: string, cacheControl: string) {
  const root = resolve(dir);
  // The build's files do not change while the server runs: remember which copies exist.
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = known.get(file);
    if (found === undefined) known.set(file, (found = existsSync(file)));
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED_EXTENSIONS.test(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = normalize(join(root, relative));
    if (!file.startsWith(root + sep) || !exists(file)) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const copy = PRECOMPRESSED.find((c) => accepted.has(c.encoding) && exists(file + c.suffix));
    res.vary('Accept-Encoding');
    if (!copy) return next();
    res.setHeader('Content-Encoding', copy.encoding);
    res.type(extname(file));
    res.sendFile(file + copy.suffix, { cacheControl: false, headers: { 'Cache-Control': cacheControl } }, (error) => error && next(error));
  };
}
