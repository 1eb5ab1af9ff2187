import type { TFunction } from 'i18next';

/** A product or category form's message key in words: the screen's wording, then the shared one. */
export function catalogMessage(t: TFunction, scope: 'products' | 'productCategories', key: string): string {
  return t([`${scope}.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** antd Form.Item status and help for one field of a Formik form whose errors are message keys. */
export function catalogFieldStatus(errors: object, touched: object, name: string, t: TFunction, scope: 'products' | 'productCategories') {
  const error = (errors as Record<string, unknown>)[name];
  return (touched as Record<string, unknown>)[name] && typeof error === 'string'
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{catalogMessage(t, scope, error)}</span> }
    : { validateStatus: undefined, help: undefined };
}
