import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

/** The block editor of contents: blocksJson validated like a page's, honouring the type's blockEditorDisabled. */
const FIELDS = 'id slug body blocksJson';
const CREATE = `mutation($t: String!, $input: ContentInput!) { createContent(contentType: $t, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { ${FIELDS} } }`;
const editor = adminIdentity([
  'cms.posts.list',
  'cms.posts.create',
  'cms.posts.update',
  'cms.posts.duplicate',
  'cms.content-types.create',
  'cms.content-types.update',
  'cms.components.create',
  'cms.components.update',
]);

const blocks = [
  { type: 'Hero', props: { id: 'Hero-1', title: ' Les halles de Lyon ', subtitle: 'Un tour des étals' } },
  { type: 'Text', props: { id: 'Text-2', text: '<p onclick="x()">Paul Bocuse<script>alert(1)</script></p>' } },
];

describe('cms content blocks', () => {
  let t: TestSubgraph;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) }));
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const create = (type: string, input: Record<string, unknown>) => t.gql(CREATE, { t: type, input }, editor);
  const update = (id: string, input: Record<string, unknown>) => t.gql(UPDATE, { id, input }, editor);

  it('stores clean blocks, writes the body from their text and serves them publicly', async () => {
    const res = await create('blog', { title: 'Lyon', slug: 'lyon-halles', status: 'PUBLISHED', body: '<p>ignoré</p>', blocksJson: JSON.stringify(blocks) });
    expect(res.errors).toBeUndefined();
    const made = res.data.createContent;
    // Puck's ids dropped, text trimmed, rich text sanitized: the page builder's own validateBlocks.
    expect(JSON.parse(made.blocksJson)).toEqual([
      { type: 'Hero', props: { title: 'Les halles de Lyon', subtitle: 'Un tour des étals', imageUrl: null, buttonLabel: null, buttonLink: null } },
      { type: 'Text', props: { text: '<p>Paul Bocuse</p>' } },
    ]);
    expect(made.body).toBe('<h2>Les halles de Lyon</h2><p>Un tour des étals</p><p>Paul Bocuse</p>');
    const pub = await t.gql('query { content(contentType: "blog", slug: "lyon-halles") { blocksJson body } }');
    expect(JSON.parse(pub.data.content.blocksJson)).toHaveLength(2);
    // Site search reads the body, hence the blocks' text.
    const hits = await t.gql('query { searchSite(text: "Bocuse") { edges { node { kind path } } } }');
    expect(hits.data.searchSite.edges.map((e: { node: { path: string } }) => e.node.path)).toContain('/blog/lyon-halles');

    // The copy keeps the blocks.
    const copy = await t.gql(`mutation($id: ID!) { duplicateContent(id: $id) { ${FIELDS} } }`, { id: made.id }, editor);
    expect(JSON.parse(copy.data.duplicateContent.blocksJson)).toEqual(JSON.parse(made.blocksJson));

    // blocksJson left out makes it a rich-text content again (like the body, the blocks are replaced).
    const plain = await update(made.id, { title: 'Lyon', slug: 'lyon-halles', status: 'PUBLISHED', body: '<p>Texte</p>' });
    expect(plain.data.updateContent).toMatchObject({ blocksJson: null, body: '<p>Texte</p>' });
  });

  it("shows a component's current blocks in renderedBlocksJson, and its text in the body", async () => {
    const made = await t.gql(
      'mutation($input: PageComponentInput!) { createPageComponent(input: $input) { id } }',
      {
        input: {
          name: 'Bandeau newsletter',
          blocksJson: JSON.stringify([
            { type: 'CallToAction', props: { title: 'La lettre gourmande', buttonLabel: 'Je m’inscris', buttonLink: '/newsletter' } },
          ]),
        },
      },
      editor,
    );
    expect(made.errors).toBeUndefined();
    const componentId = made.data.createPageComponent.id;
    const res = await create('blog', {
      title: 'Avec bandeau',
      slug: 'avec-bandeau',
      status: 'PUBLISHED',
      blocksJson: JSON.stringify([
        { type: 'Text', props: { text: '<p>Bonjour</p>' } },
        { type: 'Component', props: { componentId } },
      ]),
    });
    expect(res.errors).toBeUndefined();
    const read = async () => (await t.gql('query { content(contentType: "blog", slug: "avec-bandeau") { body blocksJson renderedBlocksJson } }')).data.content;
    const first = await read();
    expect(JSON.parse(first.blocksJson).map((b: { type: string }) => b.type)).toEqual(['Text', 'Component']);
    expect(JSON.parse(first.renderedBlocksJson).map((b: { type: string }) => b.type)).toEqual(['Text', 'CallToAction']);
    expect(first.body).toContain('La lettre gourmande');
  });

  it('refuses blocks that the page builder refuses, with its keys', async () => {
    const res = await create('blog', {
      title: 'Vide',
      slug: 'vide',
      blocksJson: JSON.stringify([
        { type: 'Text', props: { text: '<p> </p>' } },
        { type: 'Marquee', props: {} },
      ]),
    });
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'blocks.0.text': 'ELEMENT_EMPTY', 'blocks.1.type': 'INVALID_CHOICE' },
    });
    const notJson = await create('blog', { title: 'Vide', slug: 'vide', blocksJson: '{"type":"Text"}' });
    expect(notJson.errors[0].extensions.fieldErrors).toEqual({ blocksJson: 'BLOCKS_INVALID' });
    expect((await db.query(`SELECT count(*)::int AS n FROM content WHERE slug = 'vide'`))[0].n).toBe(0);
  });

  it('refuses blocks for a type whose block editor is disabled, and keeps its rich text', async () => {
    const type = await t.gql(
      'mutation { createContentType(input: { slug: "chroniques", label: "Chroniques", singularLabel: "Chronique", blockEditorDisabled: true }) { slug } }',
      {},
      editor,
    );
    expect(type.errors).toBeUndefined();
    const refused = await create('chroniques', { title: 'Une', slug: 'une', blocksJson: JSON.stringify(blocks) });
    expect(refused.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { blocksJson: 'BLOCK_EDITOR_DISABLED' } });
    const plain = await create('chroniques', { title: 'Une', slug: 'une', body: '<p>Bonjour</p>' });
    expect(plain.data.createContent).toMatchObject({ body: '<p>Bonjour</p>', blocksJson: null });
    const again = await update(plain.data.createContent.id, { title: 'Une', slug: 'une', blocksJson: '[]' });
    expect(again.errors[0].extensions.fieldErrors).toEqual({ blocksJson: 'BLOCK_EDITOR_DISABLED' });

    // Turning the flag off opens the block editor to the type's contents.
    const off = await t.gql(
      'mutation { updateContentType(slug: "chroniques", input: { label: "Chroniques", singularLabel: "Chronique", blockEditorDisabled: false }) { blockEditorDisabled } }',
      {},
      editor,
    );
    expect(off.data.updateContentType.blockEditorDisabled).toBe(false);
    const built = await update(plain.data.createContent.id, { title: 'Une', slug: 'une', blocksJson: JSON.stringify(blocks) });
    expect(built.errors).toBeUndefined();
    expect(JSON.parse(built.data.updateContent.blocksJson)).toHaveLength(2);
  });
});
