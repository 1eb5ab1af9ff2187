import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, encodeIdentity, type Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, adminIdentity, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const ALL = ['cms.media.list', 'cms.media.create', 'cms.media.update', 'cms.media.delete', 'cms.media.mass-delete', 'cms.posts.create'];
const editor = adminIdentity(ALL);
const FILE = 'id folderId originalName kind mime size width height altText altTextEn title url thumbnailUrl variants { thumb medium large }';

describe('cms media library', () => {
  let t: TestSubgraph;
  let db: DataSource;
  let origin: string;
  const mediaDir = mkdtempSync(join(tmpdir(), 'cms-media-'));

  beforeAll(async () => {
    const config = { ...(await testSubgraphConfig(SERVICE)), MEDIA_DIR: mediaDir };
    t = await bootTestSubgraph(
      SERVICE,
      (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) }),
      config,
    );
    db = t.app.get(DataSource);
    origin = t.url.replace(/\/graphql$/, '');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = (file: Buffer, name: string, identity: Identity = editor, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return fetch(`${origin}/media/cms/media`, {
      method: 'POST',
      headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity) },
      body: form,
    });
  };
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
  const png = (width = 2000, height = 1000) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const fieldErrors = async (res: Response) => ((await res.json()) as any).errors[0].extensions.fieldErrors;
  const uploaded = async (file: Buffer, name: string, fields: Record<string, string> = {}) => {
    const res = await upload(file, name, editor, fields);
    expect(res.status).toBe(201);
    return (await res.json()) as any;
  };

  it('stores an uploaded PNG as WebP with three variants, all served', async () => {
    const body = await uploaded(await png(), 'Plage à Étretat.png');
    expect(body).toMatchObject({ kind: 'IMAGE', originalName: 'Plage à Étretat.png', mime: 'image/webp', width: 2000, height: 1000 });
    const res = await t.gql(`query($id: ID!) { mediaFile(id: $id) { ${FILE} createdBy } }`, { id: body.id }, editor);
    const file = res.data.mediaFile;
    expect(file.url).toBe(`/media/files/cms/media/${body.id}/original.webp`);
    expect(file.thumbnailUrl).toBe(file.variants.thumb);
    expect(file.createdBy).toBe(editor.kind === 'admin' ? editor.id : null);
    for (const [url, width] of [
      [file.url, 2000],
      [file.variants.thumb, 320],
      [file.variants.medium, 960],
      [file.variants.large, 1600],
    ] as const) {
      const served = await get(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width);
    }
    expect(readdirSync(join(mediaDir, 'cms', 'media', body.id)).sort()).toEqual(['large.webp', 'medium.webp', 'original.webp', 'thumb.webp']);
  });

  it('takes a PDF and an office document; refuses other types, oversized files and videos in words', async () => {
    const pdf = await uploaded(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'Programme 2026.pdf');
    expect(pdf).toMatchObject({ kind: 'PDF', mime: 'application/pdf', thumbnailUrl: null, url: `/media/files/cms/media/${pdf.id}/programme-2026.pdf` });
    expect((await get(pdf.url)).headers.get('content-type')).toBe('application/pdf');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.alloc(100)]);
    expect((await uploaded(docx, 'Tarifs.docx')).kind).toBe('DOCUMENT');

    const refused = [
      [Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg', 'FILE_TYPE_NOT_ACCEPTED'],
      [docx, 'Tarifs.zip', 'FILE_TYPE_NOT_ACCEPTED'],
      [Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(64)]), 'film.mp4', 'FILE_TYPE_NOT_ACCEPTED'],
      [Buffer.concat([await png(40, 40), Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'FILE_TOO_LARGE'],
      [Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'FILE_TOO_LARGE'],
    ] as const;
    for (const [data, name, code] of refused) {
      const res = await upload(data, name);
      expect(res.status).toBe(400);
      expect(await fieldErrors(res)).toEqual({ file: code });
    }
    // A 6 MB PDF is fine (images stop at 5 MB, documents at 10 MB).
    expect((await uploaded(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]), 'gros.pdf')).kind).toBe('PDF');
  });

  it('answers 401 to the anonymous and 403 without cms.media.create, before reading the body', async () => {
    expect((await upload(await png(10, 10), 'a.png', { kind: 'anonymous' })).status).toBe(401);
    expect((await upload(await png(10, 10), 'a.png', adminIdentity(['cms.media.list']))).status).toBe(403);
    expect((await t.gql('{ mediaFolders { id } }', {}, adminIdentity(['cms.posts.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('nests folders, refuses duplicates, deep trees and deleting a non-empty folder; moves files', async () => {
    const CREATE = 'mutation($input: MediaFolderInput!) { createMediaFolder(input: $input) { id name parentId fileCount } }';
    const root = (await t.gql(CREATE, { input: { name: ' Photos ' } }, editor)).data.createMediaFolder;
    expect(root).toMatchObject({ name: 'Photos', parentId: null, fileCount: 0 });
    expect((await t.gql(CREATE, { input: { name: 'photos' } }, editor)).errors[0].extensions.fieldErrors).toEqual({ name: 'NAME_TAKEN' });
    expect((await t.gql(CREATE, { input: { name: '' } }, editor)).errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED' });
    expect((await t.gql(CREATE, { input: { name: 'x', parentId: '6f1c0a52-1111-4a8e-9c1d-000000000000' } }, editor)).errors[0].extensions.fieldErrors).toEqual({
      parentId: 'NOT_FOUND',
    });
    let parent = root.id;
    for (let level = 2; level <= 5; level++)
      parent = (await t.gql(CREATE, { input: { name: `Niveau ${level}`, parentId: parent } }, editor)).data.createMediaFolder.id;
    expect((await t.gql(CREATE, { input: { name: 'Trop', parentId: parent } }, editor)).errors[0].extensions.fieldErrors).toEqual({ parentId: 'TOO_DEEP' });

    const inFolder = await uploaded(await png(30, 30), 'chat.png', { folderId: root.id });
    expect((await upload(await png(30, 30), 'chat.png', editor, { folderId: 'nope' })).status).toBe(400);
    const list = await t.gql('query($f: ID) { mediaFiles(folderId: $f) { totalCount edges { node { id } } } }', { f: root.id }, editor);
    expect(list.data.mediaFiles.edges.map((e: any) => e.node.id)).toEqual([inFolder.id]);
    expect((await t.gql('{ mediaFolders { name fileCount } }', {}, editor)).data.mediaFolders.find((f: any) => f.name === 'Photos').fileCount).toBe(1);

    const DELETE = 'mutation($id: ID!) { deleteMediaFolder(id: $id) }';
    expect((await t.gql(DELETE, { id: root.id }, editor)).errors[0].extensions.fieldErrors).toEqual({ id: 'FOLDER_NOT_EMPTY' });
    expect((await t.gql(DELETE, { id: parent }, editor)).data.deleteMediaFolder).toBe(true);
    expect((await t.gql(DELETE, { id: parent }, editor)).data.deleteMediaFolder).toBe(false);

    const UPDATE = `mutation($id: ID!, $input: MediaFileInput!) { updateMediaFile(id: $id, input: $input) { ${FILE} } }`;
    const moved = await t.gql(
      UPDATE,
      { id: inFolder.id, input: { toRoot: true, altText: ' Un chat roux ', altTextEn: 'A ginger cat', title: 'Chat' } },
      editor,
    );
    expect(moved.data.updateMediaFile).toMatchObject({ folderId: null, altText: 'Un chat roux', altTextEn: 'A ginger cat', title: 'Chat' });
    // Only sent fields change.
    expect((await t.gql(UPDATE, { id: inFolder.id, input: { folderId: root.id } }, editor)).data.updateMediaFile).toMatchObject({
      folderId: root.id,
      altText: 'Un chat roux',
    });
    expect((await t.gql(UPDATE, { id: inFolder.id, input: { title: 'x'.repeat(201) } }, editor)).errors[0].extensions.fieldErrors).toEqual({
      title: 'TOO_LONG',
    });
    const renamed = await t.gql('mutation($id: ID!) { renameMediaFolder(id: $id, name: "Photos 2026") { name } }', { id: root.id }, editor);
    expect(renamed.data.renameMediaFolder.name).toBe('Photos 2026');
    const search = await t.gql('{ mediaFiles(search: "roux", kind: IMAGE) { totalCount } }', {}, editor);
    expect(search.data.mediaFiles.totalCount).toBe(1);
  });

  it('finds where a file is used, refuses deleting it unless forced, then removes its files', async () => {
    const file = await uploaded(await png(50, 50), 'tarte.png');
    const other = await uploaded(await png(50, 50), 'inutile.png');
    const variant = `/media/files/cms/media/${file.id}/medium.webp`;
    const created = await t.gql(
      'mutation($input: ContentInput!) { createContent(contentType: "recettes", input: $input) { id } }',
      { input: { title: 'Tarte fine', slug: 'tarte-fine', thumbnailUrl: file.url, body: `<p><img src="${variant}" alt=""></p>` } },
      editor,
    );
    expect(created.errors).toBeUndefined();
    const contentId = created.data.createContent.id;
    await db.query(`INSERT INTO page (title, slug, status, body) VALUES ('Galerie', 'galerie', 'DRAFT', $1)`, [
      `<img src="https://www.example.fr${file.url}">`,
    ]);
    // A page's own images (its social-card image here) count too.
    await db.query(`INSERT INTO page (title, slug, status, body, og_image_url) VALUES ('Vitrine', 'vitrine', 'DRAFT', '<p>Texte</p>', $1)`, [variant]);
    await db.query(`UPDATE menu SET items = items || $1::jsonb WHERE code = 'footer'`, [
      JSON.stringify([{ label: 'Plan', labelEn: null, url: file.url, openInNewTab: true, children: [] }]),
    ]);

    const usage = (await t.gql('query($id: ID!) { mediaFile(id: $id) { usage { type contentType title adminPath } } }', { id: file.id }, editor)).data.mediaFile
      .usage;
    expect(usage).toEqual([
      { type: 'CONTENT', contentType: 'recettes', title: 'Tarte fine', adminPath: `/cms/contents/recettes/edit/${contentId}` },
      { type: 'PAGE', contentType: null, title: 'Galerie', adminPath: expect.stringMatching(/^\/cms\/pages\//) },
      { type: 'PAGE', contentType: null, title: 'Vitrine', adminPath: expect.stringMatching(/^\/cms\/pages\//) },
      { type: 'MENU', contentType: null, title: expect.any(String), adminPath: '/cms/menus/footer' },
    ]);

    const DELETE = 'mutation($ids: [ID!]!, $force: Boolean) { deleteMediaFiles(ids: $ids, force: $force) }';
    expect((await t.gql(DELETE, { ids: [file.id] }, editor)).errors[0].extensions.fieldErrors).toEqual({ ids: 'FILE_IN_USE' });
    expect(existsSync(join(mediaDir, 'cms', 'media', file.id, 'original.webp'))).toBe(true);
    expect((await t.gql(DELETE, { ids: [file.id, other.id] }, adminIdentity(['cms.media.delete']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { ids: [other.id] }, adminIdentity(['cms.media.delete']))).data.deleteMediaFiles).toBe(1);
    expect((await t.gql(DELETE, { ids: [file.id, '6f1c0a52-1111-4a8e-9c1d-000000000000'], force: true }, editor)).data.deleteMediaFiles).toBe(1);
    for (const id of [file.id, other.id])
      expect(existsSync(join(mediaDir, 'cms', 'media', id)) && readdirSync(join(mediaDir, 'cms', 'media', id)).length).toBeFalsy();
    expect((await get(file.url)).status).toBe(404);
    expect((await t.gql('query($id: ID!) { mediaFile(id: $id) { id } }', { id: file.id }, editor)).data.mediaFile).toBeNull();
  });

  it('answers bad arguments with BAD_USER_INPUT', async () => {
    const res = await t.gql('{ mediaFiles(first: 500) { totalCount } }', {}, editor);
    expect(res.errors[0].extensions.fieldErrors).toEqual({ first: 'PAGE_SIZE_OUT_OF_RANGE' });
    expect((await t.gql('{ mediaFiles(after: "zzz") { totalCount } }', {}, editor)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
