import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  Identity,
  MEDIA_KINDS,
  MEDIA_STORAGE,
  MediaStorage,
  badInput,
  checkImageUpload,
  decodeFailures,
  decodeImage,
  forbidden,
  hasPermission,
  notFound,
  unauthenticated,
  uploadText,
} from '@guide/platform';
import { MAX_PRODUCT_IMAGES } from '@guide/validation';
import { writeProductChanged } from './product-event';
import { productImageKey } from './product-media.controller';
import { PRODUCT_LIMITS } from './product.rules';
import { isUuid } from './products.service';

/** This service's upload kind for product pictures (the gateway routes it here; platform media-kinds.ts). */
export const PRODUCT_IMAGES = MEDIA_KINDS.productImages;
export const PRODUCT_IMAGES_PERMISSION = PRODUCT_IMAGES.permission;

/** Re-encoding of an uploaded picture (the storefront shows it at most ~800 px wide, 2× for dense screens). */
export const PRODUCT_IMAGE_RULES = { maxPx: 1600, quality: 82 } as const;

/** What the upload answers: the picture as `ProductImage` shows it, plus its place in the product's list (1 = main). */
export interface UploadedProductImage {
  url: string;
  alt: string | null;
  position: number;
}

/** Files are served at /media/files/{key} (product-media.controller.ts), through the gateway. */
export const productImageUrl = (key: string) => `/media/files/${key}`;

/**
 * Product pictures sent over HTTP (`POST /media/products/:id/images`): the picture is checked by the
 * platform's checks, re-encoded to WebP, stored, then appended to the product's pictures in one
 * transaction with `catalog.product.updated` (commerce's projection takes the first picture). Removing
 * and reordering stay with `updateProduct` (its `images` list is the whole list, in order).
 */
@Injectable()
export class ProductImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /**
   * Staff with catalog.products.update only (the gateway checks it too; this service never trusts a
   * route it cannot see). The anonymous and customers learn nothing about which products exist.
   */
  async assertCanManage(identity: Identity, productId: string): Promise<string> {
    if (identity.kind === 'anonymous') throw unauthenticated();
    if (identity.kind !== 'admin') throw forbidden('You may not upload this');
    if (!hasPermission(identity, PRODUCT_IMAGES_PERMISSION)) throw forbidden(`Missing permission ${PRODUCT_IMAGES_PERMISSION}`);
    const id = isUuid(productId) ? productId.toLowerCase() : null;
    const [row] = id
      ? await this.dataSource.query('SELECT (SELECT count(*)::int FROM product_image WHERE product_id = p.id) AS n FROM product p WHERE p.id = $1', [id])
      : [];
    if (!row) throw notFound('Product');
    // Refused before the file is decoded when the product is already full (checked again in the transaction).
    if (row.n >= MAX_PRODUCT_IMAGES) throw badInput({ file: 'TOO_MANY_IMAGES' }, `A product has at most ${MAX_PRODUCT_IMAGES} pictures`);
    return id!;
  }

  /** Checks, re-encodes and stores one picture; the product changes only once the file is stored. */
  async upload(identity: Identity, productId: string, file: Buffer, fields: Record<string, string>): Promise<UploadedProductImage> {
    const id = await this.assertCanManage(identity, productId);
    // Multipart text skips the GraphQL input guard: uploadText applies the same rules.
    const alt = uploadText(fields, 'alt', PRODUCT_LIMITS.imageAlt);
    const webp = await this.process(file);
    const key = productImageKey(id, randomUUID());
    const url = productImageUrl(key);
    await this.media.put(key, webp, 'image/webp');
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Locking the product serialises uploads and edits of one product, so the bound and positions hold.
        const [locked] = await manager.query('SELECT id FROM product WHERE id = $1 FOR UPDATE', [id]);
        if (!locked) throw notFound('Product');
        const [{ n, last }] = await manager.query(
          'SELECT count(*)::int AS n, coalesce(max(position), 0)::int AS last FROM product_image WHERE product_id = $1',
          [id],
        );
        if (n >= MAX_PRODUCT_IMAGES) throw badInput({ file: 'TOO_MANY_IMAGES' }, `A product has at most ${MAX_PRODUCT_IMAGES} pictures`);
        const position = last + 1;
        await manager.query('INSERT INTO product_image (product_id, position, url, alt) VALUES ($1, $2, $3, $4)', [id, position, url, alt]);
        // The pictures are another table: the product's updated_at dates the change, as updateProduct does.
        await manager.query('UPDATE product SET updated_at = now() WHERE id = $1', [id]);
        await writeProductChanged(manager, [id]);
        return { url, alt, position };
      });
    } catch (error) {
      await this.media.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The platform's checks (size, magic bytes, decoder, pixel limit), then a re-encode: upright, no
   * metadata (EXIF, GPS), at most 1600 px on its longest side, WebP. No byte sent is served back.
   */
  private async process(data: Buffer): Promise<Buffer> {
    await checkImageUpload(data, PRODUCT_IMAGES);
    return decodeFailures(() =>
      decodeImage(data, PRODUCT_IMAGES)
        .rotate()
        .resize({ width: PRODUCT_IMAGE_RULES.maxPx, height: PRODUCT_IMAGE_RULES.maxPx, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PRODUCT_IMAGE_RULES.quality })
        .toBuffer(),
    );
  }
}
