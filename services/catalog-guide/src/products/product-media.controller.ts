import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MEDIA_STORAGE, MediaStorage, sendMediaError, serveMediaFile } from '@guide/platform';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^products/${UUID}/${UUID}\\.webp$`);
const logger = new Logger('ProductMediaController');

/** Where a product picture stored here lives (the demo seed's illustrations). */
export const productImageKey = (productId: string, imageId: string) => `products/${productId}/${imageId}.webp`;
export const isProductImageKey = (key: string) => KEY.test(key);

/**
 * Product pictures stored in the media storage, served like establishment images (public, cached for
 * ever). Registered before ImagesModule's `/media/files/*` so this more specific route wins.
 */
@Controller('media/files/products')
export class ProductMediaController {
  constructor(@Inject(MEDIA_STORAGE) private readonly media: MediaStorage) {}

  @Get('*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await serveMediaFile(this.media, req.path.replace(/^\/media\/files\//, ''), res, isProductImageKey);
    } catch (error) {
      sendMediaError(res, error, (m) => logger.error(m));
    }
  }
}
