import type { Request, Response } from 'express';

/** The newsletter's unsubscribe token (services/cms/src/forms/newsletter-token.ts): subscriber id hex + MAC. */
const TOKEN = /^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/;

/** Paths of the storefront's unsubscribe page, the URL of every campaign's List-Unsubscribe header. */
export const ONE_CLICK_PATHS = ['/newsletter/unsubscribe/:token', '/en/newsletter/unsubscribe/:token'];

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the link of the
 * campaign's List-Unsubscribe header (the storefront page people open with GET). The web server answers it
 * itself by calling the public `unsubscribeNewsletter` mutation, with no cookie: nothing but the token counts.
 */
export function oneClickUnsubscribe(gatewayUrl: string) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = String(req.params.token ?? '');
    if (!TOKEN.test(token)) return void res.status(400).type('text/plain').send('Unknown unsubscribe link');
    try {
      const answer = await fetch(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-guide-client': 'storefront' },
        body: JSON.stringify({ query: 'mutation($token: String!) { unsubscribeNewsletter(token: $token) }', variables: { token } }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await answer.json()) as { data?: { unsubscribeNewsletter?: boolean } };
      if (!body.data) throw new Error('no answer');
      if (!body.data.unsubscribeNewsletter) return void res.status(404).type('text/plain').send('Unknown unsubscribe link');
      res.status(200).type('text/plain').send('Unsubscribed');
    } catch {
      res.status(503).type('text/plain').send('Try again later');
    }
  };
}
