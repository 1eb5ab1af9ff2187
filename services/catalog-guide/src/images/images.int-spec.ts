import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppModule } from '../app.module';
import { IMAGE_RULES } from './image-processing';

const OWNER = '00000000-0000-4000-8000-0000000000c1';
const STRANGER = '00000000-0000-4000-8000-0000000000c2';
const staff = adminIdentity([
  'catalog.establishments.create',
  'catalog.establishments.update',
  'catalog.establishments.delete',
  'catalog.establishments.duplicate',
]);

describe('establishment images', () => {
  let sg: TestSubgraph;
  let origin: string;
  let mediaDir: string;
  let png: Buffer;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'guide-media-'));
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: mediaDir }));
    origin = sg.url.replace(/\/graphql$/, '');
    // A real 2400 × 1200 PNG with some detail (a gradient), made on the spot.
    const raw = Buffer.alloc(2400 * 1200 * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i] = (i / 3) % 256;
    png = await sharp(raw, { raw: { width: 2400, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const headers = (identity?: Identity) => ({
    [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET,
    ...(identity ? { [IDENTITY_HEADER]: encodeIdentity(identity) } : {}),
  });
  const upload = async (
    establishmentId: string,
    file: Buffer,
    identity: Identity | undefined,
    opts: { name?: string; type?: string; alt?: string; field?: string } = {},
  ) => {
    const form = new FormData();
    form.append(opts.field ?? 'file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
    if (opts.alt) form.append('alt', opts.alt);
    const res = await fetch(`${origin}/media/establishments/${establishmentId}/images`, { method: 'POST', headers: headers(identity), body: form });
    return { status: res.status, body: (await res.json()) as any };
  };
  const create = async (name: string, ownerId: string | null = OWNER) => {
    const res = await sg.gql(
      `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id slug } }`,
      { input: { name, type: 'HOTEL', cityCode: '21054', lat: 47.02, lon: 4.84, ownerId } },
      staff,
    );
    return res.data.createEstablishment as { id: string; slug: string };
  };
  const gallery = async (id: string) =>
    (
      await sg.gql(
        `query($id: ID!) { adminEstablishment(id: $id) { images { id url thumbnailUrl alt position } } }`,
        { id },
        adminIdentity(['catalog.establishments.list']),
      )
    ).data.adminEstablishment.images;
  const fieldError = (body: any) => body.errors[0].extensions;

  it('takes a real PNG from the owner, stores a WebP original (≤ 1600 px) and a 400 px thumbnail', async () => {
    const e = await create('Hôtel des Images');
    const res = await upload(e.id, png, customerIdentity(OWNER), { alt: ' La façade ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ alt: 'La façade', position: 1 });
    expect(res.body.url).toBe(`/media/files/establishments/${e.id}/${res.body.id}.webp`);
    expect(res.body.thumbnailUrl).toBe(`/media/files/establishments/${e.id}/${res.body.id}-thumb.webp`);

    const original = await fetch(origin + res.body.url, { headers: headers() });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(original.headers.get('cache-control')).toMatch(/immutable/);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await sharp(Buffer.from(await (await fetch(origin + res.body.thumbnailUrl, { headers: headers() })).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 200 });

    expect(await gallery(e.id)).toEqual([{ id: res.body.id, url: res.body.url, thumbnailUrl: res.body.thumbnailUrl, alt: 'La façade', position: 1 }]);
  });

  it('refuses a file over 5 MB and a text file named .jpg, with the field keys', async () => {
    const e = await create('Hôtel des Refus');
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_RULES.maxBytes + 1 - png.length)]);
    const tooLarge = await upload(e.id, big, customerIdentity(OWNER));
    expect(tooLarge.status).toBe(400);
    expect(fieldError(tooLarge.body)).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });

    const text = await upload(e.id, Buffer.from('Ceci n’est pas une image.\n'), customerIdentity(OWNER), { name: 'photo.jpg', type: 'image/jpeg' });
    expect(text.status).toBe(400);
    expect(fieldError(text.body)).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TYPE_NOT_ACCEPTED' } });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(fieldError((await upload(e.id, gif, customerIdentity(OWNER), { name: 'a.png' })).body).fieldErrors).toEqual({ file: 'FILE_TYPE_NOT_ACCEPTED' });

    const missing = await upload(e.id, png, customerIdentity(OWNER), { field: 'photo' });
    expect(missing.status).toBe(400);
    expect(fieldError(missing.body).fieldErrors).toEqual({ file: 'INVALID_UPLOAD' });
    expect(await gallery(e.id)).toEqual([]);
    expect(existsSync(join(mediaDir, 'establishments', e.id)) ? readdirSync(join(mediaDir, 'establishments', e.id)) : []).toEqual([]);
  });

  it('refuses strangers (403), the anonymous (401) and staff without the update permission', async () => {
    const e = await create('Hôtel Gardé');
    expect((await upload(e.id, png, customerIdentity(STRANGER))).status).toBe(403);
    expect((await upload(e.id, png, undefined)).status).toBe(401);
    expect((await upload(e.id, png, adminIdentity(['catalog.establishments.list']))).status).toBe(403);
    expect((await upload('00000000-0000-4000-8000-00000000beef', png, staff)).status).toBe(404);
    const staffUpload = await upload(e.id, png, staff);
    expect(staffUpload.status).toBe(201);
    const direct = await fetch(`${origin}/media/establishments/${e.id}/images`, { method: 'POST', body: new FormData() });
    expect(direct.status).toBe(403); // not through the gateway
  });

  it('lets the owner reorder and delete; a stranger may not', async () => {
    const e = await create('Hôtel en Ordre');
    const a = (await upload(e.id, png, customerIdentity(OWNER), { alt: 'a' })).body;
    const b = (await upload(e.id, png, customerIdentity(OWNER), { alt: 'b' })).body;
    const c = (await upload(e.id, png, customerIdentity(OWNER), { alt: 'c' })).body;
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);

    const REORDER = `mutation($e: ID!, $ids: [ID!]!) { reorderEstablishmentImages(establishmentId: $e, imageIds: $ids) { id position } }`;
    const reordered = await sg.gql(REORDER, { e: e.id, ids: [c.id, a.id, b.id] }, customerIdentity(OWNER));
    expect(reordered.data.reorderEstablishmentImages).toEqual([
      { id: c.id, position: 1 },
      { id: a.id, position: 2 },
      { id: b.id, position: 3 },
    ]);
    expect((await sg.gql(REORDER, { e: e.id, ids: [c.id, a.id] }, customerIdentity(OWNER))).errors[0].extensions.fieldErrors).toEqual({
      imageIds: 'INVALID_ORDER',
    });
    expect((await sg.gql(REORDER, { e: e.id, ids: [c.id, a.id, b.id] }, customerIdentity(STRANGER))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await sg.gql(REORDER, { e: e.id, ids: [c.id, a.id, b.id] })).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const DELETE = `mutation($id: ID!) { deleteEstablishmentImage(id: $id) }`;
    expect((await sg.gql(DELETE, { id: a.id }, customerIdentity(STRANGER))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await sg.gql(DELETE, { id: a.id }, adminIdentity(['catalog.establishments.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await sg.gql(DELETE, { id: a.id }, customerIdentity(OWNER))).data.deleteEstablishmentImage).toBe(true);
    expect((await gallery(e.id)).map((i: any) => [i.alt, i.position])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
    expect((await fetch(origin + a.url, { headers: headers() })).status).toBe(404);
    expect((await sg.gql(DELETE, { id: b.id }, staff)).data.deleteEstablishmentImage).toBe(true);
  });

  it('copies images with a duplicate and removes the files with the establishment', async () => {
    const e = await create('Hôtel Copié');
    const img = (await upload(e.id, png, customerIdentity(OWNER))).body;
    const dup = await sg.gql(`mutation($id: ID!) { duplicateEstablishment(id: $id) { id images { url position } } }`, { id: e.id }, staff);
    const copy = dup.data.duplicateEstablishment;
    expect(copy.images).toHaveLength(1);
    expect(copy.images[0].url).not.toBe(img.url);
    expect((await fetch(origin + copy.images[0].url, { headers: headers() })).status).toBe(200);
    await sg.gql(`mutation($id: ID!) { deleteEstablishment(id: $id) }`, { id: e.id }, staff);
    expect(existsSync(join(mediaDir, 'establishments', e.id))).toBe(false);
    expect((await fetch(origin + img.url, { headers: headers() })).status).toBe(404);
    expect((await fetch(origin + copy.images[0].url, { headers: headers() })).status).toBe(200);
  });

  it('serves only files it wrote', async () => {
    for (const path of ['/media/files/../../package.json', '/media/files/establishments/x/y.webp', '/media/files/%2e%2e/secret']) {
      expect((await fetch(origin + path, { headers: headers() })).status).toBe(404);
    }
  });
});
