import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { EventBus, Identity } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { EstablishmentChangedSchema, EstablishmentDeletedSchema, Events } from '@guide/proto-schemas';
import { FormsTestApp, bootForms } from '../forms/forms-test-app';
import { OWNER_ESTABLISHMENTS } from './owner-establishment.consumer';
import { OWNER_POSTS_PER_DAY, paragraphsToHtml } from './owner-posts.service';

const POST_FIELDS = 'id title shortDescription body pictureUrl establishmentId establishmentName status rejectionReason publishedPath customerId';
const CREATE = `mutation($input: OwnerPostInput!) { createMyPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: OwnerPostInput!) { updateMyPost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const MY_POSTS = `{ myPosts(first: 50) { totalCount edges { node { ${POST_FIELDS} } } } }`;
const APPROVE = `mutation($id: ID!) { approveOwnerPost(id: $id) { ${POST_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectOwnerPost(id: $id, reason: $reason) { ${POST_FIELDS} } }`;
const QUEUE = `query($status: OwnerPostStatus) { ownerPosts(status: $status, first: 100) { totalCount edges { node { id status } } } }`;
const CONTENT = `query($slug: String!) { content(contentType: "actualites-des-etablissements", slug: $slug) { title body shortDescription mainImageUrl path customFields { field { code } value } } }`;
const moderator = adminIdentity(['cms.posts.list', 'cms.posts.update-details']);

describe('cms owners’ posts', () => {
  let t: FormsTestApp;
  let db: DataSource;
  beforeAll(async () => {
    // The forms' test app: its fake mail sender records the owners' mails.
    t = await bootForms();
    db = t.db;
  });
  afterAll(() => t?.close());

  const deliver = (type: string, key: string, payload: Uint8Array) =>
    t.app.get(EventBus).consumer(OWNER_ESTABLISHMENTS)!.deliver({ id: randomUUID(), type, key, occurredAt: new Date().toISOString(), payload });
  /** catalog-guide's event for an establishment (owner as in `ownerId`). */
  const establishment = async (init: { id?: string; ownerId?: string; name?: string; updatedAt?: string; published?: boolean }) => {
    const id = init.id ?? randomUUID();
    const data = create(EstablishmentChangedSchema, {
      id,
      slug: 'auberge',
      name: init.name ?? 'Auberge du Lac',
      type: 'RESTAURANT',
      cityName: 'Annecy',
      published: init.published ?? true,
      path: `/hotels-restaurants/74/annecy/${id.slice(0, 8)}`,
      updatedAt: init.updatedAt ?? new Date().toISOString(),
      ownerId: init.ownerId ?? '',
    });
    await deliver(Events.establishmentUpdated.type, id, toBinary(EstablishmentChangedSchema, data));
    return id;
  };
  const owner = (): Identity => {
    const id = randomUUID();
    return { kind: 'customer', id, email: `owner-${id.slice(0, 8)}@example.fr` };
  };
  const mailsTo = async (email: string, count: number) => {
    const end = Date.now() + 10_000;
    while (t.mails.sent.filter((m) => m.to === email).length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return t.mails.sent.filter((m) => m.to === email);
  };
  const input = (establishmentId: string, extra: Record<string, unknown> = {}) => ({
    establishmentId,
    title: 'Nouvelle carte d’automne',
    shortDescription: 'Les champignons sont là.',
    body: 'Première ligne\nseconde ligne\n\nDeuxième <b>paragraphe</b>',
    ...extra,
  });
  const createPost = async (who: ReturnType<typeof owner>, values: Record<string, unknown>) => {
    const res = await t.gql(CREATE, { input: values }, who);
    expect(res.errors).toBeUndefined();
    return res.data.createMyPost;
  };

  it('turns plain paragraphs into escaped HTML', () => {
    expect(paragraphsToHtml('a <i>\nb\n\n\nc & d')).toBe('<p>a &lt;i&gt;<br>b</p>\n<p>c &amp; d</p>');
  });

  it('accepts only the customer’s own establishments, from the projection of catalog events', async () => {
    const me = owner();
    const other = owner();
    const mine = await establishment({ ownerId: me.kind === 'customer' ? me.id : '' });
    const theirs = await establishment({ ownerId: other.kind === 'customer' ? other.id : '', name: 'Chez Autre' });

    const list = await t.gql('{ myPostEstablishments { id name path } }', {}, me);
    expect(list.data.myPostEstablishments).toEqual([{ id: mine, name: 'Auberge du Lac', path: `/hotels-restaurants/74/annecy/${mine.slice(0, 8)}` }]);

    const refused = await t.gql(CREATE, { input: input(theirs) }, me);
    expect(refused.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { establishmentId: 'NOT_FOUND' } });
    const unknown = await t.gql(CREATE, { input: input(randomUUID()) }, me);
    expect(unknown.errors[0].extensions.fieldErrors).toEqual({ establishmentId: 'NOT_FOUND' });

    const post = await createPost(me, input(mine));
    expect(post).toMatchObject({ status: 'PENDING', establishmentName: 'Auberge du Lac', publishedPath: null });

    // Ownership moves away (a newer event): no more posts about the place, nor edits.
    await establishment({ id: mine, ownerId: '', updatedAt: new Date(Date.now() + 1000).toISOString() });
    const lost = await t.gql(UPDATE, { id: post.id, input: input(mine) }, me);
    expect(lost.errors[0].extensions.fieldErrors).toEqual({ establishmentId: 'NOT_FOUND' });
    // Deleted: tombstone, a late update does not revive it.
    await deliver(Events.establishmentDeleted.type, theirs, toBinary(EstablishmentDeletedSchema, create(EstablishmentDeletedSchema, { id: theirs })));
    await establishment({ id: theirs, ownerId: other.kind === 'customer' ? other.id : '', updatedAt: new Date(Date.now() + 5000).toISOString() });
    expect((await t.gql('{ myPostEstablishments { id } }', {}, other)).data.myPostEstablishments).toEqual([]);
  });

  it('validates the input with field errors', async () => {
    const me = owner();
    const place = await establishment({ ownerId: (me as { id: string }).id });
    const res = await t.gql(
      CREATE,
      { input: { establishmentId: place, title: ' ', body: '', shortDescription: 'x'.repeat(500), pictureUrl: 'javascript:alert(1)' } },
      me,
    );
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: 'REQUIRED', body: 'REQUIRED', pictureUrl: 'URL_INVALID' },
    });
    // The input guard bounds the texts before the service (SDL "Max N characters.").
    for (const tooLong of [{ title: 'x'.repeat(151) }, { shortDescription: 'x'.repeat(501) }, { body: 'x'.repeat(20_001) }]) {
      const long = await t.gql(CREATE, { input: input(place, tooLong) }, me);
      expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [Object.keys(tooLong)[0]]: 'TOO_LONG' } });
    }
    const badId = await t.gql(CREATE, { input: input('not-a-uuid') }, me);
    expect(badId.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(MY_POSTS, {}, me)).data.myPosts.totalCount).toBe(0);
    const notTheirs = await t.gql(UPDATE, { id: 'nope', input: input(place) }, me);
    expect(notTheirs.errors[0].extensions.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
  });

  it('moderates: approve publishes a content with the establishment, an edit goes back to PENDING, reject keeps the published version', async () => {
    const me = owner();
    const place = await establishment({ ownerId: (me as { id: string }).id, name: 'Le Moulin' });
    const post = await createPost(me, input(place, { title: 'Fête des vendanges', pictureUrl: '/media/files/cms/vendanges.jpg' }));

    const queue = await t.gql(QUEUE, { status: 'PENDING' }, moderator);
    expect(queue.data.ownerPosts.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(post.id);

    const approved = await t.gql(APPROVE, { id: post.id }, moderator);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveOwnerPost).toMatchObject({ status: 'APPROVED', publishedPath: '/actualites-des-etablissements/fete-des-vendanges' });
    const [content] = await db.query(`SELECT id FROM content WHERE content_type = 'actualites-des-etablissements' AND slug = 'fete-des-vendanges'`);
    expect((await db.query('SELECT count(*)::int AS n FROM outbox WHERE type = $1 AND key = $2', ['cms.content.published', content.id]))[0].n).toBe(1);

    const shown = await t.gql(CONTENT, { slug: 'fete-des-vendanges' });
    expect(shown.data.content).toMatchObject({
      title: 'Fête des vendanges',
      mainImageUrl: '/media/files/cms/vendanges.jpg',
      body: '<p>Première ligne<br />seconde ligne</p>\n<p>Deuxième &lt;b&gt;paragraphe&lt;/b&gt;</p>',
    });
    expect(shown.data.content.customFields).toEqual([
      { field: { code: 'establishment' }, value: 'Le Moulin' },
      { field: { code: 'establishment-link' }, value: `/hotels-restaurants/74/annecy/${place.slice(0, 8)}` },
    ]);

    // The owner edits: PENDING again, the published version stays as approved.
    const edited = await t.gql(UPDATE, { id: post.id, input: input(place, { title: 'Fête des vendanges 2026' }) }, me);
    expect(edited.data.updateMyPost).toMatchObject({ status: 'PENDING', publishedPath: '/actualites-des-etablissements/fete-des-vendanges' });
    expect((await t.gql(CONTENT, { slug: 'fete-des-vendanges' })).data.content.title).toBe('Fête des vendanges');

    const noReason = await t.gql(REJECT, { id: post.id, reason: '  ' }, moderator);
    expect(noReason.errors[0].extensions.fieldErrors).toEqual({ reason: 'REQUIRED' });
    const rejected = await t.gql(REJECT, { id: post.id, reason: 'Merci de préciser la date.' }, moderator);
    expect(rejected.data.rejectOwnerPost).toMatchObject({ status: 'REJECTED', rejectionReason: 'Merci de préciser la date.' });
    const mine = await t.gql(MY_POSTS, {}, me);
    expect(mine.data.myPosts.edges[0].node).toMatchObject({ id: post.id, status: 'REJECTED', rejectionReason: 'Merci de préciser la date.' });

    // The owner was told twice, in French (their saves came from the French storefront).
    const email = (me as { email: string }).email;
    const [approvedMail, rejectedMail] = await mailsTo(email, 2);
    expect(approvedMail.subject).toBe('Votre actualité « Fête des vendanges » est publiée');
    expect(approvedMail.text).toContain('https://guide.example/actualites-des-etablissements/fete-des-vendanges');
    expect(approvedMail.text).toContain('(Le Moulin)');
    expect(rejectedMail.subject).toBe("Votre actualité « Fête des vendanges 2026 » n'a pas été publiée");
    expect(rejectedMail.text).toContain('Motif : Merci de préciser la date.');
    expect((await db.query('SELECT count(*)::int AS n FROM outbox WHERE type = $1 AND key = $2', ['cms.owner-post.moderated', post.id]))[0].n).toBe(2);

    // Approved again: the same content (same path) gets the new title.
    await t.gql(UPDATE, { id: post.id, input: input(place, { title: 'Fête des vendanges 2026' }) }, me);
    const again = await t.gql(APPROVE, { id: post.id }, moderator);
    expect(again.data.approveOwnerPost).toMatchObject({
      status: 'APPROVED',
      rejectionReason: null,
      publishedPath: '/actualites-des-etablissements/fete-des-vendanges',
    });
    expect((await t.gql(CONTENT, { slug: 'fete-des-vendanges' })).data.content.title).toBe('Fête des vendanges 2026');

    // Saved from the English storefront: the next mail is in English, with the /en address.
    await t.gqlWith(UPDATE, { id: post.id, input: input(place, { title: 'Harvest festival' }) }, { 'accept-language': 'en-GB,en;q=0.9' }, me);
    await t.gql(APPROVE, { id: post.id }, moderator);
    const english = (await mailsTo(email, 4))[3];
    expect(english.subject).toBe('Your news item "Harvest festival" is published');
    expect(english.text).toContain('https://guide.example/en/actualites-des-etablissements/fete-des-vendanges');

    // Approving an approved post again changes nothing (no second event).
    await t.gql(APPROVE, { id: post.id }, moderator);
    expect((await db.query('SELECT count(*)::int AS n FROM outbox WHERE type = $1 AND key = $2', ['cms.owner-post.moderated', post.id]))[0].n).toBe(4);

    // Another post with the same title gets a free slug.
    const twin = await createPost(me, input(place, { title: 'Fête des vendanges' }));
    expect((await t.gql(APPROVE, { id: twin.id }, moderator)).data.approveOwnerPost.publishedPath).toBe('/actualites-des-etablissements/fete-des-vendanges-2');
    expect((await t.gql(APPROVE, { id: randomUUID() }, moderator)).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('keeps posts private to their owner and lists pending first for staff', async () => {
    const me = owner();
    const stranger = owner();
    const place = await establishment({ ownerId: (me as { id: string }).id });
    const post = await createPost(me, input(place));
    expect((await t.gql(MY_POSTS, {}, stranger)).data.myPosts.totalCount).toBe(0);
    expect((await t.gql(`query($id: ID!) { myPost(id: $id) { id } }`, { id: post.id }, stranger)).data.myPost).toBeNull();
    expect((await t.gql(`query($id: ID!) { myPost(id: $id) { id } }`, { id: post.id }, me)).data.myPost).toEqual({ id: post.id });
    const stolen = await t.gql(UPDATE, { id: post.id, input: input(place) }, stranger);
    expect(stolen.errors[0].extensions.code).toBe('NOT_FOUND');
    const all = await t.gql(QUEUE, {}, moderator);
    const statuses: string[] = all.data.ownerPosts.edges.map((e: { node: { status: string } }) => e.node.status);
    expect(statuses.indexOf('PENDING')).toBe(0);
    expect(statuses.lastIndexOf('PENDING')).toBeLessThan(
      statuses.findIndex((s) => s !== 'PENDING') === -1 ? Infinity : statuses.findIndex((s) => s !== 'PENDING'),
    );
  });

  it(`throttles creations at ${OWNER_POSTS_PER_DAY} a day per customer`, async () => {
    const me = owner();
    const place = await establishment({ ownerId: (me as { id: string }).id });
    for (let i = 0; i < OWNER_POSTS_PER_DAY; i++) await createPost(me, input(place, { title: `Post ${i}` }));
    const over = await t.gql(CREATE, { input: input(place) }, me);
    expect(over.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Edits are not counted.
    const [first] = (await t.gql(MY_POSTS, {}, me)).data.myPosts.edges;
    expect((await t.gql(UPDATE, { id: first.node.id, input: input(place) }, me)).errors).toBeUndefined();
  });

  it('answers hostile input with client errors, never an internal one', async () => {
    const me = owner();
    const place = await establishment({ ownerId: (me as { id: string }).id });
    const calls: [string, Record<string, unknown>, Identity][] = [
      [QUEUE, { status: 'PENDING' }, moderator],
      [`query($first: Int, $after: String) { ownerPosts(first: $first, after: $after) { totalCount } }`, { first: 0, after: null }, moderator],
      [
        `query($first: Int, $after: String) { ownerPosts(first: $first, after: $after) { totalCount } }`,
        { first: 2147483647, after: 'bzo5OTk5OTk5OTk5' },
        moderator,
      ],
      [`query($first: Int, $after: String) { myPosts(first: $first, after: $after) { totalCount } }`, { first: -1, after: '{}' }, me],
      [APPROVE, { id: '00000000-0000-0000-0000-000000000000' }, moderator],
      [APPROVE, { id: 'x'.repeat(300) }, moderator],
      [REJECT, { id: randomUUID(), reason: '🍷'.repeat(1000) }, moderator],
      [REJECT, { id: randomUUID(), reason: 'x'.repeat(1001) }, moderator],
      [`query($id: ID!) { myPost(id: $id) { id } }`, { id: '{' }, me],
      [CREATE, { input: input(place, { title: '<script>alert(1)</script>', body: "'; DROP TABLE owner_post; --" }) }, me],
      [CREATE, { input: input(place, { pictureUrl: '//evil.example/x.jpg' }) }, me],
      [CREATE, { input: input(place, { establishmentId: '0', pictureUrl: 'https://user:pw@host/x' }) }, me],
      [UPDATE, { id: randomUUID(), input: input(place, { title: ' '.repeat(150) }) }, me],
    ];
    for (const [query, variables, who] of calls) {
      const res = await t.gql(query, variables, who);
      const codes = (res.errors ?? []).map((e: { extensions: { code: string } }) => e.extensions.code);
      expect([query.slice(0, 40), codes.filter((c: string) => c === 'INTERNAL_SERVER_ERROR')]).toEqual([query.slice(0, 40), []]);
    }
    // Text that looks like markup is stored as typed and escaped on publication.
    const [{ title }] = await db.query('SELECT title FROM owner_post WHERE customer_id = $1', [(me as { id: string }).id]);
    expect(title).toBe('<script>alert(1)</script>');
  });
});
