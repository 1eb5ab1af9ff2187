import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule } from '../app.module';
import { MAX_CSV_LENGTH, ProductImporter } from './product-import';

const IMPORT = `mutation($csv: String!, $dryRun: Boolean) { importProducts(csv: $csv, dryRun: $dryRun) { created updated errors { row field code } } }`;
const staff = adminIdentity(['catalog.bulk-upload.create', 'catalog.categories.create', 'catalog.products.list']);

describe('importProducts (CSV)', () => {
  let sg: TestSubgraph;
  let db: DataSource;
  const run = async (csv: string, dryRun?: boolean) => {
    const res = await sg.gql(IMPORT, { csv, dryRun }, staff);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.importProducts;
  };
  const product = async (sku: string) => (await db.query('SELECT * FROM product WHERE sku = $1', [sku]))[0];
  const categoriesOf = async (sku: string) =>
    (
      await db.query(
        'SELECT c.slug FROM product p JOIN product_category_link l ON l.product_id = p.id JOIN product_category c ON c.id = l.category_id WHERE p.sku = $1 ORDER BY 1',
        [sku],
      )
    ).map((r: { slug: string }) => r.slug);

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot(cfg));
    db = sg.app.get(DataSource);
    const cat = `mutation($input: ProductCategoryInput!) { createProductCategory(input: $input) { id } }`;
    const goodies = (await sg.gql(cat, { input: { name: 'Goodies' } }, staff)).data.createProductCategory.id;
    await sg.gql(cat, { input: { name: 'Mugs', parentId: goodies } }, staff);
    await sg.gql(cat, { input: { name: 'Guides' } }, staff);
  }, 120_000);
  afterAll(() => sg?.close());

  it('creates products from quoted fields, comma prices and | categories, with an event each', async () => {
    const csv = [
      'sku,name,price,tax_category,description,weight_grams,categories,published',
      'MUG-1,"Mug ""Petit-déjeuner"", émaillé",12.5,STANDARD,"Un mug, solide.',
      'Deux lignes.",350,goodies|mugs,oui',
      'GUIDE-1,Guide des auberges,"24,90",reduced,,650,guides,non',
    ].join('\r\n');
    expect(await run(csv)).toEqual({ created: 2, updated: 0, errors: [] });
    expect(await product('MUG-1')).toMatchObject({
      name: 'Mug "Petit-déjeuner", émaillé',
      price_cents: 1250,
      description: 'Un mug, solide.\nDeux lignes.',
      weight_grams: 350,
      published: true,
      slug: 'mug-petit-dejeuner-emaille',
    });
    expect(await product('GUIDE-1')).toMatchObject({ price_cents: 2490, tax_category: 'REDUCED', description: null, published: false });
    expect(await categoriesOf('MUG-1')).toEqual(['goodies', 'mugs']);
    const events = await db.query(`SELECT type, count(*)::int AS n FROM outbox WHERE type LIKE 'catalog.product.%' GROUP BY type`);
    expect(events).toEqual([{ type: 'catalog.product.created', n: 2 }]);
  });

  it('reads ; separated files (French Excel), columns in any order, and updates a known sku keeping what the file leaves out', async () => {
    const csv = 'tax_category;price;name;sku\nSTANDARD;14,00;Mug émaillé bleu;MUG-1\nSTANDARD;3;Autocollant;STICK-1\n';
    expect(await run(csv)).toEqual({ created: 1, updated: 1, errors: [] });
    expect(await product('MUG-1')).toMatchObject({
      name: 'Mug émaillé bleu',
      price_cents: 1400,
      description: 'Un mug, solide.\nDeux lignes.',
      weight_grams: 350,
      published: true,
      slug: 'mug-petit-dejeuner-emaille',
    });
    expect(await categoriesOf('MUG-1')).toEqual(['goodies', 'mugs']); // no categories column: links kept
    const updated = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE type = 'catalog.product.updated'`);
    expect(updated).toEqual([{ n: 1 }]);
  });

  it('reports every bad row with its line and field and saves the others', async () => {
    const csv = [
      'sku,name,price,tax_category,weight_grams,categories,published,slug',
      'OK-1,Bon produit,1,STANDARD,,,,', // 2
      ',Sans sku,1,STANDARD,,,,', // 3
      'OK-1,Doublon,1,STANDARD,,,,', // 4
      'bad sku,Espace,1,STANDARD,,,,', // 5
      'P-1,,abc,VAT,-3,inconnue,peut-être,Pas Slug', // 6
      '"P-2","Multi',
      'ligne",-1,STANDARD,,,,', // 7-8
      'P-3,Slug pris,1,STANDARD,,,,mug-petit-dejeuner-emaille', // 9
      'P-4,Trop,1000000.01,STANDARD,,,,', // 10
      'OK-2,Autre bon,"2,5",super_reduced,10,mugs,1,', // 11
    ].join('\n');
    const before = await db.query('SELECT count(*)::int AS n FROM product');
    const dry = await run(csv, true);
    expect(dry.created).toBe(2);
    expect(dry.errors).toEqual([
      { row: 3, field: 'sku', code: 'REQUIRED' },
      { row: 4, field: 'sku', code: 'SKU_DUPLICATE' },
      { row: 5, field: 'sku', code: 'SKU_INVALID' },
      { row: 6, field: 'categories', code: 'CATEGORY_UNKNOWN' },
      { row: 6, field: 'name', code: 'REQUIRED' },
      { row: 6, field: 'price', code: 'PRICE_INVALID' },
      { row: 6, field: 'published', code: 'PUBLISHED_INVALID' },
      { row: 6, field: 'slug', code: 'SLUG_INVALID' },
      { row: 6, field: 'tax_category', code: 'TAX_CATEGORY_INVALID' },
      { row: 6, field: 'weight_grams', code: 'WEIGHT_INVALID' },
      { row: 7, field: 'price', code: 'PRICE_INVALID' },
      { row: 9, field: 'slug', code: 'SLUG_TAKEN' },
      { row: 10, field: 'price', code: 'PRICE_INVALID' },
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM product')).toEqual(before); // dry run: nothing saved
    const real = await run(csv);
    expect(real).toEqual({ ...dry, created: 2, updated: 0 });
    expect(await product('OK-2')).toMatchObject({ price_cents: 250, tax_category: 'SUPER_REDUCED', weight_grams: 10 });
    expect(await product('P-1')).toBeUndefined();
    expect(await db.query('SELECT count(*)::int AS n FROM product')).toEqual([{ n: before[0].n + 2 }]);
  });

  it('refuses a header without the required columns, an empty file, and counts lines of the file', async () => {
    expect(await run('sku,name\nA,B')).toEqual({
      created: 0,
      updated: 0,
      errors: [
        { row: 1, field: 'price', code: 'COLUMN_MISSING' },
        { row: 1, field: 'tax_category', code: 'COLUMN_MISSING' },
      ],
    });
    expect((await run('')).errors).toEqual([{ row: 1, field: null, code: 'EMPTY_FILE' }]);
    expect((await run('sku,name,price,tax_category,sku\nA,B,1,STANDARD,A')).errors).toEqual([{ row: 1, field: 'sku', code: 'COLUMN_DUPLICATE' }]);
  });

  it("imports a full-size part (within the API's 80,000 characters) in one transaction with its events, and refuses a larger one", async () => {
    const lines = ['sku;name;price;tax_category;description;categories'];
    for (let i = 0; i < 1000; i++) lines.push(`BULK-${i};"Article n° ${i}, série; spéciale";${(i % 900) + 1},${i % 100};STANDARD;D${i};goodies`);
    const csv = lines.join('\n');
    expect(csv.length).toBeLessThanOrEqual(MAX_CSV_LENGTH);
    const started = Date.now();
    const report = await sg.app.get(ProductImporter).import(csv, false);
    const ms = Date.now() - started;
    expect(report).toEqual({ created: 1000, updated: 0, errors: [] });
    expect(await db.query(`SELECT count(*)::int AS n FROM product WHERE sku LIKE 'BULK-%'`)).toEqual([{ n: 1000 }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM outbox WHERE key IN (SELECT id::text FROM product WHERE sku LIKE 'BULK-%')`)).toEqual([{ n: 1000 }]);
    const again = await sg.app.get(ProductImporter).import(csv, false);
    expect(again).toEqual({ created: 0, updated: 1000, errors: [] });
    console.log(`1,000-row import: ${ms} ms (create), ${Date.now() - started - ms} ms (update)`); // a figure, not a check
    await expect(sg.app.get(ProductImporter).import(csv + '\n' + 'x'.repeat(MAX_CSV_LENGTH), true)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { csv: 'TOO_LONG' } },
    });
  });
});
