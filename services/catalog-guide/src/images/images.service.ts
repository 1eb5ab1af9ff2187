import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import {
  Identity,
  MEDIA_STORAGE,
  MediaStorage,
  badInput,
  forbidden,
  hasPermission,
  loadGroupsByKey,
  notFound,
  perRequest,
  unauthenticated,
  uploadText,
} from '@guide/platform';
import { EstablishmentEntity } from '../establishments/establishment.entity';
import { isUuid } from '../establishments/establishment.validation';
import { EstablishmentsService, PERMISSIONS } from '../establishments/establishments.service';
import { EstablishmentImageEntity } from './establishment-image.entity';
import { IMAGE_RULES, processImage } from './image-processing';
import { imageKeys } from './image-files';

/** The public shape of an image (GraphQL `EstablishmentImage` and the upload's JSON answer). */
export interface ImageView {
  id: string;
  url: string;
  thumbnailUrl: string;
  alt: string | null;
  position: number;
}

/** Files are served by this service at /media/files/{key}, reached through the gateway (and the web server). */
export const MEDIA_FILES_PATH = '/media/files/';

export function imageView(img: EstablishmentImageEntity): ImageView {
  const keys = imageKeys(img.establishmentId, img.id);
  return { id: img.id, url: MEDIA_FILES_PATH + keys.original, thumbnailUrl: MEDIA_FILES_PATH + keys.thumbnail, alt: img.alt, position: img.position };
}

@Injectable()
export class ImagesService {
  private readonly logger = new Logger('ImagesService');
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly establishments: EstablishmentsService,
  ) {}

  /** The galleries of a page of establishments in one query (per GraphQL request). */
  readonly loader = perRequest(() =>
    loadGroupsByKey(
      (ids: string[]) => this.dataSource.getRepository(EstablishmentImageEntity).find({ where: { establishmentId: In(ids) }, order: { position: 'ASC' } }),
      (r) => r.establishmentId,
    ),
  );

  /**
   * Staff with catalog.establishments.update manage every gallery; a customer manages the galleries of
   * the establishments they own, and only those.
   */
  async assertCanManage(identity: Identity, establishmentId: string): Promise<EstablishmentEntity> {
    if (identity.kind === 'anonymous') throw unauthenticated();
    const establishment = await this.establishments.byId(establishmentId);
    if (identity.kind === 'admin') {
      if (!hasPermission(identity, PERMISSIONS.update)) throw forbidden(`Missing permission ${PERMISSIONS.update}`);
    } else if (!establishment || establishment.ownerId !== identity.id.toLowerCase()) {
      // A stranger learns nothing about which establishments exist.
      throw forbidden('You do not manage this establishment');
    }
    if (!establishment) throw notFound('Establishment');
    return establishment;
  }

  /** Checks, re-encodes and stores one upload; the row is written only once both files are. */
  async upload(identity: Identity, establishmentId: string, file: Buffer, alt: string | null): Promise<ImageView> {
    await this.assertCanManage(identity, establishmentId);
    // Multipart text skips the GraphQL input guard: uploadText applies the same rules.
    const cleanAlt = uploadText({ alt: alt ?? '' }, 'alt', IMAGE_RULES.altMaxLength);
    const processed = await processImage(file);
    const id = randomUUID();
    const keys = imageKeys(establishmentId, id);
    await this.media.put(keys.original, processed.original, 'image/webp');
    await this.media.put(keys.thumbnail, processed.thumbnail, 'image/webp');
    try {
      const image = await this.dataSource.transaction(async (manager) => {
        // Locking the establishment serialises uploads to one gallery, so positions stay distinct.
        await this.establishments.touch(manager, establishmentId);
        const [{ n, last }] = await manager.query(
          'SELECT count(*)::int AS n, coalesce(max(position), 0)::int AS last FROM establishment_image WHERE establishment_id = $1',
          [establishmentId],
        );
        if (n >= IMAGE_RULES.maxImagesPerEstablishment) throw badInput({ file: 'TOO_MANY_IMAGES' });
        const repo = manager.getRepository(EstablishmentImageEntity);
        return repo.save(
          repo.create({
            id,
            establishmentId,
            alt: cleanAlt,
            position: last + 1,
            width: processed.width,
            height: processed.height,
            bytes: processed.original.length,
          }),
        );
      });
      return imageView(image);
    } catch (error) {
      await Promise.all([this.media.delete(keys.original), this.media.delete(keys.thumbnail)]).catch(() => undefined);
      throw error;
    }
  }

  async remove(identity: Identity, imageId: string): Promise<boolean> {
    const image = isUuid(imageId) ? await this.dataSource.getRepository(EstablishmentImageEntity).findOneBy({ id: imageId }) : null;
    if (!image) {
      if (identity.kind === 'anonymous') throw unauthenticated();
      throw notFound('Image');
    }
    await this.assertCanManage(identity, image.establishmentId);
    await this.dataSource.transaction(async (manager) => {
      await this.establishments.touch(manager, image.establishmentId);
      await manager.getRepository(EstablishmentImageEntity).delete({ id: image.id });
      // Close the gap so positions stay 1..n.
      await manager.query('UPDATE establishment_image SET position = position - 1 WHERE establishment_id = $1 AND position > $2', [
        image.establishmentId,
        image.position,
      ]);
    });
    const keys = imageKeys(image.establishmentId, image.id);
    await Promise.all([this.media.delete(keys.original), this.media.delete(keys.thumbnail)]).catch((e: Error) =>
      this.logger.warn(`image files not removed: ${e.message}`),
    );
    return true;
  }

  /** `imageIds` must list every image of the gallery once, in the new order. */
  async reorder(identity: Identity, establishmentId: string, imageIds: string[]): Promise<ImageView[]> {
    await this.assertCanManage(identity, establishmentId);
    return this.dataSource.transaction(async (manager) => {
      await this.establishments.touch(manager, establishmentId);
      const repo = manager.getRepository(EstablishmentImageEntity);
      const images = await repo.find({ where: { establishmentId } });
      const ids = imageIds.map((id) => id.toLowerCase());
      const known = new Set(images.map((i) => i.id));
      if (ids.length !== images.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw badInput({ imageIds: 'INVALID_ORDER' }, 'List every image of the establishment once');
      }
      await manager.query(
        `UPDATE establishment_image i SET position = o.position
           FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position)
          WHERE i.id = o.id AND i.establishment_id = $2`,
        [ids, establishmentId],
      );
      const ordered = await repo.find({ where: { establishmentId }, order: { position: 'ASC' } });
      return ordered.map(imageView);
    });
  }
}
