import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MEDIA_KINDS, MEDIA_STORAGE, MediaStorage, sendMediaError, serveMediaFile } from '@guide/platform';

const logger = new Logger('CmsMedia');
const log = (message: string) => logger.error(message);

/** This service's files (the `cms-media` kind, platform media-kinds.ts): the gateway routes `/media/files/cms/…` here. */
export const CMS_MEDIA = MEDIA_KINDS.cmsMedia;

/**
 * Public CMS files, read through the media storage port. Today only the demo seed's pictures
 * (`cms/seed/…`); the media library (next) adds its uploads under the same prefix.
 */
@Controller('media')
export class CmsMediaController {
  constructor(@Inject(MEDIA_STORAGE) private readonly media: MediaStorage) {}

  @Get('files/cms/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, (key) => key.startsWith(CMS_MEDIA.filesPrefix));
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
