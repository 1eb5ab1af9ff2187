import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, notFound, type Locale } from '@guide/platform';
import { currencyChangeErrors } from './currencies';

interface CurrencyRow {
  code: string;
  name: string;
  nameEn: string;
  symbol: string;
  decimals: number;
  enabled: boolean;
  rateFromEur: string | null;
}

const COLUMNS = `code, name, name_en AS "nameEn", symbol, decimals, enabled, rate_from_eur AS "rateFromEur"`;

const view = (r: CurrencyRow, locale: Locale) => ({
  code: r.code,
  name: locale === 'en' ? r.nameEn : r.name,
  symbol: r.symbol,
  decimals: r.decimals,
  enabled: r.enabled,
  rateFromEur: r.rateFromEur == null ? null : Number(r.rateFromEur),
});

/** Currencies and their exchange rates from EUR (table currencies): the storefront shows indicative prices with them. */
@Injectable()
export class CurrenciesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(locale: Locale) {
    const rows: CurrencyRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM currencies ORDER BY position, code`);
    return rows.map((r) => view(r, locale));
  }

  async update(code: string, enabled: boolean, rateFromEur: number | null | undefined, locale: Locale) {
    const c = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!/^[A-Z]{3}$/.test(c)) throw notFound('Currency');
    const errors = currencyChangeErrors(c, enabled, rateFromEur);
    if (Object.keys(errors).length) throw badInput(errors, 'This currency cannot be saved so');
    const [rows] = await this.dataSource.query(
      `UPDATE currencies SET enabled = $2, rate_from_eur = $3, updated_at = now() WHERE code = $1 RETURNING ${COLUMNS}`,
      [c, enabled, rateFromEur ?? null],
    );
    if (!rows.length) throw notFound('Currency');
    return view(rows[0], locale);
  }
}
