import type { TFunction } from 'i18next';
import { getIn } from 'formik';
import { errorCode, fieldErrors } from '@guide/ui';
import { errorMessage } from '../users/errors';

/**
 * A CMS message key in words: the field's own wording (`cms.errors.<field path>.<KEY>`, e.g.
 * `cms.errors.seo.metaTitle.TOO_LONG` "at most 70 characters"), then the field's first segment
 * (`customFields.<id>` reads as `customFields`), then the CMS's (`cms.errors.<KEY>`), then the shared one.
 */
export function cmsMessage(t: TFunction, key: string, field?: string): string {
  const base = field?.split('.')[0];
  const own = field ? [`cms.errors.${field}.${key}`, ...(base !== field ? [`cms.errors.${base}.${key}`] : [])] : [];
  return t([...own, `cms.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** What a form knows of its errors: message keys by API field path (`seo.metaTitle`, `customFields.<id>`). */
export interface FormErrorState {
  errors: object;
  touched: object;
  submitCount?: number;
}

/**
 * antd Form.Item status and help for one field: the client's error once the field was touched (or after a
 * submit), else the server's. `name` is the API path of the error; `touchedPath` the form value's path when
 * it differs (a custom field's value lives at `custom.<id>`, its error at `customFields.<id>`).
 */
export function cmsFieldStatus(t: TFunction, name: string, form: FormErrorState, server: Record<string, string> = {}, touchedPath = name) {
  const shown = Boolean(getIn(form.touched, touchedPath)) || (form.submitCount ?? 0) > 0;
  const clientError = shown ? (form.errors as Record<string, unknown>)[name] : undefined;
  const error = typeof clientError === 'string' ? clientError : server[name];
  const testId = name.replace(/\./g, '-');
  return error
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${testId}`}>{cmsMessage(t, error, name)}</span> }
    : { validateStatus: undefined, help: undefined };
}

/** One sentence for a refused call outside a form: its first field message in the CMS's words, else the code's. */
export function cmsFailure(t: TFunction, error: unknown): string {
  const [entry] = Object.entries(fieldErrors(error));
  if (entry) return cmsMessage(t, entry[1], entry[0]);
  return errorCode(error) === 'NOT_FOUND' ? t('cms.errors.NOT_FOUND') : errorMessage(t, error);
}
