import type { NextFunction, Request, Response } from 'express';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';

/**
 * Uploads (`POST /media/…`) to the gateway's /media, proxied by hand rather than by http-proxy: the body is
 * held back until the gateway, which judges an upload by its headers alone (session, CSRF, permission, the
 * kind's size bound: gateway/src/media.ts), answers "100 Continue". Its refusal (413 FILE_TOO_LARGE for a
 * body over the kind's bound, 401, 403, 419…) then comes before any byte of the body was sent, and is passed
 * on as it is, status, headers and JSON body. Streamed at once, the body was still being written when the
 * gateway answered and closed the connection: the failed write lost the gateway's answer (a 502 here).
 */

/** How long the gateway has to answer the expectation before the body goes anyway (RFC 9110 §10.1.1). */
const CONTINUE_WAIT_MS = 1_000;
/** Headers about one connection, not the answer: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** The `X-Forwarded-*` http-proxy's `xfwd` adds (the web server's other proxies): the chain vetted by forwardedHeaders(), plus this hop. */
function forwarded(req: Request): OutgoingHttpHeaders {
  const append = (name: string, value: string) => {
    const before = req.headers[name];
    return before ? `${String(before)},${value}` : value;
  };
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return {
    'x-forwarded-for': append('x-forwarded-for', req.socket.remoteAddress ?? ''),
    'x-forwarded-port': append('x-forwarded-port', String(req.socket.localPort ?? '')),
    'x-forwarded-proto': append('x-forwarded-proto', encrypted ? 'https' : 'http'),
  };
}

function answerHeaders(headers: IncomingHttpHeaders): [string, string | string[]][] {
  return Object.entries(headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && !HOP_BY_HOP.has(entry[0]));
}

/**
 * `maxBytes`: the web server's bound on an upload body (uploadGuard). A refused upload's rest is read and
 * dropped up to that bound, so the visitor's client, still sending, reads the refusal rather than a reset.
 */
export function uploadProxy(gatewayUrl: string, maxBytes: number) {
  const target = new URL(gatewayUrl);
  const client = target.protocol === 'https:' ? https : http;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const { host: _host, expect: _expect, ...headers } = req.headers;
    const upstream = client.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: 'POST',
      path: req.originalUrl,
      agent: false, // a connection per upload: a refused one is closed, never reused
      headers: { ...headers, ...forwarded(req), host: target.host, expect: '100-continue' },
    });
    let answered = false;
    let sending = false;
    const send = () => {
      if (sending || answered) return;
      sending = true;
      clearTimeout(wait);
      req.pipe(upstream);
    };
    const wait = setTimeout(send, CONTINUE_WAIT_MS);
    upstream.on('continue', send);
    upstream.on('response', (answer) => {
      answered = true;
      clearTimeout(wait);
      if (!req.complete) {
        req.unpipe(upstream);
        let dropped = 0;
        req.on('data', (chunk: Buffer) => {
          dropped += chunk.length;
          if (dropped > maxBytes) req.socket.destroy(); // a body without Content-Length that never ends
        });
        req.resume();
      }
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of answerHeaders(answer.headers)) res.setHeader(name, value);
      answer.pipe(res);
    });
    upstream.on('error', (error: Error) => {
      clearTimeout(wait);
      if (answered || res.headersSent) return void (res.writableFinished || res.destroy());
      console.error(`web: upload to ${req.originalUrl} failed:`, error.message);
      res.status(502).json({ errors: [{ message: 'The service is temporarily unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    });
    // The visitor went away, or the answer is sent: nothing more goes to the gateway.
    res.on('close', () => {
      clearTimeout(wait);
      upstream.destroy();
    });
  };
}
