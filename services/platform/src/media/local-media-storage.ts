import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { MediaContentType, MediaStorage, StoredMedia, assertMediaPrefix, assertMediaPut, mediaContentType } from './media-storage';

/** Default MEDIA_DIR: `.data/media` at the repository root (next to the embedded database), as before the port. */
export const DEFAULT_MEDIA_DIR = join(__dirname, '..', '..', '..', '..', '.data', 'media');

/** One machine: files in a folder, one file per key (`{root}/{key}`). */
export class LocalMediaStorage implements MediaStorage {
  readonly adapter = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Keys are checked first; the resolved path must still be inside the folder (belt and braces). */
  private path(key: string): string {
    mediaContentType(key);
    return this.inside(key);
  }

  private inside(relativePath: string): string {
    const path = resolve(this.root, relativePath);
    if (!path.startsWith(this.root + sep)) throw new Error(`Media path outside the media folder: ${relativePath}`);
    return path;
  }

  private async info(key: string): Promise<StoredMedia | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, contentType: mediaContentType(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  /** Written to a unique temporary name then renamed: a reader never sees half a file. */
  async put(key: string, data: Buffer, contentType: MediaContentType): Promise<void> {
    assertMediaPut(key, contentType);
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<(StoredMedia & { data: Buffer }) | null> {
    const info = await this.info(key);
    if (!info) return null;
    try {
      const data = await readFile(this.path(key));
      return { ...info, size: data.length, data };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null; // deleted in between
      throw error;
    }
  }

  async stream(key: string): Promise<(StoredMedia & { stream: Readable }) | null> {
    const info = await this.info(key);
    return info ? { ...info, stream: createReadStream(this.path(key)) } : null;
  }

  stat(key: string): Promise<StoredMedia | null> {
    return this.info(key);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertMediaPrefix(prefix);
    await rm(this.inside(prefix), { recursive: true, force: true });
  }

  async copy(fromKey: string, toKey: string): Promise<boolean> {
    const target = this.path(toKey);
    if (mediaContentType(fromKey) !== mediaContentType(toKey)) throw new Error(`Cannot copy ${fromKey} to a key of another type`);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await copyFile(this.path(fromKey), tmp);
      await rename(tmp, target);
      return true;
    } catch (error) {
      await rm(tmp, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertMediaPrefix(prefix);
    const keys: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(relative(this.root, path).split(sep).join('/'));
      }
    };
    await walk(this.inside(prefix));
    return keys.sort();
  }
}
