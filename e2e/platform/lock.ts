import { request, type ClientRequest } from 'node:http';
import { exclusiveRank } from './suite-lock';

/**
 * Set-up of every e2e suite (jest `setupFilesAfterEnv`): the suite holds the platform shared, or alone when
 * suite-lock.js says it must, for as long as it runs. The lock lives in the global set-up's control server
 * (global-setup.ts); a suite holds it with an open request, so a worker that dies releases it with its socket.
 */
let held: ClientRequest | undefined;

function acquire(control: string, mode: 'shared' | 'exclusive'): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${control}/lock/${mode}`, { method: 'POST', agent: false });
    req.once('response', (res) => (res.statusCode === 200 ? resolve(req) : reject(new Error(`platform lock: HTTP ${res.statusCode}`))));
    req.once('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const shared = process.env.GUIDE_E2E_PLATFORM;
  const control = shared ? (JSON.parse(shared) as { control?: string }).control : undefined;
  if (!control) return; // no platform: connectPlatform() says so in the suite itself
  held = await acquire(control, exclusiveRank(expect.getState().testPath ?? '') ? 'exclusive' : 'shared');
}, 600_000); // an exclusive suite waits for the shared ones still running

afterAll(() => {
  held?.destroy();
});
