import type { PermissionKey } from '../auth/permission-catalog';

/** Image formats an upload may be, recognised from the file's first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * One kind of upload: which subgraph owns it, who may send it and what it may be. The gateway builds
 * its `/media` routes from this list (authentication, CSRF, body size) and proxies each to its owner;
 * the owner reads the body with `receiveUpload(kind)` and checks the file with `checkImageUpload(kind)`,
 * so every kind gets the same checks. Adding a kind: one entry here, one controller in the owner.
 */
export interface MediaKind {
  name: string;
  /** The owning subgraph (topology name). */
  owner: string;
  /** Upload route under `/media` (Express pattern; `:id` is what the file belongs to), POST multipart `file`. */
  uploadRoute: string;
  /** Key prefix of this kind's files, served by the owner at `/media/files/{prefix}…`. */
  filesPrefix: string;
  /** Largest file accepted (bytes). */
  maxBytes: number;
  accept: readonly ImageFormat[];
  /** Decoding limit (width × height): a small file may declare a huge canvas (decompression bomb). */
  maxPixels: number;
  /**
   * Staff need this permission; customers are let through to the owner only when `customersOwn` is
   * true, and the owner then checks that the customer owns the target (the gateway cannot know).
   */
  permission: PermissionKey;
  customersOwn: boolean;
}

/** 5 MB, as the product spec and ADR 0004 set for images. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 10 MB: PDF and office documents of the CMS media library. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** 40 megapixels covers any camera. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const MEDIA_KINDS = {
  establishmentImages: {
    name: 'establishment-images',
    owner: 'catalog-guide',
    uploadRoute: '/establishments/:id/images',
    filesPrefix: 'establishments/',
    maxBytes: MAX_IMAGE_BYTES,
    accept: ['jpeg', 'png', 'webp'],
    maxPixels: MAX_IMAGE_PIXELS,
    permission: 'catalog.establishments.update',
    customersOwn: true,
  },
  /** Shop product pictures (catalog-guide products/product-images.controller.ts): appended to the product's pictures, served at `/media/files/products/…`. */
  productImages: {
    name: 'product-images',
    owner: 'catalog-guide',
    uploadRoute: '/products/:id/images',
    filesPrefix: 'products/',
    maxBytes: MAX_IMAGE_BYTES,
    accept: ['jpeg', 'png', 'webp'],
    maxPixels: MAX_IMAGE_PIXELS,
    permission: 'catalog.products.update',
    customersOwn: false,
  },
  /** Logos of the breakfast contest's partners (contest partners/). */
  contestPartnerLogos: {
    name: 'contest-partner-logos',
    owner: 'contest',
    uploadRoute: '/contest/partners/:id/logo',
    filesPrefix: 'contest-partners/',
    maxBytes: MAX_IMAGE_BYTES,
    accept: ['jpeg', 'png', 'webp'],
    maxPixels: MAX_IMAGE_PIXELS,
    permission: 'contest.partners.update',
    customersOwn: false,
  },
  /** The site's branding images (cms branding/): `:id` is the slot (`desktop-logo`, `front-background`…). */
  brandingImages: {
    name: 'branding-images',
    owner: 'cms',
    uploadRoute: '/cms/branding/:id',
    filesPrefix: 'branding/',
    maxBytes: MAX_IMAGE_BYTES,
    accept: ['jpeg', 'png', 'webp'],
    maxPixels: MAX_IMAGE_PIXELS,
    permission: 'settings.branding.update-images',
    customersOwn: false,
  },
  /**
   * CMS files (cms media/): the media library's uploads (`cms/media/…`) and the demo content's pictures
   * (`cms/seed/…`). Images stay at 5 MB (checked by the owner); PDF and office documents may be 10 MB.
   */
  cmsMedia: {
    name: 'cms-media',
    owner: 'cms',
    uploadRoute: '/cms/media',
    filesPrefix: 'cms/',
    maxBytes: MAX_DOCUMENT_BYTES,
    accept: ['jpeg', 'png', 'webp'],
    maxPixels: MAX_IMAGE_PIXELS,
    permission: 'cms.media.create',
    customersOwn: false,
  },
} as const satisfies Record<string, MediaKind>;

export const MEDIA_KIND_LIST: readonly MediaKind[] = Object.values(MEDIA_KINDS);

/** The kind whose files a key belongs to (by prefix), or undefined. */
export function mediaKindOfKey(key: string, kinds: readonly MediaKind[] = MEDIA_KIND_LIST): MediaKind | undefined {
  return kinds.find((k) => key.startsWith(k.filesPrefix));
}
