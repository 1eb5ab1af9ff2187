import type * as S3 from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { MediaContentType, MediaStorage, StoredMedia, assertMediaPrefix, assertMediaPut, mediaContentType } from './media-storage';

export interface S3MediaOptions {
  /** S3-compatible endpoint (MinIO: http://minio:9000); empty for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's default chain applies (instance role, web identity…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: what MinIO and most S3-compatible stores expect. */
  forcePathStyle: boolean;
}

/** The SDK is loaded only by a service that stores media in S3: the others never pay for it. */
const sdk = (): typeof S3 => require('@aws-sdk/client-s3') as typeof S3;

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** A cluster: objects in one bucket, one object per key, the content type stored with the object. */
export class S3MediaStorage implements MediaStorage {
  readonly adapter = 's3';
  readonly bucket: string;
  private readonly client: S3.S3Client;

  constructor(opts: S3MediaOptions) {
    const { S3Client } = sdk();
    this.bucket = opts.bucket;
    this.client = new S3Client({
      endpoint: opts.endpoint || undefined,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
      // S3-compatible stores do not all know the newer default checksums: send them only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: MediaContentType): Promise<void> {
    assertMediaPut(key, contentType);
    // A PUT replaces the object at once: readers see the old file or the new one, never half.
    await this.client.send(new (sdk().PutObjectCommand)({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
  }

  async get(key: string): Promise<(StoredMedia & { data: Buffer }) | null> {
    const found = await this.stream(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    const data = Buffer.concat(chunks);
    return { size: data.length, contentType: found.contentType, data };
  }

  async stream(key: string): Promise<(StoredMedia & { stream: Readable }) | null> {
    const contentType = mediaContentType(key);
    try {
      const res = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
      // In Node the body is an http.IncomingMessage (a Readable).
      return { size: Number(res.ContentLength ?? 0), contentType, stream: res.Body as Readable };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredMedia | null> {
    const contentType = mediaContentType(key);
    try {
      const res = await this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.bucket, Key: key }));
      return { size: Number(res.ContentLength ?? 0), contentType };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    mediaContentType(key);
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const res = await this.client.send(
        new (sdk().DeleteObjectsCommand)({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (res.Errors?.length) throw new Error(`S3 kept ${res.Errors.length} object(s) under ${prefix}: ${res.Errors[0].Code} ${res.Errors[0].Message}`);
    }
  }

  async copy(fromKey: string, toKey: string): Promise<boolean> {
    const contentType = mediaContentType(toKey);
    if (mediaContentType(fromKey) !== contentType) throw new Error(`Cannot copy ${fromKey} to a key of another type`);
    try {
      // Keys are checked (letters, digits, - _ . /), so they need no escaping in the copy source.
      await this.client.send(
        new (sdk().CopyObjectCommand)({
          Bucket: this.bucket,
          Key: toKey,
          CopySource: `${this.bucket}/${fromKey}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertMediaPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(new (sdk().ListObjectsV2Command)({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of res.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Creates the bucket when it is missing (tests; compose creates it with the MinIO client). */
  async ensureBucket(): Promise<void> {
    const { HeadBucketCommand, CreateBucketCommand } = sdk();
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!missing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
