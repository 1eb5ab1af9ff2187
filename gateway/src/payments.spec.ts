import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, decodeIdentity } from '@guide/platform';
import { MAX_NOTIFICATION_BYTES, paymentsRouter } from './payments';

/** A stand-in for commerce's HTTP side: records what reached it. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('gateway /payments', () => {
  let commerce: http.Server;
  let gateway: http.Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    commerce = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
      });
    });
    await new Promise<void>((r) => commerce.listen(0, '127.0.0.1', r));
    const app = express();
    app.use(
      '/payments',
      paymentsRouter({
        gatewaySecret: 's3cret',
        subgraphUrls: new Map([['commerce', `http://127.0.0.1:${(commerce.address() as AddressInfo).port}/graphql`]]),
      }),
    );
    gateway = app.listen(0, '127.0.0.1');
    await new Promise((r) => gateway.once('listening', r));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => gateway.close(r));
    await new Promise((r) => commerce.close(r));
  });
  beforeEach(() => (seen.length = 0));

  it('passes a notification to commerce untouched, as anonymous gateway traffic', async () => {
    const body = 'vads_amount=4990&vads_order_id=2026-000001&signature=abc%2B%3D';
    const res = await fetch(`${base}/payments/payzen/notify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'guide_at=stolen',
        authorization: 'Bearer x',
        [GATEWAY_SECRET_HEADER]: 'forged',
        [IDENTITY_HEADER]: 'forged',
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/payments/payzen/notify', body });
    expect(seen[0].headers[GATEWAY_SECRET_HEADER]).toBe('s3cret');
    expect(decodeIdentity(seen[0].headers[IDENTITY_HEADER] as string)).toEqual({ kind: 'anonymous' });
    expect(seen[0].headers.cookie).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('routes a provider return with its query string', async () => {
    const res = await fetch(`${base}/payments/paypal/return?token=5O190127TN364715T&PayerID=X`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/payments/paypal/return?token=5O190127TN364715T&PayerID=X' });
    // The page that posts PayZen's signed form, and its script.
    expect((await fetch(`${base}/payments/payzen/pay?vads_amount=1`)).status).toBe(200);
    expect((await fetch(`${base}/payments/pay.js`)).status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual([
      '/payments/paypal/return?token=5O190127TN364715T&PayerID=X',
      '/payments/payzen/pay?vads_amount=1',
      '/payments/pay.js',
    ]);
  });

  it('answers 404 for anything else and 413 for an oversized body, without reaching commerce', async () => {
    for (const [method, path] of [
      ['GET', '/payments/payzen/notify'],
      ['POST', '/payments/PAY_ZEN!/notify'],
      ['POST', '/payments/payzen/refund'],
      ['GET', '/payments'],
    ]) {
      const res = await fetch(`${base}${path}`, { method, ...(method === 'POST' ? { body: 'x' } : {}) });
      expect(res.status).toBe(404);
    }
    const big = await fetch(`${base}/payments/crypto/notify`, { method: 'POST', body: 'x'.repeat(MAX_NOTIFICATION_BYTES + 1) });
    expect(big.status).toBe(413);
    expect(seen).toHaveLength(0);
  });
});
