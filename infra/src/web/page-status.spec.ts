import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type WebServer } from './web-server';

/**
 * Real HTTP through the web server: the storefront's HTML comes with the status the path deserves.
 * A small HTTP server stands in for the gateway, answering the catalog queries from the fixture below
 * (the catalog side, establishmentGone, is tested against the real subgraph in catalog-guide).
 */
const OPEN = '/hotels-restaurants/21/beaune/la-table-ouverte';
const SEEDED_TYPES = [
  'blog',
  'actualites',
  'recettes',
  'routes-gourmandes',
  'bons-plans',
  'sejours-et-week-ends',
  'evenements',
  'revue-de-presse',
  'partenaires',
];
let contentTypeCalls = 0;
const CHEESE = '/producteurs-locaux/21/epoisses/fromagerie-bernard';

function catalogAnswer(query: string, variables: Record<string, string | null>): unknown {
  if (query.includes('PageStatusEstablishment')) {
    const known: Record<string, { path: string; type: string }> = {
      'la-table-ouverte': { path: OPEN, type: 'RESTAURANT' },
      'fromagerie-bernard': { path: CHEESE, type: 'LOCAL_PRODUCER' },
    };
    const found = known[variables.slug ?? ''];
    const typeOk = found && (!variables.type || variables.type === found.type);
    return { data: { establishment: typeOk ? found : null, establishmentGone: variables.slug === 'la-table-fermee' } };
  }
  if (query.includes('PageStatusTown')) {
    if (variables.departmentCode === '00') return { errors: [{ message: 'unknown', extensions: { code: 'BAD_USER_INPUT' } }], data: null };
    return { data: { guideCity: variables.departmentCode === '21' && variables.slug === 'beaune' ? { code: '21054' } : null } };
  }
  // Catalogue permalinks: a product's and a category's former slugs.
  if (query.includes('PageStatusProductRedirect'))
    return { data: { productSlugRedirect: variables.slug === 'guide-gourmand-2025' ? 'guide-gourmand-2026' : null } };
  if (query.includes('PageStatusProductCategories')) return { data: { productCategories: [{ slug: 'coffrets' }, { slug: 'guides' }] } };
  if (query.includes('PageStatusCategoryRedirect')) return { data: { productCategorySlugRedirect: variables.slug === 'coffrets-cadeaux' ? 'coffrets' : null } };
  if (query.includes('PageStatusProduct')) return { data: { product: variables.slug === 'guide-gourmand-2026' ? { id: 'p1' } : null } };
  if (query.includes('PageStatusContestWinners')) {
    const editions: Record<number, { winnersPublishedAt: string | null }> = {
      2025: { winnersPublishedAt: '2025-06-30T10:00:00.000Z' },
      2026: { winnersPublishedAt: null },
    };
    return { data: { contestEdition: editions[Number(variables.year)] ?? null } };
  }
  if (query.includes('PageStatusVocabulary')) {
    return {
      data: {
        departments: [{ code: '21' }, { code: '2A' }],
        establishmentVocabularies: { producerCategories: [{ code: 'domaine-viticole' }, { code: 'fromagerie' }] },
      },
    };
  }
  // The editorial site (cms): the seeded types and one staff created (its slug is its path too).
  if (query.includes('PageStatusContentTypes')) {
    contentTypeCalls += 1;
    return { data: { contentTypes: [...SEEDED_TYPES, 'degustations'].map((slug) => ({ slug })) } };
  }
  const contents: Record<string, string> = {
    'blog/tarte-aux-pommes': '/blog/recettes-de-saison/tarte-aux-pommes',
    'blog/sans-categorie': '/blog/sans-categorie',
    'degustations/salon-des-vins': '/degustations/salons/salon-des-vins',
  };
  if (query.includes('PageStatusContentSegment')) {
    return {
      data: {
        contentCategories: { blog: [{ slug: 'recettes-de-saison' }], degustations: [{ slug: 'salons' }] }[variables.contentType ?? ''] ?? [],
        content: contents[`${variables.contentType}/${variables.slug}`] ? { path: contents[`${variables.contentType}/${variables.slug}`] } : null,
      },
    };
  }
  if (query.includes('PageStatusContent(')) {
    const path = contents[`${variables.contentType}/${variables.slug}`];
    return { data: { content: path ? { path } : null } };
  }
  if (query.includes('PageStatusCmsPage'))
    return { data: { page: ['qui-sommes-nous', 'mentions-legales'].includes(variables.slug ?? '') ? { id: 'pg' } : null } };
  if (query.includes('PageStatusContentRedirect')) {
    const moved: Record<string, string> = {
      '/blog/ancien-article': '/blog/recettes-de-saison/tarte-aux-pommes',
      '/vieille-page': 'https://example.org/ailleurs',
    };
    return { data: { contentRedirect: moved[variables.path ?? ''] ?? null } };
  }
  return { errors: [{ message: 'unexpected query' }] };
}

describe('web server: HTTP status of storefront pages', () => {
  let dir: string;
  let gateway: Server;
  let gatewayUp = true;
  let gatewayCalls = 0;
  let web: WebServer;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'guide-web-status-'));
    for (const app of ['storefront', 'admin']) {
      mkdirSync(join(dir, app, 'assets'), { recursive: true });
      writeFileSync(join(dir, app, 'index.html'), `<!doctype html><title>${app}</title><div id="root"></div>`);
    }
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (!body.includes('WebSiteStatus')) gatewayCalls += 1; // the background siteStatus refresh is not a page's question
        if (!gatewayUp) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end('down');
          return;
        }
        const { query, variables } = JSON.parse(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalogAnswer(query, variables ?? {})));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
    web = await startWebServer({ port: 0, host: '127.0.0.1', gatewayUrl, storefrontDir: join(dir, 'storefront'), adminDir: join(dir, 'admin') });
    base = `http://127.0.0.1:${web.port}`;
  });

  afterAll(async () => {
    await web?.close();
    await new Promise((resolve) => gateway?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(base + path, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), html: (await res.text()).includes('<title>storefront</title>') };
  };

  it.each([
    ['/', 200],
    ['/en', 200],
    ['/hotels-restaurants', 200],
    ['/en/producteurs-locaux/resultats-de-la-recherche', 200],
    ['/hotels-restaurants/tables-terroir', 200],
    ['/producteurs-locaux/domaine-viticole', 200],
    ['/local-producers/fromagerie', 200],
    ['/le-monde-du-vin/2a', 200],
    ['/hotels-restaurants/21/beaune', 200],
    [OPEN, 200],
    [`/en${OPEN}`, 200],
    ['/reset-password/abc123', 200],
    ['/account/addresses/edit/42', 200],
    ['/login', 200],
    ['/guide-et-goodies/guide-gourmand-2026', 200],
    ['/en/guide-et-goodies/guide-gourmand-2026', 200],
    ['/checkout/payment/payzen/failed', 200],
    ['/account/orders/2026-000042', 200],
    ['/concours-petit-dejeuner', 200],
    ['/concours-petit-dejeuner/inscription', 200],
    ['/en/breakfast-contest/become-a-partner', 200],
    ['/concours-petit-dejeuner/laureats', 200],
    ['/concours-petit-dejeuner/laureats/2025', 200],
    ['/en/breakfast-contest/winners/2025', 200],
    ['/blog', 200],
    ['/agenda', 200],
    ['/en/press-space', 200],
    ['/blog/recettes-de-saison', 200],
    ['/blog/sans-categorie', 200],
    ['/blog/recettes-de-saison/tarte-aux-pommes', 200],
    ['/en/blog/recettes-de-saison/tarte-aux-pommes', 200],
    ['/qui-sommes-nous', 200],
    ['/en/about-us/mentions-legales', 200],
    ['/pages/mentions-legales', 200],
    // A content type staff created (cms createContentType): its list, categories and contents, as the seeded ones'.
    ['/degustations', 200],
    ['/en/degustations', 200],
    ['/degustations/salons', 200],
    ['/degustations/salons/salon-des-vins', 200],
    ['/en/degustations/salons/salon-des-vins', 200],
  ])('%s answers %i with the app', async (path, status) => {
    expect(await get(path)).toEqual({ status, location: null, html: true });
  });

  it.each([
    ['/nothing-here'],
    ['/en/nothing/here'],
    ['/hotels-restaurants/a/b/c/d'],
    ['/account/unknown'],
    ['/hotels-restaurants/tables-imaginaires'], // not a meal category
    ['/producteurs-locaux/pas-une-categorie'], // not in the catalog's vocabulary
    ['/le-monde-du-vin/pas-un-departement'],
    ['/hotels-restaurants/99'], // department code shape, no such department
    ['/hotels-restaurants/21/ville-inconnue'],
    ['/hotels-restaurants/00/beaune'], // the catalog refuses the department: BAD_USER_INPUT
    ['/hotels-restaurants/21/beaune/personne'],
    ['/le-monde-du-vin/21/beaune/la-table-ouverte'], // a restaurant is not a wine page
    ['/hotels-restaurants/%E0%A4%A'], // malformed escape
    ['/guide-et-goodies/produit-inconnu'], // no published product with this slug
    ['/checkout/nowhere'],
    ['/concours-petit-dejeuner/laureats/1999'], // no such edition
    ['/concours-petit-dejeuner/laureats/2026'], // winners not published yet
    ['/en/breakfast-contest/winners/next'],
    ['/concours-petit-dejeuner/nulle-part'],
    ['/blog/inconnu'], // neither a category nor a content
    ['/recettes/desserts/inconnue'],
    ['/pages/inconnue'],
    ['/qui-sommes-nous/inconnue'],
    ['/pas-un-type'], // no content type of that slug
    ['/pas-un-type/x'],
    ['/pas-un-type/x/y'],
    ['/degustations/inconnu'],
    ['/degustations/salons/inconnu'],
  ])('%s answers 404, still with the app (it renders the 404 page)', async (path) => {
    expect(await get(path)).toEqual({ status: 404, location: null, html: true });
  });

  it('answers 410 for an establishment that is no longer published', async () => {
    expect(await get('/hotels-restaurants/21/beaune/la-table-fermee')).toEqual({ status: 410, location: null, html: true });
    expect(await get('/en/hotels-restaurants/tables-terroir/la-table-fermee')).toEqual({ status: 410, location: null, html: true });
  });

  it('redirects with 301 to the canonical path (language and query kept), as the app does', async () => {
    expect(await get('/hotels-restaurants/21/dijon/la-table-ouverte')).toMatchObject({ status: 301, location: OPEN });
    expect(await get('/hotels-restaurants/tables-terroir/la-table-ouverte?utm_source=x')).toMatchObject({ status: 301, location: `${OPEN}?utm_source=x` });
    expect(await get('/en/local-producers/fromagerie/fromagerie-bernard')).toMatchObject({ status: 301, location: `/en${CHEESE}` });
    expect(await get('/local-producers/21/epoisses/fromagerie-bernard')).toMatchObject({ status: 301, location: CHEESE });
  });

  it("redirects a product's or a category's former slug to its page today (language and query kept)", async () => {
    expect(await get('/guide-et-goodies/guide-gourmand-2025')).toMatchObject({ status: 301, location: '/guide-et-goodies/guide-gourmand-2026' });
    expect(await get('/en/guide-et-goodies/guide-gourmand-2025?utm_source=x')).toMatchObject({
      status: 301,
      location: '/en/guide-et-goodies/guide-gourmand-2026?utm_source=x',
    });
    expect(await get('/nos-produits?categorie=coffrets-cadeaux&page=2')).toMatchObject({ status: 301, location: '/nos-produits?categorie=coffrets&page=2' });
    expect(await get('/en/nos-produits?categorie=coffrets-cadeaux')).toMatchObject({ status: 301, location: '/en/nos-produits?categorie=coffrets' });
    expect(await get('/nos-produits?categorie=guides,coffrets-cadeaux')).toMatchObject({ status: 301, location: '/nos-produits?categorie=guides%2Ccoffrets' });
    expect(await get('/nos-produits?categorie=coffrets')).toEqual({ status: 200, location: null, html: true });
    expect(await get('/nos-produits?categorie=inconnue')).toEqual({ status: 200, location: null, html: true });
    expect(await get('/nos-produits')).toEqual({ status: 200, location: null, html: true });
  });

  it('answers the error pages with their own status, still with the app', async () => {
    for (const code of [401, 403, 404, 419, 429, 500, 503]) {
      expect(await get(`/${code}`)).toEqual({ status: code, location: null, html: true });
      expect(await get(`/en/${code}`)).toEqual({ status: code, location: null, html: true });
    }
  });

  it("redirects the contest's pages in the other language's slugs to the English page", async () => {
    expect(await get('/breakfast-contest')).toMatchObject({ status: 301, location: '/en/breakfast-contest' });
    expect(await get('/breakfast-contest/winners/2025?utm_source=x')).toMatchObject({
      status: 301,
      location: '/en/breakfast-contest/winners/2025?utm_source=x',
    });
    expect(await get('/en/concours-petit-dejeuner/inscription')).toMatchObject({ status: 301, location: '/en/breakfast-contest/registration' });
    expect(await get('/en/concours-petit-dejeuner/laureats/2025')).toMatchObject({ status: 301, location: '/en/breakfast-contest/winners/2025' });
  });

  it('redirects editorial paths that moved: a content by another path, a cms redirect (language and query kept)', async () => {
    expect(await get('/blog/tarte-aux-pommes')).toMatchObject({ status: 301, location: '/blog/recettes-de-saison/tarte-aux-pommes' });
    expect(await get('/en/blog/autre/tarte-aux-pommes')).toMatchObject({ status: 301, location: '/en/blog/recettes-de-saison/tarte-aux-pommes' });
    expect(await get('/blog/ancien-article?utm_source=x')).toMatchObject({ status: 301, location: '/blog/recettes-de-saison/tarte-aux-pommes?utm_source=x' });
    expect(await get('/en/blog/ancien-article')).toMatchObject({ status: 301, location: '/en/blog/recettes-de-saison/tarte-aux-pommes' });
    expect(await get('/vieille-page')).toMatchObject({ status: 301, location: 'https://example.org/ailleurs' });
    expect(await get('/Degustations/salon-des-vins')).toMatchObject({ status: 301, location: '/degustations/salons/salon-des-vins' });
  });

  it('leaves the admin app, static files and the API alone', async () => {
    expect((await fetch(`${base}/admin/anything/at/all`)).status).toBe(200);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('asks the catalog once for repeated visits (short cache)', async () => {
    const before = gatewayCalls;
    for (let i = 0; i < 5; i += 1) expect((await get('/hotels-restaurants/21/beaune/cache-probe')).status).toBe(404);
    // The establishment, then whether the path moved (cms): each once.
    expect(gatewayCalls - before).toBe(2);
  });

  it('learns the content types from the cms once for many paths (short cache)', async () => {
    const before = contentTypeCalls;
    for (const path of ['/degustations', '/autre-inconnu', '/blog', '/degustations/salons']) await get(path);
    expect(contentTypeCalls - before).toBeLessThanOrEqual(1);
  });

  it('fails open: with the gateway down, catalog pages answer 200 (unknown route shapes stay 404)', async () => {
    gatewayUp = false;
    try {
      expect((await get('/hotels-restaurants/21/beaune/gateway-down')).status).toBe(200);
      expect((await get('/hotels-restaurants/21/gateway-down-town')).status).toBe(200);
      expect((await get('/no/such/route/shape')).status).toBe(404);
    } finally {
      gatewayUp = true;
    }
    // A failure is not cached: the next visit asks again and gets the real answer.
    expect((await get('/hotels-restaurants/21/beaune/gateway-down')).status).toBe(404);
  });
});
