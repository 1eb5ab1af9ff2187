import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, decodeIdentity } from '@guide/platform';
import { documentsRouter } from './documents';

const ID = '3f2b8c1e-5d6a-4c7b-9e8f-0a1b2c3d4e5f';
const customer: Identity = { kind: 'customer', id: '00000000-0000-4000-8000-0000000000c1', email: 'c@example.com' };
const printer: Identity = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000a1', permissions: ['sales.invoices.print'] };
const clerk: Identity = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000a2', permissions: ['sales.orders.view'] };
const TOKENS: Record<string, Identity> = { 'customer-token': customer, 'printer-token': printer, 'clerk-token': clerk };

describe('gateway /documents', () => {
  let commerce: http.Server;
  let gateway: http.Server;
  let base: string;
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    commerce = http.createServer((req, res) => {
      seen.push({ url: req.url!, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.3');
    });
    await new Promise<void>((r) => commerce.listen(0, '127.0.0.1', r));
    const app = express();
    app.use(
      '/documents',
      documentsRouter({
        gatewaySecret: 's3cret',
        verifyToken: async (token) => TOKENS[token] ?? null,
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

  const forwarded = () => decodeIdentity(seen[0].headers[IDENTITY_HEADER] as string);

  it('forwards an invoice request with the customer session cookie as its identity, without the credentials', async () => {
    const res = await fetch(`${base}/documents/invoices/${ID}.pdf`, {
      headers: { cookie: 'guide_customer_at=customer-token; other=1', [IDENTITY_HEADER]: 'forged' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(seen[0].url).toBe(`/documents/invoices/${ID}.pdf`);
    expect(seen[0].headers[GATEWAY_SECRET_HEADER]).toBe('s3cret');
    expect(forwarded()).toMatchObject({ kind: 'customer', id: customer.kind === 'customer' ? customer.id : '' });
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('prefers the back-office session that may print, and a Bearer token over cookies', async () => {
    await fetch(`${base}/documents/credit-notes/${ID}.pdf`, { headers: { cookie: 'guide_customer_at=customer-token; guide_admin_at=printer-token' } });
    expect(forwarded()).toMatchObject({ kind: 'admin', permissions: ['sales.invoices.print'] });
    seen.length = 0;
    await fetch(`${base}/documents/invoices/${ID}.pdf`, { headers: { cookie: 'guide_customer_at=customer-token; guide_admin_at=clerk-token' } });
    expect(forwarded()).toMatchObject({ kind: 'customer' });
    seen.length = 0;
    await fetch(`${base}/documents/invoices/${ID}.pdf`, { headers: { authorization: 'Bearer printer-token', cookie: 'guide_customer_at=customer-token' } });
    expect(forwarded()).toMatchObject({ kind: 'admin' });
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('forwards an unknown or missing session as anonymous (commerce answers 404)', async () => {
    await fetch(`${base}/documents/invoices/${ID}.pdf`, { headers: { authorization: 'Bearer nope' } });
    expect(forwarded()).toEqual({ kind: 'anonymous' });
  });

  it('answers 404 itself for anything else under /documents', async () => {
    for (const path of [`/documents/invoices/${ID}`, '/documents/invoices/..%2Fsecret.pdf', '/documents/other/x.pdf', '/documents']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${base}/documents/invoices/${ID}.pdf`, { method: 'POST' })).status).toBe(404);
    expect(seen).toHaveLength(0);
  });
});
