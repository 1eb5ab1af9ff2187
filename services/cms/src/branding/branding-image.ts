import { randomUUID } from 'node:crypto';
import { MEDIA_KINDS, checkImageUpload, decodeFailures, decodeImage } from '@guide/platform';
import { brandingSlotPath, type BrandingImageSlot } from '@guide/validation';

/** The upload kind of branding images (platform media-kinds.ts): the gateway routes it here. */
export const BRANDING_IMAGES = MEDIA_KINDS.brandingImages;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^branding/[a-z-]+/${UUID}\\.webp$`);

/** A new name per upload: files are cached for ever, so a replaced image gets a new key. */
export const brandingImageKey = (slot: BrandingImageSlot) => `branding/${brandingSlotPath(slot)}/${randomUUID()}.webp`;
export const isBrandingImageKey = (key: string) => KEY.test(key);
export const brandingImageUrl = (key: string | null | undefined) => (key ? `/media/files/${key}` : null);

/** Logos are shown small (a header), backgrounds full screen. */
const isBackground = (slot: BrandingImageSlot) => slot.endsWith('_BACKGROUND');
export const BRANDING_MAX_PX = { logo: 800, background: 2560 } as const;

/**
 * The platform's checks (size, magic bytes, decoder, pixel limit), then a re-encode to WebP (transparency
 * kept, metadata dropped): no byte the uploader sent is served back.
 */
export async function processBrandingImage(slot: BrandingImageSlot, data: Buffer): Promise<Buffer> {
  await checkImageUpload(data, BRANDING_IMAGES);
  const max = isBackground(slot) ? BRANDING_MAX_PX.background : BRANDING_MAX_PX.logo;
  return decodeFailures(() =>
    decodeImage(data, BRANDING_IMAGES)
      .rotate()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: isBackground(slot) ? 80 : 90 })
      .toBuffer(),
  );
}
