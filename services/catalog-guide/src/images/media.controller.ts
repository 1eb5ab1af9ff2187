import { Controller, Get, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentIdentity, Identity, MEDIA_STORAGE, MediaStorage, receiveUpload, sendMediaError, serveMediaFile } from '@guide/platform';
import { ESTABLISHMENT_IMAGES, isEstablishmentImageKey } from './image-files';
import { ImagesService } from './images.service';

const logger = new Logger('MediaController');
const log = (message: string) => logger.error(message);

/**
 * Establishment images over HTTP (multipart does not belong in GraphQL): the `establishment-images`
 * upload kind. Reached only through the gateway (`gateway/src/media.ts`), which verifies the token and
 * the CSRF token and forwards the identity like GraphQL; the checks are the platform's (media-upload.ts).
 */
@Controller('media')
export class MediaController {
  constructor(
    private readonly images: ImagesService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /** multipart/form-data: `file` (JPEG, PNG or WebP, ≤ 5 MB) and optional `alt`. Answers 201 with the image. */
  @Post('establishments/:id/images')
  async upload(@Param('id') id: string, @CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      // Who may upload is decided before the body is read.
      await this.images.assertCanManage(identity, id);
      const { file, fields } = await receiveUpload(req, res, ESTABLISHMENT_IMAGES);
      res.status(201).json(await this.images.upload(identity, id, file, fields.alt ?? null));
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }

  /** Public files; names are unique per image, so they may be cached for ever. */
  @Get('files/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, isEstablishmentImageKey);
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
