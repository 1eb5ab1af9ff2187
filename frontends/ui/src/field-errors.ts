import type { i18n as I18n } from 'i18next';

/**
 * Translation key of a server field message key (`extensions.fieldErrors`, API contract): the app's own
 * `fieldErrors.*` first, then the shared `ui:fieldErrors.*`, then a generic message for keys not known yet.
 */
export function fieldErrorKey(i18n: Pick<I18n, 'exists'>, key: string): string {
  if (i18n.exists(`fieldErrors.${key}`)) return `fieldErrors.${key}`;
  if (i18n.exists(`ui:fieldErrors.${key}`)) return `ui:fieldErrors.${key}`;
  return 'ui:fieldErrors.unknown';
}
