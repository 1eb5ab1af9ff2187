import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { LocalMediaStorage } from './local-media-storage';
import { createMediaStorage, mediaEnv } from './media-config';
import { mediaStorageContract } from './media-storage.contract';
import { S3MediaStorage } from './s3-media-storage';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

mediaStorageContract('local folder', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'guide-media-contract-'));
  folders.push(dir);
  return new LocalMediaStorage(dir);
});

/**
 * The S3 adapter runs the same contract against a real S3-compatible store when one is given:
 * `S3_ENDPOINT=http://127.0.0.1:9000 S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npx jest services/platform/src/media`
 * (docker compose up -d minio-init; S3_BUCKET=guide-media with the key of .env). Another bucket
 * (S3_BUCKET, default guide-media-test) is created if missing, given a key allowed to.
 */
if (process.env.S3_ENDPOINT) {
  mediaStorageContract(
    `S3 at ${process.env.S3_ENDPOINT}`,
    async () => {
      const config = loadConfig(mediaEnv, { ...process.env, MEDIA_STORAGE: 's3', S3_BUCKET: process.env.S3_BUCKET || 'guide-media-test' });
      const storage = createMediaStorage(config) as S3MediaStorage;
      await storage.ensureBucket();
      return storage;
    },
    async (storage) => (storage as S3MediaStorage).destroy(),
  );
} else {
  // Said out loud, not passed silently: without a store this run does not prove the S3 adapter.
  process.stdout.write('\n[media] S3 contract suite SKIPPED: S3_ENDPOINT is not set (docker compose up -d minio, then set S3_ENDPOINT and the keys)\n');
  describe('MediaStorage contract: S3', () => {
    // Skipped on purpose when no S3-compatible store is reachable: CI machines have no Docker engine to run
    // MinIO. The local adapter runs the same contract in every run; set S3_ENDPOINT to prove the S3 one.
    it.skip('skipped: set S3_ENDPOINT (and S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to run the contract against S3 or MinIO', () => undefined);
  });
}

describe('local folder layout', () => {
  it('keeps today’s layout: one file per key at {MEDIA_DIR}/{key}', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'guide-media-layout-'));
    folders.push(dir);
    const storage = new LocalMediaStorage(dir);
    await storage.put('establishments/e1/i1-thumb.webp', Buffer.from('RIFF'), 'image/webp');
    expect(readFileSync(join(dir, 'establishments', 'e1', 'i1-thumb.webp'), 'utf8')).toBe('RIFF');
    await storage.deletePrefix('establishments/e1/');
    expect(existsSync(join(dir, 'establishments', 'e1'))).toBe(false);
    expect(existsSync(join(dir, 'establishments'))).toBe(true);
  });
});

describe('media configuration', () => {
  it('defaults to the local folder, and names the variable when S3 is asked for without what it needs', () => {
    expect(createMediaStorage(loadConfig(mediaEnv, {})).adapter).toBe('local');
    expect(() => createMediaStorage(loadConfig(mediaEnv, { MEDIA_STORAGE: 's3' }))).toThrow(new ConfigError('S3_BUCKET', 'is required when MEDIA_STORAGE=s3'));
    expect(() => createMediaStorage(loadConfig(mediaEnv, { MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }))).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig(mediaEnv, { MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
    expect(() => loadConfig(mediaEnv, { S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    const s3 = createMediaStorage(loadConfig(mediaEnv, { MEDIA_STORAGE: 's3', S3_BUCKET: 'guide-media', S3_ENDPOINT: 'http://127.0.0.1:9' }));
    expect(s3).toBeInstanceOf(S3MediaStorage);
    expect((s3 as S3MediaStorage).bucket).toBe('guide-media');
    (s3 as S3MediaStorage).destroy();
  });
});
