import { useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminRefreshSessionDocument,
  ImportShippingRateTablesDocument,
  ShippingRateTablesDocument,
  UpsertShippingRateTableDocument,
  type ShippingRateTablesQuery,
} from '../../frontends/admin/src/gql/graphql';
import { StoreCurrenciesDocument } from '../../frontends/storefront/src/gql/graphql';
import { fakeMediaAndTiles } from './guide-fixtures';
import { playShop } from './shop-fixtures';
import { answer, refusal, type Stubbed } from './stubs';

/**
 * Shop settings as data (issue 25): Settings › Table rates in the back office (edit with the server's field
 * error on its field, the CSV import's line errors), and the storefront's currency switch with indicative
 * prices. STUB gateway; the API is covered by services/commerce/src/taxes/shop-settings.int-spec.ts.
 */
describe('shop settings (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1280, height: 900 } }, preparePage: (page) => fakeMediaAndTiles(page) });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  const colissimo: Stubbed<ShippingRateTablesQuery['shippingRateTables'][number]> = {
    __typename: 'ShippingRateTable',
    code: 'colissimo',
    name: 'Colissimo à domicile',
    nameEn: 'Colissimo home delivery',
    delay: '2 à 3 jours ouvrés',
    delayEn: null,
    enabled: true,
    countries: ['FR'],
    freeAboveCents: null,
    bands: [
      { __typename: 'WeightBand', upToGrams: 250, priceCents: 595 },
      { __typename: 'WeightBand', upToGrams: 1000, priceCents: 795 },
    ],
  };

  it('edits a rate table from the settings menu, with the server error on its field, and reports CSV lines', async () => {
    const { page, stack } = suite;
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'shop@example.com',
          firstName: 'Sam',
          lastName: 'Shop',
          permissions: ['dashboard.view', 'settings.table-rates.list', 'settings.table-rates.update'],
          role: { __typename: 'Role', id: 'r-1', name: 'shop' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
    answer(suite.gateway, ShippingRateTablesDocument, () => ({ data: { shippingRateTables: [colissimo] } }));
    let saves = 0;
    answer(suite.gateway, UpsertShippingRateTableDocument, () =>
      ++saves === 1
        ? refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { freeAboveCents: 'AMOUNT_OUT_OF_RANGE' } })
        : { data: { upsertShippingRateTable: { __typename: 'ShippingRateTable', code: 'colissimo' } } },
    );
    answer(suite.gateway, ImportShippingRateTablesDocument, () => ({
      data: {
        importShippingRateTables: {
          __typename: 'ShippingRateImportResult',
          imported: 0,
          errors: [{ __typename: 'ShippingRateImportError', line: 3, field: 'countries', code: 'COUNTRY_INVALID' }],
        },
      },
    }));

    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Grilles de livraison' }).click();
    await page.getByRole('heading', { name: 'Grilles tarifaires de livraison' }).waitFor();
    // The heading shows before the tables' answer: wait for a row (a clean CI run read the empty table).
    await page.getByTestId('rate-table-edit-colissimo').waitFor();
    expect((await page.getByTestId('rate-tables').textContent())!.replace(/\s/g, ' ')).toContain("jusqu'à 250 g : 5,95 €");
    expect(await page.getByTestId('rate-tables').textContent()).toContain('non proposé au-delà');

    await page.getByTestId('rate-table-edit-colissimo').click();
    await page.getByTestId('rate-table-band-price-1').fill('8,50');
    await page.getByTestId('rate-table-freeAbove').fill('60');
    await page.getByTestId('rate-table-save').click();
    await page.getByTestId('field-error-freeAbove').waitFor();
    await page.getByTestId('rate-table-save').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Grille « Colissimo à domicile » enregistrée' }).first().waitFor();
    expect(sent('UpsertShippingRateTable').pop()!.variables.input).toMatchObject({
      code: 'colissimo',
      countries: ['FR'],
      freeAboveCents: 6000,
      bands: [
        { upToGrams: 250, priceCents: 595 },
        { upToGrams: 1000, priceCents: 850 },
      ],
    });

    await page.getByTestId('rate-table-import').click();
    await page.getByTestId('rate-import-csv').fill('code,name,countries,up_to_grams,price_cents\neco,Éco,FR,1000,390\neco,Éco,FRA,2000,490');
    await page.getByTestId('rate-import-check').click();
    await page.getByTestId('rate-import-errors').waitFor();
    expect(await page.getByTestId('rate-import-errors').textContent()).toContain('Code pays invalide (deux lettres, séparés par |).');
    expect(sent('ImportShippingRateTables').pop()!.variables).toMatchObject({ dryRun: true });
  });

  it('shows indicative prices in the chosen currency, kept across pages, charged in euros', async () => {
    const { page, stack } = suite;
    playShop(suite.gateway);
    answer(suite.gateway, StoreCurrenciesDocument, () => ({
      data: {
        currencies: [
          { __typename: 'Currency', code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, enabled: true, rateFromEur: null },
          { __typename: 'Currency', code: 'GBP', name: 'Livre sterling', symbol: '£', decimals: 2, enabled: true, rateFromEur: 0.5 },
          { __typename: 'Currency', code: 'USD', name: 'Dollar américain', symbol: '$', decimals: 2, enabled: false, rateFromEur: null },
        ],
      },
    }));
    await page.goto(`${stack.baseUrl}/nos-produits`);
    await page.getByTestId('product-card').first().waitFor();
    const select = page.getByTestId('currency-switch');
    expect(await select.locator('option').allTextContents()).toEqual(['EUR (€)', 'GBP (£)']);
    expect(await page.getByTestId('product-card-price-indicative').count()).toBe(0);
    await select.selectOption('GBP');
    const indicative = page.getByTestId('product-card-price-indicative').first();
    await indicative.waitFor();
    expect((await indicative.textContent())!.replace(/\s/g, ' ')).toMatch(/≈ \d+,\d{2} £ \(prix indicatif, payé en euros\)/);
    await page.reload();
    await page.getByTestId('product-card-price-indicative').first().waitFor(); // kept in localStorage
  });
});
