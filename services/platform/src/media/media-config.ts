import { Config, ConfigError, env } from '../config/config';
import { DEFAULT_MEDIA_DIR, LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** Variables of a service that stores media; it spreads them into its own config shape. */
export const mediaEnv = {
  MEDIA_STORAGE: env.oneOf(['local', 's3'] as const, { default: 'local', doc: 'local: a folder (one machine); s3: S3-compatible object storage' }),
  MEDIA_DIR: env.string({ default: DEFAULT_MEDIA_DIR, doc: 'folder of the media files when MEDIA_STORAGE=local' }),
  S3_ENDPOINT: env.url({ protocols: ['http', 'https'], optional: true, doc: 'S3-compatible endpoint (MinIO); empty for AWS S3' }),
  S3_REGION: env.string({ default: 'us-east-1', doc: 'region of the bucket' }),
  S3_BUCKET: env.string({ optional: true, doc: 'bucket of the media files (required when MEDIA_STORAGE=s3)' }),
  S3_ACCESS_KEY_ID: env.string({ optional: true, doc: 'access key (a secret); empty: the SDK default credential chain' }),
  S3_SECRET_ACCESS_KEY: env.string({ optional: true, doc: 'secret key (a secret), set together with S3_ACCESS_KEY_ID' }),
  S3_FORCE_PATH_STYLE: env.bool({ default: true, doc: 'bucket in the path (MinIO); false for virtual-hosted AWS buckets' }),
};
export type MediaConfig = Config<typeof mediaEnv>;

/**
 * The storage a service's config asks for, checked at start-up like any variable: a bad combination
 * stops the process with the variable's name. Tests pass only `MEDIA_DIR` (local).
 */
export function createMediaStorage(config: Partial<MediaConfig>): MediaStorage {
  if ((config.MEDIA_STORAGE ?? 'local') === 'local') return new LocalMediaStorage(config.MEDIA_DIR || DEFAULT_MEDIA_DIR);
  if (!config.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'is required when MEDIA_STORAGE=s3');
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with the other S3 key');
  }
  return new S3MediaStorage({
    endpoint: config.S3_ENDPOINT || undefined,
    region: config.S3_REGION || 'us-east-1',
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? true,
  });
}
