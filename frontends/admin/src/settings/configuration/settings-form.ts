import { type SettingDefinition, type SettingValue, settingDefinitions, validateSettings } from '@guide/vocabulary';

/**
 * The settings form's values and rules, from the registry (packages/vocabulary/src/settings.ts): what the
 * API answers (JSON text per key) becomes form values, money in euros for the field (cents in the API), and
 * the form is checked by the very `validateSettings` the API runs, so both refuse the same things.
 */

/** A form value: the setting's value, except money, edited in euros (null while the field is empty). */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

export const fieldsOf = (group: string): [string, SettingDefinition][] => settingDefinitions(group);

/** The API's settings (JSON text) as form values; a key the API did not send takes its default. */
export function toFormValues(group: string, settings: readonly { key: string; value: string }[]): FormValues {
  const given = new Map(settings.map((s) => [s.key, s.value]));
  const values: FormValues = {};
  for (const [key, definition] of fieldsOf(group)) {
    let value: unknown = definition.default;
    const text = given.get(key);
    if (text !== undefined) {
      try {
        value = JSON.parse(text);
      } catch {
        // keep the default: the API only sends JSON
      }
    }
    values[key] = definition.type === 'money' && typeof value === 'number' ? value / 100 : Array.isArray(value) ? [...value] : (value as FormValue);
  }
  return values;
}

/** The form values as the API's values (money back to integer cents). */
export function toSettingValues(group: string, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, definition] of fieldsOf(group)) {
    const value = values[key];
    out[key] = definition.type === 'money' && typeof value === 'number' ? Math.round(value * 100) : value;
  }
  return out;
}

/** The form's errors (message keys by field), by the registry's rules. */
export function validateForm(group: string, values: FormValues): Record<string, string> {
  const settings = toSettingValues(group, values);
  // An emptied number field: required, rather than "not the right type".
  const errors: Record<string, string> = { ...validateSettings(group, settings).errors };
  for (const [key, value] of Object.entries(settings)) if (value === null) errors[key] = 'REQUIRED';
  return errors;
}

/** The mutation's input: every key of the group, as JSON text. */
export function toInput(group: string, values: FormValues): { key: string; value: string }[] {
  return Object.entries(toSettingValues(group, values)).map(([key, value]) => ({ key, value: JSON.stringify(value as SettingValue) }));
}
