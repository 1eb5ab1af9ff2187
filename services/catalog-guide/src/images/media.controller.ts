import { Controller, Get, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import multer from 'multer';
import { CurrentIdentity, Identity } from '@guide/platform';
import { IMAGE_RULES, ImageRejected } from './image-processing';
import { ImagesService } from './images.service';
import { MEDIA_STORAGE, MediaStorage, isMediaKey } from './media-storage';

/** One file per upload, kept in memory (at most 5 MB): it is decoded and re-encoded, never stored as sent. */
const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_RULES.maxBytes, files: 1, fields: 4, fieldSize: 4 * 1024, parts: 6 },
}).single('file');

const logger = new Logger('MediaController');
const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

/** The GraphQL error shape over plain HTTP, so clients read one format. */
function sendError(res: Response, error: unknown): void {
  if (error instanceof ImageRejected) {
    res.status(400).json({ errors: [{ message: 'The file was refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: error.reason } } }] });
    return;
  }
  if (error instanceof GraphQLError && STATUS[String(error.extensions.code)]) {
    res.status(STATUS[String(error.extensions.code)]).json({ errors: [{ message: error.message, extensions: error.extensions }] });
    return;
  }
  logger.error(`unexpected error: ${(error as Error)?.stack ?? error}`);
  res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}

const badUpload = (field: string, key: string) =>
  new GraphQLError('The upload is not valid', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: key } } });

/**
 * Establishment images over HTTP (multipart does not belong in GraphQL). Reached only through the
 * gateway (`gateway/src/media.ts`), which verifies the token and forwards the identity like GraphQL.
 */
@Controller('media')
export class MediaController {
  constructor(private readonly images: ImagesService, @Inject(MEDIA_STORAGE) private readonly media: MediaStorage) {}

  /** multipart/form-data: `file` (JPEG, PNG or WebP, ≤ 5 MB) and optional `alt`. Answers 201 with the image. */
  @Post('establishments/:id/images')
  async upload(@Param('id') id: string, @CurrentIdentity() identity: Identity, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      // Who may upload is decided before the body is read.
      await this.images.assertCanManage(identity, id);
      await new Promise<void>((resolve, reject) =>
        parseUpload(req, res, (error: unknown) => {
          if (!error) return resolve();
          if (error instanceof multer.MulterError) {
            if (error.code === 'LIMIT_FILE_SIZE') return reject(new ImageRejected('FILE_TOO_LARGE'));
            return reject(badUpload(error.code === 'LIMIT_UNEXPECTED_FILE' ? 'file' : error.field || 'file', 'INVALID_UPLOAD'));
          }
          reject(badUpload('file', 'INVALID_UPLOAD'));
        }),
      );
      if (!req.file) throw badUpload('file', 'REQUIRED');
      const alt = typeof req.body?.alt === 'string' ? req.body.alt : null;
      res.status(201).json(await this.images.upload(identity, id, req.file.buffer, alt));
    } catch (error) {
      sendError(res, error);
    }
  }

  /** Public files; names are unique per image, so they may be cached for ever. */
  @Get('files/*path')
  async file(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = req.path.replace(/^\/media\/files\//, '');
    const file = isMediaKey(key) ? await this.media.read(key) : null;
    if (!file) {
      res.status(404).json({ errors: [{ message: 'File not found', extensions: { code: 'NOT_FOUND' } }] });
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }
}
