import { MEDIA_KINDS, MediaContentType, MediaRejected, checkImageUpload, decodeFailures, decodeImage } from '@guide/platform';
import { MEDIA_MAX_BYTES, type MediaFileKind } from '@guide/validation';
import type { MediaVariantKeys } from './media.entities';

/** This service's upload kind (platform media-kinds.ts): its `maxBytes` is the largest kind's (documents). */
export const CMS_MEDIA = MEDIA_KINDS.cmsMedia;

/** Image variants, WebP, fitted inside a square of this side (never enlarged). */
export const IMAGE_VARIANTS = { thumb: 320, medium: 960, large: 1600 } as const;
/** The served "original" is re-encoded too (no byte the uploader sent is served back), bounded to this side. */
const ORIGINAL_MAX_PX = 4096;

/** Office documents by extension: zip containers recognised by their first entry. */
const DOCUMENTS: Record<string, { mime: MediaContentType; marker: string }> = {
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', marker: '[Content_Types].xml' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', marker: '[Content_Types].xml' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', marker: '[Content_Types].xml' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', marker: 'application/vnd.oasis.opendocument.text' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', marker: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', marker: 'application/vnd.oasis.opendocument.presentation' },
};

export interface StoredFile {
  key: string;
  data: Buffer;
  contentType: MediaContentType;
}

export interface ProcessedUpload {
  kind: MediaFileKind;
  mime: MediaContentType;
  size: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  variantKeys: MediaVariantKeys;
  files: StoredFile[];
}

export const mediaPrefix = (fileId: string) => `cms/media/${fileId}/`;
export const mediaUrl = (key: string) => `/media/files/${key}`;

/** A download name from what was sent: lower-case words, the extension given by the kind. */
export function safeBaseName(originalName: string): string {
  const base = originalName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = base
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'document';
}

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What a file is, from its first bytes (the name only tells office formats apart, and must agree):
 * an image (JPEG, PNG, WebP, ≤ 5 MB), a PDF or an office document (≤ 10 MB). Anything else, videos
 * included, is FILE_TYPE_NOT_ACCEPTED.
 */
export async function processUpload(fileId: string, data: Buffer, originalName: string): Promise<ProcessedUpload> {
  const prefix = mediaPrefix(fileId);
  if (data.length > CMS_MEDIA.maxBytes) throw new MediaRejected('FILE_TOO_LARGE');
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (data.length > MEDIA_MAX_BYTES.PDF) throw new MediaRejected('FILE_TOO_LARGE');
    const key = `${prefix}${safeBaseName(originalName)}.pdf`;
    return {
      kind: 'PDF',
      mime: 'application/pdf',
      size: data.length,
      width: null,
      height: null,
      storageKey: key,
      variantKeys: {},
      files: [{ key, data, contentType: 'application/pdf' }],
    };
  }
  const ext = extensionOf(originalName);
  const doc = DOCUMENTS[ext];
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // The marker sits in the first entry's name or content, stored uncompressed near the start.
    if (!doc || !data.subarray(0, 4096).toString('latin1').includes(doc.marker)) throw new MediaRejected('FILE_TYPE_NOT_ACCEPTED');
    if (data.length > MEDIA_MAX_BYTES.DOCUMENT) throw new MediaRejected('FILE_TOO_LARGE');
    const key = `${prefix}${safeBaseName(originalName)}.${ext}`;
    return {
      kind: 'DOCUMENT',
      mime: doc.mime,
      size: data.length,
      width: null,
      height: null,
      storageKey: key,
      variantKeys: {},
      files: [{ key, data, contentType: doc.mime }],
    };
  }
  const imageKind = { ...CMS_MEDIA, maxBytes: MEDIA_MAX_BYTES.IMAGE };
  await checkImageUpload(data, imageKind);
  return decodeFailures(async () => {
    const original = await decodeImage(data, imageKind)
      .rotate()
      .resize({ width: ORIGINAL_MAX_PX, height: ORIGINAL_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const files: StoredFile[] = [{ key: `${prefix}original.webp`, data: original.data, contentType: 'image/webp' }];
    const variantKeys: MediaVariantKeys = {};
    for (const [name, side] of Object.entries(IMAGE_VARIANTS) as [keyof typeof IMAGE_VARIANTS, number][]) {
      const key = `${prefix}${name}.webp`;
      // From the re-encoded original: already rotated and bounded, so each variant decodes less.
      const variant = await decodeImage(original.data, imageKind)
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      files.push({ key, data: variant, contentType: 'image/webp' });
      variantKeys[name] = key;
    }
    return {
      kind: 'IMAGE',
      mime: 'image/webp',
      size: original.data.length,
      width: original.info.width,
      height: original.info.height,
      storageKey: files[0].key,
      variantKeys,
      files,
    };
  });
}
