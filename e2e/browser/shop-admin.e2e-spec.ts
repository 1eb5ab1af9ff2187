import type { Page } from 'playwright-core';
import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { setCsrfCookie, until, untilStill, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AddReturnMessageDocument,
  AdminInvoicesDocument,
  AdminMeDocument,
  AdminOrderAfterSalesDocument,
  AdminOrderDocument,
  AdminOrdersDocument,
  AdminProductsDocument,
  AdminRefreshSessionDocument,
  AdminReturnRequestDocument,
  CancelOrderDocument,
  CommentQuoteDocument,
  ConfirmOrderPaymentDocument,
  ConvertQuoteDocument,
  CouponsDocument,
  CreateCouponDocument,
  CreateInvoiceDocument,
  CreateProductDocument,
  CreateRefundDocument,
  CreateShipmentDocument,
  DeleteCouponDocument,
  ImportProductsDocument,
  PriceQuoteDocument,
  ProductCategoriesDocument,
  SetReturnStatusDocument,
  UpdateProductDocument,
  type AdminOrderAfterSalesFragment,
  type AdminOrderQuery,
  type AdminReturnRequestQuery,
  type ImportProductsMutation,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, stubConnection as connection, type Stubbed } from './stubs';
import { inParis, parisDayBounds } from '../../frontends/ui/src/dates';
import type { ProductCategoryRow, ProductRow } from '../../frontends/admin/src/catalog/products/products.graphql';
import type { OrderRow } from '../../frontends/admin/src/sales/orders.graphql';
import type { CouponRow } from '../../frontends/admin/src/marketing/coupons.graphql';

/**
 * The back office's shop screens (products, categories, bulk upload, orders, quotes, coupons), built, behind
 * the real web server; GraphQL answered by the STUB gateway (browser.ts) with answers typed by the admin's
 * generated documents. The real catalog-guide and commerce services are covered by their own specs.
 */
describe('admin shop screens (browser, stub gateway)', () => {
  // Dates show in the browser's time zone: Paris, like the team using the back office.
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1366, height: 900 } } });

  const url = (path: string) => `${suite.stack.baseUrl}/admin${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  /** Picks an option of the open antd select. */
  const choose = async (page: Page, testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option}$`) })
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

  const CATEGORIES: Stubbed<ProductCategoryRow>[] = [
    { __typename: 'ProductCategory', id: 'cat-guides', slug: 'guides', name: 'Guides', nameEn: 'Guides', position: 0, productCount: 2, parent: null },
    { __typename: 'ProductCategory', id: 'cat-coffrets', slug: 'coffrets', name: 'Coffrets', nameEn: 'Gift boxes', position: 1, productCount: 1, parent: null },
    {
      __typename: 'ProductCategory',
      id: 'cat-regions',
      slug: 'guides-regionaux',
      name: 'Guides régionaux',
      nameEn: null,
      position: 0,
      productCount: 0,
      parent: { __typename: 'ProductCategory', id: 'cat-guides' },
    },
  ];
  const product = (id: string, sku: string, name: string, extra: Partial<Stubbed<ProductRow>> = {}): Stubbed<ProductRow> => ({
    __typename: 'Product',
    id,
    sku,
    slug: sku.toLowerCase(),
    name,
    nameEn: null,
    description: null,
    descriptionEn: null,
    priceCents: 2490,
    currency: 'EUR',
    taxCategory: 'REDUCED',
    weightGrams: 450,
    published: true,
    path: `/guide-et-goodies/${sku.toLowerCase()}`,
    updatedAt: '2025-11-20T09:30:00.000Z',
    stockQuantity: 12,
    categories: [{ __typename: 'ProductCategory', id: 'cat-guides', name: 'Guides' }],
    images: [],
    ...extra,
  });

  describe('products', () => {
    it('pages, searches and filters the list with the variables the API takes', async () => {
      const { page, gateway } = suite;
      signedIn();
      answer(gateway, ProductCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
      answer(gateway, AdminProductsDocument, ({ variables }) =>
        variables.after === 'page-2'
          ? {
              data: {
                adminProducts: connection(
                  'Product',
                  [product('p-21', 'MUG-01', 'Mug du Guide', { published: false, stockQuantity: 0, priceCents: 1200, taxCategory: 'STANDARD' })],
                  { totalCount: 21 },
                ),
              },
            }
          : {
              data: {
                adminProducts: connection('Product', [product('p-1', 'GUIDE-2026', 'Guide Gourmand 2026')], {
                  totalCount: variables.search ? 1 : 21,
                  hasNextPage: !variables.search,
                  endCursor: 'page-2',
                }),
              },
            },
      );
      await page.goto(url('/catalog/products'));
      const table = page.getByTestId('products-table');
      await table.getByText('Guide Gourmand 2026').waitFor();
      expect(await page.title()).toBe('Produits · Guide Gourmand');
      const firstRow = await table.locator('tbody tr.ant-table-row').first().textContent();
      expect(firstRow).toContain('GUIDE-2026');
      expect(firstRow).toContain('24,90');
      expect(firstRow).toContain('5,5 % (réduit)');
      expect(firstRow).toContain('Publié');
      expect(firstRow).toContain('20/11/2025');
      expect(await page.getByTestId('products-page-info').textContent()).toBe('Page 1 sur 2 · 21 produits');
      expect(sent('AdminProducts')[0].variables).toEqual({ search: null, published: null, categoryId: null, first: 20, after: null });

      await page.getByTestId('products-next').click();
      await table.getByText('Mug du Guide').waitFor();
      expect(sent('AdminProducts').pop()?.variables).toEqual({ search: null, published: null, categoryId: null, first: 20, after: 'page-2' });
      expect(await table.locator('tbody tr.ant-table-row').first().textContent()).toContain('Non publié');
      expect(await page.getByTestId('products-page-info').textContent()).toBe('Page 2 sur 2 · 21 produits');

      await page.getByTestId('products-search').locator('input').fill('guide');
      await page.getByTestId('products-search').locator('input').press('Enter');
      await page.getByTestId('products-page-info').getByText('Page 1 sur 1 · 1 produit').waitFor();
      expect(sent('AdminProducts').pop()?.variables).toEqual({ search: 'guide', published: null, categoryId: null, first: 20, after: null });

      await choose(page, 'products-published-filter', 'Non publié');
      await until(() => sent('AdminProducts').find((r) => r.variables.published === false), 'the published filter');
      await page.getByTestId('products-category-filter').click();
      await page
        .locator('.ant-select-tree-node-content-wrapper:visible')
        .filter({ hasText: /^Guides régionaux$/ })
        .click();
      const last = await until(() => sent('AdminProducts').find((r) => r.variables.categoryId === 'cat-regions'), 'the category filter');
      expect(last.variables).toEqual({ search: 'guide', published: false, categoryId: 'cat-regions', first: 20, after: null });
    });

    it('creates a product: the SKU taken shows on its field, then the product is saved in cents', async () => {
      const { page, gateway } = suite;
      signedIn();
      const rows: Stubbed<ProductRow>[] = [];
      answer(gateway, ProductCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
      answer(gateway, AdminProductsDocument, () => ({ data: { adminProducts: connection('Product', rows) } }));
      answer(gateway, CreateProductDocument, ({ variables }) => {
        const { input } = variables;
        if (input.sku === 'GUIDE-2026') return refusal('CONFLICT', 'SKU taken', { fieldErrors: { sku: 'SKU_TAKEN' } });
        const created = product('p-9', input.sku, input.name, {
          priceCents: input.priceCents,
          taxCategory: input.taxCategory,
          published: input.published ?? true,
          stockQuantity: 0,
        });
        rows.push(created);
        return { data: { createProduct: created } };
      });
      await page.goto(url('/catalog/products'));
      await page.getByText('Aucun produit pour le moment').waitFor();
      await page.getByTestId('product-new').click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau produit' });
      await dialog.waitFor();

      // Nothing valid yet: the form says so and sends nothing.
      await page.getByTestId('product-price').fill('24,999');
      await page.getByTestId('product-save').click();
      await page.getByTestId('field-error-sku').waitFor();
      expect(await page.getByTestId('field-error-sku').textContent()).toBe('Ce champ est obligatoire');
      expect(await page.getByTestId('field-error-price').textContent()).toBe('Saisissez un prix en euros, par exemple 24,90');
      expect(sent('CreateProduct')).toHaveLength(0);

      await page.getByTestId('product-sku').fill('GUIDE-2026');
      await page.getByTestId('product-name').fill('Guide Gourmand 2026');
      await page.getByTestId('product-nameEn').fill('Gourmet Guide 2026');
      await page.getByTestId('product-price').fill('24,90');
      await page.getByTestId('product-taxCategory').click();
      await page
        .locator('.ant-select-item-option:visible')
        .filter({ hasText: /^5,5 % \(réduit\)$/ })
        .click();
      await page.getByTestId('product-weight').fill('450');
      await page.getByTestId('product-categories').click();
      await page
        .locator('.ant-select-tree-node-content-wrapper:visible')
        .filter({ hasText: /^Guides$/ })
        .click();
      await page.keyboard.press('Escape');
      await page.getByTestId('product-image-add').click();
      await page.getByTestId('product-image-url-0').fill('/media/products/guide-2026.jpg');
      await page.getByTestId('product-image-alt-0').fill('Couverture du guide 2026');
      await page.getByTestId('product-published').click();
      await page.getByTestId('product-save').click();
      await page.getByTestId('field-error-sku').getByText('Ce SKU est déjà utilisé').waitFor();
      expect(await dialog.isVisible()).toBe(true);

      await page.getByTestId('product-sku').fill('GUIDE-2026-FR');
      await page.getByTestId('product-save').click();
      await notice('Le produit « Guide Gourmand 2026 » a été créé.');
      await page.getByTestId('products-table').getByText('GUIDE-2026-FR').waitFor();
      expect(sent('CreateProduct').map((r) => r.variables.input)).toEqual([
        expect.objectContaining({ sku: 'GUIDE-2026' }),
        {
          sku: 'GUIDE-2026-FR',
          name: 'Guide Gourmand 2026',
          nameEn: 'Gourmet Guide 2026',
          slug: null,
          description: null,
          descriptionEn: null,
          priceCents: 2490,
          taxCategory: 'REDUCED',
          weightGrams: 450,
          categoryIds: ['cat-guides'],
          images: [{ url: '/media/products/guide-2026.jpg', alt: 'Couverture du guide 2026' }],
          published: true,
        },
      ]);
    });
  });

  describe('product pictures', () => {
    /** A real 1 × 1 PNG, served for every product file so thumbnails load. */
    const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

    it('uploads a picture to an existing product (checked first, refusals translated), makes it the main one and removes the old one on save', async () => {
      const { page, gateway, stack, context, problems } = suite;
      signedIn();
      const cover = { __typename: 'ProductImage' as const, url: '/media/files/products/p-1/cover.webp', alt: 'Couverture' };
      const row = product('p-1', 'GUIDE-2026', 'Guide Gourmand 2026', { images: [cover] });
      answer(gateway, ProductCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
      answer(gateway, AdminProductsDocument, () => ({ data: { adminProducts: connection('Product', [row]) } }));
      answer(gateway, UpdateProductDocument, ({ variables }) => ({
        data: {
          updateProduct: {
            ...row,
            images: (variables.input.images ?? []).map((img) => ({ __typename: 'ProductImage' as const, url: img.url, alt: img.alt ?? null })),
          },
        },
      }));
      // The upload travels with the session cookie, so it echoes the CSRF cookie like a mutation.
      await setCsrfCookie(context, stack.baseUrl, 'csrf-product-upload');
      await page.route('**/media/files/products/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
      const uploads: Record<string, string>[] = [];
      await page.route('**/media/products/p-1/images', async (route) => {
        uploads.push(route.request().headers());
        if (uploads.length === 1) {
          return route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: 'FILE_TOO_LARGE' } } }] }),
          });
        }
        return route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ url: '/media/files/products/p-1/new.webp', alt: null, position: 2 }),
        });
      });

      await page.goto(url('/catalog/products'));
      await page.getByTestId('product-edit-GUIDE-2026').click();
      await page.getByRole('dialog', { name: 'Modifier « Guide Gourmand 2026 »' }).waitFor();
      const items = page.getByTestId('product-image-item');
      expect(await items.count()).toBe(1);
      expect(await page.getByTestId('product-image-thumb-0').locator('img').getAttribute('src')).toBe(cover.url);
      const fileInput = page.locator('[data-testid="product-images"] input[type="file"]');

      // Checked before sending: a text file never leaves the browser.
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.getByTestId('product-image-error').getByText("Ce type de fichier n'est pas accepté (JPEG, PNG ou WebP uniquement)").waitFor();
      expect(uploads).toHaveLength(0);
      // The server's refusal is translated too.
      const png = { name: 'coffret.png', mimeType: 'image/png', buffer: PIXEL };
      await fileInput.setInputFiles(png);
      await page.getByTestId('product-image-error').getByText('Le fichier est trop volumineux').waitFor();
      // The browser reports the refused request itself; nothing else may go wrong.
      problems.splice(0, problems.length, ...problems.filter((p) => !/status of 400/.test(p)));
      await fileInput.setInputFiles(png);
      await page.getByText("L'image a été ajoutée au produit.").waitFor();
      expect(await items.count()).toBe(2);
      expect(await page.getByTestId('product-image-error').count()).toBe(0);
      expect(await page.getByTestId('product-image-thumb-1').locator('img').getAttribute('src')).toBe('/media/files/products/p-1/new.webp');
      expect(await page.getByTestId('product-image-url-1').inputValue()).toBe('/media/files/products/p-1/new.webp');
      expect(uploads.map((h) => [h['x-guide-client'], h['x-csrf-token']])).toEqual([
        ['admin', 'csrf-product-upload'],
        ['admin', 'csrf-product-upload'],
      ]);

      // The new picture becomes the main one; the old one goes; the form saves the list in order.
      await page.getByRole('button', { name: "Monter l'image 2" }).click();
      expect(await items.nth(0).getByText('Principale').count()).toBe(1);
      expect(await page.getByTestId('product-image-url-0').inputValue()).toBe('/media/files/products/p-1/new.webp');
      await page.getByTestId('product-image-alt-0').fill('Le coffret ouvert');
      await page.getByRole('button', { name: "Retirer l'image 2" }).click();
      expect(await items.count()).toBe(1);
      await page.getByTestId('product-save').click();
      await notice('Le produit « Guide Gourmand 2026 » a été mis à jour.');
      const [saved] = sent('UpdateProduct');
      expect(saved.variables.id).toBe('p-1');
      expect(saved.variables.input.images).toEqual([{ url: '/media/files/products/p-1/new.webp', alt: 'Le coffret ouvert' }]);
    });

    it('offers no upload before the product exists, and says why (English)', async () => {
      const { page } = suite;
      signedIn();
      answer(suite.gateway, ProductCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
      answer(suite.gateway, AdminProductsDocument, () => ({ data: { adminProducts: connection('Product', []) } }));
      await page.goto(url('/catalog/products'));
      await page.evaluate(() => window.localStorage.setItem('guide.admin.language', 'en'));
      await page.reload();
      await page.getByTestId('product-new').click();
      await page.getByTestId('product-images').getByText('Save the product to upload pictures.').waitFor();
      expect(await page.getByTestId('product-image-upload').count()).toBe(0);
    });
  });

  describe('bulk upload', () => {
    const header = 'sku,name,price,tax_category';
    const csvOf = (count: number, bad: Record<number, string> = {}) =>
      [header, ...Array.from({ length: count }, (_, i) => bad[i + 2] ?? `SKU-${i + 1},Produit ${i + 1},"12,50",STANDARD`)].join('\n');

    it('checks a multi-chunk file with a dry run (file line numbers, progress), downloads the report, then imports', async () => {
      const { page, gateway } = suite;
      signedIn();
      // 1,200 products: three requests of at most 500 lines, each with the header.
      const file = csvOf(1200, { 3: 'SKU-2,Produit 2,abc,STANDARD', 1102: 'SKU-1101,Produit,"1,00",TVA20' });
      answer(gateway, ImportProductsDocument, ({ variables }) => {
        const lines = String(variables.csv).split('\n');
        const errors: Stubbed<ImportProductsMutation['importProducts']['errors']> = [];
        lines.forEach((line, i) => {
          if (line.includes(',abc,')) errors.push({ __typename: 'ImportRowError', row: i + 1, field: 'price', code: 'PRICE_INVALID' });
          if (line.endsWith('TVA20')) errors.push({ __typename: 'ImportRowError', row: i + 1, field: 'tax_category', code: 'TAX_CATEGORY_INVALID' });
        });
        const ok = lines.length - 1 - errors.length;
        return {
          data: { importProducts: { __typename: 'ProductImportReport', created: variables.dryRun ? ok : ok - 1, updated: variables.dryRun ? 0 : 1, errors } },
        };
      });
      // Each chunk takes a moment, so the progress shows.
      await page.route('**/graphql', async (route) => {
        if (route.request().postDataJSON()?.operationName === 'ImportProducts') await new Promise((ok) => setTimeout(ok, 400));
        await route.continue();
      });
      await page.goto(url('/catalog/bulk-upload'));
      await page.getByRole('heading', { name: 'Import en masse', level: 2 }).waitFor();
      // Attributes and families are importable too (attributes-admin.e2e-spec.ts); products is the default.
      expect(await page.locator('input[value="attributes"]').isDisabled()).toBe(false);

      // The template: the header and one example line.
      const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-template').click()]);
      const templateText = await streamText(await template.createReadStream());
      expect(
        templateText
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean),
      ).toHaveLength(2);
      expect(templateText).toContain('sku,name,price,tax_category');

      // Too large: refused before anything is read or sent.
      await page.locator('input[type="file"]').setInputFiles({ name: 'enorme.csv', mimeType: 'text/csv', buffer: Buffer.alloc(2_000_001, 'a') });
      await page
        .getByTestId('bulk-file-error')
        .getByText('Le fichier « enorme.csv » est trop volumineux : 2 Mo au maximum. Découpez-le en plusieurs fichiers.')
        .waitFor();
      expect(await page.getByTestId('bulk-dry-run').isDisabled()).toBe(true);

      await page.locator('input[type="file"]').setInputFiles({ name: 'produits.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByTestId('bulk-file-info').getByText('produits.csv · 1200 lignes de produits').waitFor();
      await page.getByTestId('bulk-dry-run').click();
      // What the progress bar says while the chunks go, read until the report shows.
      const seen = new Set<string>();
      while (!(await page.getByTestId('bulk-report').count())) {
        const text = await page
          .getByTestId('bulk-progress')
          .textContent({ timeout: 500 })
          .catch(() => null);
        if (text) seen.add(text);
        await page.waitForTimeout(50);
      }
      expect([...seen]).toEqual(expect.arrayContaining(['0%Lot 1 sur 3…', '33%Lot 2 sur 3…', '67%Lot 3 sur 3…']));
      expect(await page.getByTestId('bulk-progress').count()).toBe(0);
      const dryRuns = sent('ImportProducts');
      expect(dryRuns.map((r) => r.variables.dryRun)).toEqual([true, true, true]);
      expect(dryRuns.map((r) => String(r.variables.csv).split('\n').length)).toEqual([501, 501, 201]);
      expect(dryRuns.every((r) => String(r.variables.csv).startsWith(`${header}\n`))).toBe(true);
      expect(await page.getByTestId('bulk-summary').textContent()).toContain(
        'Vérification terminée. Produits à créer : 1198 ; à mettre à jour : 0 ; lignes en erreur : 2.',
      );
      const report = page.getByTestId('bulk-report-table');
      const reportRows = await report.locator('tbody tr').allTextContents();
      expect(reportRows).toEqual([
        '3pricePRICE_INVALIDPrix invalide (en euros, par exemple 12,50)',
        '1102tax_categoryTAX_CATEGORY_INVALIDCatégorie de TVA inconnue (STANDARD, INTERMEDIATE, REDUCED ou SUPER_REDUCED)',
      ]);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-download-report').click()]);
      expect(download.suggestedFilename()).toBe('rapport-import-produits.csv');
      const reportCsv = await streamText(await download.createReadStream());
      expect(reportCsv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Ligne,Colonne,Code,Erreur',
        '3,price,PRICE_INVALID,"Prix invalide (en euros, par exemple 12,50)"',
        '1102,tax_category,TAX_CATEGORY_INVALID,"Catégorie de TVA inconnue (STANDARD, INTERMEDIATE, REDUCED ou SUPER_REDUCED)"',
        '',
      ]);

      await page.getByTestId('bulk-import').click();
      await page.getByTestId('bulk-summary').getByText('Import terminé. Produits créés : 1195 ; mis à jour : 3.').waitFor();
      expect(
        sent('ImportProducts')
          .slice(3)
          .map((r) => r.variables.dryRun),
      ).toEqual([false, false, false]);
      expect(await page.getByTestId('bulk-created').textContent()).toMatch(/1\s195$/);
      expect(await page.getByTestId('bulk-updated').textContent()).toContain('3');
      expect(await page.getByTestId('bulk-summary').textContent()).toContain("Les lignes en erreur (2) n'ont pas été enregistrées.");
    });
  });

  describe('orders and quotes', () => {
    const customer = { __typename: 'Customer', id: 'c-1', email: 'claire.martin@example.fr', firstName: 'Claire', lastName: 'Martin' };
    const orderRow = (id: string, number: string, status: OrderRow['status'], totalCents: number): Stubbed<OrderRow> => ({
      __typename: 'Order',
      id,
      number,
      status,
      placedAt: '2025-11-21T17:30:00.000Z',
      totalCents,
      currency: 'EUR',
      customerId: 'c-1',
      customer,
    });
    const address = {
      __typename: 'OrderAddress',
      firstName: 'Claire',
      lastName: 'Martin',
      company: null,
      street: '12 rue des Tanneurs',
      additionalAddress: null,
      postalCode: '21200',
      city: 'Beaune',
      country: 'FR',
      phone: '+33612345678',
    };
    const detail = (
      status: Stubbed<NonNullable<AdminOrderQuery['order']>>['status'],
      extra: Partial<Stubbed<NonNullable<AdminOrderQuery['order']>>> = {},
    ): Stubbed<NonNullable<AdminOrderQuery['order']>> => ({
      ...orderRow('o-1', '2025-000042', status, 5470),
      lines: [
        {
          __typename: 'OrderLine',
          productId: 'p-1',
          sku: 'GUIDE-2026',
          name: 'Guide Gourmand 2026',
          quantity: 2,
          unitPriceCents: 2490,
          totalCents: 4980,
          taxCategory: 'REDUCED',
        },
      ],
      subTotalCents: 4980,
      discountCents: 0,
      shippingCents: 490,
      vatCents: 340,
      couponCode: null,
      discounts: [],
      vatLines: [
        { __typename: 'VatLine', ratePercent: 20, baseCents: 408, vatCents: 82 },
        { __typename: 'VatLine', ratePercent: 5.5, baseCents: 4722, vatCents: 258 },
      ],
      billingAddress: address,
      deliveryAddress: address,
      shippingMethod: { __typename: 'ShippingMethod', code: 'colissimo', name: 'Colissimo', priceCents: 490 },
      paymentMethod: 'bank-transfer',
      comment: null,
      comments: [],
      convertedToNumber: null,
      quoteAnsweredAt: null,
      quoteValidUntil: null,
      carrier: null,
      trackingNumber: null,
      shippedAt: null,
      deliveredAt: null,
      paymentInstructions: 'IBAN FR76 3000 6000 0112 3456 7890 189 · référence 2025-000042',
      ...extra,
    });

    it('lists orders with status tags and sends the status, date range, search and customer filters', async () => {
      const { page, gateway } = suite;
      signedIn();
      answer(gateway, AdminOrdersDocument, () => ({
        data: {
          orders: connection('Order', [
            orderRow('o-1', '2025-000042', 'PENDING_PAYMENT', 5470),
            orderRow('o-2', '2025-000041', 'PROCESSING', 1290),
            orderRow('o-3', 'D-2025-000007', 'QUOTE', 99000),
          ]),
        },
      }));
      await page.goto(url('/sales/orders'));
      const table = page.getByTestId('orders-table');
      await table.getByText('2025-000042').waitFor();
      const first = await table.locator('tbody tr.ant-table-row').first().textContent();
      expect(first).toContain('21/11/2025 18:30');
      expect(first).toContain('Claire Martin');
      expect(first).toContain('claire.martin@example.fr');
      expect(first).toContain('En attente de paiement');
      expect(first).toContain('54,70');
      expect(await table.textContent()).toContain('En cours de traitement');
      expect(await table.textContent()).toContain('Devis');
      expect(sent('AdminOrders')[0].variables).toEqual({ first: 20, after: null });

      await choose(page, 'orders-status-filter', 'En attente de paiement');
      await until(() => sent('AdminOrders').find((r) => r.variables.status === 'PENDING_PAYMENT'), 'the status filter');

      // The range picker speaks French and starts its weeks on Monday.
      await page.getByPlaceholder('Du', { exact: true }).click();
      expect((await page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th').first().textContent())?.trim()).toBe('lu');
      await page.getByPlaceholder('Du', { exact: true }).fill('03/11/2025');
      await page.getByPlaceholder('Du', { exact: true }).press('Enter');
      await page.getByPlaceholder('Au', { exact: true }).fill('09/11/2025');
      await page.getByPlaceholder('Au', { exact: true }).press('Enter');
      await until(() => sent('AdminOrders').find((r) => r.variables.placedFrom), 'the date range');

      await page.getByTestId('orders-search').locator('input').fill('martin');
      await page.getByTestId('orders-search').locator('input').press('Enter');
      await page.getByTestId('orders-customer-filter').locator('input').fill('c-1');
      await page.getByTestId('orders-customer-filter').locator('input').press('Enter');
      const last = await until(() => sent('AdminOrders').find((r) => r.variables.customerId === 'c-1'), 'the customer filter');
      // Paris days: from Monday 3 November 00:00 to Sunday 9 November 23:59:59.999.
      expect(last.variables).toEqual({
        status: 'PENDING_PAYMENT',
        search: 'martin',
        customerId: 'c-1',
        placedFrom: '2025-11-02T23:00:00.000Z',
        placedTo: '2025-11-09T22:59:59.999Z',
        first: 20,
        after: null,
      });

      await page.getByTestId('orders-filter-reset').click();
      await until(() => (JSON.stringify(sent('AdminOrders').at(-1)?.variables) === JSON.stringify({ first: 20, after: null }) ? true : undefined), 'the reset');
    });

    it('opens an order from anywhere on its row, and shows its dates on the Paris clock in a browser set to another zone', async () => {
      // Issue 21: only the number opened an order, and dates followed the browser's zone (UTC for many staff).
      const page = await suite.open({ timezoneId: 'America/New_York' });
      const { gateway } = suite;
      signedIn();
      answer(gateway, AdminOrdersDocument, () => ({
        data: { orders: connection('Order', [orderRow('o-1', '2025-000042', 'PENDING_PAYMENT', 5470), orderRow('o-2', '2025-000041', 'PROCESSING', 1290)]) },
      }));
      const comment = 'Laisser le colis chez le voisin, au 12';
      answer(gateway, AdminOrderDocument, () => ({
        data: { order: detail('PROCESSING', { ...orderRow('o-2', '2025-000041', 'PROCESSING', 1290), comment }) },
      }));
      await page.goto(url('/sales/orders'));
      const rows = page.getByTestId('orders-table').locator('tbody tr.ant-table-row');
      await rows.first().getByText('2025-000042').waitFor();
      // 17:30 UTC: 18:30 in Paris, not 12:30 as in New York.
      expect(await rows.first().textContent()).toContain('21/11/2025 18:30');
      // The number stays a link for the keyboard; the row's other cells open the order too.
      expect(await rows.nth(1).getByRole('link', { name: '2025-000041' }).count()).toBe(1);
      expect(await rows.nth(1).getAttribute('class')).toContain('row-opens');
      await rows.nth(1).getByText('12,90', { exact: false }).click();
      await page.waitForURL(url('/sales/orders/o-2'));
      await page.getByTestId('order-number').getByText('Commande 2025-000041').waitFor();
      expect(await page.getByText('21/11/2025 18:30').count()).toBeGreaterThan(0);
      // Issue 23: the comment written at checkout showed on the customer's page only ("Aucun commentaire" here).
      const thread = page.getByTestId('order-comments').getByTestId('order-comment');
      expect(await thread.count()).toBe(1);
      expect(await thread.getByTestId('order-comment-body').textContent()).toBe(comment);
      expect(await thread.textContent()).toContain('Client');
    });

    it('confirms a bank transfer, then cancels the order after a warning that the stock goes back on sale', async () => {
      const { page, gateway } = suite;
      signedIn();
      let current = detail('PENDING_PAYMENT');
      answer(gateway, AdminOrdersDocument, () => ({ data: { orders: connection('Order', [orderRow('o-1', '2025-000042', current.status, 5470)]) } }));
      answer(gateway, AdminOrderDocument, () => ({ data: { order: current } }));
      answer(gateway, ConfirmOrderPaymentDocument, () => {
        current = { ...current, status: 'PROCESSING', paymentInstructions: null };
        return { data: { confirmOrderPayment: current } };
      });
      answer(gateway, CancelOrderDocument, () => {
        current = { ...current, status: 'CANCELED' };
        return { data: { cancelOrder: current } };
      });
      await page.goto(url('/sales/orders'));
      await page.getByTestId('order-link-2025-000042').click();
      await page.waitForURL(url('/sales/orders/o-1'));
      await page.getByTestId('order-number').getByText('Commande 2025-000042').waitFor();
      expect(await page.getByTestId('order-status').textContent()).toBe('En attente de paiement');
      expect(await page.getByTestId('order-lines').textContent()).toContain('Guide Gourmand 2026');
      expect(await page.getByTestId('order-total').textContent()).toBe('54,70\u00a0€');
      expect(await page.getByTestId('order-totals').textContent()).toContain('Dont TVA 5,5 %');
      expect(await page.getByTestId('order-vat-rate').allTextContents()).toEqual(['2,58\u00a0€ sur 47,22\u00a0€ HT', '0,82\u00a0€ sur 4,08\u00a0€ HT']);
      expect(await page.getByTestId('order-delivery').textContent()).toContain('21200 Beaune');
      expect(await page.getByTestId('order-customer').textContent()).toContain('claire.martin@example.fr');
      await page.getByText('Virement bancaire').waitFor();
      await page.getByText('Colissimo (4,90 €)').waitFor();
      // Quotes only take comments.
      expect(await page.getByTestId('quote-comment').count()).toBe(0);

      await page.getByTestId('order-confirm-payment').click();
      await notice('Virement reçu : la commande 2025-000042 est en cours de traitement.');
      await page.getByTestId('order-status').getByText('En cours de traitement').waitFor();
      expect(sent('ConfirmOrderPayment').map((r) => r.variables)).toEqual([{ id: 'o-1' }]);
      expect(await page.getByTestId('order-confirm-payment').count()).toBe(0);

      await page.getByTestId('order-cancel').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title').getByText('Annuler la commande 2025-000042 ?').waitFor();
      await untilStill(confirm);
      expect(await confirm.textContent()).toContain('le stock est remis en vente');
      await confirm.getByRole('button', { name: 'Ne pas annuler' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(sent('CancelOrder')).toHaveLength(0);
      await page.getByTestId('order-cancel').click();
      await page.getByTestId('order-cancel-confirm').click();
      await notice('La commande 2025-000042 est annulée ; le stock est remis en vente.');
      await page.getByTestId('order-status').getByText('Annulée').waitFor();
      expect(sent('CancelOrder').map((r) => r.variables)).toEqual([{ id: 'o-1' }]);
      expect(await page.getByTestId('order-cancel').count()).toBe(0);
    });

    it('shows order actions only to roles holding them', async () => {
      const { page, gateway } = suite;
      signedIn(['dashboard.view', 'sales.orders.list', 'sales.orders.view']);
      answer(gateway, AdminOrderDocument, () => ({ data: { order: detail('PENDING_PAYMENT') } }));
      await page.goto(url('/sales/orders/o-1'));
      await page.getByTestId('order-number').waitFor();
      expect(await page.getByTestId('order-confirm-payment').count()).toBe(0);
      expect(await page.getByTestId('order-cancel').count()).toBe(0);
    });

    it('lists quotes (status QUOTE), answers one in its thread, then turns it into an order', async () => {
      const { page, gateway } = suite;
      signedIn();
      let current = detail('QUOTE', {
        number: 'D-2025-000007',
        paymentMethod: null,
        paymentInstructions: null,
        comment: 'Bonjour, 40 guides pour notre comité d’entreprise ?',
        comments: [
          {
            __typename: 'OrderComment',
            id: 'm-1',
            body: 'Bonjour, 40 guides pour notre comité d’entreprise ?',
            fromStaff: false,
            createdAt: '2025-11-21T17:30:00.000Z',
          },
        ],
      });
      answer(gateway, AdminOrdersDocument, () => ({ data: { orders: connection('Order', [orderRow('o-1', 'D-2025-000007', 'QUOTE', 99600)]) } }));
      // The order the quote becomes (its own id and number), waiting for the transfer.
      const converted = detail('PENDING_PAYMENT', { id: 'o-2', number: '2025-000043', comments: current.comments });
      answer(gateway, AdminOrderDocument, ({ variables }) => ({ data: { order: variables.id === 'o-2' ? converted : current } }));
      let convertAttempts = 0;
      answer(gateway, ConvertQuoteDocument, () =>
        ++convertAttempts === 1 ? refusal('CONFLICT', 'Out of stock', { fieldErrors: { lines: 'OUT_OF_STOCK' } }) : { data: { convertQuote: converted } },
      );
      answer(gateway, CommentQuoteDocument, ({ variables }) => {
        current = {
          ...current,
          comments: [
            ...current.comments,
            { __typename: 'OrderComment', id: 'm-2', body: variables.comment, fromStaff: true, createdAt: '2025-11-22T08:00:00.000Z' },
          ],
        };
        return { data: { commentQuote: current } };
      });
      await page.goto(url('/sales/quotes'));
      await page.getByRole('heading', { name: 'Devis', level: 2 }).waitFor();
      await page.getByTestId('orders-table').getByText('D-2025-000007').waitFor();
      expect(sent('AdminOrders')[0].variables).toEqual({ status: 'QUOTE', first: 20, after: null });
      expect(await page.getByTestId('orders-status-filter').count()).toBe(0);

      await page.getByTestId('order-link-D-2025-000007').click();
      await page.waitForURL(url('/sales/quotes/o-1'));
      await page.getByTestId('order-number').getByText('Devis D-2025-000007').waitFor();
      const thread = page.getByTestId('order-comments');
      await thread.getByText('40 guides pour notre comité').waitFor();

      await page.getByTestId('quote-comment-send').click();
      expect(await page.getByTestId('field-error-comment').textContent()).toBe("Écrivez une réponse avant de l'envoyer");
      expect(sent('CommentQuote')).toHaveLength(0);

      await page.getByTestId('quote-comment').fill('  Bonjour, 10 % de remise dès 30 guides : 896,40 € TTC.  ');
      await page.getByTestId('quote-comment-send').click();
      await notice('Réponse envoyée au client.');
      expect(sent('CommentQuote').map((r) => r.variables)).toEqual([{ id: 'o-1', comment: 'Bonjour, 10 % de remise dès 30 guides : 896,40 € TTC.' }]);
      await thread.getByTestId('order-comment').nth(1).waitFor();
      expect(await thread.getByTestId('order-comment').nth(1).textContent()).toContain('Équipe');
      expect(await thread.getByTestId('order-comment').nth(1).textContent()).toContain('22/11/2025 09:00');
      expect(await page.getByTestId('quote-comment').inputValue()).toBe('');

      // Turning it into an order: a warning first; the stock that ran out is said in the screen's words.
      await page.getByTestId('quote-convert').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title').getByText('Transformer le devis D-2025-000007 en commande ?').waitFor();
      await untilStill(confirm);
      expect(await confirm.textContent()).toContain('Le devis devient une commande en attente de virement ; le stock est réservé.');
      await confirm.getByRole('button', { name: 'Ne pas transformer' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(sent('ConvertQuote')).toHaveLength(0);

      await page.getByTestId('quote-convert').click();
      await page.getByTestId('quote-convert-confirm').click();
      await notice("Le stock ne suffit plus pour l'un des articles");
      expect(page.url()).toBe(url('/sales/quotes/o-1'));

      await page.getByTestId('quote-convert').click();
      await page.getByTestId('quote-convert-confirm').click();
      await notice('Le devis a été transformé en commande n° 2025-000043');
      await page.waitForURL(url('/sales/orders/o-2'));
      await page.getByTestId('order-number').getByText('Commande 2025-000043').waitFor();
      expect(await page.getByTestId('order-status').textContent()).toBe('En attente de paiement');
      expect(sent('ConvertQuote').map((r) => r.variables)).toEqual([{ id: 'o-1' }, { id: 'o-1' }]);
      expect(await page.getByTestId('quote-convert').count()).toBe(0);
    });

    it('offers the conversion only with sales.quotes.convert', async () => {
      const { page, gateway } = suite;
      signedIn(['dashboard.view', 'sales.quotes.list', 'sales.quotes.view', 'sales.orders.view', 'sales.quotes.comment']);
      answer(gateway, AdminOrderDocument, () => ({
        data: { order: detail('QUOTE', { number: 'D-2025-000007', paymentMethod: null, paymentInstructions: null }) },
      }));
      await page.goto(url('/sales/quotes/o-1'));
      await page.getByTestId('order-number').getByText('Devis D-2025-000007').waitFor();
      await page.getByTestId('quote-comment').waitFor();
      expect(await page.getByTestId('quote-convert').count()).toBe(0);
    });

    describe('after the order, and a quote priced', () => {
      type Detail = Stubbed<NonNullable<AdminOrderQuery['order']>>;
      const twoLines: Detail['lines'] = [
        {
          __typename: 'OrderLine',
          productId: 'p-1',
          sku: 'GUIDE-2026',
          name: 'Guide Gourmand 2026',
          quantity: 2,
          unitPriceCents: 2490,
          totalCents: 4980,
          taxCategory: 'REDUCED',
        },
        {
          __typename: 'OrderLine',
          productId: 'p-2',
          sku: 'MUG-01',
          name: 'Mug du Guide',
          quantity: 2,
          unitPriceCents: 1200,
          totalCents: 2400,
          taxCategory: 'STANDARD',
        },
      ];
      /** An antd input by its test id, wherever antd puts the id (the input itself or its wrapper). */
      const field = (testId: string) =>
        suite.page
          .locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input, [data-testid="${testId}"] textarea`)
          .first();
      const optionTexts = async () =>
        (await suite.page.locator('.ant-select-dropdown:visible .ant-select-item-option').allTextContents()).map((text) => text.trim());

      it('ships (a refusal under the lines, then the carrier, tracking and units sent), invoices, and refunds with restock', async () => {
        const { page, gateway } = suite;
        signedIn();
        answer(gateway, AdminOrderDocument, () => ({
          data: {
            order: detail('PROCESSING', {
              lines: twoLines,
              subTotalCents: 7380,
              totalCents: 7870,
              vatCents: 785,
              paymentMethod: 'test-card',
              paymentInstructions: null,
            }),
          },
        }));
        let state: Stubbed<AdminOrderAfterSalesFragment> = {
          __typename: 'Order',
          id: 'o-1',
          shipments: [],
          invoices: [],
          payments: [
            {
              __typename: 'Payment',
              id: 'pay-1',
              method: 'test-card',
              status: 'CAPTURED',
              amountCents: 7870,
              refundedCents: 0,
              currency: 'EUR',
              providerReference: 'test_42',
              createdAt: '2025-11-21T17:31:00.000Z',
            },
          ],
          refunds: [],
          returns: [],
        };
        answer(gateway, AdminOrderAfterSalesDocument, () => ({ data: { order: state } }));
        answer(gateway, CreateShipmentDocument, ({ variables }) => {
          if (sent('CreateShipment').length === 1)
            return refusal('BAD_USER_INPUT', 'Too many', { fieldErrors: { 'input.lines.1.quantity': 'QUANTITY_EXCEEDS_REMAINING' } });
          const shipment = {
            __typename: 'Shipment',
            id: 's-1',
            number: 'EXP-2026-000001',
            status: 'SHIPPED' as const,
            carrier: variables.input.carrier,
            trackingNumber: variables.input.trackingNumber ?? null,
            trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
            packageCount: variables.input.packageCount ?? 1,
            shippedAt: '2025-11-22T09:00:00.000Z',
            deliveredAt: null,
            lines: (variables.input.lines ?? []).map((line) => {
              const ordered = twoLines.find((l) => l.productId === line.productId)!;
              return { __typename: 'ShipmentLine', productId: line.productId, sku: ordered.sku, name: ordered.name, quantity: line.quantity };
            }),
          };
          state = { ...state, shipments: [shipment] };
          return { data: { createShipment: { __typename: 'Shipment', id: shipment.id, number: shipment.number } } };
        });
        answer(gateway, CreateInvoiceDocument, () => {
          state = {
            ...state,
            invoices: [
              {
                __typename: 'Invoice',
                id: 'i-1',
                number: 'F-2026-000001',
                issuedAt: '2025-11-22T09:05:00.000Z',
                totalCents: 7870,
                currency: 'EUR',
                pdfUrl: '/api/invoices/i-1.pdf',
                lines: twoLines.map(({ productId, sku, name, quantity, unitPriceCents, totalCents }) => ({
                  __typename: 'InvoiceLine',
                  productId,
                  sku,
                  name,
                  quantity,
                  unitPriceCents,
                  totalCents,
                })),
              },
            ],
          };
          return { data: { createInvoice: { __typename: 'Invoice', id: 'i-1', number: 'F-2026-000001' } } };
        });
        answer(gateway, CreateRefundDocument, () => ({
          data: { createRefund: { __typename: 'Refund', id: 'rf-1', number: 'AV-2026-000001', status: 'COMPLETED' as const, totalCents: 2780 } },
        }));
        await page.goto(url('/sales/orders/o-1'));
        await page.getByTestId('order-payments').getByText('Encaissé').waitFor();
        // Paid, nothing shipped nor invoiced: ship and invoice, not refund yet.
        expect(await page.getByTestId('order-refund').count()).toBe(0);

        await page.getByTestId('order-ship').click();
        const ship = page.getByRole('dialog', { name: 'Expédier la commande 2025-000042' });
        await ship.waitFor();
        expect(await field('ship-quantity-GUIDE-2026').inputValue()).toBe('2');
        expect(await field('ship-quantity-MUG-01').inputValue()).toBe('2');
        await choose(page, 'ship-carrier', 'Colissimo');
        await field('ship-trackingNumber').fill('6A12345678901');
        await field('ship-quantity-MUG-01').fill('1');
        await page.getByTestId('ship-submit').click();
        await page.getByTestId('field-error-lines').getByText("Plus d'articles que ce qui reste à expédier : actualisez la page").waitFor();
        await page.getByTestId('ship-submit').click();
        await notice('Commande expédiée : expédition EXP-2026-000001.');
        const shipment = {
          orderId: 'o-1',
          input: {
            carrier: 'Colissimo',
            trackingNumber: '6A12345678901',
            packageCount: 1,
            lines: [
              { productId: 'p-1', quantity: 2 },
              { productId: 'p-2', quantity: 1 },
            ],
          },
        };
        expect(sent('CreateShipment').map((r) => r.variables)).toEqual([shipment, shipment]);
        await ship.waitFor({ state: 'detached' });
        const tracking = page.getByTestId('order-shipments').getByTestId('tracking-6A12345678901');
        await tracking.waitFor();
        expect(await tracking.getAttribute('href')).toContain('laposte.fr');

        await page.getByTestId('order-invoice').click();
        await page.getByTestId('order-invoice-confirm').click();
        await notice('Facture F-2026-000001 émise.');
        expect(sent('CreateInvoice').map((r) => r.variables)).toEqual([{ orderId: 'o-1' }]);
        const pdf = page.getByTestId('order-invoices').getByRole('link', { name: 'PDF de F-2026-000001 (nouvel onglet)' });
        await pdf.waitFor();
        expect(await pdf.getAttribute('href')).toBe('/api/invoices/i-1.pdf');

        // Invoiced: the refund is offered; its total follows what is typed (1 × 24,90 + 4,90 shipping − 2 kept).
        await page.getByTestId('order-refund').click();
        const refund = page.getByRole('dialog', { name: 'Rembourser la commande 2025-000042' });
        await refund.waitFor();
        expect(await page.getByTestId('refund-total').textContent()).toBe('0,00\u00a0€');
        await field('refund-quantity-GUIDE-2026').fill('1');
        await field('refund-shipping').fill('4,90');
        await field('refund-adjustment').fill('-2');
        await page.getByTestId('refund-total').getByText('27,80').waitFor();
        expect(await page.getByTestId('refund-total').textContent()).toBe('27,80\u00a0€');
        await page.getByTestId('refund-restock').check();
        await field('refund-reason').fill('Guide abîmé pendant le transport');
        await page.getByTestId('refund-submit').click();
        await notice('Remboursement effectué : avoir AV-2026-000001');
        expect(sent('CreateRefund').map((r) => r.variables)).toEqual([
          {
            orderId: 'o-1',
            input: {
              lines: [{ productId: 'p-1', quantity: 1 }],
              shippingCents: 490,
              adjustmentCents: -200,
              restock: true,
              reason: 'Guide abîmé pendant le transport',
            },
          },
        ]);
      });

      it('lists invoices with the search in the address and a PDF link per invoice (English)', async () => {
        const { page, gateway } = suite;
        signedIn();
        answer(gateway, AdminInvoicesDocument, ({ variables }) => ({
          data: {
            invoices: connection(
              'Invoice',
              [
                {
                  __typename: 'Invoice',
                  id: 'i-1',
                  number: 'F-2026-000001',
                  issuedAt: '2025-11-22T09:05:00.000Z',
                  totalCents: 7870,
                  currency: 'EUR',
                  pdfUrl: '/api/invoices/i-1.pdf',
                  order: { __typename: 'Order', id: 'o-1', number: '2025-000042' },
                },
              ].filter(() => variables.search !== 'personne'),
            ),
          },
        }));
        // English from the first load (the language the admin chose, kept in the browser).
        await page.addInitScript(() => window.localStorage.setItem('guide.admin.language', 'en'));
        await page.goto(url('/sales/invoices?q=F-2026'));
        const table = page.getByTestId('invoices-table');
        await table.getByText('F-2026-000001').waitFor();
        expect(await page.getByTestId('invoices-search').locator('input').inputValue()).toBe('F-2026');
        expect(sent('AdminInvoices')[0].variables).toMatchObject({ search: 'F-2026', after: null });
        const row = await table.locator('tbody tr.ant-table-row').first().textContent();
        expect(row).toContain('2025-000042');
        expect(row).toContain('22/11/2025 10:05');
        expect(row).toContain('78.70');
        const pdf = table.getByRole('link', { name: 'PDF of F-2026-000001 (new tab)' });
        expect(await pdf.getAttribute('href')).toBe('/api/invoices/i-1.pdf');
        expect(await pdf.getAttribute('target')).toBe('_blank');
        expect(await table.getByTestId('order-link-2025-000042').getAttribute('href')).toBe('/admin/sales/orders/o-1');

        await page.getByTestId('invoices-search').locator('input').fill('personne');
        await page.getByTestId('invoices-search').locator('input').press('Enter');
        await page.waitForURL(/[?&]q=personne/);
        await table.getByText('No invoice matches this search').waitFor();
        expect(sent('AdminInvoices').at(-1)?.variables).toMatchObject({ search: 'personne', after: null });
      });

      it('moves a return request only to its next statuses, with a comment, and answers the customer', async () => {
        const { page, gateway } = suite;
        signedIn();
        type Request = Stubbed<NonNullable<AdminReturnRequestQuery['returnRequest']>>;
        let request: Request = {
          __typename: 'ReturnRequest',
          id: 'r-1',
          number: 'R-2026-000003',
          status: 'PROCESSING',
          resolution: 'REFUND',
          reason: 'Le guide est arrivé abîmé.',
          createdAt: '2025-11-24T10:00:00.000Z',
          updatedAt: '2025-11-24T11:00:00.000Z',
          lines: [{ __typename: 'ReturnLine', productId: 'p-1', sku: 'GUIDE-2026', name: 'Guide Gourmand 2026', quantity: 1, reason: 'Couverture déchirée' }],
          messages: [
            { __typename: 'ReturnMessage', id: 'rm-1', body: 'Bonjour, la couverture est déchirée.', fromStaff: false, createdAt: '2025-11-24T10:00:00.000Z' },
          ],
          history: [
            { __typename: 'ReturnStatusChange', from: null, to: 'NEW_REQUEST', at: '2025-11-24T10:00:00.000Z', byStaff: false },
            { __typename: 'ReturnStatusChange', from: 'NEW_REQUEST', to: 'PROCESSING', at: '2025-11-24T11:00:00.000Z', byStaff: true },
          ],
          refund: null,
          order: detail('COMPLETED', { paymentMethod: 'test-card', paymentInstructions: null }),
        };
        answer(gateway, AdminReturnRequestDocument, () => ({ data: { returnRequest: request } }));
        answer(gateway, SetReturnStatusDocument, ({ variables }) => {
          request = {
            ...request,
            status: variables.status,
            history: [
              ...request.history,
              { __typename: 'ReturnStatusChange', from: request.status, to: variables.status, at: '2025-11-25T08:00:00.000Z', byStaff: true },
            ],
          };
          return { data: { setReturnStatus: request } };
        });
        answer(gateway, AddReturnMessageDocument, ({ variables }) => {
          request = {
            ...request,
            messages: [
              ...request.messages,
              { __typename: 'ReturnMessage', id: 'rm-2', body: variables.body, fromStaff: true, createdAt: '2025-11-25T08:05:00.000Z' },
            ],
          };
          return { data: { addReturnMessage: request } };
        });
        await page.goto(url('/sales/rma/r-1'));
        await page.getByTestId('return-number').getByText('Retour R-2026-000003').waitFor();
        expect(await page.getByTestId('return-status').textContent()).toBe('En cours de traitement');
        expect(await page.getByTestId('return-resolution').textContent()).toBe('Remboursement');
        expect(await page.getByTestId('return-history').textContent()).toContain('Nouvelle demande → En cours de traitement');

        // Only the contract's next statuses from PROCESSING.
        await page.getByTestId('return-new-status').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
        expect(await optionTexts()).toEqual(['En attente du retour', 'Résolu', 'Refusé', 'Clôturé par le client']);
        await page
          .locator('.ant-select-item-option:visible')
          .filter({ hasText: /^En attente du retour$/ })
          .click();
        await field('return-status-comment').fill('  Étiquette de retour envoyée par e-mail.  ');
        await page.getByTestId('return-status-save').click();
        await notice('Statut de la demande : En attente du retour. Le client est prévenu par e-mail.');
        expect(sent('SetReturnStatus').map((r) => r.variables)).toEqual([
          { id: 'r-1', status: 'AWAITING_RETURN', comment: 'Étiquette de retour envoyée par e-mail.' },
        ]);
        await page.getByTestId('return-status').getByText('En attente du retour').waitFor();
        await page.getByTestId('return-new-status').click();
        await until(async () => ((await optionTexts()).join('|') === 'Colis reçu|Clôturé par le client' ? true : undefined), 'the next statuses');
        await page.keyboard.press('Escape');

        await field('return-message-input').fill('Nous vous remboursons dès réception du colis.');
        await page.getByTestId('return-message-send').click();
        await notice('Message envoyé au client.');
        expect(sent('AddReturnMessage').map((r) => r.variables)).toEqual([{ returnRequestId: 'r-1', body: 'Nous vous remboursons dès réception du colis.' }]);
        await page.getByTestId('return-messages').getByTestId('return-message').nth(1).waitFor();
        expect(await page.getByTestId('return-messages').getByTestId('return-message').nth(1).textContent()).toContain('Équipe');
      });

      it('prices a quote (prices in cents, a discount, until the end of a Paris day), then shows when it was answered and until when it holds', async () => {
        const { page, gateway } = suite;
        signedIn();
        let current = detail('QUOTE', {
          number: 'D-2025-000007',
          lines: twoLines,
          subTotalCents: 7380,
          totalCents: 7870,
          paymentMethod: null,
          paymentInstructions: null,
          // Answered once already, with an offer that has run out.
          quoteAnsweredAt: '2025-11-21T18:00:00.000Z',
          quoteValidUntil: '2025-12-01T22:59:59.999Z',
        });
        answer(gateway, AdminOrderDocument, () => ({ data: { order: current } }));
        answer(gateway, PriceQuoteDocument, ({ variables }) => {
          if (sent('PriceQuote').length === 1) return refusal('BAD_USER_INPUT', 'Too far', { fieldErrors: { 'input.validUntil': 'OUT_OF_RANGE' } });
          const { input } = variables;
          const lines = current.lines.map((line) => {
            const unitPriceCents = input.lines.find((l) => l.productId === line.productId)?.unitPriceCents ?? line.unitPriceCents;
            return { ...line, unitPriceCents, totalCents: unitPriceCents * line.quantity };
          });
          const subTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
          current = {
            ...current,
            lines,
            subTotalCents,
            discountCents: input.discountCents ?? 0,
            totalCents: subTotalCents - (input.discountCents ?? 0) + current.shippingCents,
            quoteAnsweredAt: current.quoteAnsweredAt ?? '2025-11-22T08:00:00.000Z',
            quoteValidUntil: input.validUntil ?? null,
            comments: input.comment
              ? [...current.comments, { __typename: 'OrderComment', id: 'm-9', body: input.comment, fromStaff: true, createdAt: '2025-11-22T08:00:00.000Z' }]
              : current.comments,
          };
          return { data: { priceQuote: current } };
        });
        await page.goto(url('/sales/quotes/o-1'));
        await page.getByTestId('order-number').getByText('Devis D-2025-000007').waitFor();
        // Answered on the 21st, valid until 1 December 2025 (Paris): expired, so staff price it again.
        expect(await page.getByTestId('quote-answered-at').textContent()).toBe('21/11/2025 19:00');
        expect(await page.getByTestId('quote-valid-until').textContent()).toBe('01/12/2025');
        expect(await page.getByTestId('quote-expired').textContent()).toBe('Expiré');
        // A quote is cancelled as a quote.
        expect(await page.getByTestId('order-cancel').textContent()).toBe('Annuler le devis');
        await page.getByTestId('order-cancel').click();
        const confirm = page.locator('.ant-modal-confirm');
        await confirm.locator('.ant-modal-confirm-title').getByText('Annuler le devis D-2025-000007 ?').waitFor();
        await untilStill(confirm);
        expect(await confirm.textContent()).toContain('Le client ne pourra plus commander ce devis');
        await confirm.getByRole('button', { name: 'Ne pas annuler' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(sent('CancelOrder')).toHaveLength(0);

        await page.getByTestId('quote-price').click();
        const dialog = page.getByRole('dialog', { name: 'Chiffrer le devis D-2025-000007' });
        await dialog.waitFor();
        // Prefilled: the quote's prices, no discount, valid 30 days from today (Paris; the old day has passed).
        expect(await field('quote-price-GUIDE-2026').inputValue()).toBe('24,90');
        expect(await field('quote-discount').inputValue()).toBe('0,00');
        expect(await page.locator('#quote-validUntil').inputValue()).toBe(inParis(Date.now()).add(30, 'day').format('DD/MM/YYYY'));
        expect(await page.getByTestId('quote-price-total').textContent()).toBe('78,70\u00a0€');

        await field('quote-price-GUIDE-2026').fill('22,41');
        await field('quote-discount').fill('5');
        // 2 × 22,41 + 2 × 12,00 = 68,82; − 5,00 + 4,90 shipping = 68,72.
        await page.getByTestId('quote-price-total').getByText('68,72').waitFor();
        expect(await page.getByTestId('quote-price-subtotal').textContent()).toBe('68,82\u00a0€');
        const day = inParis(Date.now()).add(60, 'day');
        await page.locator('#quote-validUntil').fill(day.format('DD/MM/YYYY'));
        await page.locator('#quote-validUntil').press('Enter');
        await field('quote-price-comment').fill('Bonjour, voici notre offre pour 40 guides.');
        await page.getByTestId('quote-price-submit').click();
        await page.getByTestId('field-error-validUntil').getByText("Un an au maximum à partir d'aujourd'hui").waitFor();
        await page.getByTestId('quote-price-submit').click();
        await notice("Devis D-2025-000007 chiffré : l'offre a été envoyée au client.");
        const priced = {
          id: 'o-1',
          input: {
            lines: [
              { productId: 'p-1', unitPriceCents: 2241 },
              { productId: 'p-2', unitPriceCents: 1200 },
            ],
            discountCents: 500,
            validUntil: parisDayBounds(day.format('YYYY-MM-DD')).end,
            comment: 'Bonjour, voici notre offre pour 40 guides.',
          },
        };
        expect(sent('PriceQuote').map((r) => r.variables)).toEqual([priced, priced]);
        await dialog.waitFor({ state: 'detached' });
        await page.getByTestId('quote-valid-until').getByText(day.format('DD/MM/YYYY')).waitFor();
        expect(await page.getByTestId('quote-answered-at').textContent()).toBe('21/11/2025 19:00');
        expect(await page.getByTestId('quote-expired').count()).toBe(0);
        expect(await page.getByTestId('order-total').textContent()).toBe('68,72\u00a0€');
        expect(await page.getByTestId('order-comments').textContent()).toContain('voici notre offre pour 40 guides');
      });
    });
  });

  describe('coupons', () => {
    it('creates a coupon with exactly one reduction and deletes one after confirming', async () => {
      const { page, gateway } = suite;
      signedIn();
      const coupons: Stubbed<CouponRow>[] = [
        {
          __typename: 'Coupon',
          id: 'k-1',
          code: 'NOEL25',
          percentOff: 25,
          amountOffCents: null,
          validUntil: '2025-12-31T22:59:59.999Z',
          usageLimit: 100,
          timesUsed: 12,
          createdAt: '2025-11-01T09:00:00.000Z',
          promotion: null,
        },
      ];
      answer(gateway, CouponsDocument, () => ({ data: { coupons: connection('Coupon', coupons) } }));
      answer(gateway, CreateCouponDocument, ({ variables }) => {
        const { input } = variables;
        if (input.code === 'NOEL25') return refusal('CONFLICT', 'taken', { fieldErrors: { code: 'COUPON_CODE_TAKEN' } });
        const coupon = {
          __typename: 'Coupon',
          id: 'k-2',
          code: input.code,
          percentOff: input.percentOff ?? null,
          amountOffCents: input.amountOffCents ?? null,
          validUntil: input.validUntil ?? null,
          usageLimit: input.usageLimit ?? null,
          timesUsed: 0,
          createdAt: '2025-11-22T09:00:00.000Z',
          promotion: null,
        };
        coupons.unshift(coupon);
        return { data: { createCoupon: coupon } };
      });
      answer(gateway, DeleteCouponDocument, ({ variables }) => {
        coupons.splice(
          coupons.findIndex((c) => c.id === variables.id),
          1,
        );
        return { data: { deleteCoupon: true } };
      });
      await page.goto(url('/marketing/coupons'));
      const table = page.getByTestId('coupons-table');
      await table.getByText('NOEL25').waitFor();
      expect(await page.getByTestId('coupon-usage-NOEL25').textContent()).toBe('12 / 100');
      expect(await table.textContent()).toContain('25 %');
      expect(await table.textContent()).toContain('31/12/2025');

      await page.getByTestId('coupon-new').click();
      await page.getByRole('dialog', { name: 'Nouveau code promo' }).waitFor();
      await page.getByTestId('coupon-code').fill('bienvenue');
      expect(await page.getByTestId('coupon-code').inputValue()).toBe('BIENVENUE');
      // Neither a percentage nor an amount.
      await page.getByTestId('coupon-save').click();
      await page.getByTestId('field-error-percentOff').getByText('Renseignez soit un pourcentage, soit un montant (un seul des deux)').waitFor();
      // Both.
      await page.getByTestId('coupon-percentOff').fill('10');
      await page.getByTestId('coupon-amountOff').fill('5');
      await page.getByTestId('coupon-save').click();
      await page.getByTestId('field-error-amountOff').getByText('Renseignez soit un pourcentage, soit un montant (un seul des deux)').waitFor();
      expect(sent('CreateCoupon')).toHaveLength(0);

      await page.getByTestId('coupon-percentOff').fill('');
      await page.getByTestId('coupon-amountOff').fill('5,50');
      await page.getByTestId('coupon-usageLimit').fill('50');
      await page.getByTestId('coupon-code').fill('NOEL25');
      await page.getByTestId('coupon-save').click();
      await page.getByTestId('field-error-code').getByText('Ce code existe déjà : choisissez-en un autre').waitFor();
      await page.getByTestId('coupon-code').fill('BIENVENUE');
      await page.getByTestId('coupon-save').click();
      await notice('Le code promo BIENVENUE a été créé.');
      await table.getByText('BIENVENUE').waitFor();
      expect(sent('CreateCoupon').at(-1)?.variables.input).toEqual({
        code: 'BIENVENUE',
        percentOff: null,
        amountOffCents: 550,
        validUntil: null,
        usageLimit: 50,
      });
      expect(await page.getByTestId('coupon-usage-BIENVENUE').textContent()).toBe('0 / 50');
      expect(await table.textContent()).toMatch(/5,50\s€/);

      await page.getByTestId('coupon-delete-NOEL25').click();
      await page.locator('.ant-popconfirm').getByText('Supprimer le code promo NOEL25 ?').waitFor();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
      await notice('Le code promo NOEL25 a été supprimé.');
      await table.getByText('NOEL25').waitFor({ state: 'detached' });
      expect(sent('DeleteCoupon').map((r) => r.variables)).toEqual([{ id: 'k-1' }]);
    });
  });

  describe('menu and permissions', () => {
    it('shows the shop entries in French and English, and hides what the role may not use', async () => {
      let { page } = suite;
      signedIn();
      await page.goto(url('/dashboard'));
      const sider = () => suite.page.locator('.ant-layout-sider');
      for (const [group, entries] of [
        ['Catalogue', ['Produits', 'Catégories de produits', 'Import en masse']],
        ['Ventes', ['Commandes', 'Devis']],
        ['Marketing', ['Codes promo']],
      ] as const) {
        await sider().getByText(group, { exact: true }).click();
        for (const entry of entries) await sider().getByRole('link', { name: entry, exact: true }).waitFor();
      }
      await sider().getByRole('link', { name: 'Codes promo' }).click();
      await page.waitForURL(url('/marketing/coupons'));

      page = await suite.open();
      suite.gateway.reset();
      signedIn(['dashboard.view', 'catalog.products.list', 'sales.orders.list']);
      answer(suite.gateway, AdminProductsDocument, () => ({
        data: { adminProducts: connection('Product', [product('p-1', 'GUIDE-2026', 'Guide Gourmand 2026')]) },
      }));
      answer(suite.gateway, ProductCategoriesDocument, () => ({ data: { productCategories: CATEGORIES } }));
      await page.evaluate(() => undefined);
      await page.goto(url('/dashboard'));
      await sider().getByText('Catalogue', { exact: true }).click();
      await sider().getByRole('link', { name: 'Produits', exact: true }).waitFor();
      expect(await sider().getByText('Import en masse', { exact: true }).count()).toBe(0);
      expect(await sider().getByText('Catégories de produits', { exact: true }).count()).toBe(0);
      expect(await sider().getByText('Marketing', { exact: true }).count()).toBe(0);
      await sider().getByText('Ventes', { exact: true }).click();
      await sider().getByRole('link', { name: 'Commandes', exact: true }).waitFor();
      expect(await sider().getByText('Devis', { exact: true }).count()).toBe(0);

      // Read-only products: no create, edit, stock or delete buttons.
      await page.goto(url('/catalog/products'));
      await page.getByTestId('products-table').getByText('GUIDE-2026').waitFor();
      for (const testId of ['product-new', 'product-edit-GUIDE-2026', 'product-stock-GUIDE-2026', 'product-delete-GUIDE-2026'])
        expect(await page.getByTestId(testId).count()).toBe(0);

      await page.goto(url('/marketing/coupons'));
      await page.getByText('Accès refusé').waitFor();
      await page.goto(url('/catalog/bulk-upload'));
      await page.getByText('Accès refusé').waitFor();
      expect(sent('Coupons')).toHaveLength(0);

      // English labels.
      await page.evaluate(() => window.localStorage.setItem('guide.admin.language', 'en'));
      await page.goto(url('/catalog/products'));
      await page.getByRole('heading', { name: 'Products', level: 2 }).waitFor();
      // the heading shows before the list's answer: read the table once its rows are there, as above
      await page.getByTestId('products-table').getByText('GUIDE-2026').waitFor();
      expect(await page.getByTestId('products-table').textContent()).toContain('5.5% (reduced)');
      await sider().getByText('Sales', { exact: true }).click();
      await sider().getByRole('link', { name: 'Orders', exact: true }).waitFor();
    });
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
