import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, SettingsSource, badInput, savedSettings, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { SettingsGroupCode, SettingsValues, isSettingsGroup, resolveSettings, settingDefinitions, validateSettings } from '@guide/vocabulary';

export interface SettingView {
  key: string;
  /** JSON text. */
  value: string;
}

export interface SettingsGroupView {
  code: string;
  settings: SettingView[];
}

/** A key no registry group could have: longer, or not a plain identifier (kept out of `fieldErrors`' names). */
const KEY_SHAPE = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

interface Row {
  group_code: string;
  stored_values: Record<string, unknown>;
  version: number;
  updated_at: Date;
}

/**
 * Settings › Configuration and Settings › Locales: the registry's groups (packages/vocabulary/src/settings.ts)
 * with what staff saved. `settings` stores only keys staff saved (the registry's defaults fill the rest, so a
 * default changed in a later release applies where nobody chose otherwise), with a version per group; each
 * save writes `cms.settings.changed` in its transaction, and every reading service's copy applies it
 * (services/platform/src/settings).
 */
@Injectable()
export class SettingsService implements SettingsSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every key of the group at its current value (the default when never saved). For the cms's own readers (siteStatus). */
  async values(group: string): Promise<Record<string, unknown>> {
    const code = this.groupOf(group);
    return resolveSettings(code, (await this.row(this.dataSource.manager, code))?.stored_values);
  }

  /**
   * The cms's own readers (mails, forms), typed like the other services' SettingsReader. The cms reads its
   * table (one primary-key row) per message or request, so a save applies at once.
   */
  async group<G extends SettingsGroupCode>(group: G): Promise<SettingsValues<G>> {
    return resolveSettings(group, (await this.row(this.dataSource.manager, group))?.stored_values);
  }

  /** Only the keys staff saved (the mailer's sender: MAIL_FROM for the others). */
  async saved<G extends SettingsGroupCode>(group: G): Promise<Partial<SettingsValues<G>>> {
    return savedSettings(group, (await this.row(this.dataSource.manager, group))?.stored_values);
  }

  async view(group: string): Promise<SettingsGroupView> {
    const code = this.groupOf(group);
    return view(code, await this.values(code));
  }

  /**
   * Saves the given keys, all or nothing: the whole group (stored values with the change) is checked by the
   * registry's rules, under a row lock so that two saves of the group never lose one another's keys.
   */
  async update(group: string, settings: readonly { key: string; value: string }[]): Promise<SettingsGroupView> {
    const code = this.groupOf(group);
    const given: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    for (const { key, value } of settings) {
      if (!KEY_SHAPE.test(key)) {
        errors.settings = 'INVALID';
        continue;
      }
      if (Object.prototype.hasOwnProperty.call(given, key)) {
        errors[key] = 'INVALID'; // the same key twice: which one would win is not for us to guess
        continue;
      }
      try {
        given[key] = JSON.parse(value);
      } catch {
        errors[key] = 'INVALID';
      }
    }
    if (Object.keys(errors).length) throw badInput(errors, 'Some settings are invalid');
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO settings (group_code, stored_values, version) VALUES ($1, '{}', 0) ON CONFLICT (group_code) DO NOTHING`, [code]);
      const current = (await this.row(manager, code, true))!;
      // The stored values as readers see them (valid by construction), then the change on top.
      const merged = { ...resolveSettings(code, current.stored_values), ...given };
      const checked = validateSettings(code, merged);
      if (Object.keys(checked.errors).length) throw badInput(checked.errors as FieldErrors, 'Some settings are invalid');
      const stored: Record<string, unknown> = {};
      for (const [key] of settingDefinitions(code)) {
        if (Object.prototype.hasOwnProperty.call(given, key) || Object.prototype.hasOwnProperty.call(current.stored_values, key))
          stored[key] = checked.values[key];
      }
      // An upsert: its RETURNING gives the row (an UPDATE's would come wrapped with its count).
      const [row]: Row[] = await manager.query(
        `INSERT INTO settings (group_code, stored_values, version) VALUES ($1, $2::jsonb, 1)
         ON CONFLICT (group_code) DO UPDATE SET stored_values = EXCLUDED.stored_values, version = settings.version + 1, updated_at = now()
         RETURNING *`,
        [code, JSON.stringify(stored)],
      );
      await writeEvent(manager, Events.settingsChanged, code, {
        group: code,
        valuesJson: JSON.stringify(row.stored_values),
        version: row.version,
        updatedAt: new Date(row.updated_at).toISOString(),
      });
      return view(code, resolveSettings(code, row.stored_values));
    });
  }

  private groupOf(group: string): SettingsGroupCode {
    if (!isSettingsGroup(group)) throw badInput({ group: 'INVALID' }, 'Unknown settings group');
    return group;
  }

  private async row(manager: EntityManager, code: string, lock = false): Promise<Row | undefined> {
    const [row]: Row[] = await manager.query(`SELECT * FROM settings WHERE group_code = $1${lock ? ' FOR UPDATE' : ''}`, [code]);
    return row;
  }
}

function view(code: string, values: Record<string, unknown>): SettingsGroupView {
  return { code, settings: settingDefinitions(code).map(([key]) => ({ key, value: JSON.stringify(values[key]) })) };
}
