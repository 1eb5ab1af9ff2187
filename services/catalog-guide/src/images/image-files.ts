import { MEDIA_KINDS, type MediaStorage } from '@guide/platform';

/** This service's upload kind (the gateway routes it here; platform/src/media/media-kinds.ts). */
export const ESTABLISHMENT_IMAGES = MEDIA_KINDS.establishmentImages;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^establishments/${UUID}/${UUID}(-thumb)?\\.webp$`);

/** The files of one image in the media storage: the re-encoded original and its thumbnail (WebP). */
export const imageKeys = (establishmentId: string, imageId: string) => ({
  original: `establishments/${establishmentId}/${imageId}.webp`,
  thumbnail: `establishments/${establishmentId}/${imageId}-thumb.webp`,
});

/** Whether a requested path is one this service could have written (no `..`, no other folder). */
export function isEstablishmentImageKey(key: string): boolean {
  return KEY.test(key);
}

/** Every file of one establishment (after it is deleted). */
export const removeEstablishmentImages = (media: MediaStorage, establishmentId: string) => media.deletePrefix(`establishments/${establishmentId}/`);

/** Copies an establishment's images under another id, renaming each image id (duplicate). A lost source file is skipped. */
export async function copyEstablishmentImages(media: MediaStorage, fromId: string, toId: string, imageIds: Map<string, string>): Promise<void> {
  for (const [from, to] of imageIds) {
    const source = imageKeys(fromId, from);
    const target = imageKeys(toId, to);
    await media.copy(source.original, target.original);
    await media.copy(source.thumbnail, target.thumbnail);
  }
}
