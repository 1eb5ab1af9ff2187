import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRenderer, WARM_PATHS } from './ssr';

/**
 * The renderer is warmed before the web server listens (web-server.ts): its route modules loaded, the home
 * pages rendered once. A fake build records what the web server asked of its renderer.
 */
const INDEX = '<html lang="fr"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

function fakeBuild(renderBody: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-warm-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(
    join(dir, 'server', 'entry-server.cjs'),
    `const calls = (globalThis.__ssrCalls = []);
     exports.warm = async () => { calls.push('warm'); };
     exports.render = async (request) => { calls.push(request.url + ' ' + request.origin); ${renderBody} };`,
  );
  return dir;
}

const calls = () => (globalThis as unknown as { __ssrCalls: string[] }).__ssrCalls;

describe('warming the page renderer', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('loads the route modules, then renders the home pages once (before the origin is known)', async () => {
    const dir = fakeBuild("return { kind: 'client' };");
    dirs.push(dir);
    const render = pageRenderer({ storefrontDir: dir, gatewayUrl: 'http://127.0.0.1:9/graphql', publicOrigin: () => '' });
    await render.warm();
    expect(WARM_PATHS).toEqual(['/', '/en']);
    expect(calls()).toEqual(['warm', '/ http://localhost', '/en http://localhost']);
  });

  it('never fails: a renderer that throws (the gateway not up yet) leaves the pages unwarmed', async () => {
    const dir = fakeBuild("throw new Error('gateway down');");
    dirs.push(dir);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const render = pageRenderer({ storefrontDir: dir, gatewayUrl: 'http://127.0.0.1:9/graphql', publicOrigin: () => 'https://example.org' });
    await expect(render.warm(['/a'])).resolves.toBeUndefined();
    expect(calls()).toEqual(['warm', '/a https://example.org']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gateway down'));
    warn.mockRestore();
  });
});
