import { randomUUID } from 'node:crypto';
import { MEDIA_KINDS, checkImageUpload, decodeFailures, decodeImage } from '@guide/platform';

/** This service's upload kind (the gateway routes it here; platform/src/media/media-kinds.ts). */
export const CONTEST_PARTNER_LOGOS = MEDIA_KINDS.contestPartnerLogos;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^contest-partners/${UUID}/${UUID}\\.webp$`);

/** A new name for each upload: files are cached for ever, so a replaced logo gets a new key. */
export const partnerLogoKey = (partnerId: string) => `contest-partners/${partnerId}/${randomUUID()}.webp`;
export const isPartnerLogoKey = (key: string) => KEY.test(key);
export const partnerLogoUrl = (key: string | null) => (key ? `/media/files/${key}` : null);

/** Logos are shown small: at most 600 px on the longest side. */
export const LOGO_MAX_PX = 600;

/**
 * The platform's checks (size, magic bytes, decoder, pixel limit), then a re-encode to WebP that keeps
 * transparency and drops metadata: no byte the uploader sent is served back.
 */
export async function processLogo(data: Buffer): Promise<Buffer> {
  await checkImageUpload(data, CONTEST_PARTNER_LOGOS);
  return decodeFailures(() =>
    decodeImage(data, CONTEST_PARTNER_LOGOS)
      .rotate()
      .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}
