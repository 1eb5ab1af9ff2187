import { SettingsGroupCode, SettingsValues, checkSetting, settingDefinitions } from '@guide/vocabulary';

/**
 * What platform code (the mailer) reads the settings through, whichever way the service holds them: the
 * `SettingsReader` (a copy fed by `cms.settings.changed`) or, in the cms, its own store. Global token,
 * provided by `SettingsReaderModule` (and by the cms's SettingsModule); absent in a service that reads none.
 */
export const SETTINGS_SOURCE = Symbol('SETTINGS_SOURCE');

export interface SettingsSource {
  /** Every key of the group at its current value (registry defaults for what staff never saved). */
  group<G extends SettingsGroupCode>(group: G): SettingsValues<G> | Promise<SettingsValues<G>>;
  /**
   * Only the keys staff saved (and still valid): a reader whose deployment has its own default (MAIL_FROM)
   * uses it for the others rather than the registry's.
   */
  saved<G extends SettingsGroupCode>(group: G): Partial<SettingsValues<G>> | Promise<Partial<SettingsValues<G>>>;
}

/** The stored keys of a group that are still valid under the registry, normalised; unknown keys dropped. */
export function savedSettings<G extends SettingsGroupCode>(group: G, stored: Record<string, unknown> | null | undefined): Partial<SettingsValues<G>> {
  const values: Record<string, unknown> = {};
  if (!stored) return values as Partial<SettingsValues<G>>;
  for (const [key, definition] of settingDefinitions(group)) {
    if (!Object.prototype.hasOwnProperty.call(stored, key)) continue;
    const checked = checkSetting(definition, stored[key]);
    if ('value' in checked) values[key] = checked.value;
  }
  return values as Partial<SettingsValues<G>>;
}
