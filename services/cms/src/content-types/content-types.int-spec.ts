import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const TYPE = 'slug label singularLabel labelEn singularLabelEn blockEditorDisabled contentCount customFields { id code kind required options position }';
const staff = adminIdentity([
  'cms.content-types.create',
  'cms.content-types.update',
  'cms.content-types.delete',
  'cms.custom-fields.create',
  'cms.custom-fields.update',
  'cms.custom-fields.delete',
  'cms.posts.create',
]);

describe('cms content types and custom fields', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) }));
  });
  afterAll(() => t?.close());

  const createType = (input: Record<string, unknown>, identity = staff) =>
    t.gql(`mutation($input: ContentTypeInput!) { createContentType(input: $input) { ${TYPE} } }`, { input }, identity);
  const createField = (type: string, input: Record<string, unknown>) =>
    t.gql(
      'mutation($t: String!, $input: ContentCustomFieldInput!) { createContentCustomField(contentType: $t, input: $input) { id code kind options position required } }',
      { t: type, input },
      staff,
    );

  it('lists the seeded types by label with their fields, publicly', async () => {
    const res = await t.gql(`{ contentTypes { slug label } contentType(slug: "evenements") { ${TYPE} } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.contentTypes.map((x: { label: string }) => x.label)).toEqual(
      [
        'Actualités',
        'Actualités des établissements',
        'Blog',
        'Bons plans',
        'Événements',
        'Partenaires',
        'Recettes',
        'Revue de presse',
        'Routes gourmandes',
        'Séjours et week-ends',
      ].sort((a, b) => a.localeCompare(b, 'fr')),
    );
    expect(res.data.contentType).toMatchObject({ singularLabel: 'Événement', labelEn: 'Events', contentCount: 0 });
    expect(res.data.contentType.customFields.map((f: { code: string }) => f.code)).toEqual(['start-date', 'end-date', 'venue', 'city', 'link']);
    expect((await t.gql('{ contentType(slug: "nope") { slug } }')).data.contentType).toBeNull();
  });

  it('creates, updates and deletes a type; reserved and taken slugs are CONFLICT', async () => {
    const made = await createType({ slug: ' Portraits ', label: 'Portraits', singularLabel: 'Portrait', blockEditorDisabled: true });
    expect(made.errors).toBeUndefined();
    expect(made.data.createContentType).toMatchObject({ slug: 'portraits', blockEditorDisabled: true, labelEn: null, customFields: [] });
    for (const slug of ['portraits', 'account', 'panier', 'hotels-restaurants', 'agenda']) {
      expect((await createType({ slug, label: 'X', singularLabel: 'X' })).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { slug: 'SLUG_TAKEN' },
      });
    }
    expect((await createType({ slug: 'A B', label: '', singularLabel: 'x' })).errors[0].extensions.fieldErrors).toEqual({
      slug: 'SLUG_INVALID',
      label: 'REQUIRED',
    });
    const updated = await t.gql(
      'mutation { updateContentType(slug: "portraits", input: { label: "Portraits de chefs", singularLabel: "Portrait", labelEn: "Chef portraits" }) { label labelEn blockEditorDisabled } }',
      {},
      staff,
    );
    expect(updated.data.updateContentType).toEqual({ label: 'Portraits de chefs', labelEn: 'Chef portraits', blockEditorDisabled: false });
    expect(
      (await t.gql('mutation { updateContentType(slug: "nope", input: { label: "x", singularLabel: "x" }) { slug } }', {}, staff)).errors[0].extensions.code,
    ).toBe('NOT_FOUND');

    await t.gql('mutation { createContent(contentType: "portraits", input: { title: "Chef", slug: "chef" }) { id } }', {}, staff);
    const inUse = await t.gql('mutation { deleteContentType(slug: "portraits") }', {}, staff);
    expect(inUse.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: 'CONTENT_TYPE_IN_USE' } });
    expect((await t.gql('{ contentType(slug: "portraits") { contentCount } }')).data.contentType.contentCount).toBe(1);
    await createType({ slug: 'vide', label: 'Vide', singularLabel: 'Vide' });
    expect((await t.gql('mutation { deleteContentType(slug: "vide") }', {}, staff)).data.deleteContentType).toBe(true);
    expect((await t.gql('mutation { deleteContentType(slug: "vide") }', {}, staff)).data.deleteContentType).toBe(false);
  });

  it('manages custom fields: codes unique per type, CHOICE options, kind locked once used', async () => {
    await createType({ slug: 'vins', label: 'Vins', singularLabel: 'Vin' });
    const color = await createField('vins', { code: 'couleur', label: 'Couleur', kind: 'CHOICE', options: [' Rouge ', 'Blanc', 'Rouge'] });
    expect(color.data.createContentCustomField).toMatchObject({ code: 'couleur', options: ['Rouge', 'Blanc'], position: 0, required: false });
    const year = (await createField('vins', { code: 'millesime', label: 'Millésime', kind: 'NUMBER', options: ['ignored'] })).data.createContentCustomField;
    expect(year).toMatchObject({ options: [], position: 1 });
    expect((await createField('vins', { code: 'couleur', label: 'X', kind: 'TEXT' })).errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { code: 'CODE_TAKEN' },
    });
    expect((await createField('vins', { code: 'x', label: 'X', kind: 'CHOICE' })).errors[0].extensions.fieldErrors).toEqual({ options: 'REQUIRED' });
    expect((await createField('inconnu', { code: 'x', label: 'X', kind: 'TEXT' })).errors[0].extensions.code).toBe('NOT_FOUND');

    await t.gql(
      'mutation($f: ID!) { createContent(contentType: "vins", input: { title: "Chablis", slug: "chablis", customFields: [{ fieldId: $f, value: "2020" }] }) { id } }',
      { f: year.id },
      staff,
    );
    const UPDATE = 'mutation($id: ID!, $input: ContentCustomFieldInput!) { updateContentCustomField(id: $id, input: $input) { code kind label } }';
    expect((await t.gql(UPDATE, { id: year.id, input: { code: 'millesime', label: 'Année', kind: 'TEXT' } }, staff)).errors[0].extensions.fieldErrors).toEqual({
      kind: 'FIELD_IN_USE',
    });
    expect((await t.gql(UPDATE, { id: year.id, input: { code: 'annee', label: 'Année', kind: 'NUMBER' } }, staff)).data.updateContentCustomField).toEqual({
      code: 'annee',
      kind: 'NUMBER',
      label: 'Année',
    });
    expect((await t.gql(UPDATE, { id: year.id, input: { code: 'couleur', label: 'Année', kind: 'NUMBER' } }, staff)).errors[0].extensions.fieldErrors).toEqual({
      code: 'CODE_TAKEN',
    });
    expect((await t.gql('mutation($id: ID!) { deleteContentCustomField(id: $id) }', { id: year.id }, staff)).data.deleteContentCustomField).toBe(true);
    expect((await t.gql('mutation($id: ID!) { deleteContentCustomField(id: $id) }', { id: year.id }, staff)).data.deleteContentCustomField).toBe(false);
  });

  it('refuses without the permission', async () => {
    expect((await createType({ slug: 'x', label: 'X', singularLabel: 'X' }, adminIdentity(['cms.content-types.update']))).errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});
