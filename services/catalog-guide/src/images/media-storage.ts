import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where image files live. One machine: a local folder (MEDIA_DIR). A cluster would put an
 * S3-compatible implementation of the same interface here (docs/decisions/0004).
 * Keys are relative paths made by the service only (`establishments/{id}/{imageId}.webp`), never
 * taken from a request without `isMediaKey`.
 */
export interface MediaStorage {
  write(key: string, data: Buffer): Promise<void>;
  /** null when missing. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every file of one establishment (after it is deleted). */
  removeEstablishment(establishmentId: string): Promise<void>;
  /** Copies an establishment's images under another id, renaming each image id (duplicate). */
  copyEstablishment(fromId: string, toId: string, imageIds: Map<string, string>): Promise<void>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^establishments/${UUID}/${UUID}(-thumb)?\\.webp$`);

/** The files of one image: the re-encoded original and its thumbnail. */
export const imageKeys = (establishmentId: string, imageId: string) => ({
  original: `establishments/${establishmentId}/${imageId}.webp`,
  thumbnail: `establishments/${establishmentId}/${imageId}-thumb.webp`,
});

/** Whether a requested path is one the service could have written (no `..`, no other folder). */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

export class LocalMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return path;
  }

  /** Written to a temporary name then renamed: a reader never sees half a file. */
  async write(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async removeEstablishment(establishmentId: string): Promise<void> {
    await rm(this.path(`establishments/${establishmentId}`), { recursive: true, force: true });
  }

  async copyEstablishment(fromId: string, toId: string, imageIds: Map<string, string>): Promise<void> {
    for (const [from, to] of imageIds) {
      const source = imageKeys(fromId, from);
      const target = imageKeys(toId, to);
      for (const kind of ['original', 'thumbnail'] as const) {
        const path = this.path(target[kind]);
        await mkdir(dirname(path), { recursive: true });
        await copyFile(this.path(source[kind]), path).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error; // a lost file is not worth failing the copy
        });
      }
    }
  }
}

/** Default MEDIA_DIR: `.data/media` at the repository root (next to the embedded database). */
export const DEFAULT_MEDIA_DIR = join(__dirname, '..', '..', '..', '..', '.data', 'media');
