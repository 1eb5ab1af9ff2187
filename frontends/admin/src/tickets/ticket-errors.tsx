import type { TFunction } from 'i18next';
import { errorCode, fieldErrors } from '@guide/ui';
import { errorMessage } from '../users/errors';

/**
 * A ticket form's message key in words: the field's own wording (`tickets.errors.<field>.<KEY>`, e.g. a
 * group's name taken), then the tickets' (`tickets.errors.<KEY>`), then the shared one (ui:fieldErrors).
 * `customFields.<id>` reads as the field `customFields`.
 */
export function ticketMessage(t: TFunction, key: string, field?: string): string {
  const base = field?.split('.')[0];
  return t([...(base ? [`tickets.errors.${base}.${key}`] : []), `tickets.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/**
 * antd Form.Item status and help for one field: the client's error once touched (or after a submit), else
 * the server's. Errors are message keys, so a language switch re-translates them.
 */
export function ticketFieldStatus(
  t: TFunction,
  name: string,
  client: { errors: object; touched: object; submitCount?: number },
  server: Record<string, string> = {},
  testId = name,
) {
  const shown = Boolean((client.touched as Record<string, unknown>)[name]) || (client.submitCount ?? 0) > 0;
  const clientError = shown ? (client.errors as Record<string, unknown>)[name] : undefined;
  const error = typeof clientError === 'string' ? clientError : server[name];
  return error
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${testId}`}>{ticketMessage(t, error, name)}</span> }
    : { validateStatus: undefined, help: undefined };
}

/** One sentence for a refused call outside a form: its first field message in the tickets' words, else the code's. */
export function ticketFailure(t: TFunction, error: unknown): string {
  const [entry] = Object.entries(fieldErrors(error));
  if (entry) return ticketMessage(t, entry[1], entry[0]);
  return errorCode(error) === 'NOT_FOUND' ? t('tickets.errors.NOT_FOUND') : errorMessage(t, error);
}
