import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '@guide/platform';
import { SettingsService } from '../settings/settings.service';
import { SiteLocales, type LocaleStatus } from './site-locales';

export const DEFAULT_CHANNEL = 'default';
/** Longest channel code looked up; longer ones are unknown without asking the database. */
const MAX_CODE = 60;

interface ChannelRow {
  code: string;
  name: string;
  hostname: string | null;
  maintenance_mode: boolean;
}

export interface Channel {
  code: string;
  name: string;
  hostname: string | null;
  defaultLocale: string;
  maintenanceMode: boolean;
}

export interface SiteStatus extends LocaleStatus {
  maintenanceMode: boolean;
  /** general.siteName (Settings › Configuration): the web server and the storefront print it. */
  siteName: string;
}

const normalCode = (code: string) => code.trim().toLowerCase();

@Injectable()
export class ChannelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locales: SiteLocales,
    private readonly settings: SettingsService,
  ) {}

  private toChannel(row: ChannelRow, locales: LocaleStatus): Channel {
    return { code: row.code, name: row.name, hostname: row.hostname, defaultLocale: locales.defaultLocale, maintenanceMode: row.maintenance_mode };
  }

  async list(): Promise<Channel[]> {
    const [rows, locales] = await Promise.all([
      this.dataSource.query<ChannelRow[]>(`SELECT code, name, hostname, maintenance_mode FROM channel ORDER BY code <> $1, lower(name), code`, [
        DEFAULT_CHANNEL,
      ]),
      this.locales.current(),
    ]);
    return rows.map((row) => this.toChannel(row, locales));
  }

  async updateMaintenance(code: string, maintenanceMode: boolean): Promise<Channel> {
    const key = normalCode(code);
    if (!key || key.length > MAX_CODE) throw notFound('Channel');
    // TypeORM answers an UPDATE … RETURNING on PostgreSQL as [rows, affected].
    const [rows]: [ChannelRow[], number] = await this.dataSource.query(
      'UPDATE channel SET maintenance_mode = $2 WHERE code = $1 RETURNING code, name, hostname, maintenance_mode',
      [key, maintenanceMode],
    );
    const updated = rows[0];
    if (!updated) throw notFound('Channel');
    return this.toChannel(updated, await this.locales.current());
  }

  /** The default channel's maintenance mode, the site's languages and its name (public). */
  async siteStatus(): Promise<SiteStatus> {
    const [rows, locales, general] = await Promise.all([
      this.dataSource.query<{ maintenance_mode: boolean }[]>('SELECT maintenance_mode FROM channel WHERE code = $1', [DEFAULT_CHANNEL]),
      this.locales.current(),
      this.settings.group('general'),
    ]);
    return { maintenanceMode: rows[0]?.maintenance_mode ?? false, ...locales, siteName: general.siteName };
  }
}
