import type { Readable } from 'node:stream';

/**
 * The media storage port: where uploaded files (images today, CMS media and product images next)
 * live. Two adapters implement it with the same behaviour, proved by one contract suite
 * (media-storage.contract.ts): a local folder (one machine) and S3-compatible object storage (a
 * cluster; MinIO in docker-compose). docs/decisions/0008.
 *
 * Keys are made by services, never taken from a request unchecked: `{area}/{owner id}/{name}.{ext}`
 * (see `isMediaKey`). The extension fixes the content type, so a local folder needs no side files and
 * both adapters answer the same type for the same key.
 */
export interface StoredMedia {
  size: number;
  contentType: MediaContentType;
}

export interface MediaStorage {
  /** Which adapter this is ('local' or 's3'), for logs and health. */
  readonly adapter: string;
  /** Stores (or replaces) a whole file; a reader never sees half of it. `contentType` must match the key's extension. */
  put(key: string, data: Buffer, contentType: MediaContentType): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<(StoredMedia & { data: Buffer }) | null>;
  /** The file as a stream (to answer an HTTP request without holding it in memory), or null. */
  stream(key: string): Promise<(StoredMedia & { stream: Readable }) | null>;
  /** Size and type without reading the file, or null. */
  stat(key: string): Promise<StoredMedia | null>;
  /** Removes one file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which must end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Copies one file; false when the source does not exist. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /** Keys under `prefix` (which must end with `/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Nest injection token for the service's storage (`{ provide: MEDIA_STORAGE, useValue: createMediaStorage(config) }`). */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** The file types media may have, by key extension. */
export const MEDIA_CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  // CMS media library documents (cms media/): served as downloads of what was checked on upload.
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[keyof typeof MEDIA_CONTENT_TYPES];

const SEGMENT = '[a-z0-9][a-z0-9_-]{0,127}';
const KEY = new RegExp(`^(?:${SEGMENT}/){1,6}${SEGMENT}\\.(${Object.keys(MEDIA_CONTENT_TYPES).join('|')})$`);
const PREFIX = new RegExp(`^(?:${SEGMENT}/){1,6}$`);

/**
 * Whether a key is well-formed: lower-case folders and a name with a known extension, no `..`, no
 * leading `/`, no empty segment. A path taken from a URL is served only if it passes this.
 */
export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export class InvalidMediaKey extends Error {
  constructor(key: string) {
    super(`Invalid media key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidMediaKey';
  }
}

/** The content type a key stands for; throws on a malformed key (a programming error, not a user one). */
export function mediaContentType(key: string): MediaContentType {
  const match = key.length <= 512 ? KEY.exec(key) : null;
  if (!match) throw new InvalidMediaKey(key);
  return MEDIA_CONTENT_TYPES[match[1] as keyof typeof MEDIA_CONTENT_TYPES];
}

/** Checks a key and that the announced type is the key's (adapters call it before any write). */
export function assertMediaPut(key: string, contentType: string): void {
  if (mediaContentType(key) !== contentType) throw new Error(`Media key ${key} is not of type ${contentType}`);
}

export function assertMediaPrefix(prefix: string): void {
  if (prefix.length > 512 || !PREFIX.test(prefix)) throw new InvalidMediaKey(prefix);
}
