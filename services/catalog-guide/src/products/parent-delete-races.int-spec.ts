import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';

/**
 * A product, a category, a family or a product type written while what it refers to is deleted: the write
 * answers that reference NOT_FOUND, or the delete is refused (IN_USE, HAS_CHILDREN); never a server error
 * nor the platform's generic answer to a foreign-key violation.
 */
const staff = adminIdentity([
  'catalog.products.list',
  'catalog.products.create',
  'catalog.products.update',
  'catalog.categories.create',
  'catalog.categories.update',
  'catalog.categories.delete',
  'catalog.attributes.create',
  'catalog.attributes.delete',
  'catalog.attribute-families.create',
  'catalog.attribute-families.delete',
  'catalog.product-types.create',
  'catalog.product-types.delete',
  'catalog.media-categories.create',
  'catalog.media-categories.delete',
]);

const ROUNDS = 20;

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
const outcome = (res: Answer): string => {
  if (!res.errors) return 'ok';
  const { message, extensions } = res.errors[0];
  if (extensions.code === 'NOT_FOUND') return `NOT_FOUND ${message}`;
  const fields = Object.entries(extensions.fieldErrors ?? {}).map(([k, v]) => `${k.replace(/\.\d+\./, '.N.')}=${v}`);
  return [extensions.code, ...fields.sort()].join(' ');
};
/** Field errors that only name references as unknown are the expected answer to a lost race. */
const onlyNotFound = (s: string) => /^BAD_USER_INPUT( [\w.]+=NOT_FOUND)+$/.test(s);

describe('catalog: writes racing the delete of what they refer to', () => {
  let sg: TestSubgraph;
  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
  }, 120_000);
  afterAll(() => sg?.close());

  const gql = (query: string, variables: Record<string, unknown>) => sg.gql(query, variables, staff) as Promise<Answer>;
  const id = async (query: string, input: Record<string, unknown>, field: string): Promise<string> => {
    const res = await gql(query, { input });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data[field].id;
  };
  const category = (name: string, parentId?: string) =>
    id('mutation($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }', { name, parentId }, 'createProductCategory');
  const product = (sku: string, categoryIds: string[] = []) =>
    id(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { sku, name: `Produit ${sku}`, priceCents: 1000, taxCategory: 'REDUCED', categoryIds },
      'createProduct',
    );
  const remove = (mutation: string, target: string) => gql(`mutation($id: ID!) { ${mutation}(id: $id) }`, { id: target });

  it('products filed under, and sub-categories created under, a category being deleted', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [c1, c2, c3] = [await category(`Course A${round}`), await category(`Course B${round}`), await category(`Course C${round}`)];
      const existing = await product(`COURSE-E${round}`, [c2]);
      const answers = await Promise.all([
        gql('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
          input: { sku: `COURSE-N${round}`, name: 'Nouveau', priceCents: 100, taxCategory: 'REDUCED', categoryIds: [c1] },
        }),
        gql('mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
          id: existing,
          input: { sku: `COURSE-E${round}`, name: 'Existant', priceCents: 200, taxCategory: 'REDUCED', categoryIds: [c2, c1] },
        }),
        gql('mutation($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }', { input: { name: `Sous ${round}`, parentId: c3 } }),
        remove('deleteProductCategory', c1),
        remove('deleteProductCategory', c2),
        remove('deleteProductCategory', c3),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(seen.filter((s) => s !== 'ok' && !onlyNotFound(s) && s !== 'CONFLICT id=HAS_CHILDREN')).toEqual([]);
  });

  it('product details, families and product types naming what is being deleted', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const attribute = await id(
        'mutation($input: ProductAttributeInput!) { createProductAttribute(input: $input) { id } }',
        { code: `course_${round}`, name: 'Course', type: 'TEXT' },
        'createProductAttribute',
      );
      const [family, otherFamily] = [
        await id(
          'mutation($input: AttributeFamilyInput!) { createAttributeFamily(input: $input) { id } }',
          { code: `fam_${round}`, name: 'F', attributeIds: [] },
          'createAttributeFamily',
        ),
        await id(
          'mutation($input: AttributeFamilyInput!) { createAttributeFamily(input: $input) { id } }',
          { code: `fam2_${round}`, name: 'F2', attributeIds: [] },
          'createAttributeFamily',
        ),
      ];
      const type = await id(
        'mutation($input: ProductTypeInput!) { createProductType(input: $input) { id } }',
        { code: `type_${round}`, name: 'T' },
        'createProductType',
      );
      const media = await id(
        'mutation($input: MediaCategoryInput!) { createMediaCategory(input: $input) { id } }',
        { code: `media_${round}`, title: 'M' },
        'createMediaCategory',
      );
      const target = await product(`COURSE-D${round}`);
      const answers = await Promise.all([
        gql('mutation($id: ID!, $input: ProductDetailsInput!) { setProductDetails(id: $id, input: $input) { id } }', {
          id: target,
          input: { productTypeId: type, familyId: family, media: [{ url: '/media/a.pdf', type: 'PDF', categoryId: media }] },
        }),
        gql('mutation($input: AttributeFamilyInput!) { createAttributeFamily(input: $input) { id } }', {
          input: { code: `fam3_${round}`, name: 'F3', attributeIds: [attribute] },
        }),
        gql('mutation($input: ProductTypeInput!) { createProductType(input: $input) { id } }', {
          input: { code: `type2_${round}`, name: 'T2', familyId: otherFamily },
        }),
        remove('deleteProductType', type),
        remove('deleteAttributeFamily', family),
        remove('deleteMediaCategory', media),
        remove('deleteProductAttribute', attribute),
        remove('deleteAttributeFamily', otherFamily),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(seen.filter((s) => s !== 'ok' && !onlyNotFound(s) && s !== 'CONFLICT id=IN_USE')).toEqual([]);
  });
});
