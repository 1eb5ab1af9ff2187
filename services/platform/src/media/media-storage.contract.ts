import { randomUUID } from 'node:crypto';
import type { MediaStorage } from './media-storage';

/**
 * The behaviour every MediaStorage adapter must have, written once and run against each adapter
 * (media-storage.spec.ts). A service may switch adapters by configuration only if this holds.
 */
export function mediaStorageContract(
  name: string,
  open: () => Promise<MediaStorage>,
  close: (storage: MediaStorage) => Promise<void> = async () => undefined,
): void {
  describe(`MediaStorage contract: ${name}`, () => {
    let storage: MediaStorage;
    // Every run writes under its own top folder, so runs against a shared bucket do not meet.
    const root = `contract-${randomUUID()}`;
    const key = (path: string) => `${root}/${path}`;
    const bytes = (n: number, seed = 1) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 7) % 256));

    beforeAll(async () => {
      storage = await open();
    });
    afterAll(async () => {
      await storage?.deletePrefix(`${root}/`);
      if (storage) await close(storage);
    });

    it('stores a file and gives back the same bytes, size and type (get, stream, stat)', async () => {
      const data = bytes(70_000);
      await storage.put(key('e1/photo.webp'), data, 'image/webp');
      const got = await storage.get(key('e1/photo.webp'));
      expect(got).toEqual({ size: data.length, contentType: 'image/webp', data });
      expect(await storage.stat(key('e1/photo.webp'))).toEqual({ size: data.length, contentType: 'image/webp' });
      const streamed = await storage.stream(key('e1/photo.webp'));
      expect(streamed).toMatchObject({ size: data.length, contentType: 'image/webp' });
      const chunks: Buffer[] = [];
      for await (const chunk of streamed!.stream) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(data)).toBe(true);
    });

    it('answers the type of the key for each image type', async () => {
      await storage.put(key('types/a.jpg'), bytes(10), 'image/jpeg');
      await storage.put(key('types/a.png'), bytes(10), 'image/png');
      expect((await storage.stat(key('types/a.jpg')))?.contentType).toBe('image/jpeg');
      expect((await storage.get(key('types/a.png')))?.contentType).toBe('image/png');
    });

    it('replaces a file on a second put', async () => {
      await storage.put(key('e2/a.png'), bytes(500, 3), 'image/png');
      await storage.put(key('e2/a.png'), bytes(20, 5), 'image/png');
      expect((await storage.get(key('e2/a.png')))?.data.equals(bytes(20, 5))).toBe(true);
    });

    it('answers null for a missing file and deletes one that is not there without error', async () => {
      expect(await storage.get(key('none/x.webp'))).toBeNull();
      expect(await storage.stream(key('none/x.webp'))).toBeNull();
      expect(await storage.stat(key('none/x.webp'))).toBeNull();
      await expect(storage.delete(key('none/x.webp'))).resolves.toBeUndefined();
      await expect(storage.deletePrefix(`${root}/none/`)).resolves.toBeUndefined();
    });

    it('deletes one file, and every file under a prefix but not its neighbours', async () => {
      await storage.put(key('del/one.webp'), bytes(10), 'image/webp');
      await storage.delete(key('del/one.webp'));
      expect(await storage.stat(key('del/one.webp'))).toBeNull();

      await storage.put(key('p/a/1.webp'), bytes(10), 'image/webp');
      await storage.put(key('p/a/deep/2.webp'), bytes(10), 'image/webp');
      await storage.put(key('p/ab/3.webp'), bytes(10), 'image/webp');
      expect(await storage.list(`${root}/p/`)).toEqual([key('p/a/1.webp'), key('p/a/deep/2.webp'), key('p/ab/3.webp')]);
      await storage.deletePrefix(`${root}/p/a/`);
      expect(await storage.list(`${root}/p/`)).toEqual([key('p/ab/3.webp')]);
      expect(await storage.list(`${root}/nothing-here/`)).toEqual([]);
    });

    it('copies a file under another key, and says false when the source is missing', async () => {
      await storage.put(key('c/from.webp'), bytes(3000, 11), 'image/webp');
      expect(await storage.copy(key('c/from.webp'), key('c2/to.webp'))).toBe(true);
      expect((await storage.get(key('c2/to.webp')))?.data.equals(bytes(3000, 11))).toBe(true);
      expect(await storage.stat(key('c/from.webp'))).not.toBeNull();
      expect(await storage.copy(key('c/missing.webp'), key('c2/never.webp'))).toBe(false);
      expect(await storage.stat(key('c2/never.webp'))).toBeNull();
      await expect(storage.copy(key('c/from.webp'), key('c2/to.png'))).rejects.toThrow();
    });

    it('refuses malformed keys, prefixes and a type that is not the key’s, writing nothing', async () => {
      for (const bad of ['../x.webp', `${root}/../x.webp`, `/${root}/x.webp`, `${root}/X.webp`, `${root}/x.exe`, `${root}//x.webp`, `${root}/x`, 'x.webp']) {
        await expect(storage.put(bad, bytes(1), 'image/webp')).rejects.toThrow();
        await expect(storage.get(bad)).rejects.toThrow();
      }
      await expect(storage.put(key('t/x.webp'), bytes(1), 'image/png')).rejects.toThrow();
      expect(await storage.stat(key('t/x.webp'))).toBeNull();
      for (const bad of ['', '/', '../', `${root}`, `${root}/../`]) await expect(storage.deletePrefix(bad)).rejects.toThrow();
    });

    it('never shows half a file to a reader while it is replaced', async () => {
      const a = bytes(400_000, 3);
      const b = bytes(400_000, 7);
      await storage.put(key('race/x.webp'), a, 'image/webp');
      const reads: Promise<Buffer | undefined>[] = [];
      const writes = [storage.put(key('race/x.webp'), b, 'image/webp'), storage.put(key('race/x.webp'), a, 'image/webp')];
      for (let i = 0; i < 6; i++) reads.push(storage.get(key('race/x.webp')).then((f) => f?.data));
      await Promise.all(writes);
      for (const data of await Promise.all(reads)) expect(data?.equals(a) || data?.equals(b)).toBe(true);
    });
  });
}
