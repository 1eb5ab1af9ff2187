import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '@guide/platform';
import { RateTable, RateTableInput, parseRateCsv, validateRateTable } from './rate-tables';

/** How long a replica trusts its copy: another replica's change reaches it within this. */
export const TABLES_CACHE_MS = 5000;

const COLUMNS = `code, name, name_en AS "nameEn", delay, delay_en AS "delayEn", enabled, countries, free_above_cents AS "freeAboveCents",
  bands, position`;

/**
 * Shipping rate tables (table shipping_rate_tables), read by every cart: kept in memory, cleared at once
 * by this replica's writes, refreshed within TABLES_CACHE_MS after another replica's.
 */
@Injectable()
export class RateTablesService {
  private cache: { at: number; rows: Promise<RateTable[]> } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every table, in the order checkout offers them. A refresh runs on the caller's connection (see PromotionsService.active). */
  all(manager: EntityManager = this.dataSource.manager): Promise<RateTable[]> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > TABLES_CACHE_MS) {
      const rows: Promise<RateTable[]> = manager.query(`SELECT ${COLUMNS} FROM shipping_rate_tables ORDER BY position, code`);
      this.cache = { at: now, rows };
      rows.catch(() => (this.cache = null));
    }
    return this.cache.rows;
  }

  async byCode(code: string, manager?: EntityManager): Promise<RateTable | undefined> {
    return (await this.all(manager)).find((t) => t.code === code);
  }

  invalidate(): void {
    this.cache = null;
  }

  async upsert(input: RateTableInput): Promise<RateTable> {
    const checked = validateRateTable(input);
    if ('errors' in checked) throw badInput(checked.errors, 'This rate table cannot be saved');
    const saved = await this.dataSource.transaction((manager) => this.write(manager, checked.table));
    this.invalidate();
    return saved;
  }

  async remove(code: string): Promise<boolean> {
    const [, count] = await this.dataSource.query('DELETE FROM shipping_rate_tables WHERE code = $1', [String(code).trim().toLowerCase()]);
    if (!count) throw notFound('Shipping rate table');
    this.invalidate();
    return true;
  }

  /**
   * The CSV import: every line checked first (errors with their line numbers); without errors, each table
   * of the file replaces the one of its code (others stay), all in one transaction. dryRun: check only.
   */
  async importCsv(csv: string, dryRun: boolean) {
    const { tables, errors } = parseRateCsv(csv);
    if (errors.length || dryRun) return { imported: errors.length ? 0 : tables.length, errors, tables: [] as RateTable[] };
    const saved = await this.dataSource.transaction(async (manager) => {
      const out: RateTable[] = [];
      for (const input of tables) {
        const checked = validateRateTable(input);
        if ('errors' in checked) throw badInput(checked.errors); // parseRateCsv checked them already
        out.push(await this.write(manager, checked.table));
      }
      return out;
    });
    this.invalidate();
    return { imported: saved.length, errors: [], tables: saved };
  }

  private async write(manager: EntityManager, t: Omit<RateTable, 'position'>): Promise<RateTable> {
    const [row] = await manager.query(
      `INSERT INTO shipping_rate_tables (code, name, name_en, delay, delay_en, enabled, countries, free_above_cents, bands, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT coalesce(max(position), 0) + 1 FROM shipping_rate_tables))
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, name_en = EXCLUDED.name_en, delay = EXCLUDED.delay, delay_en = EXCLUDED.delay_en,
         enabled = EXCLUDED.enabled, countries = EXCLUDED.countries, free_above_cents = EXCLUDED.free_above_cents, bands = EXCLUDED.bands,
         updated_at = now()
       RETURNING ${COLUMNS}`,
      [t.code, t.name, t.nameEn, t.delay, t.delayEn, t.enabled, t.countries, t.freeAboveCents, JSON.stringify(t.bands)],
    );
    return row;
  }
}
