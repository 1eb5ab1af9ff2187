import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, encodeIdentity, type Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { ContestTestApp, bootContest, contestAdmin, createEdition } from '../testing/contest-test-app';

const CREATE = 'mutation($year: Int!, $input: ContestPartnerInput!) { createContestPartner(year: $year, input: $input) { id name website position logoUrl } }';
const PARTNERS = '{ contestEdition(year: 2026) { partners { id name position logoUrl } } }';
const APPLY = 'mutation($input: PartnerFormInput!) { applyAsContestPartner(input: $input) }';

describe('contest partners', () => {
  let t: ContestTestApp;
  let origin: string;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await bootContest();
    origin = t.url.replace(/\/graphql$/, '');
    await createEdition(t, { year: 2026, opensAt: '2026-01-01T00:00:00+01:00', closesAt: '2026-06-01T00:00:00+02:00' });
    t.setNow('2026-02-01T10:00:00+01:00');
  });
  afterAll(() => t?.close());

  const upload = (id: string, file: Buffer, identity: Identity = contestAdmin, name = 'logo.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return fetch(`${origin}/media/contest/partners/${id}/logo`, {
      method: 'POST',
      headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity) },
      body: form,
    });
  };
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
  const png = () =>
    sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 200, g: 120, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();

  it('appends partners in order and validates them', async () => {
    for (const [name, website] of [
      ['Laiterie des Prés', 'www.laiterie.fr'],
      ['Confitures Vernier', null],
      ['Torréfaction Lavergne', 'https://lavergne.fr/cafe'],
    ]) {
      const res = await t.gql(CREATE, { year: 2026, input: { name, website } }, contestAdmin);
      expect(res.errors).toBeUndefined();
      ids.push(res.data.createContestPartner.id);
    }
    expect((await t.gql(PARTNERS)).data.contestEdition.partners.map((p: any) => [p.name, p.position])).toEqual([
      ['Laiterie des Prés', 0],
      ['Confitures Vernier', 1],
      ['Torréfaction Lavergne', 2],
    ]);
    const bad = await t.gql(CREATE, { year: 2026, input: { name: ' ', website: 'ftp://x.fr' } }, contestAdmin);
    expect(bad.errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED', website: 'URL_INVALID' });
    expect((await t.gql(CREATE, { year: 2031, input: { name: 'X' } }, contestAdmin)).errors[0].extensions.code).toBe('NOT_FOUND');
    const updated = await t.gql(
      'mutation($id: ID!, $input: ContestPartnerInput!) { updateContestPartner(id: $id, input: $input) { name website } }',
      { id: ids[1], input: { name: 'Maison Vernier', website: 'vernier.fr' } },
      contestAdmin,
    );
    expect(updated.data.updateContestPartner).toEqual({ name: 'Maison Vernier', website: 'https://vernier.fr/' });
  });

  it('reorders with every id once, else IDS_MISMATCH', async () => {
    const REORDER = 'mutation($ids: [ID!]!) { reorderContestPartners(year: 2026, ids: $ids) { id position } }';
    const res = await t.gql(REORDER, { ids: [ids[2], ids[0], ids[1]] }, contestAdmin);
    expect(res.errors).toBeUndefined();
    expect((await t.gql(PARTNERS)).data.contestEdition.partners.map((p: any) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    for (const wrong of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[1]],
      [ids[0], ids[1], randomUUID()],
    ]) {
      expect((await t.gql(REORDER, { ids: wrong }, contestAdmin)).errors[0].extensions.fieldErrors).toEqual({ ids: 'IDS_MISMATCH' });
    }
  });

  it('uploads a PNG logo (re-encoded, served), replaces it and deletes the old file', async () => {
    const first = await upload(ids[0], await png());
    expect(first.status).toBe(201);
    const body = (await first.json()) as any;
    expect(body.logoUrl).toMatch(/^\/media\/files\/contest-partners\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
    const served = await get(body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const second = (await (await upload(ids[0], await png())).json()) as any;
    expect(second.logoUrl).not.toBe(body.logoUrl);
    expect((await get(body.logoUrl)).status).toBe(404);
    expect(readdirSync(join(t.mediaDir, 'contest-partners', ids[0]))).toHaveLength(1);
    expect((await t.gql(PARTNERS)).data.contestEdition.partners.find((p: any) => p.id === ids[0]).logoUrl).toBe(second.logoUrl);
  });

  it('refuses a non-image, an oversized file, a caller without the permission and an unknown partner', async () => {
    const text = await upload(ids[1], Buffer.from('<svg onload="alert(1)"></svg>'), contestAdmin, 'logo.svg');
    expect(text.status).toBe(400);
    expect(((await text.json()) as any).errors[0].extensions.fieldErrors).toEqual({ file: 'FILE_TYPE_NOT_ACCEPTED' });
    const big = await upload(ids[1], Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(((await big.json()) as any).errors[0].extensions.fieldErrors).toEqual({ file: 'FILE_TOO_LARGE' });
    expect((await upload(ids[1], await png(), adminIdentity(['contest.partners.list']))).status).toBe(403);
    expect((await upload(randomUUID(), await png())).status).toBe(404);
    expect((await upload('not-an-id', await png())).status).toBe(404);
    expect((await get('/media/files/contest-partners/x/%2e%2e%2fpasswd.png')).status).toBe(404);
  });

  it('deletes a partner with its logo', async () => {
    expect((await t.gql('mutation($id: ID!) { deleteContestPartner(id: $id) }', { id: ids[0] }, contestAdmin)).data.deleteContestPartner).toBe(true);
    expect(existsSync(join(t.mediaDir, 'contest-partners', ids[0])) && readdirSync(join(t.mediaDir, 'contest-partners', ids[0])).length).toBeFalsy();
    expect((await t.gql('mutation($id: ID!) { deleteContestPartner(id: $id) }', { id: ids[0] }, contestAdmin)).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('takes "become a partner" applications, lists them for staff and throttles per email and per client', async () => {
    const input = { name: 'Marie Curie', email: 'Marie@Laiterie.fr', company: 'Laiterie des Prés' };
    const bad = await t.gql(APPLY, { input: { name: '', email: 'x', company: '' } });
    expect(bad.errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED', email: 'EMAIL_INVALID', company: 'REQUIRED' });
    for (let i = 0; i < 3; i++) expect((await t.gqlWith(APPLY, { input }, { 'x-forwarded-for': '203.0.113.1' })).data.applyAsContestPartner).toBe(true);
    const perEmail = await t.gqlWith(APPLY, { input }, { 'x-forwarded-for': '203.0.113.2' });
    expect(perEmail.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 7; i++)
      expect((await t.gqlWith(APPLY, { input: { ...input, email: `p${i}@example.fr` } }, { 'x-forwarded-for': '203.0.113.1' })).errors).toBeUndefined();
    const perAddress = await t.gqlWith(APPLY, { input: { ...input, email: 'fresh@example.fr' } }, { 'x-forwarded-for': '203.0.113.1' });
    expect(perAddress.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    // A filled honeypot: true, nothing stored nor mailed (the counts below stay at 10).
    expect(
      (await t.gqlWith(APPLY, { input: { ...input, email: 'bot@example.fr', website: 'http://spam.example' } }, { 'x-forwarded-for': '203.0.113.3' })).data
        .applyAsContestPartner,
    ).toBe(true);

    const list = await t.gql('{ contestPartnerApplications(first: 2) { totalCount edges { node { edition email company } } } }', {}, contestAdmin);
    expect(list.data.contestPartnerApplications.totalCount).toBe(10);
    expect(list.data.contestPartnerApplications.edges[0].node).toMatchObject({ edition: 2026, company: 'Laiterie des Prés' });
    const events = await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'contest.partner.applied'`);
    expect(events[0].n).toBe(10);
  });
});
