import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ONE_CLICK_PATHS, oneClickUnsubscribe } from './one-click-unsubscribe';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe('one-click unsubscribe (RFC 8058)', () => {
  const asked: { token: string; contentType: string }[] = [];
  let gateway: Server;
  let web: Server;
  let url: string;
  const token = `${'a'.repeat(32)}${'B'.repeat(43)}`;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const { variables } = JSON.parse(body);
        asked.push({ token: variables.token, contentType: String(req.headers['content-type']) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { unsubscribeNewsletter: variables.token === token } }));
      });
    });
    const gatewayUrl = `${await listen(gateway)}/graphql`;
    const app = express();
    app.post(ONE_CLICK_PATHS, oneClickUnsubscribe(gatewayUrl));
    web = createServer(app);
    url = await listen(web);
  });
  afterAll(() => {
    web?.close();
    gateway?.close();
  });

  const post = (path: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

  it('unsubscribes through the public mutation, French and English paths', async () => {
    expect((await post(`/newsletter/unsubscribe/${token}`)).status).toBe(200);
    expect((await post(`/en/newsletter/unsubscribe/${token}`)).status).toBe(200);
    expect(asked).toEqual([
      { token, contentType: 'application/json' },
      { token, contentType: 'application/json' },
    ]);
  });

  it('answers 404 for a token the service does not know and 400 for one of the wrong shape, without asking', async () => {
    expect((await post(`/newsletter/unsubscribe/${'c'.repeat(32)}${'B'.repeat(43)}`)).status).toBe(404);
    const before = asked.length;
    expect((await post('/newsletter/unsubscribe/nope')).status).toBe(400);
    expect(asked).toHaveLength(before);
  });
});
