import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { EventBus } from '@guide/platform';
import { TestSubgraph, bootTestSubgraph } from '@guide/platform/testing';
import { EstablishmentChangedSchema, EstablishmentDeletedSchema, Events, ProductChangedSchema, ProductDeletedSchema } from '@guide/proto-schemas';
import { AppModule, SERVICE } from '../app.module';
import { SITE_SEARCH_CATALOG } from './site-search.consumer';
import { queryWords } from '@guide/platform';
import { plainExcerpt } from './site-search.text';

const SEARCH = `query($text: String!, $first: Int, $after: String) {
  searchSite(text: $text, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { kind title path excerpt imageUrl contentType } }
  }
}`;
const noMail = () => ({ send: async () => undefined, close: () => undefined });

describe('cms site search', () => {
  let t: TestSubgraph;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  /** Hands one event to the consumer as the transport would (the inbox makes a redelivery a no-op). */
  const deliver = (type: string, key: string, payload: Uint8Array, id: string = randomUUID()) =>
    t.app.get(EventBus).consumer(SITE_SEARCH_CATALOG)!.deliver({ id, type, key, occurredAt: new Date().toISOString(), payload });
  const establishment = (
    init: Partial<{ id: string; name: string; description: string; cityName: string; published: boolean; updatedAt: string; path: string }>,
    eventId?: string,
  ) => {
    const id = init.id ?? randomUUID();
    const data = create(EstablishmentChangedSchema, {
      id,
      slug: 'x',
      name: init.name ?? 'Auberge',
      type: 'RESTAURANT',
      description: init.description ?? '',
      cityName: init.cityName ?? 'Beaune',
      published: init.published ?? true,
      path: init.path ?? `/hotels-restaurants/21/beaune/${id.slice(0, 8)}`,
      updatedAt: init.updatedAt ?? '2026-01-01T10:00:00.000Z',
      specialties: [],
    });
    return deliver(Events.establishmentUpdated.type, id, toBinary(EstablishmentChangedSchema, data), eventId).then((outcome) => ({ id, outcome }));
  };
  const product = (init: Partial<{ id: string; name: string; description: string; published: boolean; groups: string[]; imageUrl: string }>) => {
    const id = init.id ?? randomUUID();
    const data = create(ProductChangedSchema, {
      id,
      sku: id.slice(0, 8),
      slug: id.slice(0, 8),
      name: init.name ?? 'Produit',
      description: init.description ?? '',
      published: init.published ?? true,
      customerGroupCodes: init.groups ?? [],
      imageUrl: init.imageUrl ?? '',
      path: `/guide-et-goodies/${id.slice(0, 8)}`,
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    return deliver(Events.productCreated.type, id, toBinary(ProductChangedSchema, data)).then(() => id);
  };
  const search = async (text: string, first?: number, after?: string) => {
    const res = await t.gql(SEARCH, { text, first, after });
    expect(res.errors).toBeUndefined();
    return res.data.searchSite as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: Record<string, unknown> }[];
    };
  };
  const titles = async (text: string) => (await search(text, 50)).edges.map((e) => e.node.title);

  it('projects establishments idempotently, ignores stale events and keeps deletions', async () => {
    const eventId = randomUUID();
    const first = await establishment({ name: 'Le Relais Gourmand', description: 'Cuisine bourguignonne au coin du feu.' }, eventId);
    expect(first.outcome).toBe('applied');
    expect((await establishment({ id: first.id, name: 'Autre nom' }, eventId)).outcome).toBe('duplicate');
    expect(await titles('relais')).toEqual(['Le Relais Gourmand']);
    // Older than the stored row: nothing changes.
    await establishment({ id: first.id, name: 'Ancien nom', updatedAt: '2025-06-01T00:00:00.000Z' });
    expect(await titles('relais')).toEqual(['Le Relais Gourmand']);
    await establishment({ id: first.id, name: 'Le Relais Gourmand', published: false, updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(await titles('relais')).toEqual([]);
    await establishment({
      id: first.id,
      name: 'Le Relais Gourmand',
      description: 'Cuisine bourguignonne au coin du feu.',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    const hit = (await search('relais')).edges[0].node;
    expect(hit).toEqual({
      kind: 'ESTABLISHMENT',
      title: 'Le Relais Gourmand',
      path: expect.stringMatching(/^\/hotels-restaurants\/21\/beaune\//),
      excerpt: 'Beaune · Cuisine bourguignonne au coin du feu.',
      imageUrl: null,
      contentType: null,
    });
    await deliver(Events.establishmentDeleted.type, first.id, toBinary(EstablishmentDeletedSchema, create(EstablishmentDeletedSchema, { id: first.id })));
    // A late update after the delete does not bring it back.
    await establishment({ id: first.id, name: 'Le Relais Gourmand', updatedAt: '2027-01-01T00:00:00.000Z' });
    expect(await titles('relais')).toEqual([]);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM site_search_catalog WHERE id = $1`, [first.id]);
    expect(n).toBe(1);
  });

  it('finds products visible to every visitor only', async () => {
    await product({
      name: 'Moutarde à l’ancienne',
      description: '<p>Graines de <b>moutarde</b> &amp; vinaigre</p>',
      imageUrl: 'https://img.example/moutarde.jpg',
    });
    await product({ name: 'Moutarde réservée', groups: ['PRO'] });
    await product({ name: 'Moutarde brouillon', published: false });
    const gone = await product({ name: 'Moutarde supprimée' });
    await deliver(Events.productDeleted.type, gone, toBinary(ProductDeletedSchema, create(ProductDeletedSchema, { id: gone, sku: 'x' })));
    const res = await search('moutarde');
    expect(res.edges.map((e) => e.node)).toEqual([
      {
        kind: 'PRODUCT',
        title: 'Moutarde à l’ancienne',
        path: expect.stringMatching(/^\/guide-et-goodies\//),
        excerpt: 'Graines de moutarde & vinaigre',
        imageUrl: 'https://img.example/moutarde.jpg',
        contentType: null,
      },
    ]);
  });

  it('searches public contents and published pages in place, with their paths', async () => {
    await db.query(
      `INSERT INTO content_category (id, content_type, slug, title) VALUES ('00000000-0000-4000-8000-00000000ca71', 'recettes', 'desserts', 'Desserts')`,
    );
    const [{ id: tarte }] = await db.query(`INSERT INTO content (content_type, slug, title, status, short_description, body, thumbnail_url, published_at)
      VALUES ('recettes', 'tarte-tatin', 'Tarte Tatin de grand-mère', 'PUBLISHED', 'Pommes caramélisées, pâte brisée.', '<p>Recette</p>', '/media/tatin.jpg', now() - interval '1 day') RETURNING id`);
    await db.query(`INSERT INTO content_category_link (content_id, category_id, position) VALUES ($1, '00000000-0000-4000-8000-00000000ca71', 0)`, [tarte]);
    await db.query(`INSERT INTO content (content_type, slug, title, status, body, published_at)
      VALUES ('blog', 'escargots-de-bourgogne', 'Les escargots de Bourgogne', 'PUBLISHED', '<p>Beurre <em>persillé</em> et pommes de terre</p>', now() - interval '1 hour'),
             ('blog', 'tarte-brouillon', 'Tarte secrète', 'DRAFT', NULL, NULL),
             ('blog', 'tarte-future', 'Tarte programmée', 'PUBLISHED', NULL, now() + interval '1 day')`);
    await db.query(`INSERT INTO page (title, slug, status, body, meta_description) VALUES
      ('Qui sommes-nous', 'qui-sommes-nous', 'PUBLISHED', '<p>Une association de gourmands depuis 1985.</p>', NULL),
      ('Gourmands en brouillon', 'brouillon', 'DRAFT', '<p>gourmands</p>', NULL)`);

    expect(await titles('tarte')).toEqual(['Tarte Tatin de grand-mère']);
    expect((await search('tatin')).edges[0].node).toEqual({
      kind: 'CONTENT',
      title: 'Tarte Tatin de grand-mère',
      path: '/recettes/desserts/tarte-tatin',
      excerpt: 'Pommes caramélisées, pâte brisée.',
      imageUrl: '/media/tatin.jpg',
      contentType: 'recettes',
    });
    expect((await search('escargots')).edges[0].node).toMatchObject({ path: '/blog/escargots-de-bourgogne', excerpt: 'Beurre persillé et pommes de terre' });
    expect((await search('gourmands association')).edges.map((e) => e.node)).toEqual([
      {
        kind: 'PAGE',
        title: 'Qui sommes-nous',
        path: '/qui-sommes-nous',
        excerpt: 'Une association de gourmands depuis 1985.',
        imageUrl: null,
        contentType: null,
      },
    ]);
    // A page's short description is its excerpt, its tags are searched, its thumbnail is its image.
    await db.query(`INSERT INTO page (title, slug, status, body, short_description, tags, thumbnail_url, main_image_url) VALUES
      ('Nos engagements', 'nos-engagements', 'PUBLISHED', '<p>Texte</p>', 'Ce que promet le guide.', '{charte}', '/media/v.jpg', '/media/m.jpg')`);
    expect((await search('charte')).edges.map((e) => e.node)).toEqual([
      {
        kind: 'PAGE',
        title: 'Nos engagements',
        path: '/pages/nos-engagements',
        excerpt: 'Ce que promet le guide.',
        imageUrl: '/media/v.jpg',
        contentType: null,
      },
    ]);
  });

  it('folds accents, stems French words, forgives one typo and ranks the words as typed first', async () => {
    // Accents and case ignored, plural found by the singular.
    expect(await titles('CARAMELISEES')).toEqual(['Tarte Tatin de grand-mère']);
    expect(await titles('escargot')).toEqual(['Les escargots de Bourgogne']);
    // One typo in a word of 5+ letters: a swap, a missing letter.
    expect(await titles('escagrots')).toEqual(['Les escargots de Bourgogne']);
    expect(await titles('moutade')).toEqual(['Moutarde à l’ancienne']);
    // Short words must match exactly; every word must match.
    expect(await titles('tatn')).toEqual([]);
    expect(await titles('tarte escargots')).toEqual([]);
    // "Bourgogne" is in the blog title (A) and in an establishment's description (C): the title ranks first.
    await establishment({ name: 'Domaine des Vignes', description: 'Vins de Bourgogne' });
    expect((await titles('bourgogne'))[0]).toBe('Les escargots de Bourgogne');
    // A word as typed ranks above a correction (both match "dupont").
    await establishment({ name: 'Auberge Dupond' });
    await establishment({ name: 'Auberge Dupont' });
    expect(await titles('dupont')).toEqual(['Auberge Dupont', 'Auberge Dupond']);
  });

  it('pages with cursors, answers nothing for blank or stop-word text, and rejects bad paging', async () => {
    for (let i = 0; i < 5; i++) await establishment({ name: `Fromagerie numéro ${i}`, description: 'fromages affinés' });
    const page1 = await search('fromagerie', 2);
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await search('fromagerie', 2, page1.pageInfo.endCursor!);
    const page3 = await search('fromagerie', 2, page2.pageInfo.endCursor!);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    const all = [...page1.edges, ...page2.edges, ...page3.edges].map((e) => e.node.title);
    expect(new Set(all).size).toBe(5);
    expect((await search('fromagerie')).edges).toHaveLength(5); // default first: 10
    for (const blank of ['', '   ', 'le de la', '!!! & | :*']) {
      expect(await search(blank)).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
    }
    expect((await t.gql(SEARCH, { text: 'x', first: 51 })).errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { first: 'PAGE_SIZE_OUT_OF_RANGE' },
    });
    expect((await t.gql(SEARCH, { text: 'x', first: 0 })).errors[0].extensions.fieldErrors).toEqual({ first: 'PAGE_SIZE_OUT_OF_RANGE' });
    expect((await t.gql(SEARCH, { text: 'x', after: 'nope' })).errors[0].extensions.fieldErrors).toEqual({ after: 'INVALID_CURSOR' });
  });

  it('survives hostile text: long words, syntax, NUL (input guard) and over-long text', async () => {
    for (const text of ['a'.repeat(255), `${'é'.repeat(100)} tarte`, "tarte' OR 1=1 --", 'tarte:* & !pomme | (', '\\x00', 'ß œuf Æ']) {
      const res = await t.gql(SEARCH, { text });
      expect(res.errors).toBeUndefined();
    }
    expect((await t.gql(SEARCH, { text: 'tarte\u0000' })).errors[0].extensions.fieldErrors).toEqual({ text: 'INVALID_TEXT' });
    expect((await t.gql(SEARCH, { text: 'x'.repeat(256) })).errors[0].extensions.fieldErrors).toEqual({ text: 'TOO_LONG' });
  });
});

describe('site search text helpers', () => {
  it('splits words without syntax and keeps ten at most', () => {
    expect(queryWords(`Tarte "tatin" & l'été:*`)).toEqual(['tarte', 'tatin', 'l', 'été']);
    expect(queryWords(Array.from({ length: 12 }, (_, i) => `mot${i}`).join(' '))).toHaveLength(10);
  });
  it('makes plain excerpts cut at a word', () => {
    expect(plainExcerpt('<p>Un&nbsp;<b>bon</b> plat</p>')).toBe('Un bon plat');
    expect(plainExcerpt(`${'mot '.repeat(80)}`, 20)).toBe('mot mot mot mot mot…');
    expect(plainExcerpt('<p> </p>')).toBeNull();
  });
});
