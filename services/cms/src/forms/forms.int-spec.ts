import { randomUUID } from 'node:crypto';
import { adminIdentity } from '@guide/platform/testing';
import { FormsTestApp, TEST_TOKEN_SECRET, bootForms } from './forms-test-app';
import { newsletterToken } from './newsletter-token';

const CONTACT = 'mutation($input: ContactFormInput!) { submitContactForm(input: $input) }';
const PARTNER = 'mutation($input: PartnerFormInput!) { submitPartnerForm(input: $input) }';
const SUBSCRIBE = 'mutation($email: String!, $locale: String) { subscribeNewsletter(email: $email, locale: $locale) }';
const CONFIRM = 'mutation($token: String!) { confirmNewsletter(token: $token) }';
const UNSUBSCRIBE = 'mutation($token: String!) { unsubscribeNewsletter(token: $token) }';
const SUBMISSIONS =
  'query($kind: FormKind, $search: String, $first: Int, $after: String) { formSubmissions(kind: $kind, search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id kind email language fields { name value } createdAt } } } }';
const SUBSCRIBERS =
  'query($status: NewsletterStatus, $search: String) { newsletterSubscribers(status: $status, search: $search) { totalCount edges { node { id email status language confirmedAt } } } }';

const staff = adminIdentity(['cms.forms.list', 'cms.forms.delete', 'marketing.newsletter-subscribers.list', 'marketing.newsletter-subscribers.delete']);

const contact = (over: Record<string, unknown> = {}) => ({
  kind: 'CONTACT',
  lastName: 'Durand',
  firstName: 'Claire',
  email: 'Claire.Durand@Example.fr',
  postalCode: '21000',
  city: 'Dijon',
  subject: 'Un établissement à signaler',
  message: 'Bonjour,\nJe voudrais signaler une auberge.',
  ...over,
});

describe('cms forms and newsletter', () => {
  let t: FormsTestApp;
  beforeAll(async () => {
    t = await bootForms();
  });
  afterAll(() => t?.close());

  /** Each test its own client address, so the per-address budget of one does not spill into another. */
  let ip = 10;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${ip++}` });
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query(sql, params))[0].n as number;

  it('stores a contact form with every field and its event in the same transaction', async () => {
    const res = await t.gqlWith(CONTACT, { input: contact({ company: 'Auberge du Lac', locale: 'en' }) }, from());
    expect(res.errors).toBeUndefined();
    expect(res.data.submitContactForm).toBe(true);
    const [row] = await t.db.query("SELECT kind, email, fields, language, client_hash FROM form_submission WHERE email = 'claire.durand@example.fr'");
    expect(row).toMatchObject({ kind: 'CONTACT', language: 'en' });
    expect(row.fields).toEqual([
      { name: 'lastName', value: 'Durand' },
      { name: 'firstName', value: 'Claire' },
      { name: 'company', value: 'Auberge du Lac' },
      { name: 'email', value: 'claire.durand@example.fr' },
      { name: 'postalCode', value: '21000' },
      { name: 'city', value: 'Dijon' },
      { name: 'subject', value: 'Un établissement à signaler' },
      { name: 'message', value: 'Bonjour,\nJe voudrais signaler une auberge.' },
    ]);
    expect(row.client_hash).not.toContain('198.51.100');
    expect(await count("SELECT count(*)::int AS n FROM outbox WHERE type = 'cms.form.submitted'")).toBe(1);

    const list = await t.gql(SUBMISSIONS, { kind: 'CONTACT', search: 'DURAND' }, staff);
    expect(list.errors).toBeUndefined();
    expect(list.data.formSubmissions.totalCount).toBe(1);
    expect(list.data.formSubmissions.edges[0].node.fields.map((f: any) => f.name)).toContain('message');
  });

  it('answers the shared rules as fieldErrors', async () => {
    const res = await t.gqlWith(
      CONTACT,
      { input: contact({ lastName: ' ', firstName: '', email: 'nope', postalCode: '2100', city: '', subject: '', message: ' ' }) },
      from(),
    );
    expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors[0].extensions.fieldErrors).toEqual({
      lastName: 'REQUIRED',
      firstName: 'REQUIRED',
      email: 'EMAIL_INVALID',
      postalCode: 'POSTAL_CODE_INVALID',
      city: 'REQUIRED',
      subject: 'REQUIRED',
      message: 'REQUIRED',
    });
    const long = await t.gqlWith(CONTACT, { input: contact({ firstName: 'x'.repeat(36) }) }, from());
    expect(long.errors[0].extensions.fieldErrors).toEqual({ firstName: 'TOO_LONG' });
    const partner = await t.gqlWith(PARTNER, { input: { name: '', email: 'x@', company: '' } }, from());
    expect(partner.errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED', email: 'EMAIL_INVALID', company: 'REQUIRED' });
    expect(await count("SELECT count(*)::int AS n FROM form_submission WHERE email = 'nope'")).toBe(0);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM outbox');
    const res = await t.gqlWith(CONTACT, { input: contact({ email: 'robot@example.fr', website: 'http://spam.example', newsletter: true }) }, from());
    expect(res.data.submitContactForm).toBe(true);
    const partner = await t.gqlWith(PARTNER, { input: { name: 'Bot', email: 'robot@example.fr', company: 'Spam', website: 'x' } }, from());
    expect(partner.data.submitPartnerForm).toBe(true);
    expect(await count("SELECT count(*)::int AS n FROM form_submission WHERE email = 'robot@example.fr'")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM newsletter_subscriber WHERE email = 'robot@example.fr'")).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM outbox')).toBe(before);
  });

  it('throttles 5 forms an hour per email and per client address (the trusted last hop)', async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) expect((await t.gqlWith(CONTACT, { input: contact({ email: 'busy@example.fr' }) }, from())).errors).toBeUndefined();
    const perEmail = await t.gqlWith(PARTNER, { input: { name: 'B', email: 'BUSY@example.fr', company: 'C' } }, from());
    expect(perEmail.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    for (let i = 0; i < 5; i++) expect((await t.gqlWith(SUBSCRIBE, { email: `addr${i}@example.fr` }, headers)).errors).toBeUndefined();
    const perAddress = await t.gqlWith(CONTACT, { input: contact({ email: 'fresh@example.fr' }) }, headers);
    expect(perAddress.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // A spoofed first hop does not buy a new budget: the gateway's address is the last one.
    const spoofed = await t.gqlWith(
      CONTACT,
      { input: contact({ email: 'fresh@example.fr' }) },
      { 'x-forwarded-for': `203.0.113.9, ${headers['x-forwarded-for']}` },
    );
    expect(spoofed.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('runs the double opt-in: pending, confirmed within 7 days, unsubscribed, subscribed again', async () => {
    expect((await t.gqlWith(SUBSCRIBE, { email: ' Lea@Example.fr ', locale: 'en' }, from())).data.subscribeNewsletter).toBe(true);
    const [sub] = await t.db.query("SELECT id, status, language FROM newsletter_subscriber WHERE email = 'lea@example.fr'");
    expect(sub).toMatchObject({ status: 'PENDING', language: 'en' });
    expect(await count("SELECT count(*)::int AS n FROM outbox WHERE type = 'cms.newsletter.subscription-requested' AND key = $1", [sub.id])).toBe(1);

    expect((await t.gql(CONFIRM, { token: 'garbage' })).data.confirmNewsletter).toBe(false);
    expect((await t.gql(CONFIRM, { token: newsletterToken(TEST_TOKEN_SECRET, 'unsubscribe', sub.id) })).data.confirmNewsletter).toBe(false);
    expect((await t.gql(CONFIRM, { token: newsletterToken('other-secret', 'confirm', sub.id) })).data.confirmNewsletter).toBe(false);
    const confirm = newsletterToken(TEST_TOKEN_SECRET, 'confirm', sub.id);
    expect((await t.gql(CONFIRM, { token: confirm })).data.confirmNewsletter).toBe(true);
    expect((await t.gql(CONFIRM, { token: confirm })).data.confirmNewsletter).toBe(true); // a second click
    const list = await t.gql(SUBSCRIBERS, { status: 'CONFIRMED', search: 'lea@' }, staff);
    expect(list.data.newsletterSubscribers.edges[0].node).toMatchObject({ email: 'lea@example.fr', status: 'CONFIRMED', language: 'en' });
    expect(list.data.newsletterSubscribers.edges[0].node.confirmedAt).not.toBeNull();

    // Confirmed: asking again answers true and sends nothing.
    expect((await t.gqlWith(SUBSCRIBE, { email: 'LEA@example.fr' }, from())).data.subscribeNewsletter).toBe(true);
    expect(await count("SELECT count(*)::int AS n FROM outbox WHERE type = 'cms.newsletter.subscription-requested' AND key = $1", [sub.id])).toBe(1);

    const unsubscribe = newsletterToken(TEST_TOKEN_SECRET, 'unsubscribe', sub.id);
    expect((await t.gql(UNSUBSCRIBE, { token: unsubscribe })).data.unsubscribeNewsletter).toBe(true);
    expect((await t.gql(UNSUBSCRIBE, { token: newsletterToken(TEST_TOKEN_SECRET, 'unsubscribe', randomUUID()) })).data.unsubscribeNewsletter).toBe(false);
    expect((await t.db.query('SELECT status, unsubscribed_at FROM newsletter_subscriber WHERE id = $1', [sub.id]))[0]).toMatchObject({
      status: 'UNSUBSCRIBED',
    });
    expect((await t.gql(CONFIRM, { token: confirm })).data.confirmNewsletter).toBe(false);

    // Subscribing again restarts the opt-in with a new mail.
    await t.gqlWith(SUBSCRIBE, { email: 'lea@example.fr' }, from());
    expect((await t.db.query('SELECT status FROM newsletter_subscriber WHERE id = $1', [sub.id]))[0].status).toBe('PENDING');
    expect(await count("SELECT count(*)::int AS n FROM outbox WHERE type = 'cms.newsletter.subscription-requested' AND key = $1", [sub.id])).toBe(2);
  });

  it('refuses a confirmation link older than 7 days', async () => {
    await t.gqlWith(SUBSCRIBE, { email: 'late@example.fr' }, from());
    const [sub] = await t.db.query(
      "UPDATE newsletter_subscriber SET requested_at = now() - interval '7 days 1 minute' WHERE email = 'late@example.fr' RETURNING id",
    );
    expect((await t.gql(CONFIRM, { token: newsletterToken(TEST_TOKEN_SECRET, 'confirm', sub[0].id) })).data.confirmNewsletter).toBe(false);
    expect((await t.db.query('SELECT status FROM newsletter_subscriber WHERE id = $1', [sub[0].id]))[0].status).toBe('PENDING');
  });

  it('starts a subscription from a contact form with the newsletter box ticked', async () => {
    await t.gqlWith(CONTACT, { input: contact({ kind: 'JOIN_US', email: 'join@example.fr', newsletter: true }) }, from());
    expect((await t.db.query("SELECT status FROM newsletter_subscriber WHERE email = 'join@example.fr'"))[0].status).toBe('PENDING');
    const [row] = await t.db.query("SELECT kind, fields FROM form_submission WHERE email = 'join@example.fr'");
    expect(row.kind).toBe('JOIN_US');
    expect(row.fields).toContainEqual({ name: 'newsletter', value: 'true' });
  });

  it('pages, filters and deletes for staff; bad ids are BAD_USER_INPUT', async () => {
    for (let i = 0; i < 3; i++) await t.gqlWith(PARTNER, { input: { name: `P${i}`, email: `partner${i}@example.fr`, company: 'Maison' } }, from());
    const first = await t.gql(SUBMISSIONS, { kind: 'PARTNER', first: 2 }, staff);
    expect(first.data.formSubmissions.totalCount).toBe(3);
    expect(first.data.formSubmissions.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(SUBMISSIONS, { kind: 'PARTNER', first: 2, after: first.data.formSubmissions.pageInfo.endCursor }, staff);
    expect(next.data.formSubmissions.edges).toHaveLength(1);
    const ids = first.data.formSubmissions.edges.map((e: any) => e.node.id);
    expect(
      (await t.gql('mutation($ids: [ID!]!) { deleteFormSubmissions(ids: $ids) }', { ids: [...ids, randomUUID()] }, staff)).data.deleteFormSubmissions,
    ).toBe(2);
    expect((await t.gql('mutation($ids: [ID!]!) { deleteFormSubmissions(ids: $ids) }', { ids: ['nope'] }, staff)).errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const subs = await t.gql(SUBSCRIBERS, { search: 'late@' }, staff);
    const id = subs.data.newsletterSubscribers.edges[0].node.id;
    expect((await t.gql('mutation($ids: [ID!]!) { deleteNewsletterSubscribers(ids: $ids) }', { ids: [id] }, staff)).data.deleteNewsletterSubscribers).toBe(1);
    expect((await t.gql(SUBMISSIONS, {}, adminIdentity(['cms.forms.delete']))).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
