import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FieldErrors, badInput, notFound } from '@guide/platform';
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
  /** The default channel's hostname: the web server's public URLs use it. */
  hostname: string | null;
}

const normalCode = (code: string) => code.trim().toLowerCase();

export const CHANNEL_NAME_MAX = 120;
/** A public DNS host name: dot-separated labels of letters, digits and inner hyphens, a dot at least (no bare "localhost"). */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A channel's name and hostname as staff typed them → what is stored, or the field errors. */
export function channelDetails(input: { name?: unknown; hostname?: unknown }): { name: string; hostname: string | null } {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const hostname = typeof input.hostname === 'string' ? input.hostname.trim().toLowerCase().replace(/\.$/, '') : '';
  const errors: FieldErrors = {};
  if (!name) errors.name = 'REQUIRED';
  else if ([...name].length > CHANNEL_NAME_MAX) errors.name = 'TOO_LONG';
  if (hostname && !HOSTNAME.test(hostname)) errors.hostname = 'HOSTNAME_INVALID';
  if (Object.keys(errors).length) throw badInput(errors, 'Check the channel');
  return { name, hostname: hostname || null };
}

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

  async updateDetails(code: string, input: { name?: unknown; hostname?: unknown }): Promise<Channel> {
    const key = normalCode(code);
    if (!key || key.length > MAX_CODE) throw notFound('Channel');
    const { name, hostname } = channelDetails(input ?? {});
    const [rows]: [ChannelRow[], number] = await this.dataSource.query(
      'UPDATE channel SET name = $2, hostname = $3 WHERE code = $1 RETURNING code, name, hostname, maintenance_mode',
      [key, name, hostname],
    );
    if (!rows[0]) throw notFound('Channel');
    return this.toChannel(rows[0], await this.locales.current());
  }

  /** The default channel's maintenance mode and hostname, the site's languages and its name (public). */
  async siteStatus(): Promise<SiteStatus> {
    const [rows, locales, general] = await Promise.all([
      this.dataSource.query<{ maintenance_mode: boolean; hostname: string | null }[]>('SELECT maintenance_mode, hostname FROM channel WHERE code = $1', [
        DEFAULT_CHANNEL,
      ]),
      this.locales.current(),
      this.settings.group('general'),
    ]);
    return { maintenanceMode: rows[0]?.maintenance_mode ?? false, ...locales, siteName: general.siteName, hostname: rows[0]?.hostname ?? null };
  }
}
