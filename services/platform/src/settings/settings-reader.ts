import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { SettingKey, SettingValueOf, SettingsGroupCode, SettingsValues, isSettingsGroup, resolveSettings } from '@guide/vocabulary';
import { EventBus } from '../events/events.module';
import { SERVICE_CONFIG } from '../platform.module';
import { SETTINGS_CHANNEL, SETTINGS_COPY_TABLE, applySettingsChange } from './settings-copy';
import { SETTINGS_SOURCE, SettingsSource, savedSettings } from './settings-source';

export interface SettingsReaderOptions {
  /** Consumer group of the copy, e.g. `commerce.settings` (parked events are listed under it). */
  consumer: string;
}

const SETTINGS_READER_OPTIONS = Symbol('SETTINGS_READER_OPTIONS');
/** Wait before listening again after the connection dropped. */
const RECONNECT_MS = 2_000;

/**
 * The settings as this service reads them: in memory, typed, with the registry's defaults
 * (packages/vocabulary/src/settings.ts) for keys staff never saved. Loaded from the copy table at start;
 * the consumer applies `cms.settings.changed` to the copy and each replica reloads the group when the
 * copy's NOTIFY arrives, so a change applies within seconds, without a restart and without reading a
 * table per request.
 */
@Injectable()
export class SettingsReader implements OnModuleInit, OnApplicationShutdown, SettingsSource {
  private readonly logger = new Logger('Settings');
  private readonly groups = new Map<string, { version: number; values: Record<string, unknown> }>();
  private listener?: Client;

  constructor(
    private readonly bus: EventBus,
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: { DATABASE_URL: string },
    @Inject(SETTINGS_READER_OPTIONS) private readonly options: SettingsReaderOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    this.bus.consume(this.options.consumer, [Events.settingsChanged], async ({ data }, manager) => {
      await applySettingsChange(manager, data);
    });
    // Listen before the first load: a change committed in between is heard, not lost.
    await this.listen();
    await this.reload();
  }

  async onApplicationShutdown(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined; // first: its 'end' must not reconnect
    await listener?.end().catch(() => undefined);
  }

  /** One setting's current value. */
  get<G extends SettingsGroupCode, K extends SettingKey<G>>(group: G, key: K): SettingValueOf<G, K> {
    return this.group(group)[key] as SettingValueOf<G, K>;
  }

  /** Every key of the group at its current value. */
  group<G extends SettingsGroupCode>(group: G): SettingsValues<G> {
    return resolveSettings(group, this.groups.get(group)?.values);
  }

  /** Only the keys staff saved (still valid): see SettingsSource. */
  saved<G extends SettingsGroupCode>(group: G): Partial<SettingsValues<G>> {
    return savedSettings(group, this.groups.get(group)?.values);
  }

  /** Reads the copy (one group, or all) into memory; a version older than the one held is ignored. */
  async reload(group?: string): Promise<void> {
    const rows: { group_code: string; stored_values: Record<string, unknown>; version: number }[] = group
      ? await this.dataSource.query(`SELECT * FROM ${SETTINGS_COPY_TABLE} WHERE group_code = $1`, [group])
      : await this.dataSource.query(`SELECT * FROM ${SETTINGS_COPY_TABLE}`);
    for (const row of rows) {
      if (!isSettingsGroup(row.group_code)) continue; // a group a newer release added: not read here
      const held = this.groups.get(row.group_code);
      if (held && held.version >= row.version) continue;
      this.groups.set(row.group_code, { version: row.version, values: row.stored_values });
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    client.on('notification', (message) => {
      this.reload(message.payload || undefined).catch((error: Error) => this.logger.warn(`reload of ${message.payload} failed: ${error.message}`));
    });
    // A lost connection: listen again a moment later and reload everything (a change may have passed meanwhile).
    let lost = false;
    const reconnect = (reason: string) => {
      if (lost || this.listener !== client) return;
      lost = true;
      this.logger.warn(`settings listener lost (${reason}): reconnecting`);
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (this.listener !== client) return; // shut down meanwhile
        this.listen()
          .then(() => this.reload())
          .catch((error: Error) => {
            this.listener = client;
            lost = false;
            reconnect(error.message);
          });
      }, RECONNECT_MS).unref();
    };
    client.on('error', (error) => reconnect(error.message));
    client.on('end', () => reconnect('closed'));
    await client.connect();
    await client.query(`LISTEN ${SETTINGS_CHANNEL}`);
    this.listener = client;
  }
}

/**
 * What a service that reads settings imports once (its app module's features): a global `SettingsReader`
 * (also the `SETTINGS_SOURCE` the mailer reads the sender from).
 * The service also needs the copy table: `createSettingsCopyTable(q)` in one of its migrations.
 */
@Global()
@Module({})
export class SettingsReaderModule {
  static forRoot(options: SettingsReaderOptions): DynamicModule {
    return {
      module: SettingsReaderModule,
      providers: [{ provide: SETTINGS_READER_OPTIONS, useValue: options }, SettingsReader, { provide: SETTINGS_SOURCE, useExisting: SettingsReader }],
      exports: [SettingsReader, SETTINGS_SOURCE],
    };
  }
}
