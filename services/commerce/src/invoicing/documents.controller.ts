import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ANONYMOUS, Identity } from '@guide/platform';
import { InvoicingService, PdfFile } from './invoicing.service';

/** `<uuid>.pdf`: anything else is a 404 before the database is asked. */
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/**
 * The documents' PDFs, reached through the gateway (/documents/**, which authenticates the cookie or the
 * Bearer token and forwards the identity with its secret) and the web server. Its customer or staff with
 * sales.invoices.print get `application/pdf` inline, named after the number; anyone else, an unknown or
 * malformed id: the same 404 (whether a document exists is not told), never a 500.
 */
@Controller('documents')
export class DocumentsController {
  private readonly logger = new Logger('Documents');

  constructor(private readonly invoicing: InvoicingService) {}

  @Get('invoices/:file')
  invoice(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res, (id, identity) => this.invoicing.invoicePdf(id, identity));
  }

  @Get('credit-notes/:file')
  creditNote(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(req, res, (id, identity) => this.invoicing.creditNotePdf(id, identity));
  }

  private async send(req: Request, res: Response, find: (id: string, identity: Identity) => Promise<PdfFile | null>): Promise<void> {
    const identity = (req as Request & { identity?: Identity }).identity ?? ANONYMOUS;
    const id = FILE.exec(String(req.params.file ?? ''))?.[1]?.toLowerCase();
    let file: PdfFile | null = null;
    try {
      file = id ? await find(id, identity) : null;
    } catch (error) {
      this.logger.error(`Document ${req.originalUrl} could not be rendered: ${(error as Error)?.stack ?? String(error)}`);
      res.status(503).setHeader('Cache-Control', 'no-store').type('text/plain').send('Document not available, try again later');
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!file) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    res.setHeader('Content-Length', String(file.body.length));
    res.end(file.body);
  }
}
