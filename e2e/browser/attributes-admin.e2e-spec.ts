import type { Page } from 'playwright-core';
import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminProductDetailsDocument,
  AdminProductsDocument,
  AdminRefreshSessionDocument,
  AttributeFamiliesDocument,
  CreateAttributeFamilyDocument,
  CreateProductAttributeDocument,
  CustomerGroupsDocument,
  DeleteProductAttributeDocument,
  DeleteProductTypeDocument,
  ImportProductAttributesDocument,
  MediaCategoriesDocument,
  ProductAttributesDocument,
  ProductCategoriesDocument,
  ProductTypesDocument,
  SetProductDetailsDocument,
  type AdminProductDetailsQuery,
  type ImportProductAttributesMutation,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, type Stubbed } from './stubs';
import type { AttributeRow } from '../../frontends/admin/src/catalog/attributes/attributes.graphql';
import type { FamilyRow } from '../../frontends/admin/src/catalog/attribute-families/attribute-families.graphql';
import type { ProductTypeRow } from '../../frontends/admin/src/catalog/product-types/product-types.graphql';
import type { ProductRow } from '../../frontends/admin/src/catalog/products/products.graphql';

/**
 * The back office's product attribute screens (attributes, attribute families, product types, media
 * categories, a product's "Détails" tab, attributes bulk upload), built, behind the real web server; GraphQL
 * answered by the STUB gateway with answers typed by the admin's generated documents.
 */
describe('admin product attributes screens (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1366, height: 900 } } });

  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  /** Picks an option of the open antd select. */
  const choose = async (page: Page, testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option.replace(/[()]/g, '\\$&')}$`) })
      .click();
  };

  function signedIn(permissions: readonly string[] = ALL_PERMISSIONS) {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'admin@example.com',
          firstName: 'Admin',
          lastName: 'Guide',
          permissions: [...permissions],
          role: { __typename: 'Role', id: 'r-1', name: 'admin' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
  }

  const attribute = (code: string, name: string, type: AttributeRow['type'], extra: Partial<Stubbed<AttributeRow>> = {}): Stubbed<AttributeRow> => ({
    __typename: 'ProductAttribute',
    id: `a-${code}`,
    code,
    name,
    nameEn: null,
    type,
    required: false,
    visibleOnFront: true,
    position: 0,
    options: [],
    ...extra,
  });
  const option = (code: string, label: string) => ({ __typename: 'AttributeOption', code, label, labelEn: null });
  const MILLESIME = attribute('millesime', 'Millésime', 'INTEGER', { nameEn: 'Vintage', required: true });
  const FORMAT = attribute('format', 'Format', 'SELECT', { options: [option('poche', 'Poche'), option('grand', 'Grand format')] });
  const THEMES = attribute('themes', 'Thèmes', 'MULTISELECT', {
    options: [option('vins', 'Vins'), option('fromages', 'Fromages'), option('chocolat', 'Chocolat')],
  });
  const RELIE = attribute('relie', 'Relié', 'BOOLEAN');
  const PARUTION = attribute('parution', 'Date de parution', 'DATE');
  const EPAISSEUR = attribute('epaisseur', 'Épaisseur (cm)', 'DECIMAL');
  const SOUS_TITRE = attribute('sous_titre', 'Sous-titre', 'TEXT');
  const ATTRIBUTES = [MILLESIME, FORMAT, THEMES, RELIE, PARUTION, EPAISSEUR, SOUS_TITRE];
  const family = (id: string, code: string, name: string, attributes: Stubbed<AttributeRow>[], productCount = 0): Stubbed<FamilyRow> => ({
    __typename: 'AttributeFamily',
    id,
    code,
    name,
    productCount,
    attributes,
  });
  const GUIDE_FAMILY = family('f-guide', 'guide_imprime', 'Guide imprimé', ATTRIBUTES, 3);
  const TYPES: Stubbed<ProductTypeRow>[] = [
    {
      __typename: 'ProductType',
      id: 't-guide',
      code: 'guide',
      name: 'Guide imprimé',
      nameEn: 'Printed guide',
      productCount: 3,
      family: { __typename: 'AttributeFamily', id: 'f-guide', code: 'guide_imprime', name: 'Guide imprimé' },
    },
    { __typename: 'ProductType', id: 't-carte', code: 'carte_cadeau', name: 'Carte cadeau', nameEn: null, productCount: 0, family: null },
  ];

  describe('attributes', () => {
    it('lists attributes with French type labels, creates a list attribute with its options (CODE_TAKEN on the code), says IN_USE on delete', async () => {
      const { page, gateway } = suite;
      signedIn();
      const rows = [MILLESIME, FORMAT];
      answer(gateway, ProductAttributesDocument, () => ({ data: { productAttributes: rows } }));
      answer(gateway, CreateProductAttributeDocument, ({ variables }) => {
        const { input } = variables;
        if (input.code === 'format') return refusal('CONFLICT', 'code taken', { fieldErrors: { code: 'CODE_TAKEN' } });
        const created = attribute(input.code, input.name, input.type, {
          nameEn: input.nameEn ?? null,
          required: input.required ?? false,
          visibleOnFront: input.visibleOnFront ?? true,
          options: (input.options ?? []).map((o) => ({ __typename: 'AttributeOption', code: o.code, label: o.label, labelEn: o.labelEn ?? null })),
        });
        rows.push(created);
        return { data: { createProductAttribute: created } };
      });
      answer(gateway, DeleteProductAttributeDocument, () => refusal('CONFLICT', 'in use', { fieldErrors: { id: 'IN_USE' } }));

      await page.goto(url('/catalog/attributes'));
      const table = page.getByTestId('attributes-table');
      await table.getByText('Millésime').waitFor();
      expect(await page.title()).toBe('Attributs · Guide Gourmand');
      const [first, second] = await table.locator('tbody tr.ant-table-row').allTextContents();
      expect(first).toContain('millesime');
      expect(first).toContain('Entier');
      expect(first).toContain('Oui');
      expect(second).toContain('Liste');
      expect(second).toMatch(/2\D*$/);

      await page.getByTestId('attribute-new').click();
      const dialog = page.getByRole('dialog', { name: 'Nouvel attribut' });
      await dialog.waitFor();
      // A text attribute has no options.
      expect(await page.getByTestId('attribute-options').count()).toBe(0);
      await page.getByTestId('attribute-code').fill('Format!');
      await page.getByTestId('attribute-name').fill('Format');
      await choose(page, 'attribute-type', 'Liste');
      await page.getByTestId('attribute-options').waitFor();
      await page.getByTestId('attribute-save').click();
      await page.getByTestId('field-error-code').getByText('Minuscules, chiffres et tirets bas uniquement (64 caractères au maximum)').waitFor();
      expect(await page.getByTestId('field-error-options').textContent()).toBe('Ajoutez au moins une valeur à la liste');
      expect(sent('CreateProductAttribute')).toHaveLength(0);

      await page.getByTestId('attribute-code').fill('format');
      await page.getByTestId('attribute-nameEn').fill('Format');
      for (const [i, [code, label, labelEn]] of [
        ['poche', 'Poche', 'Pocket'],
        ['grand', 'Grand format', 'Large'],
        ['jeter', 'À retirer', ''],
      ].entries()) {
        await page.getByTestId('attribute-option-add').click();
        await page.getByTestId(`attribute-option-code-${i}`).fill(code);
        await page.getByTestId(`attribute-option-label-${i}`).fill(label);
        if (labelEn) await page.getByTestId(`attribute-option-labelEn-${i}`).fill(labelEn);
      }
      await page.getByTestId('attribute-option-remove-2').click();
      await page.getByTestId('attribute-visibleOnFront').click();
      await page.getByTestId('attribute-save').click();
      await page.getByTestId('field-error-code').getByText('Ce code est déjà utilisé par un autre attribut').waitFor();
      expect(await dialog.isVisible()).toBe(true);

      await page.getByTestId('attribute-code').fill('format_livre');
      await page.getByTestId('attribute-save').click();
      await notice("L'attribut « Format » a été créé.");
      await table.getByText('format_livre').waitFor();
      expect(sent('CreateProductAttribute').map((r) => r.variables.input)).toEqual([
        expect.objectContaining({ code: 'format' }),
        {
          code: 'format_livre',
          name: 'Format',
          nameEn: 'Format',
          type: 'SELECT',
          required: false,
          visibleOnFront: false,
          position: 0,
          options: [
            { code: 'poche', label: 'Poche', labelEn: 'Pocket' },
            { code: 'grand', label: 'Grand format', labelEn: 'Large' },
          ],
        },
      ]);

      await page.getByTestId('attribute-delete-millesime').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
      await notice('Cet attribut est utilisé par une famille');
      expect(sent('DeleteProductAttribute').map((r) => r.variables)).toEqual([{ id: 'a-millesime' }]);
    });
  });

  describe('attribute families', () => {
    it('creates a family with its attributes in the chosen order', async () => {
      const { page, gateway } = suite;
      signedIn();
      const rows: Stubbed<FamilyRow>[] = [];
      answer(gateway, ProductAttributesDocument, () => ({ data: { productAttributes: ATTRIBUTES } }));
      answer(gateway, AttributeFamiliesDocument, () => ({ data: { attributeFamilies: rows } }));
      answer(gateway, CreateAttributeFamilyDocument, ({ variables }) => {
        const { input } = variables;
        const created = family(
          'f-9',
          input.code,
          input.name,
          input.attributeIds.map((id) => ATTRIBUTES.find((a) => a.id === id)!),
        );
        rows.push(created);
        return { data: { createAttributeFamily: created } };
      });
      await page.goto(url('/catalog/attribute-families'));
      await page.getByText('Aucune famille pour le moment').waitFor();
      await page.getByTestId('family-new').click();
      await page.getByRole('dialog', { name: "Nouvelle famille d'attributs" }).waitFor();
      await page.getByTestId('family-code').fill('guide_imprime');
      await page.getByTestId('family-name').fill('Guide imprimé');
      await page.getByTestId('family-attributes').click();
      for (const name of ['Millésime (millesime)', 'Format (format)', 'Relié (relie)']) {
        await page.locator('.ant-select-item-option:visible').filter({ hasText: name }).click();
      }
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('family-order').locator('[data-testid^="family-order-"]').allTextContents()).toEqual([
        '1. Millésimeobligatoire',
        '2. Format',
        '3. Relié',
      ]);
      // Relié before Format.
      await page.getByTestId('family-up-2').click();
      expect(await page.getByTestId('family-order-1').textContent()).toBe('2. Relié');
      await page.getByTestId('family-save').click();
      await notice('La famille « Guide imprimé » a été créée.');
      expect(sent('CreateAttributeFamily').map((r) => r.variables.input)).toEqual([
        { code: 'guide_imprime', name: 'Guide imprimé', attributeIds: ['a-millesime', 'a-relie', 'a-format'] },
      ]);
      const row = page.getByTestId('families-table').locator('tbody tr.ant-table-row').first();
      await row.getByText('Relié').waitFor();
      expect(await row.locator('.ant-tag').allTextContents()).toEqual(['Millésime', 'Relié', 'Format']);
    });
  });

  describe('product types', () => {
    it('lists the types with their default family and says IN_USE on delete', async () => {
      const { page, gateway } = suite;
      signedIn();
      answer(gateway, ProductTypesDocument, () => ({ data: { productTypes: TYPES } }));
      answer(gateway, DeleteProductTypeDocument, () => refusal('CONFLICT', 'in use', { fieldErrors: { id: 'IN_USE' } }));
      await page.goto(url('/catalog/product-types'));
      const first = page.getByTestId('product-types-table').locator('tbody tr.ant-table-row').first();
      await first.getByText('Printed guide').waitFor();
      expect(await first.textContent()).toContain('Guide imprimé');
      await page.getByTestId('product-type-delete-guide').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
      await notice('Des produits sont de ce type');
    });
  });

  describe('product details', () => {
    const product: Stubbed<ProductRow> = {
      __typename: 'Product',
      id: 'p-1',
      sku: 'GUIDE-2026',
      slug: 'guide-2026',
      name: 'Guide Gourmand 2026',
      nameEn: null,
      description: null,
      descriptionEn: null,
      priceCents: 2490,
      currency: 'EUR',
      taxCategory: 'REDUCED',
      weightGrams: 450,
      published: true,
      path: '/guide-et-goodies/guide-2026',
      updatedAt: '2025-11-20T09:30:00.000Z',
      stockQuantity: 12,
      categories: [],
      images: [],
    };
    type Details = Stubbed<NonNullable<AdminProductDetailsQuery['adminProduct']>>;

    it('picks a type (its family comes with it), sends typed values as text and shows attributeValues.millesime on its field', async () => {
      const { page, gateway } = suite;
      signedIn();
      let details: Details = { __typename: 'Product', id: 'p-1', productType: null, family: null, attributeValues: [], media: [], customerGroupCodes: [] };
      answer(gateway, AdminProductsDocument, () => ({
        data: {
          adminProducts: {
            __typename: 'ProductConnection',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: [{ __typename: 'ProductEdge', cursor: 'c1', node: product }],
          },
        },
      }));
      answer(gateway, ProductCategoriesDocument, () => ({ data: { productCategories: [] } }));
      answer(gateway, AdminProductDetailsDocument, () => ({ data: { adminProduct: details } }));
      answer(gateway, ProductTypesDocument, () => ({ data: { productTypes: TYPES } }));
      answer(gateway, AttributeFamiliesDocument, () => ({ data: { attributeFamilies: [GUIDE_FAMILY, family('f-vide', 'vide', 'Sans attribut', [])] } }));
      answer(gateway, MediaCategoriesDocument, () => ({
        data: { mediaCategories: [{ __typename: 'MediaCategory', id: 'mc-1', code: 'fiches', title: 'Fiches' }] },
      }));
      answer(gateway, CustomerGroupsDocument, () => ({
        data: { customerGroups: [{ __typename: 'CustomerGroup', id: 'g-1', code: 'pro', name: 'Professionnels', customerCount: 4 }] },
      }));
      answer(gateway, SetProductDetailsDocument, ({ variables }) => {
        const millesime = variables.input.attributeValues?.find((v) => v.attributeId === 'a-millesime');
        if (millesime?.value === '1850') return refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { 'attributeValues.millesime': 'OUT_OF_RANGE' } });
        details = {
          ...details,
          productType: { __typename: 'ProductType', id: 't-guide' },
          family: { __typename: 'AttributeFamily', id: 'f-guide' },
          attributeValues: (variables.input.attributeValues ?? []).map((v) => ({
            __typename: 'ProductAttributeValue',
            attribute: { __typename: 'ProductAttribute', id: v.attributeId, code: v.attributeId.slice(2) },
            value: v.value,
          })),
        };
        return { data: { setProductDetails: details } };
      });

      await page.goto(url('/catalog/products'));
      await page.getByTestId('product-edit-GUIDE-2026').click();
      await page.getByRole('tab', { name: 'Détails' }).click();
      await page.getByTestId('product-details').waitFor();
      await page.getByText('Choisissez une famille pour saisir ses attributs.').waitFor();
      // The general tab's save button is gone: the details are saved on their own.
      expect(await page.getByTestId('product-save').count()).toBe(0);

      await choose(page, 'detail-productType', 'Guide imprimé');
      await page.getByTestId('detail-attributes').waitFor();
      expect(await page.getByTestId('detail-family').textContent()).toContain('Guide imprimé');
      // Required attributes are marked.
      expect(await page.locator('label[for="detail-attr-millesime"]').getAttribute('class')).toContain('ant-form-item-required');
      expect(await page.locator('label[for="detail-attr-format"]').getAttribute('class')).not.toContain('ant-form-item-required');

      await page.getByTestId('product-details-save').click();
      await page.getByTestId('field-error-attributeValues.millesime').getByText('Ce champ est obligatoire').waitFor();
      expect(sent('SetProductDetails')).toHaveLength(0);

      await page.locator('#detail-attr-millesime').fill('1850');
      await page.locator('#detail-attr-epaisseur').fill('2,5');
      await choose(page, 'detail-attr-format', 'Grand format');
      await page.getByTestId('detail-attr-themes').click();
      for (const label of ['Vins', 'Chocolat'])
        await page
          .locator('.ant-select-item-option:visible')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .click();
      await page.keyboard.press('Escape');
      await page.locator('#detail-attr-relie').click();
      await page.locator('#detail-attr-parution').click();
      await page.locator('#detail-attr-parution').fill('01/03/2026');
      await page.locator('#detail-attr-parution').press('Enter');
      await page.locator('#detail-attr-sous_titre').fill('Édition Bourgogne');
      await page.getByTestId('detail-media-add').click();
      await page.getByTestId('detail-media-url-0').fill('/media/extrait-guide-2026.pdf');
      await choose(page, 'detail-media-type-0', 'PDF');
      await page.getByTestId('detail-media-title-0').fill('Extrait');
      await choose(page, 'detail-media-category-0', 'Fiches');
      await page.locator('#detail-groups').fill('pro');
      await page.locator('#detail-groups').press('Enter');
      await page.keyboard.press('Escape');

      await page.getByTestId('product-details-save').click();
      await page.getByTestId('field-error-attributeValues.millesime').getByText('Cette valeur est hors des limites autorisées').waitFor();
      expect(await page.getByTestId('product-details-failure').count()).toBe(0);
      expect(sent('SetProductDetails').map((r) => r.variables)).toEqual([
        {
          id: 'p-1',
          input: {
            productTypeId: 't-guide',
            familyId: 'f-guide',
            attributeValues: [
              { attributeId: 'a-millesime', value: '1850' },
              { attributeId: 'a-format', value: 'grand' },
              { attributeId: 'a-themes', value: 'vins|chocolat' },
              { attributeId: 'a-relie', value: 'true' },
              { attributeId: 'a-parution', value: '2026-03-01' },
              { attributeId: 'a-epaisseur', value: '2.5' },
              { attributeId: 'a-sous_titre', value: 'Édition Bourgogne' },
            ],
            media: [{ url: '/media/extrait-guide-2026.pdf', type: 'PDF', title: 'Extrait', categoryId: 'mc-1' }],
            customerGroupCodes: ['pro'],
          },
        },
      ]);

      await page.locator('#detail-attr-millesime').fill('2026');
      await page.getByTestId('product-details-save').click();
      await notice('Les détails du produit ont été enregistrés.');
      expect(sent('SetProductDetails').at(-1)?.variables.input.attributeValues?.[0]).toEqual({ attributeId: 'a-millesime', value: '2026' });
    });
  });

  describe('bulk upload', () => {
    it('checks an attributes file with a dry run and reports its errors by file line', async () => {
      const { page, gateway } = suite;
      signedIn();
      const header = 'code,name,type,name_en,required,options,visible_on_front';
      const file = [
        header,
        'millesime,Millésime,INTEGER,Vintage,true,,true',
        'couleur,Couleur,COLOUR,,,,',
        'format,Format,SELECT,,,poche:Poche|grand:Grand format,true',
      ].join('\n');
      answer(gateway, ImportProductAttributesDocument, ({ variables }) => {
        const lines = String(variables.csv).split('\n');
        const errors: Stubbed<ImportProductAttributesMutation['importProductAttributes']['errors']> = [];
        lines.forEach((line, i) => {
          if (line.includes(',COLOUR,')) errors.push({ __typename: 'ImportRowError', row: i + 1, field: 'type', code: 'TYPE_INVALID' });
        });
        return { data: { importProductAttributes: { __typename: 'ProductImportReport', created: lines.length - 1 - errors.length, updated: 0, errors } } };
      });
      await page.goto(url('/catalog/bulk-upload'));
      await page.getByRole('heading', { name: 'Import en masse', level: 2 }).waitFor();
      await page.getByTestId('bulk-resource').getByText('Attributs', { exact: true }).click();
      expect(await page.locator('input[value="attributes"]').isChecked()).toBe(true);

      const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-template').click()]);
      expect(template.suggestedFilename()).toBe('modele-attributs.csv');
      const templateText = await streamText(await template.createReadStream());
      expect(templateText.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header);

      await page.locator('input[type="file"]').setInputFiles({ name: 'attributs.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByTestId('bulk-file-info').getByText("attributs.csv · 3 lignes d'attributs").waitFor();
      await page.getByTestId('bulk-dry-run').click();
      await page.getByTestId('bulk-report').waitFor();
      expect(await page.getByTestId('bulk-summary').textContent()).toContain(
        'Vérification terminée. Attributs à créer : 2 ; à mettre à jour : 0 ; lignes en erreur : 1.',
      );
      expect(await page.getByTestId('bulk-report-table').locator('tbody tr').allTextContents()).toEqual([
        '3typeTYPE_INVALIDType inconnu (TEXT, TEXTAREA, INTEGER, DECIMAL, BOOLEAN, DATE, SELECT ou MULTISELECT)',
      ]);
      expect(sent('ImportProductAttributes').map((r) => r.variables)).toEqual([{ csv: file, dryRun: true }]);
      expect(sent('ImportProducts')).toHaveLength(0);
      const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-download-report').click()]);
      expect(report.suggestedFilename()).toBe('rapport-import-attributs.csv');
    });
  });

  describe('menu and permissions', () => {
    it('shows the attribute screens under Catalogue in French and English, and hides them without the permission', async () => {
      let { page } = suite;
      signedIn();
      answer(suite.gateway, ProductAttributesDocument, () => ({ data: { productAttributes: ATTRIBUTES } }));
      await page.goto(url('/dashboard'));
      const sider = () => suite.page.locator('.ant-layout-sider');
      await sider().getByText('Catalogue', { exact: true }).click();
      for (const entry of ['Types de produits', 'Attributs', "Familles d'attributs", 'Catégories de médias'])
        await sider().getByRole('link', { name: entry, exact: true }).waitFor();
      await sider().getByRole('link', { name: 'Attributs', exact: true }).click();
      await page.waitForURL(url('/catalog/attributes'));
      await page.getByTestId('attributes-table').getByText('Millésime').waitFor();

      page = await suite.open();
      suite.gateway.reset();
      signedIn(['dashboard.view', 'catalog.products.list']);
      await page.goto(url('/dashboard'));
      await sider().getByText('Catalogue', { exact: true }).click();
      await sider().getByRole('link', { name: 'Produits', exact: true }).waitFor();
      for (const entry of ['Types de produits', 'Attributs', "Familles d'attributs", 'Catégories de médias'])
        expect(await sider().getByText(entry, { exact: true }).count()).toBe(0);
      for (const path of ['/catalog/attributes', '/catalog/attribute-families', '/catalog/product-types', '/catalog/media-categories']) {
        await page.goto(url(path));
        await page.getByText('Accès refusé').waitFor();
      }
      expect(sent('ProductAttributes')).toHaveLength(0);
      expect(sent('AttributeFamilies')).toHaveLength(0);

      // English labels.
      page = await suite.open();
      suite.gateway.reset();
      signedIn();
      answer(suite.gateway, ProductAttributesDocument, () => ({ data: { productAttributes: ATTRIBUTES } }));
      await page.goto(url('/dashboard'));
      await page.evaluate(() => window.localStorage.setItem('guide.admin.language', 'en'));
      await page.goto(url('/catalog/attributes'));
      await page.getByRole('heading', { name: 'Attributes', level: 2 }).waitFor();
      // The table fills when the query answers: wait for its rows rather than read it at once.
      await page.getByTestId('attributes-table').getByText('Integer').first().waitFor();
      expect(await page.getByTestId('attributes-table').textContent()).toContain('Vintage');
      for (const entry of ['Product types', 'Attributes', 'Attribute families', 'Media categories'])
        await sider().getByRole('link', { name: entry, exact: true }).waitFor();
      await until(() => (sent('ProductAttributes').length ? true : undefined), 'the attributes query');
    });
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
