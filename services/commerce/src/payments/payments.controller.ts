import { Controller, Get, Inject, Logger, Post, Req, Res, type RawBodyRequest } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ORDER_NUMBER } from './money';
import {
  PaymentHandler,
  PaymentNotification,
  PaymentNotificationIgnored,
  PaymentOutcome,
  PaymentProviderError,
  PaymentSignatureError,
} from './payment-handler';
import { PAYMENT_OUTCOME_SINK, PaymentOutcomeSink } from './payment-outcome-sink';
import { PaymentsConfig } from './payments.config';
import { PAYMENTS_CONFIG, PAYMENT_HANDLERS } from './tokens';
import { storefrontPaymentPages } from './storefront-pages';

/** A handler whose payment starts with a signed form posted to the provider (PayZen). */
interface FormPaymentHandler extends PaymentHandler {
  readonly formAction: string;
  isSignedForm(fields: Record<string, string>): boolean;
}
const isFormHandler = (h: PaymentHandler): h is FormPaymentHandler => typeof (h as Partial<FormPaymentHandler>).isSignedForm === 'function';

const MAX_RAW_BODY = 256 * 1024;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** String values only: a nested or repeated field (qs's extended parsing) is not a provider's field. */
function stringFields(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (source && typeof source === 'object' && !Array.isArray(source) && !Buffer.isBuffer(source)) {
    for (const [k, v] of Object.entries(source)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/**
 * Provider traffic: server-to-server notifications and the customer's browser coming back. Reached
 * through the public web server (infra/src/web), so these routes must be exempt from the gateway-only
 * middleware (see README.md): each request proves itself by the provider's signature or by asking the
 * provider, never by a forwarded identity (none is read here).
 */
@Controller('payments')
export class PaymentsController {
  private readonly logger = new Logger('Payments');
  private warnedNoRawBody = false;

  constructor(
    @Inject(PAYMENT_HANDLERS) private readonly handlers: PaymentHandler[],
    @Inject(PAYMENT_OUTCOME_SINK) private readonly sink: PaymentOutcomeSink,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  private handler(code: unknown): PaymentHandler | undefined {
    return typeof code === 'string' ? this.handlers.find((h) => h.code === code) : undefined;
  }

  /** The script of the pay page: same origin, so the web server's CSP (script-src 'self') allows it. */
  @Get('pay.js')
  payScript(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/javascript').send("document.getElementById('pay').submit();\n");
  }

  /** POST /payments/:code/notify — webhook / IPN. 200 once verified (applied or not), 400 unverifiable, 503 retry later. */
  @Post(':code/notify')
  async notify(@Req() req: RawBodyRequest<Request>, @Res() res: Response): Promise<void> {
    const code = String(req.params.code);
    const handler = this.handler(code);
    if (!handler) {
      res.status(404).json({ error: 'unknown payment method' });
      return;
    }
    const notification: PaymentNotification = { headers: this.headers(req), rawBody: await this.rawBody(req), fields: stringFields(req.body) };
    let outcome: PaymentOutcome;
    try {
      outcome = await handler.verifyNotification(notification);
    } catch (error) {
      this.answerError(res, code, error);
      return;
    }
    await this.apply(res, code, outcome);
  }

  /** GET /payments/:code/return — the customer is back (PayPal: capture now), then goes to the storefront. */
  @Get(':code/return')
  async back(@Req() req: Request, @Res() res: Response): Promise<void> {
    const code = String(req.params.code);
    const query = stringFields(req.query);
    const locale = query.lang === 'en' ? 'en' : 'fr';
    const handler = this.handler(code);
    let number = ORDER_NUMBER.test(query.number ?? '') ? query.number : '';
    let target = 'failure' as 'success' | 'failure';
    if (handler?.handleReturn) {
      try {
        const outcome = await handler.handleReturn(query);
        number = outcome.orderNumber;
        await this.sink.apply(code, outcome);
        // Pending (e.g. PayPal's eCheck) is not a failure: the success page shows the order as awaiting payment.
        if (outcome.status !== 'failed') target = 'success';
      } catch (error) {
        this.logger.warn(`${code} return not completed: ${(error as Error).message}`);
      }
    }
    const pages = storefrontPaymentPages(this.config.PUBLIC_WEB_URL, handler ? code : 'unknown', number, locale);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, target === 'success' ? pages.success : pages.failure);
  }

  /** GET /payments/:code/pay?<signed fields> — a page that posts the signed form to the provider (for a plain redirect URL). */
  @Get(':code/pay')
  pay(@Req() req: Request, @Res() res: Response): void {
    const handler = this.handler(req.params.code);
    const fields = stringFields(req.query);
    if (!handler || !isFormHandler(handler) || !handler.isSignedForm(fields)) {
      res.status(400).type('text/plain').send('This payment link is not valid');
      return;
    }
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    const en = fields.vads_language === 'en';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res
      .type('text/html')
      .send(
        `<!doctype html><html lang="${en ? 'en' : 'fr'}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
          `<title>${en ? 'Payment' : 'Paiement'}</title><script src="/payments/pay.js" defer></script></head><body>` +
          `<form id="pay" method="post" action="${escapeHtml(handler.formAction)}">${inputs}` +
          `<button type="submit">${en ? 'Continue to the secure payment page' : 'Continuer vers la page de paiement sécurisée'}</button></form></body></html>`,
      );
  }

  private async apply(res: Response, code: string, outcome: PaymentOutcome): Promise<void> {
    try {
      const result = await this.sink.apply(code, outcome);
      if (result === 'unknown-order')
        this.logger.warn(`${code}: verified notification for unknown order ${outcome.orderNumber} (${outcome.providerReference})`);
      res.status(200).json({ received: true, result });
    } catch (error) {
      // Ours to fix (database...): the provider retries later.
      this.logger.error(`${code}: could not apply ${outcome.status} of ${outcome.orderNumber}: ${(error as Error).message}`);
      res.status(503).json({ error: 'try again later' });
    }
  }

  private answerError(res: Response, code: string, error: unknown): void {
    if (error instanceof PaymentNotificationIgnored) {
      this.logger.log(error.message);
      res.status(200).json({ received: true, result: 'ignored' });
    } else if (error instanceof PaymentSignatureError) {
      this.logger.warn(`${code}: refused notification: ${error.message}`);
      res.status(400).json({ error: 'notification not verified' });
    } else if (error instanceof PaymentProviderError) {
      this.logger.warn(`${code}: ${error.message}`);
      res.status(503).json({ error: 'try again later' });
    } else {
      // A bug met by unexpected input: still the caller's input that we cannot use, never a 500.
      this.logger.error(`${code}: notification failed: ${(error as Error)?.stack ?? String(error)}`);
      res.status(400).json({ error: 'notification not processed' });
    }
  }

  private headers(req: Request): Record<string, string | undefined> {
    const out: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    return out;
  }

  /**
   * The body exactly as received. Nest keeps it in req.rawBody when the app is created with
   * `rawBody: true` (the lead's change in platform bootstrap); a body no parser took (text/plain...) is
   * read here. Without either, a re-serialised body is the fallback: fine for PayZen (fields) and
   * PayPlug/PayPal (verified by asking the provider), not for BTCPay's HMAC, which will then refuse.
   */
  private async rawBody(req: RawBodyRequest<Request>): Promise<string> {
    if (Buffer.isBuffer(req.rawBody)) return req.rawBody.toString('utf8');
    if (!(req as { _body?: boolean })._body && req.readable && !req.readableEnded) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_RAW_BODY) break;
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
    if (!this.warnedNoRawBody) {
      this.warnedNoRawBody = true;
      this.logger.error('Payments: the raw request body is not kept: create the Nest app with { rawBody: true } (BTCPay signatures will fail)');
    }
    return req.body && typeof req.body === 'object' ? JSON.stringify(req.body) : '';
  }
}
