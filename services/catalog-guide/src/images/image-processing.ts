import { checkImageUpload, decodeFailures, decodeImage } from '@guide/platform';
import { ESTABLISHMENT_LIMITS } from '@guide/validation';
import { ESTABLISHMENT_IMAGES } from './image-files';

/** Upload rules (docs/decisions/0004 records the numbers; size, formats and pixels come from the kind). */
export const IMAGE_RULES = {
  maxBytes: ESTABLISHMENT_IMAGES.maxBytes,
  acceptedFormats: ESTABLISHMENT_IMAGES.accept,
  maxPixels: ESTABLISHMENT_IMAGES.maxPixels,
  originalMaxPx: 1600,
  thumbnailPx: 400,
  quality: 82,
  maxImagesPerEstablishment: 30,
  altMaxLength: ESTABLISHMENT_LIMITS.imageAlt,
} as const;

export interface ProcessedImage {
  original: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the upload with the platform's checks (size, magic bytes, decoder, pixel limit) and re-encodes
 * it: rotated upright, metadata (EXIF, GPS) dropped, at most 1600 px on its longest side, plus a 400 px
 * thumbnail, both WebP. Re-encoding also means no byte the visitor sent is ever served back.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  await checkImageUpload(data, ESTABLISHMENT_IMAGES);
  const resize = (px: number) =>
    decodeImage(data, ESTABLISHMENT_IMAGES)
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: IMAGE_RULES.quality })
      .toBuffer({ resolveWithObject: true });
  const [original, thumbnail] = await decodeFailures(() => Promise.all([resize(IMAGE_RULES.originalMaxPx), resize(IMAGE_RULES.thumbnailPx)]));
  return { original: original.data, thumbnail: thumbnail.data, width: original.info.width, height: original.info.height };
}
