import { Controller, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentIdentity, Identity, receiveUpload, sendMediaError } from '@guide/platform';
import { PRODUCT_IMAGES, ProductImagesService } from './product-images.service';

const logger = new Logger('ProductImagesController');
const log = (message: string) => logger.error(message);

/**
 * Product pictures over HTTP: the `product-images` upload kind. Reached only through the gateway
 * (`gateway/src/media.ts`), which checks the token, the CSRF token, the permission and the body size,
 * and forwards the identity like GraphQL; the service checks the identity again before reading the body.
 */
@Controller('media/products')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  /** multipart/form-data: `file` (JPEG, PNG or WebP, ≤ 5 MB) and optional `alt`. Answers 201 with `{ url, alt, position }`. */
  @Post(':id/images')
  async upload(@Param('id') id: string, @CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      // Who may upload, and to which product, is decided before the body is read.
      await this.images.assertCanManage(identity, id);
      const { file, fields } = await receiveUpload(req, res, PRODUCT_IMAGES);
      res.status(201).json(await this.images.upload(identity, id, file, fields));
    } catch (error) {
      sendMediaError(res, error, log);
    }
  }
}
