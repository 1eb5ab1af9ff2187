import { BootedPlatform, connectPlatform, eventually, gql } from './boot';

/**
 * The editorial site through the gateway, on the real platform (the demo seed, events on the embedded
 * transport, emails in the real mail catcher): the seeded content types and contents → staff write,
 * refuse bad input, publish, rename (the old path answers with a redirect), duplicate and mass-delete
 * a post, with permissions checked → the header menu → the site search over contents and the guide →
 * the contact form (staff copy and acknowledgement by email, honeypot, bad input) → the newsletter's
 * double opt-in (confirmation email, then confirmed).
 */
describe('the editorial site through the gateway', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let mailApi: string;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  const run = Date.now().toString(36);
  const SEEDED_TYPES = ['blog', 'recettes', 'routes-gourmandes', 'bons-plans', 'sejours-et-week-ends', 'evenements', 'revue-de-presse', 'partenaires'];

  type Mail = { to: { address: string }[]; subject: string; html: string; text: string };
  const mails = async () => (await (await fetch(mailApi)).json()) as Mail[];
  const mailTo = async (to: string, pattern: RegExp) =>
    (
      await eventually(
        async () =>
          (await mails())
            .filter((m) => m.to.some((t) => t.address === to))
            .map((m) => `${m.subject} ${m.text ?? ''} ${m.html ?? ''}`)
            .find((body) => pattern.test(body)),
        15_000,
      )
    ).value;

  beforeAll(async () => {
    platform = connectPlatform();
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    mailApi = `http://127.0.0.1:${platform.ports.mailWeb}/email`;
    const login = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }');
    admin = { authorization: `Bearer ${login.data.adminLogin.accessToken}` };
    const agentLogin = await gql(gateway, 'mutation { adminLogin(email: "agent.support@example.com", password: "Support123!") { accessToken } }');
    agent = { authorization: `Bearer ${agentLogin.data.adminLogin.accessToken}` };
  }, 240_000);
  it('serves the seeded content types, each with published contents in French and English', async () => {
    const types = await gql(gateway, '{ contentTypes { slug label singularLabel blockEditorDisabled } }');
    expect(types.errors).toBeUndefined();
    expect(types.data.contentTypes.map((t: { slug: string }) => t.slug)).toEqual(expect.arrayContaining(SEEDED_TYPES));
    for (const slug of SEEDED_TYPES) {
      const list = await gql(
        gateway,
        'query($t: String!) { contents(contentType: $t, first: 5) { totalCount edges { node { slug title titleEn status path publishedAt } } } }',
        { t: slug },
      );
      expect(list.errors).toBeUndefined();
      expect(list.data.contents.totalCount).toBeGreaterThanOrEqual(5);
      for (const { node } of list.data.contents.edges) {
        expect(node.status).toBe('PUBLISHED');
        expect(node.titleEn).toBeTruthy();
        expect(node.path.startsWith(`/${slug}/`)).toBe(true);
        expect(Date.parse(node.publishedAt)).toBeLessThanOrEqual(Date.now());
      }
    }
    // Drafts stay in the back office.
    const drafts = await gql(gateway, '{ adminContents(contentType: "blog", status: DRAFT, first: 50) { totalCount edges { node { slug } } } }', {}, admin);
    expect(drafts.errors).toBeUndefined();
    for (const { node } of drafts.data.adminContents.edges) {
      expect((await gql(gateway, 'query($s: String!) { content(contentType: "blog", slug: $s) { id } }', { s: node.slug })).data.content).toBeNull();
    }
  });

  it('lets staff write, publish, rename, duplicate and delete a post, and no one else', async () => {
    const categories = (await gql(gateway, '{ contentCategories(contentType: "blog") { id slug } }')).data.contentCategories;
    expect(categories.length).toBeGreaterThan(0);
    const create = 'mutation($input: ContentInput!) { createContent(contentType: "blog", input: $input) { id slug status path } }';
    const input = {
      title: `Le cassoulet de Castelnaudary ${run}`,
      slug: `cassoulet-castelnaudary-${run}`,
      body: '<p>Haricots lingots, confit de canard et saucisse de Toulouse.</p><script>alert(1)</script>',
      categoryIds: [categories[0].id],
      tags: ['terroir', 'occitanie'],
      seo: { metaTitle: 'Le cassoulet de Castelnaudary, plat du Lauragais' },
    };
    expect((await gql(gateway, create, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(gateway, create, { input }, agent)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await gql(gateway, create, { input: { ...input, title: ' ', slug: 'Pas Un Slug' } }, admin);
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { title: 'REQUIRED', slug: 'SLUG_INVALID' } });
    const long = await gql(gateway, create, { input: { ...input, seo: { metaTitle: 'x'.repeat(71) } } }, admin);
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'seo.metaTitle': 'TOO_LONG' } });

    const created = await gql(gateway, create, { input }, admin);
    expect(created.errors).toBeUndefined();
    const post = created.data.createContent;
    expect(post).toMatchObject({ status: 'DRAFT', path: `/blog/${categories[0].slug}/${input.slug}` });
    const taken = await gql(gateway, create, { input }, admin);
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'SLUG_TAKEN' } });
    const read = 'query($s: String!) { content(contentType: "blog", slug: $s) { title body path } }';
    expect((await gql(gateway, read, { s: input.slug })).data.content).toBeNull();

    // Published: public, with its body sanitized.
    const update = 'mutation($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { slug status path publishedAt } }';
    const published = await gql(gateway, update, { id: post.id, input: { ...input, status: 'PUBLISHED' } }, admin);
    expect(published.errors).toBeUndefined();
    const visible = (await gql(gateway, read, { s: input.slug })).data.content;
    expect(visible.body).toContain('Haricots lingots');
    expect(visible.body).not.toContain('<script');

    // Renamed: the old path now redirects to the new one.
    const renamed = await gql(gateway, update, { id: post.id, input: { ...input, status: 'PUBLISHED', slug: `${input.slug}-recette` } }, admin);
    expect(renamed.errors).toBeUndefined();
    const moved = await gql(gateway, 'query($p: String!) { contentRedirect(path: $p) }', { p: post.path });
    expect(moved.data.contentRedirect).toBe(renamed.data.updateContent.path);

    // Duplicated as a draft with the French suffix, then both deleted at once.
    const copy = await gql(gateway, 'mutation($id: ID!) { duplicateContent(id: $id, locale: "fr") { id slug status } }', { id: post.id }, admin);
    expect(copy.errors).toBeUndefined();
    expect(copy.data.duplicateContent).toMatchObject({ slug: `${input.slug}-recette-copie`, status: 'DRAFT' });
    const remove = 'mutation($ids: [ID!]!) { deleteContents(ids: $ids) }';
    expect((await gql(gateway, remove, { ids: [post.id, copy.data.duplicateContent.id] }, agent)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await gql(gateway, remove, { ids: [post.id, copy.data.duplicateContent.id] }, admin);
    expect(removed.data.deleteContents).toBe(2);
    expect((await gql(gateway, read, { s: `${input.slug}-recette` })).data.content).toBeNull();
  });

  it('serves the header menu, nested, in order', async () => {
    const menu = await gql(gateway, '{ menu(code: "header") { code items { label labelEn url children { label url } } } }');
    expect(menu.errors).toBeUndefined();
    expect(menu.data.menu.items.length).toBeGreaterThan(2);
    expect(menu.data.menu.items.some((item: { children: unknown[] }) => item.children.length > 0)).toBe(true);
    expect((await gql(gateway, '{ menu(code: "nowhere") { code } }')).data.menu).toBeNull();
  });

  it('finds contents, establishments and products in one search, and nothing for gibberish', async () => {
    const search = 'query($q: String!) { searchSite(text: $q, first: 10) { totalCount edges { node { kind title path } } } }';
    const establishment = (await gql(gateway, '{ establishments(first: 1) { edges { node { name path } } } }')).data.establishments.edges[0].node;
    const found = await eventually(async () => {
      const res = await gql(gateway, search, { q: establishment.name });
      return res.data?.searchSite.edges.find(
        (e: { node: { kind: string; path: string } }) => e.node.kind === 'ESTABLISHMENT' && e.node.path === establishment.path,
      );
    }, 30_000);
    expect(found.value.node.title).toBe(establishment.name);

    const recipe = (await gql(gateway, '{ contents(contentType: "recettes", first: 1) { edges { node { title path } } } }')).data.contents.edges[0].node;
    const hits = (await gql(gateway, search, { q: recipe.title })).data.searchSite.edges.map((e: { node: unknown }) => e.node);
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'CONTENT', path: recipe.path }));

    const none = await gql(gateway, search, { q: 'zzkqwxv' });
    expect(none.data.searchSite).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('takes a contact message: refuses bad input, emails staff and the sender, and drops what a bot fills in', async () => {
    const submit = 'mutation($input: ContactFormInput!) { submitContactForm(input: $input) }';
    const email = `visiteur.${run}@example.com`;
    const input = {
      kind: 'CONTACT',
      lastName: 'Durand',
      firstName: 'Camille',
      email,
      postalCode: '69002',
      city: 'Lyon',
      subject: `Référencement de notre auberge ${run}`,
      message: 'Bonjour, comment faire figurer notre auberge dans le guide ?',
    };
    const bad = await gql(gateway, submit, { input: { ...input, lastName: '', email: 'camille@' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { lastName: 'REQUIRED', email: 'EMAIL_INVALID' } });

    const ok = await gql(gateway, submit, { input });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.submitContactForm).toBe(true);
    expect(await mailTo(email, /./)).toBeTruthy(); // the acknowledgement
    const staffCopy = await eventually(
      async () => (await mails()).find((m) => !m.to.some((t) => t.address === email) && `${m.subject} ${m.text} ${m.html}`.includes(input.subject)),
      15_000,
    );
    expect(`${staffCopy.value.text} ${staffCopy.value.html}`).toContain('comment faire figurer notre auberge');

    const bot = `robot.${run}@example.com`;
    expect((await gql(gateway, submit, { input: { ...input, email: bot, website: 'http://spam.example' } })).data.submitContactForm).toBe(true);
    const stored = await gql(gateway, 'query($q: String!) { formSubmissions(search: $q) { totalCount } }', { q: bot }, admin);
    expect(stored.data.formSubmissions.totalCount).toBe(0);
    const real = await gql(
      gateway,
      'query($q: String!) { formSubmissions(search: $q) { totalCount edges { node { kind fields { name value } } } } }',
      { q: email },
      admin,
    );
    expect(real.data.formSubmissions.edges[0].node.kind).toBe('CONTACT');
    expect((await gql(gateway, '{ formSubmissions { totalCount } }', {}, agent)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('subscribes to the newsletter by double opt-in', async () => {
    const email = `gourmet.${run}@example.com`;
    expect((await gql(gateway, 'mutation($e: String!) { subscribeNewsletter(email: $e, locale: "en") }', { e: email })).data.subscribeNewsletter).toBe(true);
    const status = async () =>
      (await gql(gateway, 'query($q: String!) { newsletterSubscribers(search: $q) { edges { node { status } } } }', { q: email }, admin)).data
        .newsletterSubscribers.edges[0]?.node.status;
    expect(await status()).toBe('PENDING');
    const body = await mailTo(email, /newsletter\/confirm\//);
    expect(body).toMatch(/newsletter\/unsubscribe\//);
    const token = decodeURIComponent(/newsletter\/confirm\/([^"'\s<>]+)/.exec(body)![1]);
    expect((await gql(gateway, 'mutation($t: String!) { confirmNewsletter(token: $t) }', { t: `${token}x` })).data.confirmNewsletter).toBe(false);
    expect((await gql(gateway, 'mutation($t: String!) { confirmNewsletter(token: $t) }', { t: token })).data.confirmNewsletter).toBe(true);
    expect(await status()).toBe('CONFIRMED');
  });
});
