import { Controller, Get, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  CurrentIdentity,
  Identity,
  MEDIA_STORAGE,
  MediaStorage,
  forbidden,
  hasPermission,
  notFound,
  receiveUpload,
  sendMediaError,
  serveMediaFile,
  unauthenticated,
} from '@guide/platform';
import { brandingSlotOfPath } from '@guide/validation';
import { BRANDING_IMAGES, isBrandingImageKey } from './branding-image';
import { BrandingService } from './branding.service';

const logger = new Logger('BrandingMedia');
const log = (message: string) => logger.error(message);

/**
 * Branding images over HTTP (the `branding-images` kind): reached only through the gateway's `/media`
 * routes, which check the token, the CSRF token and the permission and forward the identity; the
 * permission is checked again here before the body is read.
 */
@Controller('media')
export class BrandingMediaController {
  constructor(
    private readonly branding: BrandingService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /** multipart/form-data `file` (JPEG, PNG or WebP, ≤ 5 MB). `slot`: `desktop-logo`, `front-background`… Answers 201 `{ slot, url }`. */
  @Post('cms/branding/:slot')
  async upload(@Param('slot') slotPath: string, @CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      if (identity.kind === 'anonymous') throw unauthenticated();
      if (!hasPermission(identity, BRANDING_IMAGES.permission)) throw forbidden();
      const slot = brandingSlotOfPath(slotPath);
      if (!slot) throw notFound('Branding image slot');
      const { file } = await receiveUpload(req, res, BRANDING_IMAGES);
      res.status(201).json({ slot, url: await this.branding.uploadImage(slot, file) });
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }

  /** Public files; a name is unique per upload, so it may be cached for ever. */
  @Get('files/branding/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, isBrandingImageKey);
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
