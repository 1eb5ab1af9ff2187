import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { ProductChangedSchema } from '@guide/proto-schemas';
import { AppModule } from '../app.module';
import { normaliseValue } from './attribute-rules';
import { AttributesService } from './attributes.service';

const ATTR = 'id code name nameEn type required options { code label labelEn } visibleOnFront position';
const CREATE_ATTR = `mutation($input: ProductAttributeInput!) { createProductAttribute(input: $input) { ${ATTR} } }`;
const UPDATE_ATTR = `mutation($id: ID!, $input: ProductAttributeInput!) { updateProductAttribute(id: $id, input: $input) { ${ATTR} } }`;
const CREATE_FAMILY = `mutation($input: AttributeFamilyInput!) { createAttributeFamily(input: $input) { id code name productCount attributes { code } } }`;
const UPDATE_FAMILY = `mutation($id: ID!, $input: AttributeFamilyInput!) { updateAttributeFamily(id: $id, input: $input) { id code name attributes { code } } }`;
const CREATE_TYPE = `mutation($input: ProductTypeInput!) { createProductType(input: $input) { id code name nameEn family { code } productCount } }`;
const UPDATE_TYPE = `mutation($id: ID!, $input: ProductTypeInput!) { updateProductType(id: $id, input: $input) { id code name nameEn family { code } } }`;
const CREATE_MEDIA_CAT = `mutation($input: MediaCategoryInput!) { createMediaCategory(input: $input) { id code title } }`;
const SET = `mutation($id: ID!, $input: ProductDetailsInput!) { setProductDetails(id: $id, input: $input) {
  id updatedAt productType { code } family { code } customerGroupCodes attributeValues { attribute { code } value } media { url type title category { code } } } }`;

const staff = adminIdentity([
  'catalog.products.list',
  'catalog.products.create',
  'catalog.products.update',
  'catalog.attributes.list',
  'catalog.attributes.create',
  'catalog.attributes.update',
  'catalog.attributes.delete',
  'catalog.attribute-families.list',
  'catalog.attribute-families.create',
  'catalog.attribute-families.update',
  'catalog.attribute-families.delete',
  'catalog.product-types.list',
  'catalog.product-types.create',
  'catalog.product-types.update',
  'catalog.product-types.delete',
  'catalog.media-categories.list',
  'catalog.media-categories.create',
  'catalog.media-categories.update',
  'catalog.media-categories.delete',
  'catalog.bulk-upload.create',
]);

describe('product attributes, families, types, media categories and product details', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  const a: Record<string, string> = {};
  let livre: string;
  let guideType: string;
  let brochure: string;

  const ok = <T = any>(res: { data: any; errors: any }, field: string): T => {
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data[field];
  };
  const errorOf = (res: { errors?: any[] }) => res.errors?.[0]?.extensions;
  const attribute = async (input: Record<string, unknown>) => ok<any>(await sg.gql(CREATE_ATTR, { input }, staff), 'createProductAttribute');
  const product = async (sku: string, published = true) =>
    ok<any>(
      await sg.gql(
        `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
        { input: { sku, name: `Produit ${sku}`, priceCents: 1000, taxCategory: 'REDUCED', published } },
        staff,
      ),
      'createProduct',
    ).id;
  const set = (id: string, input: Record<string, unknown>, who = staff) => sg.gql(SET, { id, input }, who);
  const events = (key: string) =>
    db.query('SELECT type, payload FROM outbox WHERE key = $1 ORDER BY occurred_at, id', [key]) as Promise<{ type: string; payload: Buffer }[]>;

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    db = sg.app.get(DataSource);
  }, 120_000);
  afterAll(() => sg?.close());

  describe('attributes', () => {
    it('creates attributes of every type with defaults, lists them by position', async () => {
      const millesime = await attribute({ code: 'millesime', name: 'Millésime', nameEn: 'Vintage', type: 'INTEGER', required: true, position: 1 });
      expect(millesime).toMatchObject({ code: 'millesime', type: 'INTEGER', required: true, options: [], visibleOnFront: true, position: 1 });
      a.millesime = millesime.id;
      const format = await attribute({
        code: 'format',
        name: 'Format',
        type: 'SELECT',
        position: 2,
        options: [
          { code: 'poche', label: 'Poche' },
          { code: 'broche', label: 'Broché', labelEn: 'Paperback' },
        ],
      });
      expect(format.options).toEqual([
        { code: 'poche', label: 'Poche', labelEn: null },
        { code: 'broche', label: 'Broché', labelEn: 'Paperback' },
      ]);
      a.format = format.id;
      a.allergenes = (
        await attribute({
          code: 'allergenes',
          name: 'Allergènes',
          type: 'MULTISELECT',
          position: 3,
          options: [
            { code: 'gluten', label: 'Gluten' },
            { code: 'lait', label: 'Lait' },
          ],
        })
      ).id;
      a.poids_net = (await attribute({ code: 'poids_net', name: 'Poids net (kg)', type: 'DECIMAL', position: 4 })).id;
      a.bio = (await attribute({ code: 'bio', name: 'Bio', type: 'BOOLEAN', position: 5 })).id;
      a.parution = (await attribute({ code: 'parution', name: 'Parution', type: 'DATE', position: 6 })).id;
      a.sous_titre = (await attribute({ code: 'sous_titre', name: 'Sous-titre', type: 'TEXT', position: 7 })).id;
      a.notes = (await attribute({ code: 'notes', name: 'Notes internes', type: 'TEXTAREA', position: 8, visibleOnFront: false })).id;
      const list = ok<any[]>(await sg.gql(`{ productAttributes { code } }`, {}, staff), 'productAttributes');
      expect(list.map((x) => x.code)).toEqual(['millesime', 'format', 'allergenes', 'poids_net', 'bio', 'parution', 'sous_titre', 'notes']);
    });

    it('refuses bad codes, taken codes, and options that do not fit the type', async () => {
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'Millésime', name: 'X', type: 'TEXT' } }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { code: 'INVALID_FORMAT' },
      });
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: '1abc', name: 'X', type: 'TEXT' } }, staff)).fieldErrors).toEqual({ code: 'INVALID_FORMAT' });
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'millesime', name: 'X', type: 'TEXT' } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'CODE_TAKEN' },
      });
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'couleur', name: 'Couleur', type: 'SELECT' } }, staff)).fieldErrors).toEqual({
        options: 'REQUIRED',
      });
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'couleur', name: 'Couleur', type: 'SELECT', options: [] } }, staff)).fieldErrors).toEqual({
        options: 'REQUIRED',
      });
      const dup = await sg.gql(
        CREATE_ATTR,
        {
          input: {
            code: 'couleur',
            name: 'Couleur',
            type: 'MULTISELECT',
            options: [
              { code: 'rouge', label: 'Rouge' },
              { code: 'rouge', label: 'Rouge bis' },
            ],
          },
        },
        staff,
      );
      expect(errorOf(dup).fieldErrors).toEqual({ options: 'DUPLICATE_OPTION' });
      const pipe = await sg.gql(CREATE_ATTR, { input: { code: 'couleur', name: 'Couleur', type: 'SELECT', options: [{ code: 'a|b', label: 'AB' }] } }, staff);
      expect(errorOf(pipe).fieldErrors).toEqual({ options: 'INVALID_FORMAT' });
      const notAllowed = await sg.gql(CREATE_ATTR, { input: { code: 'couleur', name: 'Couleur', type: 'TEXT', options: [{ code: 'a', label: 'A' }] } }, staff);
      expect(errorOf(notAllowed).fieldErrors).toEqual({ options: 'OPTIONS_NOT_ALLOWED' });
      expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'x', name: ' ', type: 'TEXT', position: 2_000_000 } }, staff)).fieldErrors).toEqual({
        name: 'REQUIRED',
        position: 'OUT_OF_RANGE',
      });
      expect(await db.query(`SELECT count(*)::int AS n FROM product_attribute WHERE code IN ('couleur', 'x')`)).toEqual([{ n: 0 }]);
    });

    it('updates: left-out flags and options stay; the code stays unique; NOT_FOUND for an unknown id', async () => {
      const updated = ok<any>(
        await sg.gql(UPDATE_ATTR, { id: a.format, input: { code: 'format', name: 'Format du livre', type: 'SELECT' } }, staff),
        'updateProductAttribute',
      );
      expect(updated).toMatchObject({ name: 'Format du livre', position: 2, options: [{ code: 'poche' }, { code: 'broche' }] });
      const withRelie = ok<any>(
        await sg.gql(
          UPDATE_ATTR,
          {
            id: a.format,
            input: {
              code: 'format',
              name: 'Format',
              type: 'SELECT',
              options: [
                { code: 'poche', label: 'Poche' },
                { code: 'broche', label: 'Broché' },
                { code: 'relie', label: 'Relié' },
              ],
            },
          },
          staff,
        ),
        'updateProductAttribute',
      );
      expect(withRelie.options.map((o: any) => o.code)).toEqual(['poche', 'broche', 'relie']);
      expect(errorOf(await sg.gql(UPDATE_ATTR, { id: a.format, input: { code: 'millesime', name: 'F', type: 'SELECT' } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'CODE_TAKEN' },
      });
      expect(errorOf(await sg.gql(UPDATE_ATTR, { id: randomUUID(), input: { code: 'zz', name: 'Z', type: 'TEXT' } }, staff)).code).toBe('NOT_FOUND');
    });
  });

  describe('families, product types, media categories', () => {
    it('creates a family in the given attribute order; unknown attributes are NOT_FOUND; codes unique', async () => {
      const family = ok<any>(
        await sg.gql(
          CREATE_FAMILY,
          { input: { code: 'livre', name: 'Livre', attributeIds: [a.millesime, a.format, a.parution, a.sous_titre, a.notes, a.millesime] } },
          staff,
        ),
        'createAttributeFamily',
      );
      expect(family).toMatchObject({
        code: 'livre',
        productCount: 0,
        attributes: [{ code: 'millesime' }, { code: 'format' }, { code: 'parution' }, { code: 'sous_titre' }, { code: 'notes' }],
      });
      livre = family.id;
      expect(errorOf(await sg.gql(CREATE_FAMILY, { input: { code: 'coffret', name: 'Coffret', attributeIds: [randomUUID()] } }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { attributeIds: 'NOT_FOUND' },
      });
      expect(errorOf(await sg.gql(CREATE_FAMILY, { input: { code: 'livre', name: 'Autre', attributeIds: [] } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'CODE_TAKEN' },
      });
      expect(errorOf(await sg.gql(CREATE_FAMILY, { input: { code: 'Livre!', name: 'Autre', attributeIds: [] } }, staff)).fieldErrors).toEqual({
        code: 'INVALID_FORMAT',
      });
      const coffret = ok<any>(
        await sg.gql(CREATE_FAMILY, { input: { code: 'coffret', name: 'Coffret', attributeIds: [a.allergenes, a.poids_net, a.bio] } }, staff),
        'createAttributeFamily',
      );
      const renamed = ok<any>(
        await sg.gql(
          UPDATE_FAMILY,
          { id: coffret.id, input: { code: 'coffret', name: 'Coffret gourmand', attributeIds: [a.bio, a.allergenes, a.poids_net] } },
          staff,
        ),
        'updateAttributeFamily',
      );
      expect(renamed.attributes.map((x: any) => x.code)).toEqual(['bio', 'allergenes', 'poids_net']);
    });

    it('creates product types with a default family (NOT_FOUND when unknown) and media categories', async () => {
      const t = ok<any>(
        await sg.gql(CREATE_TYPE, { input: { code: 'guide_imprime', name: 'Guide imprimé', nameEn: 'Printed guide', familyId: livre } }, staff),
        'createProductType',
      );
      expect(t).toMatchObject({ code: 'guide_imprime', nameEn: 'Printed guide', family: { code: 'livre' }, productCount: 0 });
      guideType = t.id;
      expect(errorOf(await sg.gql(CREATE_TYPE, { input: { code: 'goodies', name: 'Goodies', familyId: randomUUID() } }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { familyId: 'NOT_FOUND' },
      });
      const goodies = ok<any>(await sg.gql(CREATE_TYPE, { input: { code: 'goodies', name: 'Goodies' } }, staff), 'createProductType');
      const kept = ok<any>(await sg.gql(UPDATE_TYPE, { id: goodies.id, input: { code: 'goodies', name: 'Objets' } }, staff), 'updateProductType');
      expect(kept).toMatchObject({ name: 'Objets', family: null });
      expect(errorOf(await sg.gql(CREATE_TYPE, { input: { code: 'goodies', name: 'Bis' } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'CODE_TAKEN' },
      });
      brochure = ok<any>(await sg.gql(CREATE_MEDIA_CAT, { input: { code: 'brochure', title: 'Brochures' } }, staff), 'createMediaCategory').id;
      expect(errorOf(await sg.gql(CREATE_MEDIA_CAT, { input: { code: 'brochure', title: 'Autre' } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { code: 'CODE_TAKEN' },
      });
      const renamed = ok<any>(
        await sg.gql(
          `mutation($id: ID!, $input: MediaCategoryInput!) { updateMediaCategory(id: $id, input: $input) { code title } }`,
          { id: brochure, input: { code: 'brochure', title: 'Dépliants' } },
          staff,
        ),
        'updateMediaCategory',
      );
      expect(renamed).toEqual({ code: 'brochure', title: 'Dépliants' });
      const lists = await sg.gql(`{ attributeFamilies { code } productTypes { code family { code } } mediaCategories { code } }`, {}, staff);
      expect(lists.data).toEqual({
        attributeFamilies: [{ code: 'coffret' }, { code: 'livre' }],
        productTypes: [
          { code: 'guide_imprime', family: { code: 'livre' } },
          { code: 'goodies', family: null },
        ],
        mediaCategories: [{ code: 'brochure' }],
      });
    });
  });

  describe('setProductDetails', () => {
    let p: string;

    it('sets type (its default family), values by type, media and customer groups, with catalog.product.updated in the same transaction', async () => {
      p = await product('GUIDE-A');
      const res = await set(p, {
        productTypeId: guideType,
        attributeValues: [
          { attributeId: a.millesime, value: ' 2026 ' },
          { attributeId: a.format, value: 'broche' },
          { attributeId: a.parution, value: '2026-03-01' },
          { attributeId: a.sous_titre, value: 'Les bonnes tables' },
          { attributeId: a.notes, value: 'Réimpression\r\nprévue' },
        ],
        media: [
          { url: 'https://cdn.example.com/extrait.pdf', type: 'PDF', title: 'Extrait', categoryId: brochure },
          { url: '/media/files/video.mp4', type: 'VIDEO' },
        ],
        customerGroupCodes: ['pro', 'vip-2026', 'pro'],
      });
      const d = ok<any>(res, 'setProductDetails');
      expect(d).toMatchObject({
        productType: { code: 'guide_imprime' },
        family: { code: 'livre' },
        customerGroupCodes: ['pro', 'vip-2026'],
        attributeValues: [
          { attribute: { code: 'millesime' }, value: '2026' },
          { attribute: { code: 'format' }, value: 'broche' },
          { attribute: { code: 'parution' }, value: '2026-03-01' },
          { attribute: { code: 'sous_titre' }, value: 'Les bonnes tables' },
          { attribute: { code: 'notes' }, value: 'Réimpression\nprévue' },
        ],
        media: [
          { url: 'https://cdn.example.com/extrait.pdf', type: 'PDF', title: 'Extrait', category: { code: 'brochure' } },
          { url: '/media/files/video.mp4', type: 'VIDEO', title: null, category: null },
        ],
      });
      const all = await events(p);
      expect(all.map((e) => e.type)).toEqual(['catalog.product.created', 'catalog.product.updated']);
      const event = fromBinary(ProductChangedSchema, new Uint8Array(all[1].payload));
      expect(event).toMatchObject({ id: p, customerGroupCodes: ['pro', 'vip-2026'], updatedAt: d.updatedAt });
      const counts = await sg.gql(`{ attributeFamilies { code productCount } productTypes { code productCount } }`, {}, staff);
      expect(counts.data.attributeFamilies).toContainEqual({ code: 'livre', productCount: 1 });
      expect(counts.data.productTypes).toContainEqual({ code: 'guide_imprime', productCount: 1 });
    });

    it('checks every value by its type: INVALID_<TYPE> keyed attributeValues.<code>; nothing written, no event', async () => {
      const coffret = (await db.query(`SELECT id FROM attribute_family WHERE code = 'coffret'`))[0].id;
      const box = await product('BOX-A');
      const before = (await events(box)).length;
      // millesime is required in livre: given alongside the value under test (or as it).
      const bad = async (familyId: string, attributeId: string, value: string) =>
        errorOf(
          await set(box, {
            familyId,
            attributeValues: [...(attributeId === a.millesime ? [] : [{ attributeId: a.millesime, value: '2020' }]), { attributeId, value }],
          }),
        );
      const expectInvalid = async (familyId: string, attributeId: string, code: string, values: string[], key: string) => {
        for (const value of values) {
          const e = await bad(familyId, attributeId, value);
          expect({ value, code: e?.code, error: e?.fieldErrors?.[`attributeValues.${code}`] }).toEqual({ value, code: 'BAD_USER_INPUT', error: key });
        }
      };
      await expectInvalid(livre, a.millesime, 'millesime', ['20.5', 'abc', '2147483648', '-2147483649', '1e3'], 'INVALID_INTEGER');
      const twice = await set(box, {
        familyId: livre,
        attributeValues: [
          { attributeId: a.millesime, value: '2020' },
          { attributeId: a.millesime, value: '2021' },
        ],
      });
      expect(errorOf(twice).fieldErrors).toEqual({ 'attributeValues.millesime': 'DUPLICATE' });
      await expectInvalid(livre, a.format, 'format', ['relié', 'poche|broche', 'POCHE'], 'INVALID_SELECT');
      await expectInvalid(livre, a.parution, 'parution', ['2026-02-30', '01/03/2026', '2026-3-1'], 'INVALID_DATE');
      await expectInvalid(livre, a.sous_titre, 'sous_titre', ['x'.repeat(256), 'deux\nlignes'], 'INVALID_TEXT');
      // TEXTAREA's 5,000 is the input's own limit (the guard answers TOO_LONG first); the rule holds it too.
      expect(normaliseValue({ type: 'TEXTAREA', options: [] }, 'x'.repeat(5001))).toBeNull();
      expect(normaliseValue({ type: 'TEXTAREA', options: [] }, 'x'.repeat(5000))).toHaveLength(5000);
      const boxValues = async (values: { attributeId: string; value: string }[]) => set(box, { familyId: coffret, attributeValues: values });
      for (const [value, key] of [
        ['gluten|noix', 'INVALID_MULTISELECT'],
        ['gluten||lait', 'INVALID_MULTISELECT'],
      ] as const) {
        expect(errorOf(await boxValues([{ attributeId: a.allergenes, value }])).fieldErrors).toEqual({ 'attributeValues.allergenes': key });
      }
      for (const value of ['1.2.3', 'abc', '1e5', '9'.repeat(400)]) {
        expect(errorOf(await boxValues([{ attributeId: a.poids_net, value }])).fieldErrors).toEqual({ 'attributeValues.poids_net': 'INVALID_DECIMAL' });
      }
      for (const value of ['oui', '1', 'yes'])
        expect(errorOf(await boxValues([{ attributeId: a.bio, value }])).fieldErrors).toEqual({ 'attributeValues.bio': 'INVALID_BOOLEAN' });
      expect(errorOf(await boxValues([{ attributeId: a.millesime, value: '2020' }])).fieldErrors).toEqual({ 'attributeValues.millesime': 'NOT_IN_FAMILY' });
      expect(errorOf(await boxValues([{ attributeId: randomUUID(), value: '1' }])).fieldErrors).toEqual({ attributeValues: 'NOT_FOUND' });
      expect((await events(box)).length).toBe(before);
      expect(await db.query('SELECT family_id FROM product WHERE id = $1', [box])).toEqual([{ family_id: null }]);

      const good = ok<any>(
        await boxValues([
          { attributeId: a.allergenes, value: 'lait | gluten|lait' },
          { attributeId: a.poids_net, value: '1,50' },
          { attributeId: a.bio, value: 'TRUE' },
        ]),
        'setProductDetails',
      );
      expect(good.attributeValues).toEqual([
        { attribute: { code: 'bio' }, value: 'true' },
        { attribute: { code: 'allergenes' }, value: 'lait|gluten' },
        { attribute: { code: 'poids_net' }, value: '1.5' },
      ]);
      expect((await events(box)).length).toBe(before + 1);
    });

    it('requires the family’s required attributes (attributeValues.<code> = REQUIRED); unknown type, family, category; bad media and groups', async () => {
      const q = await product('GUIDE-B');
      expect(errorOf(await set(q, { familyId: livre, attributeValues: [{ attributeId: a.format, value: 'poche' }] })).fieldErrors).toEqual({
        'attributeValues.millesime': 'REQUIRED',
      });
      expect(errorOf(await set(q, { familyId: livre, attributeValues: [{ attributeId: a.millesime, value: '  ' }] })).fieldErrors).toEqual({
        'attributeValues.millesime': 'REQUIRED',
      });
      expect(errorOf(await set(q, { familyId: livre })).fieldErrors).toEqual({ 'attributeValues.millesime': 'REQUIRED' });
      expect(errorOf(await set(q, { familyId: randomUUID() })).fieldErrors).toEqual({ familyId: 'NOT_FOUND' });
      expect(errorOf(await set(q, { productTypeId: randomUUID() })).fieldErrors).toEqual({ productTypeId: 'NOT_FOUND' });
      expect(errorOf(await set(q, { media: [{ url: '/a.pdf', type: 'PDF', categoryId: randomUUID() }] })).fieldErrors).toEqual({ media: 'NOT_FOUND' });
      for (const url of ['//evil.example/x.pdf', 'http://example.com/x.pdf', 'javascript:alert(1)', 'relative/x.pdf']) {
        expect(errorOf(await set(q, { media: [{ url, type: 'PDF' }] })).fieldErrors).toEqual({ media: 'URL_INVALID' });
      }
      for (const code of ['Pro', '-pro', 'a b', 'x'.repeat(65)]) {
        expect(errorOf(await set(q, { customerGroupCodes: [code] })).fieldErrors).toEqual({ customerGroupCodes: 'INVALID_FORMAT' });
      }
      expect((await events(q)).length).toBe(1);
      expect(errorOf(await set(randomUUID(), { customerGroupCodes: [] })).code).toBe('NOT_FOUND');
    });

    it('keeps what is left out; null clears; values of a new family are checked again', async () => {
      const kept = ok<any>(await set(p, { customerGroupCodes: null }), 'setProductDetails');
      expect(kept).toMatchObject({
        family: { code: 'livre' },
        customerGroupCodes: [],
        attributeValues: expect.arrayContaining([{ attribute: { code: 'millesime' }, value: '2026' }]),
      });
      expect(kept.media).toHaveLength(2);
      const cleared = ok<any>(await set(p, { media: [], attributeValues: [{ attributeId: a.millesime, value: '2027' }] }), 'setProductDetails');
      expect(cleared).toMatchObject({ media: [], attributeValues: [{ attribute: { code: 'millesime' }, value: '2027' }] });
      const none = ok<any>(await set(p, { productTypeId: null, familyId: null }), 'setProductDetails');
      expect(none).toMatchObject({ productType: null, family: null, attributeValues: [] });
      expect(await db.query('SELECT count(*)::int AS n FROM product_attribute_value WHERE product_id = $1', [p])).toEqual([{ n: 0 }]);
      ok(
        await set(p, {
          productTypeId: guideType,
          attributeValues: [
            { attributeId: a.millesime, value: '2026' },
            { attributeId: a.notes, value: 'interne' },
            { attributeId: a.format, value: 'poche' },
          ],
        }),
        'setProductDetails',
      );
    });

    it('shows the public only visibleOnFront attributes; the back office (catalog.products.list) sees all', async () => {
      const Q = `{ product(slug: "produit-guide-a") { attributeValues { attribute { code } value } customerGroupCodes family { code } productType { code } } }`;
      const anonymous = await sg.gql(Q);
      expect(anonymous.data.product.attributeValues.map((v: any) => v.attribute.code)).toEqual(['millesime', 'format']);
      expect(anonymous.data.product).toMatchObject({ family: { code: 'livre' }, productType: { code: 'guide_imprime' } });
      const customer = await sg.gql(Q, {}, customerIdentity());
      expect(customer.data.product.attributeValues.map((v: any) => v.attribute.code)).toEqual(['millesime', 'format']);
      const back = await sg.gql(Q, {}, adminIdentity(['catalog.products.list']));
      expect(back.data.product.attributeValues.map((v: any) => v.attribute.code)).toEqual(['millesime', 'format', 'notes']);
    });

    it('shows a product reserved to customer groups to their members only (storefront list, detail, category counts)', async () => {
      const Q = `query($slug: String!) { product(slug: $slug) { id } products(first: 50) { edges { node { id } } } }`;
      const seen = async (identity?: Parameters<typeof sg.gql>[2]) => {
        const res = await sg.gql(Q, { slug: 'produit-guide-a' }, identity);
        return { detail: res.data.product?.id === p, listed: res.data.products.edges.some((e: any) => e.node.id === p) };
      };
      ok(await set(p, { customerGroupCodes: ['pro'] }), 'setProductDetails');
      const member = { ...customerIdentity(), groupCode: 'pro' } as Parameters<typeof sg.gql>[2];
      const otherGroup = { ...customerIdentity(), groupCode: 'vip-2026' } as Parameters<typeof sg.gql>[2];
      expect(await seen()).toEqual({ detail: false, listed: false });
      expect(await seen(customerIdentity())).toEqual({ detail: false, listed: false });
      expect(await seen(otherGroup)).toEqual({ detail: false, listed: false });
      expect(await seen(member)).toEqual({ detail: true, listed: true });
      // The back office lists it whatever the groups.
      const back = await sg.gql('query($id: ID!) { adminProduct(id: $id) { id } }', { id: p }, staff);
      expect(back.data.adminProduct).toEqual({ id: p });
      ok(await set(p, { customerGroupCodes: [] }), 'setProductDetails');
      expect(await seen()).toEqual({ detail: true, listed: true });
    });

    it('refuses a type change while values exist (IN_USE) and deletions in use (CONFLICT id IN_USE)', async () => {
      expect(errorOf(await sg.gql(UPDATE_ATTR, { id: a.millesime, input: { code: 'millesime', name: 'Millésime', type: 'TEXT' } }, staff))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { type: 'IN_USE' },
      });
      const del = (op: string, id: string) => sg.gql(`mutation($id: ID!) { ${op}(id: $id) }`, { id }, staff);
      expect(errorOf(await del('deleteProductAttribute', a.millesime))).toMatchObject({ code: 'CONFLICT', fieldErrors: { id: 'IN_USE' } });
      expect(errorOf(await del('deleteAttributeFamily', livre))).toMatchObject({ code: 'CONFLICT', fieldErrors: { id: 'IN_USE' } });
      expect(errorOf(await del('deleteProductType', guideType))).toMatchObject({ code: 'CONFLICT', fieldErrors: { id: 'IN_USE' } });
      // Free ones go: an attribute no family lists, an unused type and family, a media category (media keep no category).
      const free = await attribute({ code: 'temporaire', name: 'Temporaire', type: 'TEXT' });
      expect(ok(await del('deleteProductAttribute', free.id), 'deleteProductAttribute')).toBe(true);
      const spare = ok<any>(await sg.gql(CREATE_FAMILY, { input: { code: 'vide', name: 'Vide', attributeIds: [] } }, staff), 'createAttributeFamily');
      const spareType = ok<any>(await sg.gql(CREATE_TYPE, { input: { code: 'vide', name: 'Vide', familyId: spare.id } }, staff), 'createProductType');
      expect(ok(await del('deleteAttributeFamily', spare.id), 'deleteAttributeFamily')).toBe(true);
      expect(await db.query('SELECT family_id FROM product_type WHERE id = $1', [spareType.id])).toEqual([{ family_id: null }]);
      expect(ok(await del('deleteProductType', spareType.id), 'deleteProductType')).toBe(true);
      const cat = ok<any>(await sg.gql(CREATE_MEDIA_CAT, { input: { code: 'a_jeter', title: 'À jeter' } }, staff), 'createMediaCategory');
      ok(await set(p, { media: [{ url: '/x.pdf', type: 'DOCUMENT', categoryId: cat.id }] }), 'setProductDetails');
      expect(ok(await del('deleteMediaCategory', cat.id), 'deleteMediaCategory')).toBe(true);
      expect(await db.query('SELECT category_id FROM product_media WHERE product_id = $1', [p])).toEqual([{ category_id: null }]);
      expect(errorOf(await del('deleteMediaCategory', cat.id)).code).toBe('NOT_FOUND');
    });
  });

  it('loads a page of products with one query per field (DataLoader), never per product', async () => {
    for (let i = 0; i < 5; i++) {
      const id = await product(`PAGE-${i}`);
      ok(
        await set(id, {
          productTypeId: guideType,
          attributeValues: [{ attributeId: a.millesime, value: String(2020 + i) }],
          media: [{ url: `/m${i}.pdf`, type: 'PDF', categoryId: brochure }],
        }),
        'setProductDetails',
      );
    }
    const service = sg.app.get(AttributesService);
    const spies = [
      jest.spyOn(service, 'valueRows'),
      jest.spyOn(service, 'mediaRows'),
      jest.spyOn(service, 'familyAttributeRows'),
      jest.spyOn(service, 'productCounts'),
    ];
    const res = await sg.gql(
      `{ adminProducts(first: 50) { edges { node { sku productType { code family { code productCount attributes { code } } productCount } family { code } media { url category { code } } attributeValues { attribute { code } value } } } } }`,
      {},
      staff,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.adminProducts.edges.filter((e: any) => e.node.productType).length).toBeGreaterThanOrEqual(6);
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 1, 1, 2]); // productCounts: once for families, once for types
    for (const s of spies) s.mockRestore();
  });

  describe('CSV imports', () => {
    const runAttributes = async (csv: string, dryRun = false) =>
      ok<any>(
        await sg.gql(
          `mutation($csv: String!, $dry: Boolean) { importProductAttributes(csv: $csv, dryRun: $dry) { created updated errors { row field code } } }`,
          { csv, dry: dryRun },
          staff,
        ),
        'importProductAttributes',
      );
    const runFamilies = async (csv: string, dryRun = false) =>
      ok<any>(
        await sg.gql(
          `mutation($csv: String!, $dry: Boolean) { importAttributeFamilies(csv: $csv, dryRun: $dry) { created updated errors { row field code } } }`,
          { csv, dry: dryRun },
          staff,
        ),
        'importAttributeFamilies',
      );

    it('imports attributes: dry run saves nothing, bad rows are reported and skipped, a known code is updated', async () => {
      const csv = [
        'code;name;type;name_en;required;options;visible_on_front',
        'nombre_pages;Nombre de pages;integer;Pages;oui;;', // 2
        'reliure;Reliure;SELECT;;non;"souple:Souple|rigide:Rigide : cartonnée";non', // 3
        'Bad Code;X;TEXT;;;;', // 4
        'nombre_pages;Doublon;INTEGER;;;;', // 5
        'couleur;Couleur;COLOR;;;;', // 6
        'teinte;Teinte;SELECT;;;;', // 7
        'taille;Taille;TEXT;;;s:S;', // 8
        'dup;Dup;MULTISELECT;;peut-être;a:A|a:B;', // 9
        ';;;;;;', // 10
        'millesime;Millésime;TEXT;;;;', // 11: values exist
        'format;Format (livre);SELECT;Size;;;', // 12: update, options kept
      ].join('\n');
      const before = await db.query('SELECT count(*)::int AS n FROM product_attribute');
      const dry = await runAttributes(csv, true);
      expect(dry).toEqual({
        created: 2,
        updated: 1,
        errors: [
          { row: 4, field: 'code', code: 'INVALID_FORMAT' },
          { row: 5, field: 'code', code: 'CODE_DUPLICATE' },
          { row: 6, field: 'type', code: 'TYPE_INVALID' },
          { row: 7, field: 'options', code: 'OPTIONS_INVALID' },
          { row: 8, field: 'options', code: 'OPTIONS_INVALID' },
          { row: 9, field: 'options', code: 'OPTIONS_INVALID' },
          { row: 9, field: 'required', code: 'FLAG_INVALID' },
          { row: 10, field: 'code', code: 'REQUIRED' },
          { row: 10, field: 'name', code: 'REQUIRED' },
          { row: 10, field: 'type', code: 'REQUIRED' },
          { row: 11, field: 'type', code: 'TYPE_IN_USE' },
        ],
      });
      expect(await db.query('SELECT count(*)::int AS n FROM product_attribute')).toEqual(before);
      expect(await runAttributes(csv)).toEqual({ ...dry });
      const rows = await db.query(
        `SELECT code, name, name_en, type, required, options, visible_on_front FROM product_attribute WHERE code IN ('nombre_pages', 'reliure', 'format') ORDER BY code`,
      );
      expect(rows).toEqual([
        {
          code: 'format',
          name: 'Format (livre)',
          name_en: 'Size',
          type: 'SELECT',
          required: false,
          options: expect.arrayContaining([expect.objectContaining({ code: 'relie' })]),
          visible_on_front: true,
        },
        { code: 'nombre_pages', name: 'Nombre de pages', name_en: 'Pages', type: 'INTEGER', required: true, options: [], visible_on_front: true },
        {
          code: 'reliure',
          name: 'Reliure',
          name_en: null,
          type: 'SELECT',
          required: false,
          options: [
            { code: 'souple', label: 'Souple', labelEn: null },
            { code: 'rigide', label: 'Rigide : cartonnée', labelEn: null },
          ],
          visible_on_front: false,
        },
      ]);
      expect(await runAttributes('code,name\nx,y')).toEqual({ created: 0, updated: 0, errors: [{ row: 1, field: 'type', code: 'COLUMN_MISSING' }] });
      expect((await runAttributes('')).errors).toEqual([{ row: 1, field: null, code: 'EMPTY_FILE' }]);
    });

    it('imports families: attribute codes in order, unknown ones refused, a known code updated', async () => {
      const csv = [
        'code,name,attributes',
        'livre,Livre,millesime|nombre_pages|format|notes',
        'coffret_vin,Coffret de vins,millesime|inconnu',
        'carte_cadeau,Carte cadeau,',
        'carte_cadeau,Bis,',
      ].join('\n');
      const dry = await runFamilies(csv, true);
      expect(dry).toEqual({
        created: 1,
        updated: 1,
        errors: [
          { row: 3, field: 'attributes', code: 'ATTRIBUTE_UNKNOWN' },
          { row: 5, field: 'code', code: 'CODE_DUPLICATE' },
        ],
      });
      expect(await db.query(`SELECT count(*)::int AS n FROM attribute_family WHERE code = 'carte_cadeau'`)).toEqual([{ n: 0 }]);
      expect(await runFamilies(csv)).toEqual(dry);
      const res = await sg.gql(`{ attributeFamilies { code name attributes { code } } }`, {}, staff);
      expect(res.data.attributeFamilies).toEqual(
        expect.arrayContaining([
          { code: 'livre', name: 'Livre', attributes: [{ code: 'millesime' }, { code: 'nombre_pages' }, { code: 'format' }, { code: 'notes' }] },
          { code: 'carte_cadeau', name: 'Carte cadeau', attributes: [] },
        ]),
      );
      expect((await runFamilies('code,name\na,b')).errors).toEqual([{ row: 1, field: 'attributes', code: 'COLUMN_MISSING' }]);
    });
  });

  it('guards every operation with its key (FORBIDDEN / UNAUTHENTICATED) and keeps the new Product fields public', async () => {
    const only = adminIdentity(['catalog.products.list']);
    for (const q of ['{ productAttributes { id } }', '{ attributeFamilies { id } }', '{ productTypes { id } }', '{ mediaCategories { id } }']) {
      expect(errorOf(await sg.gql(q, {}, only)).code).toBe('FORBIDDEN');
      expect(errorOf(await sg.gql(q)).code).toBe('UNAUTHENTICATED');
    }
    expect(errorOf(await sg.gql(CREATE_ATTR, { input: { code: 'x', name: 'X', type: 'TEXT' } }, adminIdentity(['catalog.attributes.update']))).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await set(randomUUID(), {}, adminIdentity(['catalog.products.create']))).code).toBe('FORBIDDEN');
    expect(errorOf(await sg.gql(`mutation { importAttributeFamilies(csv: "code") { created } }`, {}, customerIdentity())).code).toBe('FORBIDDEN');
    const pub = await sg.gql(`{ products(first: 3) { edges { node { customerGroupCodes media { url } productType { name } family { name } } } } }`);
    expect(pub.errors).toBeUndefined();
  });
});
