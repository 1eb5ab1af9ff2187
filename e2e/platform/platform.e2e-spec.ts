import { BootedPlatform, E2E_GUIDE_SIZE, connectPlatform, eventually, gql } from './boot';

/**
 * The platform as a partner and the browser apps see it: every process started as `npm start` does,
 * talked to only through the gateway (and the web origin that proxies it).
 */
describe('platform through the gateway', () => {
  let platform: BootedPlatform;
  let ports: Record<string, number>;
  let gateway: string;
  let adminToken: string;

  beforeAll(async () => {
    platform = connectPlatform();
    ports = platform.ports;
    gateway = `http://127.0.0.1:${ports.gateway}/graphql`;
  }, 240_000);

  it('answers /health with 200 once every subgraph is up', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.gateway}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.subgraphs).toHaveLength(6);
  });

  it('signs the seeded administrator in', async () => {
    const res = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken expiresAt } }');
    expect(res.errors).toBeUndefined();
    adminToken = res.data.adminLogin.accessToken;
    expect(adminToken).toMatch(/^ey/);
  });

  it('vertical slice: the back office creates an establishment, an event indexes it, the storefront finds it without accents', async () => {
    const create = await gql(
      gateway,
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id slug path name } }`,
      {
        input: {
          name: "Le Théâtre de l'Opéra Gourmand",
          type: 'RESTAURANT',
          mealCategory: 'GASTRONOMIC',
          cityCode: '21231',
          lat: 47.3216,
          lon: 5.0415,
          priceFrom: 4500,
          description: 'Cuisine bourguignonne face au Grand Théâtre.',
        },
      },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(create.errors).toBeUndefined();
    const id = create.data.createEstablishment.id;
    expect(create.data.createEstablishment.path).toMatch(/^\/hotels-restaurants\/21\/dijon\//);

    // Through the web origin, exactly as the storefront home search asks.
    const web = `http://127.0.0.1:${ports.web}/graphql`;
    const { value, ms } = await eventually(async () => {
      const res = await gql(
        web,
        `query($t: String) { establishments(filter: { text: $t }, first: 5) { totalCount edges { node { id name city { name } } } } }`,
        { t: 'theatre opera' },
        { 'x-guide-client': 'storefront' },
      );
      return res.data?.establishments.edges.find((e: any) => e.node.id === id);
    }, 5000);
    expect(value.node.city.name).toBe('Dijon');
    expect(ms).toBeLessThan(5000); // the contract says 2 s; the benchmark measures it, the test only bounds it
  });

  it('serves a sitemap of the published guide and robots.txt on the web origin', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.web}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(2 * E2E_GUIDE_SIZE); // the seeded establishments, fr + en, and more
    expect(xml).toMatch(/\/21\/dijon\/[a-z0-9-]+<\/loc>/);
    const robots = await (await fetch(`http://127.0.0.1:${ports.web}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin/');
  });

  it('reaches commerce, cms, support-tickets and contest through the gateway with their permissions', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const lists = await gql(
      gateway,
      '{ orders(first: 5) { totalCount } pages(first: 5) { totalCount } tickets(first: 5) { totalCount } contestRegistrations(first: 5) { totalCount } }',
      {},
      auth,
    );
    expect(lists.errors).toBeUndefined();
    // Counts only: the platform is shared by the e2e suites, which add orders and registrations of their own.
    expect(lists.data).toMatchObject({
      orders: { totalCount: expect.any(Number) },
      pages: { totalCount: expect.any(Number) },
      tickets: { totalCount: expect.any(Number) },
      contestRegistrations: { totalCount: expect.any(Number) },
    });
    // pages: at least the cms demo seed's about-us page and subpages, in French and English (services/cms/src/seed).
    expect(lists.data.pages.totalCount).toBeGreaterThanOrEqual(6);
    const anonymous = await gql(gateway, '{ tickets(first: 5) { totalCount } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The demo seed opens an edition around the seed time; without one (a seed-less run), staff open one.
    const open = await gql(gateway, '{ openContestEdition { year } }');
    expect(open.errors).toBeUndefined();
    if (!open.data.openContestEdition) {
      const now = Date.now();
      const edition = await gql(
        gateway,
        'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year open } }',
        { input: { year: 2099, opensAt: new Date(now - 3_600_000).toISOString(), closesAt: new Date(now + 86_400_000).toISOString() } },
        auth,
      );
      expect(edition.errors).toBeUndefined();
      expect(edition.data.createContestEdition.open).toBe(true);
    }
    const mutation = 'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id } }';
    const input = { category: 'GENERAL_PUBLIC', name: 'Jeanne Martin', establishmentName: 'Chez Jeanne', email: 'jeanne@example.com', phone: '03.80.12.34.56' };
    const bad = await gql(gateway, mutation, { input: { ...input, phone: '12' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'PHONE_INVALID' } });
    const ok = await gql(gateway, mutation, { input });
    expect(ok.errors).toBeUndefined();
    const twice = await gql(gateway, mutation, { input });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'ALREADY_REGISTERED' } });
  });

  it('refuses the mutation without a token and for a customer', async () => {
    const input = { name: 'Refus', type: 'RESTAURANT', cityCode: '21231', lat: 47.3, lon: 5.04 };
    const anon = await gql(gateway, `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`, { input });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await gql(
      gateway,
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`,
      { input },
      { authorization: 'Bearer not-a-token' },
    );
    expect(forged.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('returns BAD_USER_INPUT with field keys for bad input', async () => {
    const res = await gql(
      gateway,
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id } }`,
      { input: { name: ' ', type: 'RESTAURANT', cityCode: '99999', lat: 123, lon: 5 } },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fieldErrors).toMatchObject({ name: 'REQUIRED', lat: 'INVALID_COORDINATES' });
  });

  it('subgraphs refuse traffic that does not come from the gateway', async () => {
    const res = await fetch(`http://127.0.0.1:${ports['catalog-guide']}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-guide-identity': Buffer.from(JSON.stringify({ kind: 'admin', id: 'x', permissions: ['catalog.establishments.create'] })).toString('base64url'),
      },
      body: JSON.stringify({ query: '{ departments { code } }' }),
    });
    expect(res.status).toBe(403);
  });

  it('answers malformed, over-aliased and oversized operations with 4xx and a message', async () => {
    const malformed = await gql(gateway, '{ establishments(first: 1) { edges { node { id }');
    expect(malformed.status).toBe(400);
    expect(malformed.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');

    const manyAliases = `query { ${Array.from({ length: 20 }, (_, i) => `a${i}: departments { code }`).join(' ')} }`;
    const aliases = await gql(gateway, manyAliases);
    expect(aliases.status).toBe(400);
    expect(JSON.stringify(aliases.errors)).toMatch(/alias/i);

    const big = 'x'.repeat(200 * 1024);
    const oversized = await fetch(gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ departments { code } } # ${big}` }),
    });
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as any).errors[0].message).toMatch(/larger than/);
  });

  it('keeps answering with data from the other subgraphs when one is down, and /health turns 503', async () => {
    await platform.stopSubgraph('contest');
    try {
      const health = await fetch(`http://127.0.0.1:${ports.gateway}/health`);
      expect(health.status).toBe(503);
      const res = await gql(gateway, `{ departments { code } openContestEdition { year } }`);
      expect(res.data?.departments?.length).toBe(101);
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(res.errors)).not.toMatch(/ECONNREFUSED|stack/);
    } finally {
      await platform.startSubgraph('contest');
    }
    const health = await fetch(`http://127.0.0.1:${ports.gateway}/health`);
    expect(health.status).toBe(200);
  });
});
