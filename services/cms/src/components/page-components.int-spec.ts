import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { DataSource } from 'typeorm';
import { AppModule, SERVICE } from '../app.module';

const FIELDS = 'id name thumbnailUrl blocksJson usageCount';
const CREATE = `mutation($input: PageComponentInput!) { createPageComponent(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PageComponentInput!) { updatePageComponent(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($ids: [ID!]!) { deletePageComponents(ids: $ids) }`;
const LIST = `query($search: String, $first: Int, $after: String) {
  pageComponents(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name usageCount } } } }`;
const CREATE_PAGE = `mutation($input: PageInput!) { createPage(input: $input) { id body blocksJson renderedBlocksJson } }`;
const UPDATE_PAGE = `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id body } }`;
const PUBLIC_PAGE = `query($slug: String!) { page(slug: $slug) { body blocksJson renderedBlocksJson } }`;

const editor = adminIdentity([
  'cms.components.list',
  'cms.components.create',
  'cms.components.update',
  'cms.components.delete',
  'cms.components.mass-delete',
  'cms.pages.list',
  'cms.pages.create',
  'cms.pages.update',
  'cms.pages.delete',
]);
const oneAtATime = adminIdentity(['cms.components.list', 'cms.components.create', 'cms.components.delete']);

const text = (html: string) => ({ type: 'Text', props: { text: html } });
const use = (componentId: string) => ({ type: 'Component', props: { componentId } });

describe('cms page components', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  const createComponent = async (name: string, blocks: unknown[], identity = editor) => {
    const res = await t.gql(CREATE, { input: { name, thumbnailUrl: '/media/files/bandeau.jpg', blocksJson: JSON.stringify(blocks) } }, identity);
    expect(res.errors).toBeUndefined();
    return res.data.createPageComponent as { id: string; name: string; blocksJson: string; usageCount: number };
  };
  const createPage = async (slug: string, blocks: unknown[]) => {
    const res = await t.gql(CREATE_PAGE, { input: { title: slug, slug, status: 'PUBLISHED', blocksJson: JSON.stringify(blocks) } }, editor);
    expect(res.errors).toBeUndefined();
    return res.data.createPage as { id: string; body: string; blocksJson: string; renderedBlocksJson: string };
  };

  it('requires a name and checks the thumbnail and the blocks; a component holds no component', async () => {
    const res = await t.gql(CREATE, { input: { name: ' ', thumbnailUrl: 'javascript:x', blocksJson: JSON.stringify([text('')]) } }, editor);
    expect(res.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'REQUIRED', thumbnailUrl: 'URL_INVALID', 'blocks.0.text': 'ELEMENT_EMPTY' },
    });
    const empty = await t.gql(CREATE, { input: { name: 'Vide', blocksJson: '[]' } }, editor);
    expect(empty.errors![0].extensions.fieldErrors).toEqual({ blocksJson: 'ELEMENT_EMPTY' });
    const inner = await createComponent('Intérieur', [text('<p>x</p>')]);
    const nested = await t.gql(CREATE, { input: { name: 'Gigogne', blocksJson: JSON.stringify([use(inner.id)]) } }, editor);
    expect(nested.errors![0].extensions.fieldErrors).toEqual({ 'blocks.0.type': 'COMPONENT_NESTED' });
    const long = await t.gql(CREATE, { input: { name: 'x'.repeat(121), blocksJson: '[]' } }, editor);
    expect(long.errors![0].extensions.fieldErrors).toEqual({ name: 'TOO_LONG' });
  });

  it('shows its current blocks on every page using it, and keeps the pages’ search text in step', async () => {
    const banner = await createComponent('Bandeau concours', [{ type: 'Hero', props: { title: 'Concours du petit-déjeuner' } }]);
    expect(JSON.parse(banner.blocksJson)).toEqual([
      { type: 'Hero', props: { title: 'Concours du petit-déjeuner', subtitle: null, imageUrl: null, buttonLabel: null, buttonLink: null } },
    ]);
    const a = await createPage('avec-bandeau', [text('<p>Avant</p>'), use(banner.id), text('<p>Après</p>')]);
    const b = await createPage('bandeau-seul', [use(banner.id)]);
    expect(JSON.parse(a.blocksJson)[1]).toEqual(use(banner.id));
    expect(JSON.parse(a.renderedBlocksJson).map((x: { type: string }) => x.type)).toEqual(['Text', 'Hero', 'Text']);
    expect(a.body).toContain('Concours du petit-déjeuner');

    const updated = await t.gql(
      UPDATE,
      { id: banner.id, input: { name: 'Bandeau', blocksJson: JSON.stringify([text('<p>Inscriptions ouvertes</p>')]) } },
      editor,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updatePageComponent).toMatchObject({ name: 'Bandeau', usageCount: 2 });
    for (const slug of ['avec-bandeau', 'bandeau-seul']) {
      const page = (await t.gql(PUBLIC_PAGE, { slug })).data.page;
      expect(page.renderedBlocksJson).toContain('Inscriptions ouvertes');
      expect(page.body).toContain('Inscriptions ouvertes');
      expect(page.body).not.toContain('petit-déjeuner');
    }
    // The page's own save writes the component's text into its body too.
    const saved = await t.gql(
      UPDATE_PAGE,
      { id: b.id, input: { title: 'b', slug: 'bandeau-seul', blocksJson: JSON.stringify([use(banner.id), text('<p>Fin</p>')]) } },
      editor,
    );
    expect(saved.data.updatePage.body).toBe('<p>Inscriptions ouvertes</p><p>Fin</p>');
  });

  it('refuses a page showing an unknown component (blocks.N.componentId NOT_FOUND)', async () => {
    const res = await t.gql(
      CREATE_PAGE,
      { input: { title: 'x', slug: 'composant-inconnu', blocksJson: JSON.stringify([text('<p>x</p>'), use('5d1f0c7e-0000-4000-8000-000000000000')]) } },
      editor,
    );
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'blocks.1.componentId': 'NOT_FOUND' } });
  });

  it('refuses to delete a component pages show (CONFLICT COMPONENT_IN_USE); mass delete needs its permission', async () => {
    const used = await createComponent('Utilisé', [text('<p>Partagé</p>')]);
    const free = await createComponent('Libre', [text('<p>Seul</p>')]);
    const page = await createPage('utilise-composant', [use(used.id)]);
    const refused = await t.gql(DELETE, { ids: [used.id, free.id] }, editor);
    expect(refused.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { ids: 'COMPONENT_IN_USE' } });
    expect((await t.gql(DELETE, { ids: [used.id, free.id] }, oneAtATime)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { ids: [free.id] }, oneAtATime)).data.deletePageComponents).toBe(1);

    await t.gql(
      UPDATE_PAGE,
      { id: page.id, input: { title: 'p', slug: 'utilise-composant', blocksJson: JSON.stringify([text('<p>Plus de composant</p>')]) } },
      editor,
    );
    expect((await t.gql(DELETE, { ids: [used.id, free.id] }, editor)).data.deletePageComponents).toBe(1);
  });

  it('never leaves a page showing a deleted component when the page is saved while the component is deleted', async () => {
    for (let i = 0; i < 8; i += 1) {
      const component = await createComponent(`Course ${i}`, [text('<p>Course</p>')]);
      const slug = `course-composant-${i}`;
      const [deleted, saved] = await Promise.all([
        t.gql(DELETE, { ids: [component.id] }, editor),
        t.gql(CREATE_PAGE, { input: { title: slug, slug, status: 'PUBLISHED', blocksJson: JSON.stringify([use(component.id)]) } }, editor),
      ]);
      // One of the two wins, the other is refused with a client error: never both, never a server error.
      if (deleted.errors) {
        expect(deleted.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { ids: 'COMPONENT_IN_USE' } });
        expect(saved.errors).toBeUndefined();
      } else {
        expect(deleted.data.deletePageComponents).toBe(1);
        expect(saved.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'blocks.0.componentId': 'NOT_FOUND' } });
      }
      const dangling = await t.app
        .get(DataSource)
        .query(`SELECT p.slug FROM page p WHERE p.slug = $1 AND NOT EXISTS (SELECT 1 FROM page_component c WHERE c.id = $2)`, [slug, component.id]);
      expect(dangling).toEqual([]);
    }
  });

  it('lists by name with search and paging; the back office only', async () => {
    await createComponent('Zz appel à l’action', [text('<p>a</p>')]);
    await createComponent('Zz bas de page', [text('<p>b</p>')]);
    const first = await t.gql(LIST, { search: 'zz', first: 1 }, editor);
    expect(first.data.pageComponents).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { name: 'Zz appel à l’action', usageCount: 0 } }],
    });
    const next = await t.gql(LIST, { search: 'zz', first: 1, after: first.data.pageComponents.pageInfo.endCursor }, editor);
    expect(next.data.pageComponents.edges[0].node.name).toBe('Zz bas de page');
    expect((await t.gql(LIST, {})).errors![0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
