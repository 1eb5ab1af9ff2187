import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { badInput } from '@guide/platform';
import { isSlug, slugify } from '@guide/vocabulary';
import { parseCsv, type CsvRecord } from './csv';
import { writeProductChanged } from './product-event';
import { PRODUCT_LIMITS, isSku, isTaxCategory, parseEuroPrice, parseFlag, type TaxCategory } from './product.rules';
import { ProductsService } from './products.service';

export const REQUIRED_COLUMNS = ['sku', 'name', 'price', 'tax_category'] as const;
export const OPTIONAL_COLUMNS = ['slug', 'description', 'weight_grams', 'categories', 'published', 'name_en', 'description_en'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const KNOWN = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);

/** Row errors of an import (ImportRowError.code); the apps translate them. */
export const ImportErrorCode = {
  REQUIRED: 'REQUIRED',
  COLUMN_MISSING: 'COLUMN_MISSING',
  COLUMN_DUPLICATE: 'COLUMN_DUPLICATE',
  COLUMN_COUNT: 'COLUMN_COUNT',
  EMPTY_FILE: 'EMPTY_FILE',
  SKU_INVALID: 'SKU_INVALID',
  SKU_DUPLICATE: 'SKU_DUPLICATE',
  PRICE_INVALID: 'PRICE_INVALID',
  TAX_CATEGORY_INVALID: 'TAX_CATEGORY_INVALID',
  WEIGHT_INVALID: 'WEIGHT_INVALID',
  CATEGORY_UNKNOWN: 'CATEGORY_UNKNOWN',
  PUBLISHED_INVALID: 'PUBLISHED_INVALID',
  SLUG_INVALID: 'SLUG_INVALID',
  SLUG_TAKEN: 'SLUG_TAKEN',
  TOO_LONG: 'TOO_LONG',
} as const;
const E = ImportErrorCode;

export interface ImportRowError {
  row: number;
  field: string | null;
  code: string;
}
export interface ProductImportReport {
  created: number;
  updated: number;
  errors: ImportRowError[];
}

/** One valid row, ready to write (columns absent from the file are undefined: an update keeps them). */
interface Row {
  line: number;
  sku: string;
  name: string;
  priceCents: number;
  taxCategory: TaxCategory;
  slug?: string;
  description?: string | null;
  nameEn?: string | null;
  descriptionEn?: string | null;
  weightGrams?: number | null;
  categorySlugs?: string[];
  published?: boolean;
}

/** What the SDL names for `csv` (characters). */
/** Within the gateway's 100 kB request body (accents and JSON escapes included); larger files come in parts. */
export const MAX_CSV_LENGTH = 80_000;

/** Rows per INSERT … ON CONFLICT statement. */
const CHUNK = 1000;

/**
 * `importProducts`: reads the CSV, checks every row, then writes the good rows (new sku = create,
 * known sku = update) in one transaction with their events; a bad row is reported and nothing of it
 * is written. dryRun checks only.
 */
@Injectable()
export class ProductImporter {
  constructor(
    private readonly products: ProductsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async import(csv: string, dryRun: boolean): Promise<ProductImportReport> {
    // The input guard refuses longer ones before this (SDL); this keeps direct callers within bounds too.
    if (csv.length > MAX_CSV_LENGTH) throw badInput({ csv: 'TOO_LONG' });
    const records = parseCsv(csv);
    const errors: ImportRowError[] = [];
    if (!records.length) return { created: 0, updated: 0, errors: [{ row: 1, field: null, code: E.EMPTY_FILE }] };
    const [header, ...body] = records;
    const columns = header.fields.map((f) => f.trim().toLowerCase());
    const index = new Map<Column, number>();
    columns.forEach((name, i) => {
      if (!KNOWN.has(name)) return; // other columns (an export's extras) are ignored
      if (index.has(name as Column)) errors.push({ row: header.line, field: name, code: E.COLUMN_DUPLICATE });
      else index.set(name as Column, i);
    });
    for (const name of REQUIRED_COLUMNS) if (!index.has(name)) errors.push({ row: header.line, field: name, code: E.COLUMN_MISSING });
    if (errors.length) return { created: 0, updated: 0, errors };

    const categories = new Map<string, string>(
      (await this.dataSource.query('SELECT slug, id FROM product_category')).map((r: { slug: string; id: string }) => [r.slug, r.id]),
    );
    const seenSkus = new Set<string>();
    const rows: Row[] = [];
    for (const record of body) {
      const row = this.readRow(record, index, columns.length, categories, seenSkus, errors);
      if (row) rows.push(row);
    }

    const existing = new Map<string, { id: string; slug: string; published: boolean }>();
    const skus = rows.map((r) => r.sku);
    for (const r of (await this.dataSource.query('SELECT id, sku, slug, published FROM product WHERE sku = ANY($1)', [skus])) as {
      id: string;
      sku: string;
      slug: string;
      published: boolean;
    }[]) {
      existing.set(r.sku, r);
    }
    const good = await this.assignSlugs(rows, existing, errors);
    errors.sort((a, b) => a.row - b.row || (a.field ?? '').localeCompare(b.field ?? ''));
    const created = good.filter((r) => !existing.has(r.sku)).length;
    if (dryRun || !good.length) return { created: dryRun ? created : 0, updated: dryRun ? good.length - created : 0, errors };
    return { ...(await this.save(good, existing, index.has('categories'), categories)), errors };
  }

  /** Checks one record; reports each faulty field and returns null when any is. */
  private readRow(
    record: CsvRecord,
    index: Map<Column, number>,
    width: number,
    categories: Map<string, string>,
    seenSkus: Set<string>,
    errors: ImportRowError[],
  ): Row | null {
    const before = errors.length;
    const fail = (field: string | null, code: string) => errors.push({ row: record.line, field, code });
    if (record.fields.length > width && record.fields.slice(width).some((f) => f.trim() !== '')) fail(null, E.COLUMN_COUNT);
    const cell = (name: Column): string | undefined => {
      const i = index.get(name);
      return i === undefined ? undefined : (record.fields[i] ?? '').trim();
    };
    const optionalText = (name: Column, max: number): string | null | undefined => {
      const raw = index.has(name) ? (record.fields[index.get(name)!] ?? '').replace(/\r\n?/g, '\n').trim() : undefined;
      if (raw === undefined) return undefined;
      if ([...raw].length > max) fail(name, E.TOO_LONG);
      return raw === '' ? null : raw;
    };
    const sku = cell('sku')!;
    if (!sku) fail('sku', E.REQUIRED);
    else if (!isSku(sku)) fail('sku', E.SKU_INVALID);
    else if (seenSkus.has(sku)) fail('sku', E.SKU_DUPLICATE);
    else seenSkus.add(sku);
    const name = cell('name')!;
    if (!name) fail('name', E.REQUIRED);
    else if ([...name].length > PRODUCT_LIMITS.name) fail('name', E.TOO_LONG);
    const price = cell('price')!;
    const priceCents = price ? parseEuroPrice(price) : null;
    if (!price) fail('price', E.REQUIRED);
    else if (priceCents === null) fail('price', E.PRICE_INVALID);
    const tax = cell('tax_category')!.toUpperCase();
    if (!tax) fail('tax_category', E.REQUIRED);
    else if (!isTaxCategory(tax)) fail('tax_category', E.TAX_CATEGORY_INVALID);
    const slug = cell('slug')?.toLowerCase();
    if (slug && (!isSlug(slug) || slug.length > PRODUCT_LIMITS.slug)) fail('slug', E.SLUG_INVALID);
    const description = optionalText('description', PRODUCT_LIMITS.description);
    const nameEn = optionalText('name_en', PRODUCT_LIMITS.name);
    const descriptionEn = optionalText('description_en', PRODUCT_LIMITS.description);
    const weight = cell('weight_grams');
    let weightGrams: number | null | undefined;
    if (weight !== undefined) {
      weightGrams = weight === '' ? null : /^\d{1,9}$/.test(weight) && Number(weight) <= PRODUCT_LIMITS.weightGrams ? Number(weight) : undefined;
      if (weightGrams === undefined) fail('weight_grams', E.WEIGHT_INVALID);
    }
    const categoryCell = cell('categories');
    const categorySlugs =
      categoryCell === undefined
        ? undefined
        : [
            ...new Set(
              categoryCell
                .split('|')
                .map((s) => s.trim().toLowerCase())
                .filter(Boolean),
            ),
          ];
    if (categorySlugs && (categorySlugs.length > PRODUCT_LIMITS.categoryIds || categorySlugs.some((s) => !categories.has(s))))
      fail('categories', E.CATEGORY_UNKNOWN);
    const flag = cell('published');
    const published = flag ? parseFlag(flag) : undefined;
    if (published === null) fail('published', E.PUBLISHED_INVALID);
    if (errors.length > before) return null;
    return {
      line: record.line,
      sku,
      name,
      priceCents: priceCents!,
      taxCategory: tax as TaxCategory,
      slug: slug || undefined,
      description,
      nameEn,
      descriptionEn,
      weightGrams,
      categorySlugs,
      published: published ?? undefined,
    };
  }

  /**
   * Slugs: a given one must be free (not another product's, not another row's); a known sku without
   * one keeps its own; a new product's is made from its name, with the sku or a number when taken.
   */
  private async assignSlugs(rows: Row[], existing: Map<string, { id: string; slug: string }>, errors: ImportRowError[]): Promise<(Row & { slug: string })[]> {
    const wanted = rows.map((r) => r.slug ?? existing.get(r.sku)?.slug ?? (slugify(r.name) || 'produit'));
    const candidates = new Set<string>();
    rows.forEach((r, i) => {
      candidates.add(wanted[i]);
      if (!r.slug && !existing.has(r.sku)) candidates.add(`${wanted[i]}-${slugify(r.sku)}`);
    });
    const owners = new Map<string, string>(
      (await this.dataSource.query('SELECT slug, sku FROM product WHERE slug = ANY($1)', [[...candidates]])).map((r: { slug: string; sku: string }) => [
        r.slug,
        r.sku,
      ]),
    );
    const used = new Map<string, string>(); // slug -> sku, within this file
    const free = (slug: string, sku: string) => (!owners.has(slug) || owners.get(slug) === sku) && (!used.has(slug) || used.get(slug) === sku);
    const out: (Row & { slug: string })[] = [];
    rows.forEach((r, i) => {
      let slug = wanted[i];
      if (!free(slug, r.sku)) {
        if (r.slug || existing.has(r.sku)) {
          errors.push({ row: r.line, field: 'slug', code: E.SLUG_TAKEN });
          return;
        }
        const base = slug || 'produit';
        slug = [`${base}-${slugify(r.sku)}`].find((c) => free(c, r.sku)) ?? `${base}-${randomUUID().slice(0, 8)}`;
      }
      used.set(slug, r.sku);
      out.push({ ...r, slug });
    });
    return out;
  }

  private async save(
    rows: (Row & { slug: string })[],
    existing: Map<string, { published: boolean }>,
    withCategories: boolean,
    categories: Map<string, string>,
  ) {
    return this.products.write(async (manager) => {
      const ids: string[] = [];
      const idOf = new Map<string, string>();
      const inserted = new Set<string>();
      const has = (key: keyof Row) => rows.some((r) => r[key] !== undefined);
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        // Optional columns absent from the file are left as they are on update (COALESCE with a flag).
        const set = (column: string, key: keyof Row) => (has(key) ? `, ${column} = EXCLUDED.${column}` : '');
        const result: { id: string; sku: string; inserted: boolean }[] = await manager.query(
          `INSERT INTO product (sku, name, price_cents, tax_category, slug, description, name_en, description_en, weight_grams, published)
           SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::boolean[])
           ON CONFLICT (sku) DO UPDATE SET name = EXCLUDED.name, price_cents = EXCLUDED.price_cents, tax_category = EXCLUDED.tax_category,
             slug = EXCLUDED.slug, published = EXCLUDED.published
             ${set('description', 'description')}${set('name_en', 'nameEn')}${set('description_en', 'descriptionEn')}${set('weight_grams', 'weightGrams')}
           RETURNING id, sku, (xmax = 0) AS inserted`,
          [
            chunk.map((r) => r.sku),
            chunk.map((r) => r.name),
            chunk.map((r) => r.priceCents),
            chunk.map((r) => r.taxCategory),
            chunk.map((r) => r.slug),
            chunk.map((r) => r.description ?? null),
            chunk.map((r) => r.nameEn ?? null),
            chunk.map((r) => r.descriptionEn ?? null),
            chunk.map((r) => r.weightGrams ?? null),
            chunk.map((r) => r.published ?? existing.get(r.sku)?.published ?? true),
          ],
        );
        for (const r of result) {
          ids.push(r.id);
          idOf.set(r.sku, r.id);
          if (r.inserted) inserted.add(r.id);
        }
      }
      if (withCategories) {
        await manager.query('DELETE FROM product_category_link WHERE product_id = ANY($1::uuid[])', [ids]);
        const pairs = rows.flatMap((r) => (r.categorySlugs ?? []).map((s) => [idOf.get(r.sku)!, categories.get(s)!]));
        if (pairs.length) {
          await manager.query(
            'INSERT INTO product_category_link (product_id, category_id) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING',
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          );
        }
      }
      await writeProductChanged(manager, ids, (id) => inserted.has(id));
      return { created: inserted.size, updated: ids.length - inserted.size };
    });
  }
}
