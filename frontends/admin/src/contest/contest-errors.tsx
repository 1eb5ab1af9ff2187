import type { TFunction } from 'i18next';
import { errorCode, fieldErrors } from '@guide/ui';
import { errorMessage } from '../users/errors';

/**
 * A contest form's message key in words: the field's own wording (`contest.errors.<field>.<KEY>`, e.g. the
 * year's range), then the contest's (`contest.errors.<KEY>`), then the shared one (ui:fieldErrors).
 */
export function contestMessage(t: TFunction, key: string, field?: string): string {
  return t([...(field ? [`contest.errors.${field}.${key}`] : []), `contest.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** antd Form.Item status and help for one field of a Formik form whose errors are message keys. */
export function contestFieldStatus(errors: object, touched: object, name: string, t: TFunction, testId = name) {
  const error = (errors as Record<string, unknown>)[name];
  return (touched as Record<string, unknown>)[name] && typeof error === 'string'
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${testId}`}>{contestMessage(t, error, name)}</span> }
    : { validateStatus: undefined, help: undefined };
}

/** One sentence for a refused call outside a form: its first field message in the contest's words, else the code's. */
export function contestFailure(t: TFunction, error: unknown): string {
  const [entry] = Object.entries(fieldErrors(error));
  if (entry) return contestMessage(t, entry[1], entry[0].replace(/^.*\./, ''));
  return errorCode(error) === 'NOT_FOUND' ? t('contest.errors.NOT_FOUND') : errorMessage(t, error);
}

/** Offers a text as a downloaded file (the jury's CSV). */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
