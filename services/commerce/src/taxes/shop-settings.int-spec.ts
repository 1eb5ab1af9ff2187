import { fromBinary } from '@bufbuild/protobuf';
import { StockChangedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, FR_ADDRESS, bootCommerce, readyCart, shopper } from '../testing/commerce-test-app';

/**
 * Shop settings as data (issue 25, migration 2930): tax rates, shipping rate tables and their CSV
 * import, inventory sources' priority and switch, currencies.
 */
const staff = adminIdentity([
  'settings.taxes.list',
  'settings.taxes.update',
  'settings.table-rates.list',
  'settings.table-rates.update',
  'settings.table-rates.delete',
  'settings.inventory-sources.list',
  'settings.inventory-sources.update',
  'settings.currencies.update',
  'catalog.products.list',
  'catalog.products.update',
]);
const PLACE = 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { id number vatCents totalCents vatLines { ratePercent vatCents } } } }';
const CART = '{ cart { subTotalCents shippingCents vatCents totalCents vatLines { ratePercent baseCents vatCents } shippingMethod { code priceCents } } }';
const METHODS = '{ shippingMethods { code name priceCents delay } }';
const SET_RATE =
  'mutation($c: String!, $k: String!, $r: Float!) { updateTaxRate(category: $c, country: $k, ratePercent: $r) { code name rates { country ratePercent } } }';
const UPSERT_TABLE =
  'mutation($i: ShippingRateTableInput!) { upsertShippingRateTable(input: $i) { code name enabled countries freeAboveCents bands { upToGrams priceCents } } }';
const IMPORT =
  'mutation($csv: String!, $d: Boolean) { importShippingRateTables(csv: $csv, dryRun: $d) { imported errors { line field code } tables { code } } }';

describe('commerce shop settings', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD, 1.3 kg
  let jam: string; // 10,55 € REDUCED, 300 g

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-001', name: 'Meursault 2020', priceCents: 1200, taxCategory: 'STANDARD', weightGrams: 1300 });
    jam = await t.product({ sku: 'CONF-001', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED', weightGrams: 300 });
    await t.stock(wine, 100);
    await t.stock(jam, 100);
  });
  afterAll(() => t?.close());

  describe('tax rates', () => {
    afterAll(() => t.gql(SET_RATE, { c: 'STANDARD', k: 'FR', r: 20 }, staff));

    it('lists the categories with their seeded rates', async () => {
      const res = await t.gql('{ taxCategories { code name rates { country ratePercent } } }', {}, staff);
      expect(res.data.taxCategories.map((c: { code: string }) => c.code)).toEqual(['STANDARD', 'INTERMEDIATE', 'REDUCED', 'SUPER_REDUCED']);
      expect(res.data.taxCategories[0].rates).toEqual(
        expect.arrayContaining([
          { country: 'FR', ratePercent: 20 },
          { country: 'DE', ratePercent: 19 },
        ]),
      );
      expect(res.data.taxCategories[0].rates[0]).toEqual({ country: 'FR', ratePercent: 20 });
      expect(res.data.taxCategories[2].rates).toEqual([{ country: 'FR', ratePercent: 5.5 }]);
    });

    it('refuses an unknown category, a bad country and a rate out of bounds', async () => {
      const err = async (v: object) => (await t.gql(SET_RATE, { c: 'STANDARD', k: 'FR', r: 20, ...v }, staff)).errors[0].extensions;
      expect(await err({ c: 'LUXURY' })).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { category: 'NOT_FOUND' } });
      expect((await err({ k: 'FRA' })).fieldErrors).toEqual({ country: 'COUNTRY_INVALID' });
      expect((await err({ r: 101 })).fieldErrors).toEqual({ ratePercent: 'OUT_OF_RANGE' });
      expect((await err({ r: -1 })).fieldErrors).toEqual({ ratePercent: 'OUT_OF_RANGE' });
      expect((await err({ r: 5.55 })).fieldErrors).toEqual({ ratePercent: 'INVALID_DECIMAL' });
    });

    it('applies a change to carts from then on, never to a placed order', async () => {
      const alice = shopper(0x7a1);
      await readyCart(t, alice, [[wine, 1]], 'pickup');
      const placed = await t.gql(PLACE, {}, alice);
      expect(placed.errors).toBeUndefined();
      expect(placed.data.placeOrder.order).toMatchObject({ vatCents: 200, totalCents: 1200 }); // 12,00 × 20/120

      const changed = await t.gql(SET_RATE, { c: 'STANDARD', k: 'FR', r: 10 }, staff);
      expect(changed.data.updateTaxRate.rates).toContainEqual({ country: 'FR', ratePercent: 10 });

      const bob = shopper(0xb0b);
      await readyCart(t, bob, [[wine, 1]], 'pickup');
      const cart = (await t.gql(CART, {}, bob)).data.cart;
      expect(cart).toMatchObject({ totalCents: 1200, vatCents: 109 }); // prices VAT included: only the VAT part moves
      expect(cart.vatLines).toEqual([{ ratePercent: 10, baseCents: 1091, vatCents: 109 }]);

      const order = await t.gql(
        'query($n: String!) { myOrder(number: $n) { vatCents vatLines { ratePercent vatCents } } }',
        { n: placed.data.placeOrder.order.number },
        alice,
      );
      expect(order.data.myOrder).toEqual({ vatCents: 200, vatLines: [{ ratePercent: 20, vatCents: 200 }] });
      const [line] = await t.db.query('SELECT vat_rate_tenths FROM order_lines WHERE order_id = $1', [placed.data.placeOrder.order.id]);
      expect(line.vat_rate_tenths).toBe(200);

      const bobOrder = await t.gql(PLACE, {}, bob);
      expect(bobOrder.data.placeOrder.order).toMatchObject({ vatCents: 109, vatLines: [{ ratePercent: 10, vatCents: 109 }] });
    });

    it("tells a product's French rate (the product page's), following a change of the category's rate", async () => {
      const RATE = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id vatRatePercent } } }';
      const frRate = async (code: string): Promise<number> => {
        const { data } = await t.gql('{ taxCategories { code rates { country ratePercent } } }', {}, staff);
        return data.taxCategories.find((c: any) => c.code === code).rates.find((r: any) => r.country === 'FR').ratePercent;
      };
      const [standard, reduced] = [await frRate('STANDARD'), await frRate('REDUCED')];
      const r = [wine, jam, '00000000-0000-4000-8000-00000000beef', 'not-a-uuid'].map((id) => ({ __typename: 'Product', id }));
      const before = await t.gql(RATE, { r }, shopper(0xca3));
      expect(before.errors).toBeUndefined();
      expect(before.data._entities.map((p: { vatRatePercent: number | null }) => p.vatRatePercent)).toEqual([standard, reduced, null, null]);
      expect((await t.gql(SET_RATE, { c: 'REDUCED', k: 'FR', r: 7 }, staff)).errors).toBeUndefined();
      const after = await t.gql(RATE, { r: r.slice(0, 2) }, shopper(0xca3));
      expect(after.data._entities.map((p: { vatRatePercent: number }) => p.vatRatePercent)).toEqual([standard, 7]);
      await t.gql(SET_RATE, { c: 'REDUCED', k: 'FR', r: reduced }, staff);
    });

    it("taxes a delivery to another EU country at its rate, France's where it has none", async () => {
      const carol = shopper(0xca1);
      await readyCart(
        t,
        carol,
        [
          [wine, 1],
          [jam, 1],
        ],
        'pickup',
      );
      await t.gql(
        'mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }',
        { b: { ...FR_ADDRESS, postalCode: '10115', city: 'Berlin', country: 'DE' } },
        carol,
      );
      const cart = (await t.gql(CART, {}, carol)).data.cart;
      expect(cart.vatLines.map((v: { ratePercent: number }) => v.ratePercent)).toEqual([19, 5.5]);
    });

    it('charges no VAT on a delivery outside the EU (an export), the price unchanged', async () => {
      const dan = shopper(0xca2);
      await readyCart(t, dan, [[wine, 1]], 'pickup');
      await t.gql(
        'mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }',
        { b: { ...FR_ADDRESS, postalCode: '1204', city: 'Genève', country: 'CH' } },
        dan,
      );
      const cart = (await t.gql(CART, {}, dan)).data.cart;
      expect(cart).toMatchObject({ subTotalCents: 1200, vatCents: 0 });
      expect(cart.vatLines).toEqual([{ ratePercent: 0, baseCents: 1200, vatCents: 0 }]);
    });
  });

  describe('shipping rate tables', () => {
    it('lists the tables seeded from the former constants', async () => {
      const res = await t.gql('{ shippingRateTables { code countries freeAboveCents bands { upToGrams priceCents } } }', {}, staff);
      expect(res.data.shippingRateTables.map((r: { code: string }) => r.code)).toEqual(['colissimo', 'relay', 'pickup', 'international']);
      expect(res.data.shippingRateTables[2].bands).toEqual([{ upToGrams: null, priceCents: 0 }]);
    });

    it('decides the checkout offers: free from an amount, nothing above every band without an open band', async () => {
      const dan = shopper(0xda1);
      await readyCart(t, dan, [[jam, 1]], 'colissimo'); // 300 g, 10,55 €
      expect((await t.gql(METHODS, {}, dan)).data.shippingMethods.map((m: { code: string }) => m.code)).toEqual(['colissimo', 'relay', 'pickup']);

      // Colissimo free from 20 €, no band above 1 kg; relay disabled.
      const col = await t.gql(
        UPSERT_TABLE,
        {
          i: {
            code: 'colissimo',
            name: 'Colissimo à domicile',
            delay: '2 à 3 jours ouvrés',
            enabled: true,
            countries: ['FR'],
            freeAboveCents: 2000,
            bands: [{ upToGrams: 1000, priceCents: 795 }],
          },
        },
        staff,
      );
      expect(col.errors).toBeUndefined();
      await t.gql(
        UPSERT_TABLE,
        { i: { code: 'relay', name: 'Point relais', enabled: false, countries: ['FR'], bands: [{ upToGrams: null, priceCents: 450 }] } },
        staff,
      );

      let methods = (await t.gql(METHODS, {}, dan)).data.shippingMethods;
      expect(methods).toEqual([
        { code: 'colissimo', name: 'Colissimo à domicile', priceCents: 795, delay: '2 à 3 jours ouvrés' },
        { code: 'pickup', name: 'Retrait à Beaune', priceCents: 0, delay: 'Dès le lendemain' },
      ]);
      expect((await t.gql(CART, {}, dan)).data.cart).toMatchObject({ shippingCents: 795, shippingMethod: { code: 'colissimo', priceCents: 795 } });

      await t.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: jam }, dan); // 21,10 €, 600 g: free
      methods = (await t.gql(METHODS, {}, dan)).data.shippingMethods;
      expect(methods[0]).toMatchObject({ code: 'colissimo', priceCents: 0 });
      expect((await t.gql(CART, {}, dan)).data.cart).toMatchObject({ shippingCents: 0, totalCents: 2110 });

      await t.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: wine }, dan); // 1.9 kg: above every band
      methods = (await t.gql(METHODS, {}, dan)).data.shippingMethods;
      expect(methods.map((m: { code: string }) => m.code)).toEqual(['pickup']);
      const cart = (await t.gql(CART, {}, dan)).data.cart;
      expect(cart).toMatchObject({ shippingMethod: null, shippingCents: 0 });
      const refused = await t.gql('mutation { setShippingMethod(code: "colissimo") { id } }', {}, dan);
      expect(refused.errors[0].extensions.fieldErrors).toEqual({ code: 'SHIPPING_METHOD_UNAVAILABLE' });
      const order = await t.gql(PLACE, {}, dan);
      expect(order.errors[0].extensions.fieldErrors).toEqual({ shippingMethod: 'SHIPPING_METHOD_REQUIRED' });
    });

    it('validates a table and deletes one', async () => {
      const bad = await t.gql(UPSERT_TABLE, { i: { code: 'Bad code', name: '', enabled: true, countries: ['XXX'], bands: [] } }, staff);
      expect(bad.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { code: 'CODE_INVALID', name: 'REQUIRED', countries: 'COUNTRY_INVALID', bands: 'REQUIRED' },
      });
      await t.gql(UPSERT_TABLE, { i: { code: 'temp', name: 'Temporaire', enabled: true, countries: ['FR'], bands: [{ priceCents: 100 }] } }, staff);
      expect((await t.gql('mutation { deleteShippingRateTable(code: "temp") }', {}, staff)).data.deleteShippingRateTable).toBe(true);
      expect((await t.gql('mutation { deleteShippingRateTable(code: "temp") }', {}, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('imports a CSV all or nothing, errors with their line numbers', async () => {
      const header = 'code,name,countries,free_above_cents,up_to_grams,price_cents,delay';
      const bad = await t.gql(
        IMPORT,
        { csv: [header, 'express,Express,FR|BE,,500,990,24 h', 'express,Express,FR|BE,,xx,1490,', 'eco,Éco,ZZZ1,,1000,390,'].join('\n') },
        staff,
      );
      expect(bad.data.importShippingRateTables).toEqual({
        imported: 0,
        tables: [],
        errors: [
          { line: 3, field: 'up_to_grams', code: 'OUT_OF_RANGE' },
          { line: 4, field: 'countries', code: 'COUNTRY_INVALID' },
        ],
      });
      expect(await t.db.query(`SELECT code FROM shipping_rate_tables WHERE code = 'express'`)).toEqual([]);

      const good = [header, 'express,Express,FR|BE,5000,500,990,24 h', 'express,,,,,1490,', 'pickup,Retrait à Beaune,FR,,,0,Dès le lendemain'].join('\n');
      const dry = await t.gql(IMPORT, { csv: good, d: true }, staff);
      expect(dry.data.importShippingRateTables).toEqual({ imported: 2, errors: [], tables: [] });
      expect(await t.db.query(`SELECT code FROM shipping_rate_tables WHERE code = 'express'`)).toEqual([]);
      const done = await t.gql(IMPORT, { csv: good }, staff);
      expect(done.data.importShippingRateTables).toMatchObject({ imported: 2, errors: [], tables: [{ code: 'express' }, { code: 'pickup' }] });
      const tables = (await t.gql('{ shippingRateTables { code freeAboveCents countries delay bands { upToGrams priceCents } } }', {}, staff)).data
        .shippingRateTables;
      expect(tables.find((r: { code: string }) => r.code === 'express')).toEqual({
        code: 'express',
        freeAboveCents: 5000,
        countries: ['FR', 'BE'],
        delay: '24 h',
        bands: [
          { upToGrams: 500, priceCents: 990 },
          { upToGrams: null, priceCents: 1490 },
        ],
      });
      expect(tables.map((r: { code: string }) => r.code)).toContain('colissimo'); // tables not in the file stay
    });
  });

  describe('inventory sources', () => {
    const SOURCE = 'mutation($i: InventorySourceInput!) { upsertInventorySource(input: $i) { code name priority enabled } }';

    it('takes stock by priority, skipping disabled sources, and counts only enabled ones', async () => {
      const cheese = await t.product({ sku: 'FROM-001', priceCents: 900, taxCategory: 'REDUCED', weightGrams: 200 });
      expect(
        (await t.gql(SOURCE, { i: { code: 'beaune', name: 'Boutique de Beaune', priority: 1, enabled: true } }, staff)).data.upsertInventorySource,
      ).toEqual({
        code: 'beaune',
        name: 'Boutique de Beaune',
        priority: 1,
        enabled: true,
      });
      await t.gql(SOURCE, { i: { code: 'dijon', name: 'Dépôt de Dijon', priority: 2, enabled: false } }, staff);
      await t.stock(cheese, 2, 'default'); // priority 0
      await t.stock(cheese, 3, 'beaune');
      await t.stock(cheese, 50, 'dijon');

      const list = await t.gql('{ inventorySources { code priority enabled } }', {}, staff);
      expect(list.data.inventorySources).toEqual([
        { code: 'default', priority: 0, enabled: true },
        { code: 'beaune', priority: 1, enabled: true },
        { code: 'dijon', priority: 2, enabled: false },
      ]);
      const ENTITY =
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on Product { stockQuantity stockLevels { sourceCode sourceEnabled quantity } } } }';
      const product = (await t.gql(ENTITY, { r: [{ __typename: 'Product', id: cheese }] }, staff)).data._entities[0];
      expect(product).toEqual({
        stockQuantity: 5, // dijon is disabled
        stockLevels: [
          { sourceCode: 'default', sourceEnabled: true, quantity: 2 },
          { sourceCode: 'beaune', sourceEnabled: true, quantity: 3 },
          { sourceCode: 'dijon', sourceEnabled: false, quantity: 50 },
        ],
      });

      // Default first (priority 0), then Beaune; Dijon untouched.
      const erin = shopper(0xe71);
      await readyCart(t, erin, [[cheese, 4]], 'pickup');
      expect((await t.gql(PLACE, {}, erin)).errors).toBeUndefined();
      const levels = await t.db.query('SELECT source_code AS s, quantity AS q FROM stock_levels WHERE product_id = $1 ORDER BY source_code', [cheese]);
      expect(levels).toEqual([
        { s: 'beaune', q: 1 },
        { s: 'default', q: 0 },
        { s: 'dijon', q: 50 },
      ]);

      // Beaune before the default source now; enabling Dijon announces the new total.
      await t.gql(SOURCE, { i: { code: 'default', name: 'Entrepôt principal', priority: 5, enabled: true } }, staff);
      await t.stock(cheese, 2, 'default');
      await t.gql(SOURCE, { i: { code: 'dijon', name: 'Dépôt de Dijon', priority: 2, enabled: true } }, staff);
      const events = await t.db.query(
        `SELECT payload FROM outbox WHERE type = 'commerce.stock.changed' AND key = $1 ORDER BY occurred_at DESC, id DESC LIMIT 1`,
        [cheese],
      );
      expect(fromBinary(StockChangedSchema, events[0].payload)).toMatchObject({ sourceCode: 'dijon', totalQuantity: 53 });
      const fay = shopper(0xfa1);
      await readyCart(t, fay, [[cheese, 2]], 'pickup');
      expect((await t.gql(PLACE, {}, fay)).errors).toBeUndefined();
      const after = await t.db.query('SELECT source_code AS s, quantity AS q FROM stock_levels WHERE product_id = $1 ORDER BY source_code', [cheese]);
      expect(after).toEqual([
        { s: 'beaune', q: 0 },
        { s: 'default', q: 2 },
        { s: 'dijon', q: 49 },
      ]);
    });

    it('validates a source', async () => {
      const res = await t.gql(SOURCE, { i: { code: 'A B', name: '', priority: -1, enabled: true } }, staff);
      expect(res.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { code: 'CODE_INVALID', name: 'REQUIRED', priority: 'OUT_OF_RANGE' },
      });
    });
  });

  describe('currencies', () => {
    const UPDATE = 'mutation($c: String!, $e: Boolean!, $r: Float) { updateCurrency(code: $c, enabled: $e, rateFromEur: $r) { code enabled rateFromEur } }';

    it('lists currencies publicly, EUR first and on', async () => {
      const res = await t.gql('{ currencies { code name symbol decimals enabled rateFromEur } }', {});
      expect(res.data.currencies[0]).toEqual({ code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, enabled: true, rateFromEur: null });
      expect(res.data.currencies.map((c: { code: string; enabled: boolean }) => [c.code, c.enabled])).toEqual([
        ['EUR', true],
        ['GBP', false],
        ['CHF', false],
        ['USD', false],
      ]);
    });

    it('validates and saves a change', async () => {
      const err = async (v: Record<string, unknown>) => (await t.gql(UPDATE, v, staff)).errors[0].extensions;
      expect(await err({ c: 'EUR', e: false })).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { enabled: 'INVALID_CHOICE' } });
      expect((await err({ c: 'EUR', e: true, r: 1.1 })).fieldErrors).toEqual({ rateFromEur: 'INVALID_CHOICE' });
      expect((await err({ c: 'GBP', e: true })).fieldErrors).toEqual({ rateFromEur: 'REQUIRED' });
      expect((await err({ c: 'GBP', e: true, r: -2 })).fieldErrors).toEqual({ rateFromEur: 'OUT_OF_RANGE' });
      expect((await err({ c: 'XYZ', e: false })).code).toBe('NOT_FOUND');
      expect((await err({ c: 'not a code', e: false })).code).toBe('NOT_FOUND');
      expect((await t.gql(UPDATE, { c: 'gbp', e: true, r: 0.8567 }, staff)).data.updateCurrency).toEqual({ code: 'GBP', enabled: true, rateFromEur: 0.8567 });
      expect((await t.gql(UPDATE, { c: 'GBP', e: false, r: null }, staff)).data.updateCurrency).toEqual({ code: 'GBP', enabled: false, rateFromEur: null });
    });
  });
});
