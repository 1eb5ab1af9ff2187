import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/**
 * A child written while its parent is deleted (content type, custom field, category, media folder, menu,
 * slider): the child's call answers the parent's NOT_FOUND (or its field error), the delete waits for it
 * or is refused as the contract says; never INTERNAL_SERVER_ERROR, never the platform's generic
 * answer to a foreign-key violation (format-error's safety net).
 */
const staff = adminIdentity([
  'cms.content-types.create',
  'cms.content-types.delete',
  'cms.custom-fields.create',
  'cms.custom-fields.delete',
  'cms.posts.create',
  'cms.posts.update',
  'cms.posts.sync-categories',
  'cms.categories.create',
  'cms.categories.delete',
  'cms.pages.create',
  'cms.pages.update',
  'cms.pages.sync-categories',
  'cms.media.create',
  'cms.media.update',
  'cms.media.delete',
  'cms.menus.create',
  'cms.menus.update',
  'cms.menus.delete',
  'settings.sliders.create',
  'settings.sliders.update',
  'settings.sliders.delete',
]);

const ROUNDS = 20;

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
/** ok, or the code with the field errors (ids written as <id>) or, for NOT_FOUND, the message. */
const outcome = (res: Answer): string => {
  if (!res.errors) return 'ok';
  const { message, extensions } = res.errors[0];
  if (extensions.code === 'NOT_FOUND') return `NOT_FOUND ${message}`;
  const fields = Object.entries(extensions.fieldErrors ?? {}).map(([k, v]) => `${k.replace(/[0-9a-f-]{36}/, '<id>')}=${v}`);
  return [extensions.code, ...fields].join(' ');
};
const unexpected = (seen: string[], allowed: string[]) => seen.filter((s) => !allowed.includes(s));

describe('cms: children written while their parent is deleted', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) }));
  });
  afterAll(() => t?.close());

  const gql = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, staff) as Promise<Answer>;
  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const newType = async (slug: string) => {
    await ok('mutation($i: ContentTypeInput!) { createContentType(input: $i) { slug } }', { i: { slug, label: slug, singularLabel: slug } });
    return slug;
  };
  const newField = async (type: string, code: string): Promise<string> =>
    (
      await ok('mutation($t: String!, $i: ContentCustomFieldInput!) { createContentCustomField(contentType: $t, input: $i) { id } }', {
        t: type,
        i: { code, label: code, kind: 'TEXT' },
      })
    ).createContentCustomField.id;
  const newCategory = async (type: string, slug: string): Promise<string> =>
    (
      await ok('mutation($t: String!, $i: ContentCategoryInput!) { createContentCategory(contentType: $t, input: $i) { id } }', {
        t: type,
        i: { title: slug, slug },
      })
    ).createContentCategory.id;
  const deleteType = (slug: string) => gql('mutation($s: String!) { deleteContentType(slug: $s) }', { s: slug });
  const createField = (type: string, code: string) =>
    gql('mutation($t: String!, $i: ContentCustomFieldInput!) { createContentCustomField(contentType: $t, input: $i) { id } }', {
      t: type,
      i: { code, label: code, kind: 'TEXT' },
    });
  const createContent = (type: string, input: Record<string, unknown>) =>
    gql('mutation($t: String!, $i: ContentInput!) { createContent(contentType: $t, input: $i) { id } }', { t: type, i: input });

  it('createContentCustomField racing deleteContentType: NOT_FOUND (content type), the delete goes through', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const type = await newType(`course-champ-${round}`);
      const [create, remove] = await Promise.all([createField(type, 'duree'), deleteType(type)]);
      seen.push(outcome(create), `delete ${outcome(remove)}`);
    }
    expect(unexpected(seen, ['ok', 'NOT_FOUND Content type not found', 'delete ok'])).toEqual([]);
  });

  it('createContent and createContentCategory racing deleteContentType: NOT_FOUND, or the delete is CONTENT_TYPE_IN_USE', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const type = await newType(`course-contenu-${round}`);
      const [content, category, remove] = await Promise.all([
        createContent(type, { title: 'Course', slug: 'course' }),
        gql('mutation($t: String!, $i: ContentCategoryInput!) { createContentCategory(contentType: $t, input: $i) { id } }', {
          t: type,
          i: { title: 'Rubrique', slug: 'rubrique' },
        }),
        deleteType(type),
      ]);
      seen.push(outcome(content), outcome(category), `delete ${outcome(remove)}`);
    }
    expect(unexpected(seen, ['ok', 'NOT_FOUND Content type not found', 'delete ok', 'delete CONFLICT slug=CONTENT_TYPE_IN_USE'])).toEqual([]);
  });

  it('contents given a category or a custom field being deleted: that field is NOT_FOUND', async () => {
    const type = await newType('course-valeurs');
    const existing = (await createContent(type, { title: 'Existant', slug: 'existant' })).data.createContent.id;
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [field, category, otherCategory] = [
        await newField(type, `champ-${round}`),
        await newCategory(type, `cat-${round}`),
        await newCategory(type, `autre-${round}`),
      ];
      const [created, updated, moved] = await Promise.all([
        createContent(type, { title: `Nouveau ${round}`, slug: `nouveau-${round}`, categoryIds: [category], customFields: [{ fieldId: field, value: 'x' }] }),
        gql('mutation($id: ID!, $i: ContentInput!) { updateContent(id: $id, input: $i) { id } }', {
          id: existing,
          i: { title: 'Existant', slug: 'existant', customFields: [{ fieldId: field, value: `v${round}` }] },
        }),
        gql('mutation($id: ID!, $c: [ID!]!) { setContentCategories(id: $id, categoryIds: $c) { id } }', { id: existing, c: [otherCategory] }),
        gql('mutation($id: ID!) { deleteContentCustomField(id: $id) }', { id: field }),
        gql('mutation($ids: [ID!]!) { deleteContentCategories(ids: $ids) }', { ids: [category] }),
        gql('mutation($ids: [ID!]!) { deleteContentCategories(ids: $ids) }', { ids: [otherCategory] }),
      ]);
      seen.push(outcome(created), outcome(updated), outcome(moved));
    }
    const allowed = [
      'ok',
      'BAD_USER_INPUT customFields.<id>=NOT_FOUND',
      'BAD_USER_INPUT categoryIds=NOT_FOUND',
      'BAD_USER_INPUT categoryIds=NOT_FOUND customFields.<id>=NOT_FOUND',
      'BAD_USER_INPUT customFields.<id>=NOT_FOUND categoryIds=NOT_FOUND',
    ];
    expect(unexpected(seen, allowed)).toEqual([]);
  });

  it('pages given a page category being deleted: categoryIds NOT_FOUND', async () => {
    const seen: string[] = [];
    const page = (await ok('mutation($i: PageInput!) { createPage(input: $i) { id } }', { i: { title: 'Page course', slug: 'page-course' } })).createPage.id;
    for (let round = 0; round < ROUNDS; round++) {
      const newPageCategory = async (slug: string): Promise<string> =>
        (await ok('mutation($i: PageCategoryInput!) { createPageCategory(input: $i) { id } }', { i: { title: slug, slug } })).createPageCategory.id;
      const [a, b] = [await newPageCategory(`course-a-${round}`), await newPageCategory(`course-b-${round}`)];
      const answers = await Promise.all([
        gql('mutation($i: PageInput!, $c: ID) { createPage(input: $i, categoryId: $c) { id } }', {
          i: { title: 'P', slug: `p-course-${round}`, categoryIds: [a] },
          c: a,
        }),
        gql('mutation($id: ID!, $c: [ID!]!) { setPageCategories(id: $id, categoryIds: $c) { id } }', { id: page, c: [b] }),
        gql('mutation($ids: [ID!]!) { deletePageCategories(ids: $ids) }', { ids: [a] }),
        gql('mutation($ids: [ID!]!) { deletePageCategories(ids: $ids) }', { ids: [b] }),
      ]);
      seen.push(outcome(answers[0]), outcome(answers[1]));
    }
    expect(unexpected(seen, ['ok', 'BAD_USER_INPUT categoryIds=NOT_FOUND'])).toEqual([]);
  });

  it('a media folder created or a file moved into a folder being deleted: parentId / folderId NOT_FOUND, or FOLDER_NOT_EMPTY', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const folder = async (name: string): Promise<string> =>
        (await ok('mutation($i: MediaFolderInput!) { createMediaFolder(input: $i) { id } }', { i: { name } })).createMediaFolder.id;
      const [parent, target] = [await folder(`Course ${round}`), await folder(`Cible ${round}`)];
      const [file] = (await t.app
        .get(DataSource)
        .query(
          `INSERT INTO media_file (id, original_name, kind, mime, size, storage_key) VALUES (gen_random_uuid(), 'a.pdf', 'PDF', 'application/pdf', 1, $1) RETURNING id`,
          [`cms/race-${round}.pdf`],
        )) as { id: string }[];
      const answers = await Promise.all([
        gql('mutation($i: MediaFolderInput!) { createMediaFolder(input: $i) { id } }', { i: { name: 'Enfant', parentId: parent } }),
        gql('mutation($id: ID!) { deleteMediaFolder(id: $id) }', { id: parent }),
        gql('mutation($id: ID!, $i: MediaFileInput!) { updateMediaFile(id: $id, input: $i) { id } }', { id: file.id, i: { folderId: target } }),
        gql('mutation($id: ID!) { deleteMediaFolder(id: $id) }', { id: target }),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(unexpected(seen, ['ok', 'BAD_USER_INPUT parentId=NOT_FOUND', 'BAD_USER_INPUT folderId=NOT_FOUND', 'BAD_USER_INPUT id=FOLDER_NOT_EMPTY'])).toEqual(
      [],
    );
  });

  it('menu items set or a menu renamed, a slider updated, while it is deleted: NOT_FOUND, never a null Menu/Slider', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [menu, slider] = [`course-menu-${round}`, `course-slider-${round}`];
      await ok('mutation($i: NavigationMenuInput!) { createMenu(input: $i) { code } }', { i: { code: menu, name: 'Menu' } });
      await ok('mutation($i: SliderInput!) { createSlider(input: $i) { code } }', { i: { code: slider, name: 'Slider' } });
      const answers = await Promise.all([
        gql('mutation($c: String!) { setMenuItems(code: $c, items: [{ label: "Accueil", url: "/" }]) { code items { label } } }', { c: menu }),
        gql('mutation($c: String!) { renameMenu(code: $c, name: "Renommé") { code name } }', { c: menu }),
        gql('mutation($c: String!) { deleteMenu(code: $c) }', { c: menu }),
        gql('mutation($c: String!) { updateSlider(code: $c, name: "Nouveau", slides: []) { code name } }', { c: slider }),
        gql('mutation($c: String!) { deleteSlider(code: $c) }', { c: slider }),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(unexpected(seen, ['ok', 'NOT_FOUND Menu not found', 'NOT_FOUND Slider not found'])).toEqual([]);
  });
});
