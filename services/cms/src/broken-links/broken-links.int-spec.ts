import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { BrokenLinksService } from './broken-links.service';

const staff = adminIdentity(['cms.broken-links.list', 'cms.broken-links.update', 'cms.broken-links.delete']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });
const LINK = 'id url problem statusCode error sourceKind sourceId sourceTitle sourceContentType field ignored firstSeenAt lastCheckedAt';
const LIST = `query($problem: BrokenLinkProblem, $ignored: Boolean, $search: String) { brokenLinks(first: 100, problem: $problem, ignored: $ignored, search: $search) { totalCount edges { node { ${LINK} } } } }`;
const CHECK = 'mutation { checkBrokenLinks { state checked total broken skipped startedAt finishedAt } }';
const PROGRESS = '{ brokenLinkCheck { state checked total broken skipped startedAt finishedAt } }';

/**
 * The outside world of the tests lives on 127.0.0.2, which the checks are told to treat as a public address
 * (`linkCheckNetwork`); the rest of the loopback network stays internal, as it is in production.
 */
const OUTSIDE = '127.0.0.2';
const linkCheckNetwork = { treatAsPublic: [OUTSIDE] };

/** The outside world of the test: 200, 404, a HEAD-refusing server, a server that never answers, a 500. */
function startSite(host = OUTSIDE, redirects: Record<string, () => string> = {}): Promise<{ server: Server; origin: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers['user-agent']}`);
    if (req.url === '/slow') return; // never answers: the check's timeout
    if (req.url && redirects[req.url]) return void res.writeHead(302, { location: redirects[req.url]() }).end();
    if (req.url === '/head-refused') return void res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (req.url === '/gone') return void res.writeHead(410).end();
    if (req.url === '/boom') return void res.writeHead(500).end();
    if (req.url?.startsWith('/ok')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, host, () => resolve({ server, hits, origin: `http://${host}:${(server.address() as AddressInfo).port}` })));
}

async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, OUTSIDE, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://${OUTSIDE}:${port}`;
}

describe('cms broken links', () => {
  let t: TestSubgraph;
  let db: DataSource;
  let site: Awaited<ReturnType<typeof startSite>>;
  let blogId: string;
  /** A port nobody listens on: connection refused. */
  let closed: string;

  beforeAll(async () => {
    site = await startSite();
    const config = {
      ...(await testSubgraphConfig(SERVICE)),
      PUBLIC_WEB_URL: 'https://guide.example',
      BROKEN_LINKS_TIMEOUT_MS: 2000,
      BROKEN_LINKS_CONCURRENCY: 3,
    };
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail, linkCheckNetwork }), config);
    db = t.app.get(getDataSourceToken());
    const { origin } = site;
    closed = await closedOrigin();
    // A published blog post linking everywhere, a draft (never checked), a published page and a partner with a LINK field.
    [{ id: blogId }] = await db.query(
      `INSERT INTO content (content_type, slug, title, status, published_at, body, body_en, thumbnail_url)
       VALUES ('blog', 'tour-des-caves', 'Le tour des caves', 'PUBLISHED', now() - interval '1 day', $1, $2, $3) RETURNING id`,
      [
        `<p><a href="${origin}/ok">bon</a> <a href="${origin}/missing">absent</a> <a href="${origin}/slow">lent</a>
         <a href="${origin}/head-refused">HEAD refusé</a> <a href="${origin}/gone">parti</a> <a href="${origin}/boom">panne</a>
         <a href="${closed}/ferme">fermé</a> <a href="/blog/tour-des-caves">soi-même</a> <a href="/blog/n-existe-pas">interne absent</a>
         <a href="https://guide.example/recettes?x=1#haut">liste</a> <a href="/en/agenda">agenda</a> <a href="mailto:a@b.example">mail</a>
         <a href="#ancre">ancre</a> <img src="${origin}/missing"></p>`,
        `<p><a href="/pas-de-rubrique/x">nowhere</a> <a href="/hotels-restaurants/21/dijon/une-table">guide</a></p>`,
        `${origin}/ok/image.jpg`,
      ],
    );
    await db.query(`INSERT INTO content (content_type, slug, title, status, body) VALUES ('blog', 'brouillon', 'Brouillon', 'DRAFT', $1)`, [
      `<a href="${origin}/missing-in-draft">x</a>`,
    ]);
    await db.query(`INSERT INTO page (title, slug, status, body) VALUES ('Mentions', 'mentions', 'PUBLISHED', $1)`, [
      `<a href="/pages/inconnue">x</a> <a href="/pages/mentions">y</a>`,
    ]);
    const [partner] = await db.query(
      `INSERT INTO content (content_type, slug, title, status, published_at) VALUES ('partenaires', 'cave-x', 'Cave X', 'PUBLISHED', now()) RETURNING id`,
    );
    await db.query(
      `INSERT INTO content_field_value (content_id, field_id, value) SELECT $1, id, $2 FROM content_custom_field WHERE content_type = 'partenaires' AND code = 'website'`,
      [partner.id, `${origin}/missing-partner`],
    );
  });
  afterAll(async () => {
    await t?.close();
    site?.server.close();
  });

  async function runCheck() {
    const started = await t.gql(CHECK, {}, staff);
    expect(started.errors).toBeUndefined();
    expect(started.data.checkBrokenLinks.state).toBe('RUNNING');
    await t.app.get(BrokenLinksService).settled();
    return (await t.gql(PROGRESS, {}, staff)).data.brokenLinkCheck;
  }
  const list = async (vars: Record<string, unknown> = {}) => (await t.gql(LIST, vars, staff)).data.brokenLinks.edges.map((e: { node: any }) => e.node);
  const byUrl = (links: any[]) => Object.fromEntries(links.map((l) => [`${l.url} ${l.field}`, l]));

  it('finds broken links in published contents, pages and custom fields, telling 404s, errors, timeouts and unreachable hosts apart', async () => {
    expect((await t.gql(PROGRESS, {}, staff)).data.brokenLinkCheck).toMatchObject({ state: 'IDLE', checked: 0, total: 0 });
    const progress = await runCheck();
    expect(progress).toMatchObject({ state: 'FINISHED', skipped: 0 });
    expect(progress.checked).toBe(progress.total);
    expect(progress.finishedAt).toBeTruthy();
    const links = byUrl(await list());
    const o = site.origin;
    expect(Object.keys(links).sort()).toEqual(
      [
        `${o}/boom body`,
        `${o}/gone body`,
        `${o}/missing body`,
        `${o}/missing-partner customFields.website`,
        `${o}/slow body`,
        '/blog/n-existe-pas body',
        '/pages/inconnue body',
        '/pas-de-rubrique/x bodyEn',
        `${closed}/ferme body`,
      ].sort(),
    );
    expect(links[`${o}/missing body`]).toMatchObject({
      problem: 'NOT_FOUND',
      statusCode: 404,
      error: null,
      sourceKind: 'CONTENT',
      sourceId: blogId,
      sourceTitle: 'Le tour des caves',
      sourceContentType: 'blog',
      ignored: false,
    });
    expect(links[`${o}/gone body`]).toMatchObject({ problem: 'NOT_FOUND', statusCode: 410 });
    expect(links[`${o}/boom body`]).toMatchObject({ problem: 'HTTP_ERROR', statusCode: 500 });
    expect(links[`${o}/slow body`]).toMatchObject({ problem: 'TIMEOUT', statusCode: null, error: 'TIMEOUT' });
    expect(links[`${closed}/ferme body`]).toMatchObject({ problem: 'UNREACHABLE', statusCode: null, error: 'ECONNREFUSED' });
    expect(links['/blog/n-existe-pas body']).toMatchObject({ problem: 'MISSING_PAGE', statusCode: 404 });
    expect(links['/pages/inconnue body']).toMatchObject({ problem: 'MISSING_PAGE', sourceKind: 'PAGE', sourceTitle: 'Mentions', sourceContentType: null });
    expect(links[`${o}/missing-partner customFields.website`]).toMatchObject({ sourceTitle: 'Cave X', sourceContentType: 'partenaires' });
    // The same URL in one body is one row; an <img src> is a link too (same URL, same field).
    expect(Object.keys(links).filter((k) => k.startsWith(`${o}/missing `))).toHaveLength(1);
    // HEAD first with the checker's User-Agent, GET when HEAD is refused; internal paths without any request.
    expect(site.hits).toContain(`HEAD /ok Guide${'Gourmand'}LinkChecker/1.0 (+https://guide.example)`);
    expect(site.hits.filter((h) => h.startsWith('GET /head-refused'))).toHaveLength(1);
    expect(site.hits.some((h) => h.includes('missing-in-draft'))).toBe(false);
    // The seeded header and footer menus point at existing pages.
    expect(Object.values(links).filter((l: any) => l.sourceKind === 'MENU')).toEqual([]);
    expect((await list({ problem: 'UNREACHABLE' })).map((l: any) => l.url)).toEqual([`${closed}/ferme`]);
    expect((await list({ search: 'MENTIONS' })).map((l: any) => l.url)).toEqual(['/pages/inconnue']);
  });

  it('is idempotent: a second run keeps rows, first-seen dates and ignored marks; fixed and removed links disappear', async () => {
    const before = byUrl(await list());
    const missing = before[`${site.origin}/missing body`];
    const ignored = await t.gql(`mutation($id: ID!) { setBrokenLinkIgnored(id: $id, ignored: true) { id ignored } }`, { id: missing.id }, staff);
    expect(ignored.data.setBrokenLinkIgnored).toEqual({ id: missing.id, ignored: true });
    await runCheck();
    const again = byUrl(await list());
    expect(Object.keys(again).sort()).toEqual(Object.keys(before).sort());
    expect(again[`${site.origin}/missing body`]).toMatchObject({ id: missing.id, ignored: true, firstSeenAt: missing.firstSeenAt });
    expect(new Date(again[`${site.origin}/missing body`].lastCheckedAt).getTime()).toBeGreaterThan(new Date(missing.lastCheckedAt).getTime());
    expect((await list({ ignored: true })).map((l: any) => l.id)).toEqual([missing.id]);
    expect(await list({ ignored: false })).toHaveLength(Object.keys(before).length - 1);

    // Fix one link, remove another, unpublish the page, and put a dead link in a menu.
    await db.query(`UPDATE content SET body = replace(replace(body, '/blog/n-existe-pas', '/blog'), '/boom', '/ok/fixed') WHERE id = $1`, [blogId]);
    await db.query(`UPDATE page SET status = 'DRAFT'`);
    await db.query(
      `UPDATE menu SET items = items || '[{"label":"Ancien","url":"/ancienne-rubrique","openInNewTab":false,"children":[]}]'::jsonb WHERE code = 'footer'`,
    );
    await runCheck();
    const after = byUrl(await list());
    expect(after['/blog/n-existe-pas body']).toBeUndefined();
    expect(after[`${site.origin}/boom body`]).toBeUndefined();
    expect(after['/pages/inconnue body']).toBeUndefined();
    expect(after['/ancienne-rubrique Ancien']).toMatchObject({ sourceKind: 'MENU', sourceId: 'footer', sourceTitle: 'Pied de page', problem: 'MISSING_PAGE' });
  });

  it('deletes rows, answers NOT_FOUND and BAD_USER_INPUT for bad ids, and guards every operation', async () => {
    const [first] = await list();
    expect((await t.gql('mutation($ids: [ID!]!) { deleteBrokenLinks(ids: $ids) }', { ids: [first.id] }, staff)).data.deleteBrokenLinks).toBe(1);
    expect((await t.gql('mutation($ids: [ID!]!) { deleteBrokenLinks(ids: $ids) }', { ids: [first.id] }, staff)).data.deleteBrokenLinks).toBe(0);
    expect((await t.gql('mutation($ids: [ID!]!) { deleteBrokenLinks(ids: $ids) }', { ids: ['pas-un-uuid'] }, staff)).errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { ids: 'INVALID_ID' },
    });
    const ignore = (id: string) => t.gql('mutation($id: ID!) { setBrokenLinkIgnored(id: $id, ignored: true) { id } }', { id }, staff);
    expect((await ignore(first.id)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await ignore('x')).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { id: 'INVALID_ID' } });
    expect((await t.gql(LIST, { search: 'x'.repeat(201) }, staff)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const reader = adminIdentity(['cms.broken-links.list']);
    expect((await t.gql(CHECK, {}, reader)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('mutation { deleteBrokenLinks(ids: []) }', {}, adminIdentity(['cms.broken-links.update']))).errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(LIST)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PROGRESS)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('cms broken links, per-run cap', () => {
  let t: TestSubgraph;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
    const config = { ...(await testSubgraphConfig(SERVICE)), BROKEN_LINKS_MAX_PER_RUN: 2, BROKEN_LINKS_CONCURRENCY: 1 };
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail, linkCheckNetwork }), config);
    const body = ['a', 'b', 'c', 'd'].map((p) => `<a href="${site.origin}/missing-${p}">${p}</a>`).join(' ');
    await t.app
      .get<DataSource>(getDataSourceToken())
      .query(
        `INSERT INTO content (content_type, slug, title, status, published_at, body) VALUES ('blog', 'beaucoup', 'Beaucoup de liens', 'PUBLISHED', now(), $1)`,
        [body],
      );
  });
  afterAll(async () => {
    await t?.close();
    site?.server.close();
  });

  it('asks at most the cap of outside URLs per run, says how many wait, takes turns, and keeps the rows of those not asked', async () => {
    await t.gql(CHECK, {}, staff);
    await t.app.get(BrokenLinksService).settled();
    const first = (await t.gql(PROGRESS, {}, staff)).data.brokenLinkCheck;
    expect(first).toMatchObject({ state: 'FINISHED', skipped: 2, broken: 2 });
    const asked = () => site.hits.filter((h) => h.startsWith('HEAD /missing-')).length;
    expect(asked()).toBe(2);
    const urls = async () => (await t.gql(LIST, {}, staff)).data.brokenLinks.edges.map((e: { node: { url: string } }) => e.node.url).sort();
    const afterFirst = await urls();
    expect(afterFirst).toHaveLength(2);
    await t.gql(CHECK, {}, staff);
    await t.app.get(BrokenLinksService).settled();
    // The next run takes the other two; the first two, not asked this time, keep their rows.
    expect(asked()).toBe(4);
    expect(new Set(site.hits.filter((h) => h.startsWith('HEAD /missing-')).map((h) => h.split(' ')[1])).size).toBe(4);
    expect(await urls()).toEqual(['a', 'b', 'c', 'd'].map((p) => `${site.origin}/missing-${p}`));
    expect(afterFirst).toEqual([`${site.origin}/missing-a`, `${site.origin}/missing-b`]);
  });
});

describe('cms broken links never reach the internal network', () => {
  let t: TestSubgraph;
  /** What must never be asked: a service on loopback, as the gateway or a subgraph would be. */
  let inside: Awaited<ReturnType<typeof startSite>>;
  let outside: Awaited<ReturnType<typeof startSite>>;
  let insidePort: string;

  beforeAll(async () => {
    inside = await startSite('127.0.0.1');
    insidePort = new URL(inside.origin).port;
    // An outside site whose links move into the internal network, by address or by a name that resolves there.
    outside = await startSite(OUTSIDE, {
      '/to-inside': () => `${inside.origin}/graphql`,
      '/to-localhost': () => `http://localhost:${insidePort}/health`,
      '/to-metadata': () => 'http://169.254.169.254/latest/meta-data/',
    });
    const config = { ...(await testSubgraphConfig(SERVICE)), PUBLIC_WEB_URL: 'https://guide.example', BROKEN_LINKS_TIMEOUT_MS: 2000 };
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail, linkCheckNetwork }), config);
    const links = [
      `${inside.origin}/graphql`,
      `http://localhost:${insidePort}/health`,
      `http://[::1]:${insidePort}/v6`,
      `http://0.0.0.0:${insidePort}/unspecified`,
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.7:5432/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]:80/mapped',
      `${outside.origin}/to-inside`,
      `${outside.origin}/to-localhost`,
      `${outside.origin}/to-metadata`,
      `${outside.origin}/ok`,
      'https://guide.example/blog',
    ];
    await t.app
      .get<DataSource>(getDataSourceToken())
      .query(`INSERT INTO content (content_type, slug, title, status, published_at, body) VALUES ('blog', 'reseau', 'Réseau', 'PUBLISHED', now(), $1)`, [
        links.map((url) => `<a href="${url}">x</a>`).join(' '),
      ]);
  });
  afterAll(async () => {
    await t?.close();
    inside?.server.close();
    outside?.server.close();
  });

  it('asks neither an internal address nor a redirect into one, and reports those links as not checked', async () => {
    await t.gql(CHECK, {}, staff);
    await t.app.get(BrokenLinksService).settled();
    // Nothing reached the loopback service: not the link to it, not the redirects to it.
    expect(inside.hits).toEqual([]);
    // The outside site was asked (its redirects are hops the check looked at before following).
    expect(outside.hits.map((h) => h.split(' ').slice(0, 2).join(' ')).sort()).toEqual([
      'HEAD /ok',
      'HEAD /to-inside',
      'HEAD /to-localhost',
      'HEAD /to-metadata',
    ]);
    const rows = (await t.gql(LIST, { problem: 'NOT_CHECKED' }, staff)).data.brokenLinks.edges.map((e: { node: any }) => e.node);
    const notChecked = Object.fromEntries(rows.map((l: any) => [l.url, l]));
    expect(Object.keys(notChecked).sort()).toEqual(
      [
        `${inside.origin}/graphql`,
        `http://localhost:${insidePort}/health`,
        `http://[::1]:${insidePort}/v6`,
        `http://0.0.0.0:${insidePort}/unspecified`,
        'http://169.254.169.254/latest/meta-data/',
        'http://metadata.google.internal/computeMetadata/v1/',
        'http://10.0.0.7:5432/',
        'http://172.16.0.1/',
        'http://192.168.1.1/',
        'http://100.64.0.1/',
        'http://[fd00::1]/',
        'http://[fe80::1]/',
        'http://[::ffff:127.0.0.1]:80/mapped',
        `${outside.origin}/to-inside`,
        `${outside.origin}/to-localhost`,
        `${outside.origin}/to-metadata`,
      ].sort(),
    );
    expect(notChecked[`${inside.origin}/graphql`]).toMatchObject({ problem: 'NOT_CHECKED', statusCode: null, error: 'INTERNAL_ADDRESS' });
    expect(notChecked[`${outside.origin}/to-inside`]).toMatchObject({ problem: 'NOT_CHECKED', statusCode: null, error: 'INTERNAL_ADDRESS' });
    // The outside page that answers, and the site's own page (answered from its routes, not fetched), are fine.
    const all = (await t.gql(LIST, {}, staff)).data.brokenLinks.edges.map((e: { node: any }) => e.node.url);
    expect(all).not.toContain(`${outside.origin}/ok`);
    expect(all).not.toContain('https://guide.example/blog');
  });
});
