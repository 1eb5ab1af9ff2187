import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const ITEM = 'label labelEn url openInNewTab';
const MENU = `code name updatedAt items { ${ITEM} children { ${ITEM} children { ${ITEM} children { label } } } }`;
const SET = `mutation($code: String!, $items: [MenuItemInput!]!) { setMenuItems(code: $code, items: $items) { ${MENU} } }`;
const CREATE = `mutation($input: NavigationMenuInput!) { createMenu(input: $input) { ${MENU} } }`;
const RENAME = `mutation($code: String!, $name: String!) { renameMenu(code: $code, name: $name) { code name } }`;
const DELETE = `mutation($code: String!) { deleteMenu(code: $code) }`;
const READ = `query($code: String!) { menu(code: $code) { ${MENU} } }`;
const editor = adminIdentity(['cms.menus.list', 'cms.menus.create', 'cms.menus.update', 'cms.menus.delete']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });

const link = (label: string, url = '/blog', children: unknown[] = []) => ({ label, url, children });
/** `levels` nested items, one per level. */
const chain = (levels: number): Record<string, unknown> => (levels === 1 ? link('Feuille') : link(`Niveau ${levels}`, '/blog', [chain(levels - 1)]));

describe('cms menus', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
  });
  afterAll(() => t?.close());

  it('serves the seeded header (nested) and footer publicly', async () => {
    const header = (await t.gql(READ, { code: 'header' })).data.menu;
    expect(header.items.map((i: { label: string }) => i.label)).toEqual([
      'Hôtels & restaurants',
      'Producteurs locaux',
      'Le monde du vin',
      'Inspirations',
      'Boutique',
      'Concours',
    ]);
    const inspirations = header.items[3];
    expect(inspirations).toMatchObject({ labelEn: 'Inspiration', url: '/blog', openInNewTab: false });
    expect(inspirations.children.map((c: { url: string }) => c.url)).toEqual(['/blog', '/recettes', '/routes-gourmandes', '/agenda']);
    const footer = (await t.gql(READ, { code: ' Footer ' })).data.menu;
    expect(footer.items.map((i: { url: string }) => i.url)).toEqual(
      expect.arrayContaining(['/qui-sommes-nous', '/contact', '/rejoindre-le-mouvement', '/partenaires', '/revue-de-presse']),
    );
    expect(footer.items.every((i: { labelEn: string | null }) => i.labelEn)).toBe(true);
    expect((await t.gql(READ, { code: 'nope' })).data.menu).toBeNull();
  });

  it('creates a menu, replaces its tree in order (three levels), renames it and lists menus by name', async () => {
    const created = await t.gql(CREATE, { input: { code: 'Pratique', name: ' Liens pratiques ' } }, editor);
    expect(created.errors).toBeUndefined();
    expect(created.data.createMenu).toMatchObject({ code: 'pratique', name: 'Liens pratiques', items: [] });
    const items = [
      {
        label: ' Guide ',
        labelEn: ' ',
        url: '/hotels-restaurants',
        children: [{ label: 'Vins', labelEn: 'Wines', url: '/le-monde-du-vin', children: [{ label: 'Bourgogne', url: 'https://bourgogne.example/vins?x=1' }] }],
      },
      { label: 'Partenaire', url: 'https://partenaire.example', openInNewTab: true },
    ];
    const set = await t.gql(SET, { code: 'pratique', items }, editor);
    expect(set.errors).toBeUndefined();
    expect(set.data.setMenuItems.items).toEqual([
      {
        label: 'Guide',
        labelEn: null,
        url: '/hotels-restaurants',
        openInNewTab: false,
        children: [
          {
            label: 'Vins',
            labelEn: 'Wines',
            url: '/le-monde-du-vin',
            openInNewTab: false,
            children: [{ label: 'Bourgogne', labelEn: null, url: 'https://bourgogne.example/vins?x=1', openInNewTab: false, children: [] }],
          },
        ],
      },
      { label: 'Partenaire', labelEn: null, url: 'https://partenaire.example', openInNewTab: true, children: [] },
    ]);
    // Reordering is a new list in the new order.
    const reordered = await t.gql(SET, { code: 'pratique', items: [items[1], items[0]] }, editor);
    expect(reordered.data.setMenuItems.items.map((i: { label: string }) => i.label)).toEqual(['Partenaire', 'Guide']);
    expect((await t.gql(RENAME, { code: 'pratique', name: 'Accès rapides' }, editor)).data.renameMenu).toEqual({ code: 'pratique', name: 'Accès rapides' });
    const list = await t.gql('{ menus { code name } }', {}, editor);
    expect(list.data.menus).toEqual([
      { code: 'pratique', name: 'Accès rapides' },
      { code: 'header', name: 'En-tête' },
      { code: 'footer', name: 'Pied de page' },
    ]);
  });

  it('refuses bad items with dotted paths, and keeps the previous tree whole', async () => {
    const before = (await t.gql(READ, { code: 'header' })).data.menu;
    const res = await t.gql(
      SET,
      {
        code: 'header',
        items: [
          link('Ok'),
          link('  ', '/ok'),
          link('Parent', '/parent', [link('Enfant', 'javascript:alert(1)'), link('Autre', '')]),
          link('Protocole relatif', '//evil.example'),
          link('Espace', '/a b'),
          link('Ftp', 'ftp://x.example'),
        ],
      },
      editor,
    );
    expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.errors[0].extensions.fieldErrors).toEqual({
      'items.1.label': 'REQUIRED',
      'items.2.children.0.url': 'URL_INVALID',
      'items.2.children.1.url': 'REQUIRED',
      'items.3.url': 'URL_INVALID',
      'items.4.url': 'URL_INVALID',
      'items.5.url': 'URL_INVALID',
    });
    // Over 80 characters, the input guard answers first (SDL "Max 80 characters"; its paths name the field, not the index).
    expect((await t.gql(SET, { code: 'header', items: [link('x'.repeat(81))] }, editor)).errors[0].extensions.fieldErrors).toEqual({
      'items.label': 'TOO_LONG',
    });
    expect((await t.gql(READ, { code: 'header' })).data.menu).toEqual(before);
  });

  it('refuses a fourth level (TOO_DEEP) and more than 200 items (TOO_MANY)', async () => {
    expect((await t.gql(SET, { code: 'footer', items: [chain(3)] }, editor)).errors).toBeUndefined();
    const deep = await t.gql(SET, { code: 'footer', items: [chain(4)] }, editor);
    expect(deep.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { items: 'TOO_DEEP' } });
    // 7 top items × (1 + 30 children) = 217 items.
    const many = Array.from({ length: 7 }, (_, i) =>
      link(
        `Rubrique ${i}`,
        '/blog',
        Array.from({ length: 30 }, (_, j) => link(`Lien ${j}`)),
      ),
    );
    const big = await t.gql(SET, { code: 'footer', items: many }, editor);
    expect(big.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { items: 'TOO_MANY' } });
    // The input guard bounds each list of children (SDL "Max 30 items").
    const wide = await t.gql(
      SET,
      {
        code: 'footer',
        items: [
          link(
            'Large',
            '/blog',
            Array.from({ length: 31 }, (_, j) => link(`Lien ${j}`)),
          ),
        ],
      },
      editor,
    );
    expect(wide.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers NOT_FOUND, CODE_TAKEN, SLUG_INVALID, REQUIRED, MENU_REQUIRED and false for unknown deletes', async () => {
    expect((await t.gql(SET, { code: 'inconnu', items: [] }, editor)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(RENAME, { code: 'inconnu', name: 'X' }, editor)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(RENAME, { code: 'header', name: ' ' }, editor)).errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED' });
    const taken = await t.gql(CREATE, { input: { code: 'header', name: 'Doublon' } }, editor);
    expect(taken.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { code: 'CODE_TAKEN' } });
    const bad = await t.gql(CREATE, { input: { code: 'menu à moi', name: '' } }, editor);
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: 'SLUG_INVALID', name: 'REQUIRED' } });
    expect((await t.gql(CREATE, { input: { code: ' ', name: 'x' } }, editor)).errors[0].extensions.fieldErrors).toEqual({ code: 'REQUIRED' });
    for (const code of ['header', 'FOOTER']) {
      expect((await t.gql(DELETE, { code }, editor)).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: 'MENU_REQUIRED' } });
    }
    await t.gql(CREATE, { input: { code: 'ephemere', name: 'Éphémère' } }, editor);
    expect((await t.gql(DELETE, { code: 'ephemere' }, editor)).data.deleteMenu).toBe(true);
    expect((await t.gql(DELETE, { code: 'ephemere' }, editor)).data.deleteMenu).toBe(false);
    expect((await t.gql(READ, { code: 'ephemere' })).data.menu).toBeNull();
  });

  it('refuses back-office operations without the permission or signed out', async () => {
    const reader = adminIdentity(['cms.menus.list']);
    expect((await t.gql(SET, { code: 'header', items: [] }, reader)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { code: 'x' }, adminIdentity(['cms.menus.update']))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { input: { code: 'x', name: 'x' } }, reader)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(RENAME, { code: 'header', name: 'x' }, customerIdentity())).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ menus { code } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(SET, { code: 'header', items: [] })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
