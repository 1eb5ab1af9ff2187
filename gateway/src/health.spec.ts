import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { subgraphHealth } from './server';
import { SubgraphInfo } from './subgraphs';

/**
 * The gateway's /health lists each subgraph's own details (parked events, issue 7) without changing its
 * meaning: a subgraph is up when its /health answers 2xx, whatever it reports.
 */
describe('gateway health: subgraph details', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  async function fakeSubgraph(status: number, body: unknown): Promise<string> {
    const server = createServer((_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }
  const info = (name: string): SubgraphInfo => ({ name, dir: `services/${name}`, port: 1, urlEnv: `${name.toUpperCase()}_URL` });

  it('passes parked-event counts on and keeps a subgraph with parked events up', async () => {
    const parked = { parkedEvents: { total: 2, byConsumer: { 'catalog-guide.search-indexer': 2 } } };
    const env = { A_URL: await fakeSubgraph(200, { status: 'ok', details: parked }), B_URL: await fakeSubgraph(200, { status: 'ok' }) };
    const health = await subgraphHealth([info('a'), info('b')], env);
    expect(health).toEqual({
      up: true,
      subgraphs: [
        { name: 'a', up: true, details: parked },
        { name: 'b', up: true },
      ],
    });
  });

  it('is down when a subgraph answers 503, details or not', async () => {
    const env = { A_URL: await fakeSubgraph(503, { status: 'down', reason: 'database unreachable' }), B_URL: 'http://127.0.0.1:9/graphql' };
    const health = await subgraphHealth([info('a'), info('b')], env);
    expect(health).toEqual({
      up: false,
      subgraphs: [
        { name: 'a', up: false },
        { name: 'b', up: false },
      ],
    });
  });
});
