import sharp from 'sharp';

/** Upload rules (the spec leaves the numbers open; docs/decisions/0004 records these). */
export const IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  /** Formats recognised from the file's content (its magic bytes), never from its name or type header. */
  acceptedFormats: ['jpeg', 'png', 'webp'] as const,
  /** Decompression bombs: a small file may declare a huge canvas. 40 megapixels covers any camera. */
  maxPixels: 40_000_000,
  originalMaxPx: 1600,
  thumbnailPx: 400,
  quality: 82,
  maxImagesPerEstablishment: 30,
  altMaxLength: 200,
} as const;

export type ImageRejection = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ACCEPTED';

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(reason);
  }
}

export interface ProcessedImage {
  original: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the upload by what it is (sharp reads the header: JPEG, PNG or WebP only) and re-encodes it:
 * rotated upright, metadata (EXIF, GPS) dropped, at most 1600 px on its longest side, plus a 400 px
 * thumbnail, both WebP. Re-encoding also means no byte the visitor sent is ever served back.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > IMAGE_RULES.maxBytes) throw new ImageRejected('FILE_TOO_LARGE');
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new ImageRejected('FILE_TYPE_NOT_ACCEPTED');
  }
  if (!format || !(IMAGE_RULES.acceptedFormats as readonly string[]).includes(format)) throw new ImageRejected('FILE_TYPE_NOT_ACCEPTED');
  if (!pixels) throw new ImageRejected('FILE_TYPE_NOT_ACCEPTED');
  if (pixels > IMAGE_RULES.maxPixels) throw new ImageRejected('FILE_TOO_LARGE');
  const resize = (px: number) =>
    sharp(data, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: IMAGE_RULES.quality })
      .toBuffer({ resolveWithObject: true });
  try {
    const [original, thumbnail] = await Promise.all([resize(IMAGE_RULES.originalMaxPx), resize(IMAGE_RULES.thumbnailPx)]);
    return { original: original.data, thumbnail: thumbnail.data, width: original.info.width, height: original.info.height };
  } catch {
    // A truncated or corrupt file passes the header check but fails to decode.
    throw new ImageRejected('FILE_TYPE_NOT_ACCEPTED');
  }
}
