import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { createAccessTokenVerifier, generateSigningKeys } from '@guide/platform';
import { AppModule } from '../../../services/catalog-guide/src/app.module';
import { AppModule as CommerceModule } from '../../../services/commerce/src/app.module';
import { AppModule as CmsModule } from '../../../services/cms/src/app.module';
import { composeSupergraph } from '../../../gateway/src/compose';
import { createGatewayApp } from '../../../gateway/src/server';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { startWebServer } from './web-server';

/**
 * The server's HTML of the public pages, as a crawler or a link preview gets it (no JavaScript run):
 * the built storefront (its server renderer, dist/server/) behind the web server, the real gateway and
 * catalog-guide (real PostgreSQL). Status, title, description, canonical, hreflang, Open Graph, JSON-LD
 * and the page's own content must all be in the first response.
 */
const STOREFRONT = join(__dirname, '../../../frontends/storefront/dist');
const ADMIN = join(__dirname, '../../../frontends/admin/dist');
const staff = adminIdentity(['catalog.establishments.create', 'catalog.establishments.update', 'catalog.establishments.publish', 'catalog.products.create']);
const BEAUNE = { cityCode: '21054', lat: 47.026, lon: 4.84 };
const CREATE = `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id slug path } }`;

interface Page {
  status: number;
  location: string | null;
  html: string;
  head: string;
  /** The markup inside `<div id="root">`. */
  body: string;
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const meta = (head: string, property: string) => attr(head, new RegExp(`<meta property="${property.replace(':', '\\:')}" content="([^"]*)"`));
const link = (head: string, rel: string, hreflang?: string) =>
  attr(head, new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`));
function jsonLd(head: string): Record<string, unknown> | null {
  const text = attr(head, /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

describe('server-rendered public pages (HTML before any JavaScript)', () => {
  let subgraph: TestSubgraph;
  let commerce: TestSubgraph;
  let cms: TestSubgraph;
  let product: { slug: string; path: string };
  let base: string;
  let gatewayUrl: string;
  let tasting: { path: string };
  let open: { path: string; slug: string };
  let closed: { path: string; slug: string };
  const closers: (() => Promise<void>)[] = [];

  const get = async (path: string): Promise<Page> => {
    const res = await fetch(base + path, { redirect: 'manual' });
    const html = await res.text();
    const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
    const body = attr(html, /<div id="root">([\s\S]*)<\/div><script type="application\/json"/) ?? attr(html, /<div id="root">([\s\S]*?)<\/div>/) ?? '';
    return { status: res.status, location: res.headers.get('location'), html, head, body };
  };

  beforeAll(async () => {
    if (!existsSync(join(STOREFRONT, 'server', 'entry-server.cjs'))) throw new Error(`${STOREFRONT}/server/entry-server.cjs is missing: run npm run build`);
    const keys = await generateSigningKeys();
    subgraph = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    const create = async (input: Record<string, unknown>) => {
      const res = await subgraph.gql(CREATE, { input: { ...BEAUNE, ...input } }, staff);
      expect(res.errors).toBeUndefined();
      return res.data.createEstablishment as { path: string; slug: string };
    };
    open = await create({
      name: 'La Table Ouverte',
      type: 'RESTAURANT',
      mealCategory: 'TERROIR',
      description: 'Cuisine du marché & vins de Bourgogne, près des Hospices.',
      descriptionEn: 'Market cooking and Burgundy wines.',
      priceFrom: 2800,
    });
    closed = await create({ name: 'La Table Fermée', type: 'RESTAURANT', mealCategory: 'TERROIR', published: false });

    const created = await subgraph.gql(
      'mutation($input: ProductInput!) { createProduct(input: $input) { slug path } }',
      {
        input: {
          sku: 'SSR-GUIDE-2026',
          name: 'Guide des tables de terroir 2026',
          description: 'Trois cents adresses & leurs producteurs.',
          priceCents: 2490,
          taxCategory: 'REDUCED',
          published: true,
        },
      },
      staff,
    );
    expect(created.errors).toBeUndefined();
    product = created.data.createProduct;
    // The shop's pages also read commerce (stock): both subgraphs behind the gateway, as in production.
    commerce = await bootTestSubgraph('commerce', (cfg) => CommerceModule.forRoot(cfg));
    // Every page's header and footer read the cms's menus.
    cms = await bootTestSubgraph('cms', (cfg) => CmsModule.forRoot(cfg));
    // A content type staff created in the back office (not one of the seeded types), with a category and a content.
    const editor = adminIdentity(['cms.content-types.create', 'cms.categories.create', 'cms.posts.create']);
    const editorial = async (query: string, variables: Record<string, unknown>) => {
      const res = await cms.gql(query, variables, editor);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    await editorial('mutation($input: ContentTypeInput!) { createContentType(input: $input) { slug } }', {
      input: { slug: 'degustations', label: 'Dégustations', singularLabel: 'Dégustation', labelEn: 'Tastings', singularLabelEn: 'Tasting' },
    });
    const salons = await editorial('mutation($input: ContentCategoryInput!) { createContentCategory(contentType: "degustations", input: $input) { id } }', {
      input: { title: 'Salons', slug: 'salons' },
    });
    tasting = (
      await editorial('mutation($input: ContentInput!) { createContent(contentType: "degustations", input: $input) { path } }', {
        input: {
          title: 'Salon des vins de Beaune',
          slug: 'salon-des-vins',
          status: 'PUBLISHED',
          categoryIds: [salons.createContentCategory.id],
          body: '<p>Trois jours de dégustation.</p>',
        },
      })
    ).createContent;

    const catalog = SUBGRAPHS.filter((s) => ['catalog-guide', 'commerce', 'cms'].includes(s.name));
    const gateway = await createGatewayApp({
      supergraphSdl: composeSupergraph(catalog),
      gatewaySecret: TEST_GATEWAY_SECRET,
      verifyToken: await createAccessTokenVerifier(keys.publicKeyPem),
      production: true,
      subgraphs: catalog,
      env: { CATALOG_GUIDE_URL: subgraph.url, COMMERCE_URL: commerce.url, CMS_URL: cms.url },
      trustedProxies: ['127.0.0.1/32', '::1/128'],
    });
    const gatewayServer = await gateway.listen(0, '127.0.0.1');
    closers.push(gatewayServer.close);
    gatewayUrl = `http://127.0.0.1:${gatewayServer.port}/graphql`;
    const web = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      gatewayUrl,
      storefrontDir: STOREFRONT,
      adminDir: ADMIN,
      production: true,
      publicOrigin: 'https://guide.example',
    });
    closers.push(web.close);
    base = `http://127.0.0.1:${web.port}`;

    // The list reads the search index, which the establishment's event fills: wait until it is there.
    const deadline = Date.now() + 30_000;
    while (!(await get('/hotels-restaurants/tables-terroir')).body.includes('La Table Ouverte')) {
      if (Date.now() > deadline) throw new Error('the new establishment never reached the list');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await subgraph?.close();
    await commerce?.close();
    await cms?.close();
  });

  it('a product page: its name, price, description and schema.org Product in the HTML; an unknown product is a 404', async () => {
    const page = await get(product.path);
    expect(page.status).toBe(200);
    expect(attr(page.head, /<title>([^<]*)<\/title>/)).toMatch(/^Guide des tables de terroir 2026.* · Guide Gourmand$/);
    expect(link(page.head, 'canonical')).toBe(`https://guide.example${product.path}`);
    expect(jsonLd(page.head)).toMatchObject({
      '@type': 'Product',
      name: 'Guide des tables de terroir 2026',
      sku: 'SSR-GUIDE-2026',
      offers: { '@type': 'Offer', price: '24.90', priceCurrency: 'EUR' },
    });
    expect(page.body).toContain('Guide des tables de terroir 2026');
    expect(page.body).toContain('24,90');
    expect(page.body).toContain('Trois cents adresses &amp; leurs producteurs.');
    // The product page is a chunk of its own, preloaded with the entry; the shop's lists are another one.
    expect(page.head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/product-[\w-]+\.js">/);
    expect((await get('/guide-et-goodies/produit-inconnu')).status).toBe(404);
    const list = await get('/nos-produits');
    expect(list.status).toBe(200);
    expect(list.body).toContain('Guide des tables de terroir 2026');
  });

  it('home: the site, its search box and both languages', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr">');
    expect(attr(page.head, /<title>([^<]*)<\/title>/)).toBe('Guide Gourmand');
    expect(attr(page.head, /<meta name="description" content="([^"]*)"/)).toMatch(/adresses gourmandes/);
    expect(link(page.head, 'canonical')).toBe('https://guide.example/');
    expect([link(page.head, 'alternate', 'fr'), link(page.head, 'alternate', 'en'), link(page.head, 'alternate', 'x-default')]).toEqual([
      'https://guide.example/',
      'https://guide.example/en',
      'https://guide.example/',
    ]);
    expect(meta(page.head, 'og:image')).toBe('https://guide.example/og-image.png');
    // The cms answers the home section's SEO with nothing set: the social card keeps the site's name.
    expect(meta(page.head, 'og:title')).toBe('Guide Gourmand');
    expect(meta(page.head, 'og:url')).toBe('https://guide.example/');
    expect(attr(page.head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(jsonLd(page.head)).toMatchObject({ '@type': 'WebSite', url: 'https://guide.example/', potentialAction: { '@type': 'SearchAction' } });
    // The footer's newsletter form hydrates late in the browser (layout/deferred.tsx), but the server writes it in full.
    expect(page.body).toMatch(/<div class="deferred-part"><section[^>]* class="newsletter-signup"[^>]*>[\s\S]*data-testid="newsletter-email"/);
    expect(page.body).toContain('Hôtels-restaurants'); // the header's navigation, rendered
    const compressed = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect([compressed.headers.get('content-encoding'), compressed.headers.get('cache-control')]).toEqual(['gzip', 'no-cache']);
  });

  it('a list: its establishments in the HTML, with canonical and alternates', async () => {
    const page = await get('/hotels-restaurants/tables-terroir');
    expect(page.status).toBe(200);
    expect(page.body).toContain('La Table Ouverte');
    expect(page.body).not.toContain('La Table Fermée');
    expect(link(page.head, 'canonical')).toBe('https://guide.example/hotels-restaurants/tables-terroir');
    expect(link(page.head, 'alternate', 'en')).toBe('https://guide.example/en/hotels-restaurants/tables-terroir');
    expect(meta(page.head, 'og:url')).toBe('https://guide.example/hotels-restaurants/tables-terroir');
    expect(meta(page.head, 'og:title')).toBeTruthy();
    // The browser's cache starts with the server's answers (no second fetch on hydration).
    expect(page.html).toMatch(/<script type="application\/json" id="guide-ssr-state">\{"complete":true,"apollo":\{.*"La Table Ouverte"/);
  });

  it('a detail page: title, description, Open Graph and schema.org JSON-LD of the establishment', async () => {
    const page = await get(open.path);
    expect(page.status).toBe(200);
    expect(attr(page.head, /<title>([^<]*)<\/title>/)).toMatch(/^La Table Ouverte.* · Guide Gourmand$/);
    expect(attr(page.head, /<meta name="description" content="([^"]*)"/)).toBe('Cuisine du marché &amp; vins de Bourgogne, près des Hospices.');
    expect(link(page.head, 'canonical')).toBe(`https://guide.example${open.path}`);
    expect(link(page.head, 'alternate', 'en')).toBe(`https://guide.example/en${open.path}`);
    expect(meta(page.head, 'og:title')).toMatch(/^La Table Ouverte/);
    expect(meta(page.head, 'og:image')).toMatch(/^https:\/\/guide\.example\//);
    expect(jsonLd(page.head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'La Table Ouverte',
      url: `https://guide.example${open.path}`,
      address: { addressLocality: 'Beaune' },
    });
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Cuisine du marché &amp; vins de Bourgogne');
    // The detail page's own chunk is preloaded with the entry, so hydration does not wait for it.
    expect(page.head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/detail-[\w-]+\.js">/);
  });

  it('an English page: lang, English text, English canonical', async () => {
    const page = await get(`/en${open.path}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(link(page.head, 'canonical')).toBe(`https://guide.example/en${open.path}`);
    expect(link(page.head, 'alternate', 'fr')).toBe(`https://guide.example${open.path}`);
    expect(meta(page.head, 'og:locale')).toBe('en_GB');
    expect(page.body).toContain('Market cooking and Burgundy wines.');
    expect(page.body).toContain('Local producers'); // the header in English
  });

  it('an unknown path: 404 with the not-found page; an unpublished establishment: 410', async () => {
    const unknown = await get('/nothing-here');
    expect(unknown.status).toBe(404);
    expect(attr(unknown.head, /<title>([^<]*)<\/title>/)).toBe('Page introuvable · Guide Gourmand');
    expect(unknown.body).toContain('data-code="404"');
    const gone = await get(closed.path);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('<header');
  });

  it('a content type staff created: its list and its contents render with 200, like the seeded types; unknown slugs stay 404', async () => {
    expect(tasting.path).toBe('/degustations/salons/salon-des-vins');
    const list = await get('/degustations');
    expect(list.status).toBe(200);
    expect(attr(list.head, /<title>([^<]*)<\/title>/)).toBe('Dégustations · Guide Gourmand');
    expect(list.body).toContain('Salon des vins de Beaune');
    expect(link(list.head, 'canonical')).toBe('https://guide.example/degustations');
    const english = await get('/en/degustations');
    expect(english.status).toBe(200);
    expect(attr(english.head, /<title>([^<]*)<\/title>/)).toBe('Tastings · Guide Gourmand');
    const category = await get('/degustations/salons');
    expect(category.status).toBe(200);
    expect(category.body).toContain('Salon des vins de Beaune');
    const detail = await get(tasting.path);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain('Trois jours de dégustation.');
    expect(link(detail.head, 'canonical')).toBe(`https://guide.example${tasting.path}`);
    for (const path of ['/pas-un-type', '/pas-un-type/x', '/pas-un-type/x/y', '/degustations/inconnu', '/degustations/salons/inconnu']) {
      const missing = await get(path);
      expect([path, missing.status]).toEqual([path, 404]);
      expect(missing.body).toContain('data-code="404"');
    }
  });

  it('another path of an establishment: 301 to the canonical one', async () => {
    const page = await get(`/hotels-restaurants/tables-terroir/${open.slug}`);
    expect(page.status).toBe(301);
    expect(page.location).toBe(open.path);
  });

  it("writes the site's URLs from its own origin, never from the request's Host header", async () => {
    // No origin configured (no PUBLIC_WEB_URL either): the server's own address, whatever Host the visitor sends.
    const saved = process.env.PUBLIC_WEB_URL;
    delete process.env.PUBLIC_WEB_URL;
    const bare = await startWebServer({ port: 0, host: '127.0.0.1', gatewayUrl, storefrontDir: STOREFRONT, adminDir: ADMIN, production: true }).finally(() => {
      if (saved !== undefined) process.env.PUBLIC_WEB_URL = saved;
    });
    closers.push(bare.close);
    const own = `http://127.0.0.1:${bare.port}`;
    for (const path of ['/', open.path]) {
      const html = await new Promise<string>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: bare.port, path, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
      const head = html.slice(0, html.indexOf('</head>'));
      expect([path, link(head, 'canonical')]).toEqual([path, `${own}${path}`]);
      expect(meta(head, 'og:url')).toBe(`${own}${path}`);
      expect(link(head, 'alternate', 'en')).toBe(`${own}/en${path === '/' ? '' : path}`);
      expect(head).not.toContain('evil.example');
      expect(html).not.toContain('evil.example');
    }
  });

  it('the customer area and sign-in stay client-rendered; the renderer itself is never served', async () => {
    for (const path of ['/login', '/account/profile']) {
      const page = await get(path);
      expect([path, page.status, page.body]).toEqual([path, 200, '']);
    }
    expect((await fetch(`${base}/server/entry-server.cjs`)).status).toBe(404);
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
  });
});
