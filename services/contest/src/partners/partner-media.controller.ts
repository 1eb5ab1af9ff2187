import { Controller, Get, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
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
import { CONTEST_PARTNER_LOGOS, isPartnerLogoKey, partnerLogoUrl } from './partner-logo';
import { PartnersService } from './partners.service';

const logger = new Logger('ContestPartnerMedia');
const log = (message: string) => logger.error(message);

/**
 * Partner logos over HTTP (the `contest-partner-logos` kind): reached only through the gateway's
 * `/media` routes, which check the token, the CSRF token and the kind's permission and forward the
 * identity; the permission is checked here again before the body is read.
 */
@Controller('media')
export class PartnerMediaController {
  constructor(
    private readonly partners: PartnersService,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /** multipart/form-data `file` (JPEG, PNG or WebP, ≤ 5 MB). Answers 201 with the partner and its logo URL. */
  @Post('contest/partners/:id/logo')
  async upload(@Param('id') id: string, @CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      if (identity.kind === 'anonymous') throw unauthenticated();
      if (!hasPermission(identity, CONTEST_PARTNER_LOGOS.permission)) throw forbidden();
      await this.partners.assertExists(id);
      const { file } = await receiveUpload(req, res, CONTEST_PARTNER_LOGOS);
      const partner = await this.partners.uploadLogo(id, file);
      res
        .status(201)
        .json({ id: partner.id, name: partner.name, website: partner.website, position: partner.position, logoUrl: partnerLogoUrl(partner.logoKey) });
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }

  /** Public files; a name is unique per upload, so it may be cached for ever. */
  @Get('files/contest-partners/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, isPartnerLogoKey);
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
