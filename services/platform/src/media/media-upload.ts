import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import multer from 'multer';
import type SharpType = require('sharp');
import { badInput, type FieldErrors } from '../errors/errors';
import type { ImageFormat, MediaKind } from './media-kinds';
import type { MediaStorage } from './media-storage';
import { isMediaKey } from './media-storage';

/** Why a file was refused: a field message key both apps translate. */
export type MediaRejection = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ACCEPTED';

export class MediaRejected extends Error {
  constructor(readonly reason: MediaRejection) {
    super(reason);
    this.name = 'MediaRejected';
  }
}

/** sharp is native and large: loaded by the services that decode images, not by every importer of the platform. */
const sharp = (): typeof SharpType => require('sharp') as typeof SharpType;

/** The format a file's first bytes say it is (never its name or its Content-Type header). */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The checks every image kind gets, in this order: size, magic bytes in the kind's accepted formats,
 * a header the decoder agrees with, and a canvas within the kind's pixel limit. Returns what it read.
 */
export async function checkImageUpload(
  data: Buffer,
  kind: Pick<MediaKind, 'maxBytes' | 'accept' | 'maxPixels'>,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (data.length > kind.maxBytes) throw new MediaRejected('FILE_TOO_LARGE');
  const format = sniffImageFormat(data);
  if (!format || !kind.accept.includes(format)) throw new MediaRejected('FILE_TYPE_NOT_ACCEPTED');
  let meta: SharpType.Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: a huge canvas is refused below as too large.
    meta = await sharp()(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRejected('FILE_TYPE_NOT_ACCEPTED');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (meta.format !== format || !width || !height) throw new MediaRejected('FILE_TYPE_NOT_ACCEPTED');
  if (width * height > kind.maxPixels) throw new MediaRejected('FILE_TOO_LARGE');
  return { format, width, height };
}

/**
 * A decoder for a checked upload with the kind's limits: sharp refuses to decode beyond `maxPixels`
 * and stops on a corrupt file. Run the pipeline inside `decodeFailures` to map its errors.
 */
export function decodeImage(data: Buffer, kind: Pick<MediaKind, 'maxPixels'>): SharpType.Sharp {
  return sharp()(data, { limitInputPixels: kind.maxPixels, failOn: 'error' });
}

/** A truncated or corrupt file passes the header check but fails to decode: a refusal, not a crash. */
export async function decodeFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new MediaRejected('FILE_TYPE_NOT_ACCEPTED');
  }
}

export interface ReceivedUpload {
  file: Buffer;
  /** Text fields of the form (at most 4, each at most 4 KiB). */
  fields: Record<string, string>;
}

const invalidUpload = (field: string) => badInput({ [field]: 'INVALID_UPLOAD' }, 'The upload is not valid');

/**
 * Reads one multipart upload (field `file`) into memory, bounded by the kind's size: the file is then
 * checked and re-encoded, never stored as sent. Call it after the permission check, so a refused
 * caller's body is never read.
 */
export function receiveUpload(req: Request, res: Response, kind: Pick<MediaKind, 'maxBytes'>): Promise<ReceivedUpload> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: kind.maxBytes, files: 1, fields: 4, fieldSize: 4 * 1024, parts: 6 },
  }).single('file');
  return new Promise((resolve, reject) =>
    parse(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(new MediaRejected('FILE_TOO_LARGE'));
        return reject(invalidUpload(error.code === 'LIMIT_UNEXPECTED_FILE' ? 'file' : error.field || 'file'));
      }
      if (error) return reject(invalidUpload('file'));
      if (!req.file) return reject(badInput({ file: 'REQUIRED' }, 'The upload is not valid'));
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) if (typeof value === 'string') fields[name] = value;
      resolve({ file: req.file.buffer, fields });
    }),
  );
}

/**
 * A text field of an upload, trimmed (null when empty). Multipart text skips the GraphQL input guard,
 * so the guard's rules apply here: no NUL, no lone surrogate, at most `maxLength` characters.
 */
export function uploadText(fields: Record<string, string>, name: string, maxLength: number): string | null {
  const value = fields[name]?.trim() || null;
  if (!value) return null;
  if (/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) throw badInput({ [name]: 'INVALID_TEXT' });
  if ([...value].length > maxLength) throw badInput({ [name]: 'TOO_LONG' });
  return value;
}

const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

/** An upload's failure in the GraphQL error shape over plain HTTP, so clients read one format. */
export function sendMediaError(res: Response, error: unknown, log: (message: string) => void): void {
  if (error instanceof MediaRejected) {
    res.status(400).json({
      errors: [{ message: 'The file was refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: error.reason } satisfies FieldErrors } }],
    });
    return;
  }
  if (error instanceof GraphQLError && STATUS[String(error.extensions.code)]) {
    res.status(STATUS[String(error.extensions.code)]).json({ errors: [{ message: error.message, extensions: error.extensions }] });
    return;
  }
  log(`unexpected media error: ${(error as Error)?.stack ?? error}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}

/**
 * Answers `GET /media/files/{key}` from the storage when `key` is well-formed and `belongs(key)`
 * (the kind's own prefix and layout). File names are unique per upload, so they are cached for ever.
 */
export async function serveMediaFile(storage: MediaStorage, key: string, res: Response, belongs: (key: string) => boolean): Promise<void> {
  const file = isMediaKey(key) && belongs(key) ? await storage.stream(key) : null;
  if (!file) {
    res.status(404).json({ errors: [{ message: 'File not found', extensions: { code: 'NOT_FOUND' } }] });
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  file.stream.on('error', () => res.destroy());
  file.stream.pipe(res);
}
