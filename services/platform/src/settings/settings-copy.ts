import { EntityManager, QueryRunner } from 'typeorm';
import type { SettingsChanged } from '@guide/proto-schemas';

/** The reading service's copy of the settings saved in the cms (one per service database). */
export const SETTINGS_COPY_TABLE = 'settings_copy';
/** NOTIFY channel: a change applied to the copy, heard by every replica of the service at commit. */
export const SETTINGS_CHANNEL = 'guide_settings';

/** The copy table, in a migration of each service that reads settings. */
export async function createSettingsCopyTable(q: QueryRunner): Promise<void> {
  await q.query(`CREATE TABLE ${SETTINGS_COPY_TABLE} (
    group_code text PRIMARY KEY,
    stored_values jsonb NOT NULL,
    version integer NOT NULL,
    updated_at timestamptz
  )`);
}

/**
 * Applies a saved group to the copy, idempotently and in order: a version not newer than the copy's (a
 * redelivery, an old event behind a newer one) changes nothing. When it changes something, a NOTIFY (sent at
 * commit, so never for a change rolled back) tells every replica to reload the group into memory.
 * Returns whether it applied. A payload that is not a JSON object is a producer's bug: it throws (parked).
 */
export async function applySettingsChange(manager: EntityManager, change: SettingsChanged): Promise<boolean> {
  const values: unknown = JSON.parse(change.valuesJson || '{}');
  if (!values || typeof values !== 'object' || Array.isArray(values)) throw new Error(`cms.settings.changed ${change.group}: values_json is not an object`);
  const rows: unknown[] = await manager.query(
    `INSERT INTO ${SETTINGS_COPY_TABLE} (group_code, stored_values, version, updated_at)
     VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (group_code) DO UPDATE SET stored_values = EXCLUDED.stored_values, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
     WHERE ${SETTINGS_COPY_TABLE}.version < EXCLUDED.version
     RETURNING group_code`,
    [change.group, JSON.stringify(values), change.version, change.updatedAt || null],
  );
  if (!rows.length) return false;
  await manager.query('SELECT pg_notify($1, $2)', [SETTINGS_CHANNEL, change.group]);
  return true;
}
