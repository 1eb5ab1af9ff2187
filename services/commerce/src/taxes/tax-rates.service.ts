import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, badInput, type Locale } from '@guide/platform';
import { isUuid } from '@guide/validation';
import { TaxCategory, isTaxCategory } from '../money/money';
import { RateTable, SHOP_COUNTRY, categoriesView, percentToTenths, rateTable, rateTenthsFor } from './tax-rates';

/** How long a replica trusts its copy of the rates: another replica's change reaches it within this. */
export const RATES_CACHE_MS = 5000;

/**
 * VAT rates per tax category and country (table tax_rates). Every cart read prices through them, so they
 * are kept in memory: this replica's own change clears the copy at once; another replica's is seen
 * within RATES_CACHE_MS. Placed orders keep the rates they were placed with (order_lines.vat_rate_tenths).
 */
@Injectable()
export class TaxRatesService {
  private cache: { at: number; table: Promise<RateTable> } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A refresh runs on the caller's connection (a cart transaction already holds one: see PromotionsService.active). */
  table(manager: EntityManager = this.dataSource.manager): Promise<RateTable> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > RATES_CACHE_MS) {
      const table = manager
        .query(`SELECT category, country, rate_tenths AS "rateTenths" FROM tax_rates`)
        .then((rows: { category: string; country: string; rateTenths: number }[]) => rateTable(rows));
      this.cache = { at: now, table };
      table.catch(() => (this.cache = null));
    }
    return this.cache.table;
  }

  invalidate(): void {
    this.cache = null;
  }

  /** France's rate, in percent, of each product's tax category (commerce's product copy), by product id. */
  async shopRatesOf(productIds: readonly string[]): Promise<{ productId: string; ratePercent: number }[]> {
    const [table, rows] = await Promise.all([
      this.table(),
      // Only well-formed ids reach the uuid column (a federation reference can carry anything).
      this.dataSource.query('SELECT id AS "productId", tax_category AS category FROM products WHERE id = ANY($1::uuid[])', [productIds.filter(isUuid)]),
    ]);
    return (rows as { productId: string; category: TaxCategory }[]).map((r) => ({
      productId: r.productId,
      ratePercent: rateTenthsFor(table, r.category, SHOP_COUNTRY) / 10,
    }));
  }

  async categories(locale: Locale) {
    return categoriesView(await this.table(), locale);
  }

  /** Sets (or adds) one country's rate of a category. */
  async update(category: string, country: string, ratePercent: number, locale: Locale) {
    const errors: FieldErrors = {};
    if (!isTaxCategory(category)) errors.category = 'NOT_FOUND';
    const c = typeof country === 'string' ? country.trim().toUpperCase() : '';
    if (!/^[A-Z]{2}$/.test(c)) errors.country = 'COUNTRY_INVALID';
    const tenths = percentToTenths(ratePercent);
    if (tenths == null) errors.ratePercent = Number.isFinite(ratePercent) && ratePercent >= 0 && ratePercent <= 100 ? 'INVALID_DECIMAL' : 'OUT_OF_RANGE';
    if (Object.keys(errors).length) throw badInput(errors, 'This tax rate cannot be saved');
    await this.dataSource.query(
      `INSERT INTO tax_rates (category, country, rate_tenths) VALUES ($1, $2, $3)
       ON CONFLICT (category, country) DO UPDATE SET rate_tenths = EXCLUDED.rate_tenths, updated_at = now()`,
      [category, c, tenths],
    );
    this.invalidate();
    return (await this.categories(locale)).find((v) => v.code === category)!;
  }
}
