import { fromBinary } from '@bufbuild/protobuf';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { TestSubgraph, TEST_GATEWAY_SECRET, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { ProductChangedSchema } from '@guide/proto-schemas';
import { MAX_PRODUCT_IMAGES } from '@guide/validation';
import { AppModule } from '../app.module';
import { PRODUCT_IMAGES } from './product-images.service';

const editor = adminIdentity(['catalog.products.list', 'catalog.products.create', 'catalog.products.update']);
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id images { url alt } } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id images { url alt } } }`;
const PICTURES = `query($id: ID!) { adminProduct(id: $id) { images { url alt } updatedAt } }`;

describe('product pictures over HTTP (POST /media/products/:id/images)', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  let origin: string;
  let mediaDir: string;
  let png: Buffer;
  let sku = 0;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'guide-product-media-'));
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: mediaDir }));
    db = sg.app.get(DataSource);
    origin = sg.url.replace(/\/graphql$/, '');
    // A real 2000 × 1000 PNG with some detail (a gradient), made on the spot.
    const raw = Buffer.alloc(2000 * 1000 * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i] = (i / 3) % 256;
    png = await sharp(raw, { raw: { width: 2000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
  }, 120_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const headers = (identity?: Identity) => ({
    [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET,
    ...(identity ? { [IDENTITY_HEADER]: encodeIdentity(identity) } : {}),
  });
  const upload = async (
    productId: string,
    file: Buffer,
    identity: Identity | null = editor,
    opts: { name?: string; type?: string; alt?: string; field?: string } = {},
  ) => {
    const form = new FormData();
    form.append(opts.field ?? 'file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
    if (opts.alt) form.append('alt', opts.alt);
    const res = await fetch(`${origin}/media/products/${productId}/images`, { method: 'POST', headers: headers(identity ?? undefined), body: form });
    return { status: res.status, body: (await res.json()) as any };
  };
  const create = async (images: { url: string; alt?: string }[] = []) => {
    const res = await sg.gql(
      CREATE,
      { input: { sku: `PIC-${++sku}`, name: `Coffret photo ${sku}`, priceCents: 3900, taxCategory: 'STANDARD', images } },
      editor,
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.createProduct as { id: string; images: { url: string; alt: string | null }[] };
  };
  const pictures = async (id: string) => (await sg.gql(PICTURES, { id }, editor)).data.adminProduct.images as { url: string; alt: string | null }[];
  const events = (id: string) =>
    db.query('SELECT type, payload FROM outbox WHERE key = $1 ORDER BY occurred_at, id', [id]) as Promise<{ type: string; payload: Buffer }[]>;
  const filesOf = (id: string) => (existsSync(join(mediaDir, 'products', id)) ? readdirSync(join(mediaDir, 'products', id)) : []);
  const extensions = (body: any) => body.errors[0].extensions;

  it('takes a real PNG, stores a WebP of at most 1600 px, serves it back and appends it with catalog.product.updated', async () => {
    const p = await create([{ url: 'https://cdn.example.com/cover.webp', alt: 'Couverture' }]);
    const before = await events(p.id);
    const res = await upload(p.id, png, editor, { alt: ' Le coffret ouvert ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^/media/files/products/${p.id}/[0-9a-f-]{36}\\.webp$`)),
      alt: 'Le coffret ouvert',
      position: 2,
    });

    const served = await fetch(origin + res.body.url, { headers: headers() });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    expect(await pictures(p.id)).toEqual([
      { url: 'https://cdn.example.com/cover.webp', alt: 'Couverture' },
      { url: res.body.url, alt: 'Le coffret ouvert' },
    ]);
    const after = await events(p.id);
    expect(after).toHaveLength(before.length + 1);
    const event = after[after.length - 1];
    expect(event.type).toBe('catalog.product.updated');
    // The projection's picture is the first one: unchanged by an appended picture.
    expect(fromBinary(ProductChangedSchema, new Uint8Array(event.payload))).toMatchObject({ id: p.id, imageUrl: 'https://cdn.example.com/cover.webp' });
  });

  it('makes the first picture of a product without any the main one (commerce sees it), and updateProduct removes or reorders', async () => {
    const p = await create();
    const first = (await upload(p.id, png)).body;
    expect(first).toMatchObject({ alt: null, position: 1 });
    const [event] = (await events(p.id)).slice(-1);
    expect(fromBinary(ProductChangedSchema, new Uint8Array(event.payload)).imageUrl).toBe(first.url);
    const second = (await upload(p.id, png, editor, { alt: 'Détail' })).body;
    // The form sends the whole list: the second becomes the main picture and the first goes.
    const res = await sg.gql(
      UPDATE,
      {
        id: p.id,
        input: { sku: `PIC-${sku}`, name: `Coffret photo ${sku}`, priceCents: 3900, taxCategory: 'STANDARD', images: [{ url: second.url, alt: 'Détail' }] },
      },
      editor,
    );
    expect(res.data.updateProduct.images).toEqual([{ url: second.url, alt: 'Détail' }]);
    const [updated] = (await events(p.id)).slice(-1);
    expect(fromBinary(ProductChangedSchema, new Uint8Array(updated.payload)).imageUrl).toBe(second.url);
    // A later upload goes after the remaining one.
    expect((await upload(p.id, png)).body.position).toBe(2);
  });

  it('refuses a text file, a GIF, a file over 5 MB and a huge canvas with the establishment uploads’ field keys; nothing is stored', async () => {
    const p = await create();
    const before = (await events(p.id)).length;
    const text = await upload(p.id, Buffer.from('Ceci n’est pas une image.\n'), editor, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(text.status).toBe(400);
    expect(extensions(text.body)).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TYPE_NOT_ACCEPTED' } });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(extensions((await upload(p.id, gif, editor, { name: 'a.png' })).body).fieldErrors).toEqual({ file: 'FILE_TYPE_NOT_ACCEPTED' });

    const big = Buffer.concat([png, Buffer.alloc(PRODUCT_IMAGES.maxBytes + 1 - png.length)]);
    const tooLarge = await upload(p.id, big);
    expect(tooLarge.status).toBe(400);
    expect(extensions(tooLarge.body)).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } });

    // A small file declaring 10,000 × 5,000 px (50 MP, over the 40 MP limit).
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(PRODUCT_IMAGES.maxBytes);
    const tooManyPixels = await upload(p.id, huge);
    expect(tooManyPixels.status).toBe(400);
    expect(extensions(tooManyPixels.body).fieldErrors).toEqual({ file: 'FILE_TOO_LARGE' });

    const missing = await upload(p.id, png, editor, { field: 'photo' });
    expect(missing.status).toBe(400);
    expect(extensions(missing.body).fieldErrors).toEqual({ file: 'INVALID_UPLOAD' });
    const longAlt = await upload(p.id, png, editor, { alt: 'x'.repeat(201) });
    expect(extensions(longAlt.body).fieldErrors).toEqual({ alt: 'TOO_LONG' });

    expect(await pictures(p.id)).toEqual([]);
    expect(filesOf(p.id)).toEqual([]);
    expect(await events(p.id)).toHaveLength(before);
  }, 60_000);

  it('answers 404 for an unknown or malformed product, and refuses the anonymous, customers and staff without catalog.products.update', async () => {
    const p = await create();
    expect(extensions((await upload('00000000-0000-4000-8000-00000000beef', png)).body).code).toBe('NOT_FOUND');
    expect((await upload('00000000-0000-4000-8000-00000000beef', png)).status).toBe(404);
    expect((await upload('not-a-uuid', png)).status).toBe(404);
    expect((await upload(p.id, png, null)).status).toBe(401);
    expect((await upload(p.id, png, customerIdentity())).status).toBe(403);
    expect((await upload(p.id, png, adminIdentity(['catalog.products.list', 'catalog.establishments.update']))).status).toBe(403);
    // Not through the gateway: refused before anything else.
    const direct = await fetch(`${origin}/media/products/${p.id}/images`, { method: 'POST', body: new FormData() });
    expect(direct.status).toBe(403);
    expect(await pictures(p.id)).toEqual([]);
  });

  it(`keeps a product within ${MAX_PRODUCT_IMAGES} pictures (file TOO_MANY_IMAGES) and stores nothing more`, async () => {
    const full = Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => ({ url: `https://cdn.example.com/${i}.webp` }));
    const p = await create(full);
    const res = await upload(p.id, png);
    expect(res.status).toBe(400);
    expect(extensions(res.body)).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'TOO_MANY_IMAGES' } });
    expect(await pictures(p.id)).toHaveLength(MAX_PRODUCT_IMAGES);
    expect(filesOf(p.id)).toEqual([]);

    // Two uploads at once into the last free place: one is taken, the other refused.
    const almost = await create(full.slice(1));
    const results = await Promise.all([upload(almost.id, png), upload(almost.id, png)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await pictures(almost.id)).toHaveLength(MAX_PRODUCT_IMAGES);
    expect(filesOf(almost.id)).toHaveLength(1);
  });
});
