import { Controller, Get, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  CurrentIdentity,
  Identity,
  MEDIA_STORAGE,
  MediaStorage,
  forbidden,
  hasPermission,
  receiveUpload,
  sendMediaError,
  serveMediaFile,
  unauthenticated,
} from '@guide/platform';
import { CMS_MEDIA } from './media-files';
import { MediaLibraryService } from './media-library.service';

const logger = new Logger('CmsMedia');
const log = (message: string) => logger.error(message);

export { CMS_MEDIA };

/**
 * CMS files over HTTP (the `cms-media` kind, platform media-kinds.ts): uploads to the media library,
 * reached only through the gateway's `/media` routes (token, CSRF, permission, body size), and the
 * public files under `cms/` (the library's `cms/media/…` and the demo seed's `cms/seed/…`).
 */
@Controller('media')
export class CmsMediaController {
  constructor(
    private readonly library: MediaLibraryService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /**
   * multipart/form-data `file` (JPEG, PNG, WebP ≤ 5 MB; PDF, docx/xlsx/pptx/odt/ods/odp ≤ 10 MB) and an
   * optional `folderId`. The permission is checked again here, before the body is read. Answers 201
   * with the file (id, kind, url, thumbnailUrl, …).
   */
  @Post('cms/media')
  async upload(@CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      if (identity.kind === 'anonymous') throw unauthenticated();
      if (!hasPermission(identity, CMS_MEDIA.permission)) throw forbidden();
      const { file, fields } = await receiveUpload(req, res, CMS_MEDIA);
      const name = Buffer.from(req.file?.originalname ?? '', 'latin1').toString('utf8');
      const saved = await this.library.upload(file, name, fields.folderId?.trim() || null, identity);
      const url = `/media/files/${saved.storageKey}`;
      const thumb = saved.variantKeys.thumb ? `/media/files/${saved.variantKeys.thumb}` : null;
      res.status(201).json({
        id: saved.id,
        kind: saved.kind,
        originalName: saved.originalName,
        mime: saved.mime,
        size: saved.size,
        width: saved.width,
        height: saved.height,
        url,
        thumbnailUrl: thumb,
      });
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }

  @Get('files/cms/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, (key) => key.startsWith(CMS_MEDIA.filesPrefix));
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
