import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { create, toBinary } from '@bufbuild/protobuf';
import { Client } from 'pg';
import { CustomerRegisteredSchema, Events } from '@guide/proto-schemas';
import { PostgresTransport } from './events/postgres-transport';
import { freePort } from './db/free-port';
import { TEST_GATEWAY_SECRET, migratedTestDatabaseUrl, testDatabaseUrl } from './testing';

/**
 * SIGTERM under load, on a real subgraph process (cms, run from its sources: testing/run-ts.cjs): a steady
 * stream of GraphQL requests over keep-alive connections and customer events being consumed. Every request
 * gets its complete answer or, once the port is closed, a clean refusal (never a reset mid-way); every
 * event the consumer committed is in its inbox once; the process exits 0.
 */
jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
const CONSUMER = 'cms.campaign-customers';
const registered = () => {
  const customerId = randomUUID();
  return {
    id: randomUUID(),
    type: Events.customerRegistered.type,
    key: customerId,
    occurredAt: new Date().toISOString(),
    payload: toBinary(CustomerRegisteredSchema, create(CustomerRegisteredSchema, { customerId, email: `${customerId}@example.com` })),
  };
};

type Outcome = 'answered' | 'refused' | `error: ${string}`;

/** One GraphQL request over the keep-alive agent: answered (200 and a whole JSON body), refused, or an error. */
function ask(port: number, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path: '/graphql',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-gateway-secret': TEST_GATEWAY_SECRET },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const json = JSON.parse(text);
            resolve(res.statusCode === 200 && json.data?.__typename === 'Query' ? 'answered' : `error: ${res.statusCode} ${text.slice(0, 100)}`);
          } catch {
            resolve(`error: incomplete body (${text.length} bytes)`);
          }
        });
        res.on('error', (e) => resolve(`error: ${e.message}`));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED' ? 'refused' : `error: ${e.code ?? e.message}`));
    req.end(body);
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('graceful shutdown of a subgraph process', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('answers or cleanly refuses every request, loses no event, and exits 0 on SIGTERM', async () => {
    const databaseUrl = await migratedTestDatabaseUrl('cms');
    const eventsUrl = await testDatabaseUrl('cms_shutdown_events');
    const port = await freePort();
    const transport = new PostgresTransport(eventsUrl);
    await transport.publish(Array.from({ length: 40 }, registered));

    let output = '';
    child = spawn(process.execPath, [join(ROOT, 'services/platform/src/testing/run-ts.cjs'), 'services/cms/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        EVENTS_DATABASE_URL: eventsUrl,
        KAFKA_BROKERS: '',
        GATEWAY_SECRET: TEST_GATEWAY_SECRET,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        PUBLIC_WEB_URL: 'https://guide.example/',
        NEWSLETTER_TOKEN_SECRET: 'test-newsletter-token-secret-of-32-chars!',
        METRICS_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));
    await until(
      async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.ok === true || child!.exitCode !== null,
      40_000,
      'the subgraph',
    );
    expect(`${child.exitCode} ${output}`).toMatch(/^null /);

    // Load: six callers on keep-alive connections, and events still arriving.
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const outcomes: Outcome[] = [];
    let signalled = false;
    const caller = async () => {
      for (;;) {
        const outcome = await ask(port, agent);
        outcomes.push(outcome);
        if (outcome === 'refused' && signalled) return;
      }
    };
    const callers = Array.from({ length: 6 }, caller);
    const publishing = (async () => {
      while (!signalled) {
        await transport.publish([registered()]);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await until(async () => outcomes.filter((o) => o === 'answered').length >= 100, 20_000, 'a hundred answers');

    signalled = true;
    child.kill('SIGTERM');
    await Promise.all([...callers, publishing]);
    const { code, signal } = await exited;
    agent.destroy();
    await transport.close();

    expect({ code, signal, output: code === 0 ? '' : output }).toEqual({ code: 0, signal: null, output: '' });
    expect(outcomes.filter((o) => o !== 'answered' && o !== 'refused')).toEqual([]);
    expect(outcomes.filter((o) => o === 'answered').length).toBeGreaterThanOrEqual(100);

    // Events: every one up to the committed offset is in the inbox (none lost), each once (primary key).
    const events = new Client({ connectionString: eventsUrl });
    const service = new Client({ connectionString: databaseUrl });
    await Promise.all([events.connect(), service.connect()]);
    try {
      const offset = Number((await events.query('SELECT seq FROM event_consumer_offset WHERE consumer_group = $1', [CONSUMER])).rows[0].seq);
      const committed = (await events.query('SELECT event_id FROM event_log WHERE seq <= $1', [offset])).rows.map((r) => r.event_id as string);
      const inbox = new Set((await service.query('SELECT event_id FROM inbox WHERE consumer = $1', [CONSUMER])).rows.map((r) => r.event_id as string));
      expect(committed.length).toBeGreaterThan(0);
      expect(committed.filter((id) => !inbox.has(id))).toEqual([]);
      const applied = Number((await service.query('SELECT count(*) FROM campaign_customer')).rows[0].count);
      expect(applied).toBe(inbox.size);
    } finally {
      await Promise.all([events.end(), service.end()]);
    }
  });
});
